import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { NativeSelect } from '@mantine/core';
import type { FormCategory } from '../../lib/listings/catalogue.ts';
import { mediaSrc } from '../../lib/media.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { CategoryLevel } from '../../lib/listings/define-vertical.ts';
import classes from './panel-listings.module.css';

/** The chosen branch of the tree: ids as text ('' = not chosen). */
export interface CategoryPick {
  category: string;
  subCategory: string;
  subSubCategory: string;
}

/** The branch of the tree that leads to a chosen id of `level`. */
export function pickOf(tree: readonly FormCategory[], level: CategoryLevel, id: number | undefined): CategoryPick {
  const none = { category: '', subCategory: '', subSubCategory: '' };
  if (id === undefined) return none;
  for (const category of tree) {
    if (level === 'category' && category.id === id) return { ...none, category: String(id) };
    for (const sub of category.subCategories) {
      if (level === 'subCategory' && sub.id === id)
        return { ...none, category: String(category.id), subCategory: String(id) };
      if (level === 'subSubCategory' && sub.subSubCategories.some((item) => item.id === id)) {
        return { category: String(category.id), subCategory: String(sub.id), subSubCategory: String(id) };
      }
    }
  }
  return none;
}

/**
 * Category -> sub category -> sub-sub category, each select offering the children of the one before (only branches
 * deep enough for the vertical's level). The deepest level the vertical needs is sent under its API name
 * (`fieldName`, e.g. general_sub_sub_category_id); its error shows under it.
 */
export function CategoryCascade({
  tree,
  level,
  fieldName,
  initial,
  error,
}: {
  tree: readonly FormCategory[];
  level: CategoryLevel;
  fieldName: string;
  initial: CategoryPick;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [pick, setPick] = useState(initial);
  const categorySelect = useRef<HTMLSelectElement>(null);
  const subSelect = useRef<HTMLSelectElement>(null);
  const subSubSelect = useRef<HTMLSelectElement>(null);
  // A choice made on a slow phone before the page came alive is in the select, not in the state: React does not
  // replay it, and the redraw right after hydrating would put the select back. Taken once, as the page hydrates
  // (ADR 0068); later choices reach the state through onChange.
  useLayoutEffect(() => {
    const shown = {
      category: categorySelect.current?.value ?? pick.category,
      subCategory: subSelect.current?.value ?? pick.subCategory,
      subSubCategory: subSubSelect.current?.value ?? pick.subSubCategory,
    };
    const taken =
      shown.category !== pick.category
        ? { category: shown.category, subCategory: '', subSubCategory: '' }
        : shown.subCategory !== pick.subCategory
          ? { ...pick, subCategory: shown.subCategory, subSubCategory: '' }
          : shown.subSubCategory !== pick.subSubCategory
            ? { ...pick, subSubCategory: shown.subSubCategory }
            : null;
    if (taken) setPick(taken);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const choose = (value: string) => setPick({ category: value, subCategory: '', subSubCategory: '' });
  const category = tree.find((item) => String(item.id) === pick.category);
  const sub = category?.subCategories.find((item) => String(item.id) === pick.subCategory);
  const options = (items: ReadonlyArray<{ id: number; title: string }>, placeholder: string) => [
    { value: '', label: placeholder },
    ...items.map((item) => ({ value: String(item.id), label: item.title })),
  ];
  const last = (name: CategoryLevel) => (name === level ? { name: fieldName, error } : {});
  // The first level as tiles with each category's icon, a tap each (buttons: drawn once JavaScript runs).
  const tiles = hydrated && tree.some((item) => item.image) && (
    <ul className={classes.categoryTiles} aria-label={t('listings.form.category')}>
      {tree.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className={classes.categoryTile}
            aria-pressed={String(item.id) === pick.category}
            onClick={() => choose(String(item.id))}
          >
            <img src={mediaSrc(item.image)} alt="" width={40} height={40} loading="lazy" />
            <span>{item.title}</span>
          </button>
        </li>
      ))}
    </ul>
  );
  return (
    <div className={classes.pair}>
      {tiles}
      <NativeSelect
        label={t('listings.form.category')}
        data={options(tree, t('listings.form.choose'))}
        value={pick.category}
        ref={categorySelect}
        onChange={(event) => choose(event.currentTarget.value)}
        required
        {...last('category')}
      />
      {level !== 'category' && (
        <NativeSelect
          label={t('listings.form.subCategory')}
          data={options(category?.subCategories ?? [], t('listings.form.choose'))}
          value={pick.subCategory}
          ref={subSelect}
          onChange={(event) => setPick({ ...pick, subCategory: event.currentTarget.value, subSubCategory: '' })}
          disabled={!category}
          required
          {...last('subCategory')}
        />
      )}
      {level === 'subSubCategory' && (
        <NativeSelect
          label={t('listings.form.subSubCategory')}
          data={options(sub?.subSubCategories ?? [], t('listings.form.choose'))}
          value={pick.subSubCategory}
          ref={subSubSelect}
          onChange={(event) => setPick({ ...pick, subSubCategory: event.currentTarget.value })}
          disabled={!sub}
          required
          {...last('subSubCategory')}
        />
      )}
    </div>
  );
}
