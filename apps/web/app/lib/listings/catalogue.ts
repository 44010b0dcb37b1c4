import type {
  City,
  GeneralCategory,
  GeneralSubCategory,
  GeneralSubSubCategory,
} from '@shahrbazar/domain/api/catalogue.schema';
import type { ParsedListingFilter } from '@shahrbazar/domain/rules/listing-filter';
import type { CategoryLevel } from './define-vertical.ts';

// A vertical's category tree and the cities, as the initial data carries them (types only: no zod in the browser),
// and the list page's filter resolved against them.

/** A list filter resolved to the records it names; parents of a deeper level are filled in from the tree. */
export interface ResolvedFilter {
  city?: City;
  category?: GeneralCategory;
  subCategory?: GeneralSubCategory;
  subSubCategory?: GeneralSubSubCategory;
}

/** What a filter from an address resolved to: its records, or the first level that names nothing (404). */
export type FilterResolution = { ok: true; filter: ResolvedFilter } | { ok: false; level: keyof ResolvedFilter };

/**
 * Resolves a list filter (slugs) against the tree and the cities. A level that names nothing, or that does not hang
 * under the level above it, fails (the page is not found); with `lenient` (a filter form sent without JavaScript,
 * where a deeper select may still hold the old category's child) a mismatched deeper level is dropped instead.
 */
export function resolveFilter(
  tree: readonly GeneralCategory[],
  cities: readonly City[],
  parsed: ParsedListingFilter,
  lenient = false,
): FilterResolution {
  const filter: ResolvedFilter = {};
  if (parsed.city !== undefined) {
    const city = cities.find((item) => item.slug === parsed.city);
    if (!city) return { ok: false, level: 'city' };
    filter.city = city;
  }
  if (parsed.category !== undefined) {
    const category = tree.find((item) => item.slug === parsed.category);
    if (!category) return { ok: false, level: 'category' };
    filter.category = category;
  }
  if (parsed.subCategory !== undefined) {
    const found = findSub(tree, parsed.subCategory);
    if (!found || (filter.category && found.category.id !== filter.category.id)) {
      if (!lenient || !found) return { ok: false, level: 'subCategory' };
      return { ok: true, filter };
    }
    filter.category = found.category;
    filter.subCategory = found.sub;
  }
  if (parsed.subSubCategory !== undefined) {
    const found = findSubSub(tree, parsed.subSubCategory);
    const mismatch =
      !found ||
      (filter.subCategory && found.sub.id !== filter.subCategory.id) ||
      (filter.category && found.category.id !== filter.category.id);
    if (mismatch) {
      if (!lenient || !found) return { ok: false, level: 'subSubCategory' };
      return { ok: true, filter };
    }
    filter.category = found.category;
    filter.subCategory = found.sub;
    filter.subSubCategory = found.subSub;
  }
  return { ok: true, filter };
}

function findSub(tree: readonly GeneralCategory[], slug: string) {
  for (const category of tree) {
    const sub = category.subCategories.find((item) => item.slug === slug);
    if (sub) return { category, sub };
  }
  return undefined;
}

function findSubSub(tree: readonly GeneralCategory[], slug: string) {
  for (const category of tree) {
    for (const sub of category.subCategories) {
      const subSub = sub.subSubCategories.find((item) => item.slug === slug);
      if (subSub) return { category, sub, subSub };
    }
  }
  return undefined;
}

/** The filter's slugs, outermost first (for listingListPath and the API's query). */
export function filterSlugs(filter: ResolvedFilter): ParsedListingFilter {
  const slugs: ParsedListingFilter = {};
  if (filter.city) slugs.city = filter.city.slug;
  if (filter.category) slugs.category = filter.category.slug;
  if (filter.subCategory) slugs.subCategory = filter.subCategory.slug;
  if (filter.subSubCategory) slugs.subSubCategory = filter.subSubCategory.slug;
  return slugs;
}

/** The deepest category the filter names, or undefined for the whole section. */
export function deepestCategory(filter: ResolvedFilter): { title: string; slug: string } | undefined {
  return filter.subSubCategory ?? filter.subCategory ?? filter.category;
}

/** A category chosen in a form: one option of a select. */
export interface CategoryOption {
  id: number;
  title: string;
  slug: string;
}

/** The owner's form's tree: only branches deep enough to file a listing under `level` (a sub without sub-subs is no use to ads). */
export interface FormCategory extends CategoryOption {
  /** The first level's picture or icon ('' none): the posting form's category tiles. */
  image: string;
  subCategories: Array<CategoryOption & { subSubCategories: CategoryOption[] }>;
}

const option = ({ id, title, slug }: CategoryOption): CategoryOption => ({ id, title, slug });

/** The tree the owner picks from, trimmed to what a listing of `level` can be filed under and to the fields shown. */
export function formTree(tree: readonly GeneralCategory[], level: CategoryLevel): FormCategory[] {
  return tree
    .map((category) => ({
      ...option(category),
      image: category.image,
      subCategories:
        level === 'category'
          ? []
          : category.subCategories
              .map((sub) => ({
                ...option(sub),
                subSubCategories: level === 'subSubCategory' ? sub.subSubCategories.map(option) : [],
              }))
              .filter((sub) => level === 'subCategory' || sub.subSubCategories.length > 0),
    }))
    .filter((category) => level === 'category' || category.subCategories.length > 0);
}

/**
 * Cities grouped by their state, packed for a page's loader data: a state's city values in one string (space
 * between) and their names in another (`|` between). A select of every city is some 400 options; as objects the
 * hydration data carried `{"value":…,"label":…}` for each, twice the bytes (ADR 0046). `cityOptions` unpacks.
 */
export interface CityGroup {
  group: string;
  values: string;
  labels: string;
}

/** Cities grouped by their state, for a select with one group per state (states in the tree's order). */
export function citiesByState(
  states: ReadonlyArray<{ id: number; name: string }>,
  cities: readonly City[],
  valueOf: (city: City) => string,
): CityGroup[] {
  return states
    .map((state) => {
      const own = cities.filter((city) => city.state_id === state.id);
      return {
        group: state.name,
        values: own.map((city) => valueOf(city).replace(/[\s|]/g, '')).join(' '),
        labels: own.map((city) => city.name.replace(/\|/g, '')).join('|'),
      };
    })
    .filter((group) => group.values !== '');
}

/** The groups of citiesByState as a select's data: one group per state, an option per city. */
export function cityOptions(
  groups: readonly CityGroup[],
): Array<{ group: string; items: Array<{ value: string; label: string }> }> {
  return groups.map(({ group, values, labels }) => {
    const names = labels.split('|');
    return { group, items: values.split(' ').map((value, index) => ({ value, label: names[index] ?? value })) };
  });
}
