import { TextInput } from '../plain/plain.tsx';
import { Checkbox, NativeSelect } from '../plain/plain-fields.tsx';
import type { ChangeEvent } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { cityOptions } from '../../lib/listings/catalogue.ts';
import { CITY_ROUTE } from '../geo/city-choices.ts';
import { useStates } from '../geo/use-states.ts';
import type { FilterChoices, FilterValues, OwnFilterView, SortView } from './filter-bar.tsx';
import panel from './filter-panel.module.css';
import classes from './listings.module.css';

type Option = { value: string; label: string };

const DEEPER: Record<string, readonly string[]> = {
  city: [],
  category: ['subCategory', 'subSubCategory'],
  subCategory: ['subSubCategory'],
  subSubCategory: [],
};

/**
 * The fields of the filter panel, the same at every width: city and the category cascade, the sort and the
 * vertical's own filters. Choosing in a select clears the levels below it and sends the form; in the phone's bottom
 * sheet only a category level is sent at once (the next level's choices come from the server), the rest wait for
 * «نمایش نتایج». Without JavaScript the form's buttons send everything, and the server drops a level that no longer fits.
 */
export function FilterFields({
  values,
  choices,
  own,
  sort,
  sheet,
}: {
  values: FilterValues;
  choices: FilterChoices;
  own: readonly OwnFilterView[];
  sort?: SortView | undefined;
  sheet: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  // Every city comes from the API once the page runs (ADR 0058); the page itself lists the chosen city's state only.
  const { states } = useStates();
  const cities = states
    ? states.map((state) => ({
        group: state.name,
        items: state.cities.map((city) => ({ value: city.slug, label: city.name })),
      }))
    : cityOptions(choices.cities);
  const otherCity = `${CITY_ROUTE}?redirectTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
  const all = (label: string): Option => ({ value: '', label });
  const send = (field: HTMLInputElement | HTMLSelectElement, now: boolean) => {
    const form = field.form;
    if (!form) return;
    for (const name of DEEPER[field.name] ?? []) {
      const deeper = form.elements.namedItem(name);
      if (deeper instanceof HTMLSelectElement) deeper.value = '';
    }
    if (now) form.requestSubmit();
  };
  const onSelect = (event: ChangeEvent<HTMLSelectElement>) =>
    send(event.currentTarget, !sheet || (DEEPER[event.currentTarget.name]?.length ?? 0) > 0);
  const onOther = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => send(event.currentTarget, !sheet);
  return (
    <>
      <div className={classes.selects}>
        <NativeSelect
          name="city"
          aria-label={t('listings.filters.city')}
          data={[all(t('listings.filters.allCities')), ...cities]}
          defaultValue={values.city}
          onChange={onOther}
          inputWrapperOrder={['input', 'description']}
          description={
            <Link to={otherCity} className={panel.otherCity}>
              {t('listings.filters.otherCity')}
            </Link>
          }
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
          onChange={onOther}
        />
      </div>
      {(own.length > 0 || sort) && (
        <div className={classes.selects}>
          {sort && (
            <NativeSelect
              name="sort"
              label={sort.label}
              data={sort.options}
              defaultValue={sort.value}
              onChange={onOther}
            />
          )}
          {own.map((filter) => {
            if (filter.kind === 'flag') {
              return (
                <Checkbox
                  key={filter.name}
                  name={filter.name}
                  value="1"
                  label={filter.label}
                  defaultChecked={filter.checked}
                  onChange={onOther}
                  className={panel.flag}
                />
              );
            }
            if (filter.kind === 'oneOf') {
              return (
                <NativeSelect
                  key={filter.name}
                  name={filter.name}
                  label={filter.label}
                  data={[all(t('listings.filters.any')), ...filter.options]}
                  defaultValue={filter.value}
                  onChange={onOther}
                />
              );
            }
            return (
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
            );
          })}
        </div>
      )}
    </>
  );
}
