import type { ChangeEvent } from 'react';
import { Form } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { Icon } from '../icons.tsx';
import classes from './listings.module.css';

type Option = { value: string; label: string };
type Grouped = Array<{ group: string; items: Option[] }>;

/** The list's current filter as slugs ('' = not chosen) and its search text. */
export interface FilterValues {
  q: string;
  city: string;
  category: string;
  subCategory: string;
  subSubCategory: string;
}

/** The choices of each select: cities by state, and the children of what is chosen one level up. */
export interface FilterChoices {
  cities: Grouped;
  categories: Option[];
  subCategories: Option[];
  subSubCategories: Option[];
}

/** One of the vertical's own filters (ADR 0024) as drawn: a select, or a range of two numbers (toman). */
export type OwnFilterView =
  | { kind: 'oneOf'; name: string; label: string; value: string; options: Option[] }
  | { kind: 'range'; name: string; label: string; min: string; max: string };

const DEEPER: Record<string, readonly string[]> = {
  city: [],
  category: ['subCategory', 'subSubCategory'],
  subCategory: ['subSubCategory'],
  subSubCategory: [],
};

/**
 * The list's filter bar: a search box and the city and category cascade, one GET form (the address carries the
 * filter, so it is shareable and the back button works). Choosing in a select sends the form at once and clears the
 * levels below it; without JavaScript the search button sends it, and the server drops a level that no longer fits.
 */
export function FilterBar({
  action,
  values,
  choices,
  searchPlaceholder,
  own = [],
}: {
  action: string;
  values: FilterValues;
  choices: FilterChoices;
  searchPlaceholder: string;
  /** The vertical's own filters (a job's cooperation type, salary range...). */
  own?: readonly OwnFilterView[];
}) {
  const { t } = useTranslation();
  const all = (label: string): Option => ({ value: '', label });
  const onSelect = (event: ChangeEvent<HTMLSelectElement>) => {
    const select = event.currentTarget;
    const form = select.form;
    if (!form) return;
    for (const name of DEEPER[select.name] ?? []) {
      const deeper = form.elements.namedItem(name);
      if (deeper instanceof HTMLSelectElement) deeper.value = '';
    }
    form.requestSubmit();
  };
  return (
    <Form method="get" action={action} role="search" className={classes.filters}>
      <div className={classes.searchRow}>
        <TextInput
          type="search"
          name="q"
          aria-label={t('listings.filters.search')}
          placeholder={searchPlaceholder}
          defaultValue={values.q}
          leftSection={<Icon name="search" size={18} />}
          enterKeyHint="search"
          maxLength={100}
        />
        <Button type="submit">{t('listings.filters.submit')}</Button>
      </div>
      <div className={classes.selects}>
        <NativeSelect
          name="city"
          aria-label={t('listings.filters.city')}
          data={[all(t('listings.filters.allCities')), ...choices.cities]}
          defaultValue={values.city}
          onChange={onSelect}
        />
        <NativeSelect
          name="category"
          aria-label={t('listings.filters.category')}
          data={[all(t('listings.filters.allCategories')), ...choices.categories]}
          defaultValue={values.category}
          onChange={onSelect}
        />
        <NativeSelect
          name="subCategory"
          aria-label={t('listings.filters.subCategory')}
          data={[all(t('listings.filters.allSubCategories')), ...choices.subCategories]}
          defaultValue={values.subCategory}
          disabled={choices.subCategories.length === 0}
          onChange={onSelect}
        />
        <NativeSelect
          name="subSubCategory"
          aria-label={t('listings.filters.subSubCategory')}
          data={[all(t('listings.filters.allSubSubCategories')), ...choices.subSubCategories]}
          defaultValue={values.subSubCategory}
          disabled={choices.subSubCategories.length === 0}
          onChange={onSelect}
        />
      </div>
      {own.length > 0 && (
        <div className={classes.selects}>
          {own.map((filter) =>
            filter.kind === 'oneOf' ? (
              <NativeSelect
                key={filter.name}
                name={filter.name}
                label={filter.label}
                data={[all(t('listings.filters.any')), ...filter.options]}
                defaultValue={filter.value}
                onChange={onSelect}
              />
            ) : (
              <fieldset key={filter.name} className={classes.range}>
                <legend>{filter.label}</legend>
                <TextInput
                  name={`${filter.name}Min`}
                  aria-label={`${filter.label} ${t('listings.filters.from')}`}
                  placeholder={t('listings.filters.from')}
                  defaultValue={filter.min}
                  inputMode="numeric"
                  autoComplete="off"
                />
                <TextInput
                  name={`${filter.name}Max`}
                  aria-label={`${filter.label} ${t('listings.filters.to')}`}
                  placeholder={t('listings.filters.to')}
                  defaultValue={filter.max}
                  inputMode="numeric"
                  autoComplete="off"
                />
              </fieldset>
            ),
          )}
        </div>
      )}
    </Form>
  );
}
