import { describe, expect, it } from 'vitest';
import type { City, GeneralCategory } from '@shahrbazar/domain/api/catalogue.schema';
import { citiesByState, cityOptions, filterSlugs, formTree, resolveFilter } from './catalogue.ts';

const city = (id: number, state_id: number, slug: string, name: string): City => ({
  id,
  state_id,
  slug,
  name,
  latitude: 0,
  longitude: 0,
});
const cities = [
  city(1, 10, 'ardabil', 'اردبیل'),
  city(2, 10, 'meshgin-shahr', 'مشگین‌شهر'),
  city(3, 20, 'tabriz', 'تبریز'),
];

const leaf = (id: number, generalSubCategoryId: number, slug: string) => ({
  id,
  generalSubCategoryId,
  slug,
  title: slug,
  image: '',
});
const sub = (id: number, generalCategoryId: number, slug: string, subSubs: ReturnType<typeof leaf>[]) => ({
  id,
  generalCategoryId,
  slug,
  title: slug,
  image: '',
  location: '',
  tag: '',
  description: '',
  subSubCategories: subSubs,
});
const tree: GeneralCategory[] = [
  {
    id: 1,
    type: 'ads',
    slug: 'vehicles',
    title: 'وسایل نقلیه',
    image: '',
    imageLastModified: null,
    location: '',
    tag: '',
    description: '',
    subCategories: [
      sub(11, 1, 'cars', [leaf(111, 11, 'sedan'), leaf(112, 11, 'classic')]),
      sub(12, 1, 'motorcycles', []),
    ],
  },
  {
    id: 2,
    type: 'ads',
    slug: 'digital',
    title: 'کالای دیجیتال',
    image: '',
    imageLastModified: null,
    location: '',
    tag: '',
    description: '',
    subCategories: [sub(21, 2, 'phones', [leaf(211, 21, 'mobile-phone')])],
  },
];

describe('resolveFilter', () => {
  it('resolves slugs level by level and fills in the parents of a deeper level', () => {
    const found = resolveFilter(tree, cities, { city: 'ardabil', subSubCategory: 'classic' });
    expect(found.ok).toBe(true);
    if (!found.ok) return;
    expect(found.filter.city?.id).toBe(1);
    expect(filterSlugs(found.filter)).toEqual({
      city: 'ardabil',
      category: 'vehicles',
      subCategory: 'cars',
      subSubCategory: 'classic',
    });
  });

  it('names the first level that names nothing (the page is not found)', () => {
    expect(resolveFilter(tree, cities, { city: 'nowhere' })).toEqual({ ok: false, level: 'city' });
    expect(resolveFilter(tree, cities, { category: 'vehicles', subCategory: 'none' })).toEqual({
      ok: false,
      level: 'subCategory',
    });
  });

  it('refuses a level that does not hang under the one above, unless lenient (a stale select of the filter form)', () => {
    expect(resolveFilter(tree, cities, { category: 'digital', subCategory: 'cars' })).toEqual({
      ok: false,
      level: 'subCategory',
    });
    const lenient = resolveFilter(
      tree,
      cities,
      { category: 'digital', subCategory: 'cars', subSubCategory: 'sedan' },
      true,
    );
    expect(lenient.ok && filterSlugs(lenient.filter)).toEqual({ category: 'digital' });
  });
});

describe('formTree', () => {
  it('keeps only branches deep enough for the level a listing is filed under', () => {
    const deep = formTree(tree, 'subSubCategory');
    expect(deep.map((category) => category.slug)).toEqual(['vehicles', 'digital']);
    expect(deep[0]?.subCategories.map((item) => item.slug)).toEqual(['cars']);
    expect(formTree(tree, 'subCategory')[0]?.subCategories.map((item) => item.slug)).toEqual(['cars', 'motorcycles']);
  });
});

describe('citiesByState', () => {
  it("packs a state's cities in two strings, half the bytes of an object per city", () => {
    const groups = citiesByState([{ id: 10, name: 'اردبیل' }], cities, (item) => String(item.id));
    expect(groups).toHaveLength(1);
    expect(groups[0]?.labels).toBe('اردبیل|مشگین‌شهر');
    expect(JSON.stringify(groups).length * 1.5).toBeLessThan(JSON.stringify(cityOptions(groups)).length);
  });

  it('groups the cities under their state, in the order of the states, and leaves out empty states', () => {
    const groups = citiesByState(
      [
        { id: 20, name: 'آذربایجان شرقی' },
        { id: 10, name: 'اردبیل' },
        { id: 30, name: 'خالی' },
      ],
      cities,
      (item) => item.slug,
    );
    expect(cityOptions(groups)).toEqual([
      { group: 'آذربایجان شرقی', items: [{ value: 'tabriz', label: 'تبریز' }] },
      {
        group: 'اردبیل',
        items: [
          { value: 'ardabil', label: 'اردبیل' },
          { value: 'meshgin-shahr', label: 'مشگین‌شهر' },
        ],
      },
    ]);
  });
});
