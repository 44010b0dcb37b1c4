import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUG_PATTERN } from '@shahrbazar/domain/api/category.schema';
import { categoryWriteOf, checkCategoryForm, SLUG_PATTERN } from './category-form.ts';
import { browsePath, imageSources, levelOfPath, managerPaths } from './category-levels.ts';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe('category form', () => {
  it('checks the slug with the API rule', () => {
    expect(SLUG_PATTERN.source).toBe(CATEGORY_SLUG_PATTERN.source);
  });

  it('asks for a title, a Latin kebab-case slug and, below the first level, a parent', () => {
    expect(checkCategoryForm('category', form({ type: 'ads', title: ' املاک ', slug: ' Ads-Real-Estate ' }))).toEqual(
      {},
    );
    expect(checkCategoryForm('category', form({ title: '', slug: 'املاک' }))).toEqual({
      title: 'titleRequired',
      slug: 'invalid',
    });
    expect(checkCategoryForm('subCategory', form({ title: 'خودرو', slug: 'cars', general_category_id: '' }))).toEqual({
      general_category_id: 'invalid',
    });
    expect(
      checkCategoryForm('subSubCategory', form({ title: 'سواری', slug: 'sedan', general_sub_category_id: '7' })),
    ).toEqual({});
  });

  it('sends each level the body the spec names', () => {
    const fields = {
      type: 'ads',
      title: 'املاک',
      titleEn: 'Real estate',
      slug: 'Ads-X',
      location: 'home',
      tag: 'ملک',
      description: 'توضیح',
      descriptionEn: '',
    };
    expect(categoryWriteOf('category', form(fields))).toEqual({
      type: 'ads',
      title: 'املاک',
      titleEn: 'Real estate',
      slug: 'ads-x',
      location: 'home',
      tag: 'ملک',
      description: 'توضیح',
      descriptionEn: '',
    });
    expect(categoryWriteOf('subCategory', form({ ...fields, general_category_id: '4' }))).toMatchObject({
      general_category_id: 4,
      description: 'توضیح',
    });
    expect(categoryWriteOf('subSubCategory', form({ ...fields, general_sub_category_id: '9' }))).toEqual({
      title: 'املاک',
      titleEn: 'Real estate',
      slug: 'ads-x',
      general_sub_category_id: 9,
    });
  });
});

describe('category addresses', () => {
  it('read the level from back-office and browsing paths', () => {
    expect(levelOfPath('/manager/subCategory/7/edit')).toBe('subCategory');
    expect(levelOfPath('/products/subSubCategory/ads-car-sedan')).toBe('subSubCategory');
    expect(levelOfPath('/manager/categories')).toBeUndefined();
    expect(levelOfPath('/products/other/x')).toBeUndefined();
  });

  it('build the spec paths and the back-office paths', () => {
    expect(browsePath('category', 'ads-real-estate')).toBe('/products/category/ads-real-estate');
    expect(managerPaths.node('subSubCategory', 5)).toBe('/manager/subSubCategory/5/edit');
    expect(managerPaths.create('subCategory', { general_category_id: 3 })).toBe(
      '/manager/subCategory/create?general_category_id=3',
    );
    expect(managerPaths.create('category')).toBe('/manager/category/create');
  });

  it('offer the thumbnail of an uploaded picture, and nothing more for the placeholder', () => {
    const large = '/images/categories/2026/05/0123456789abcdef01234567-large.webp';
    expect(imageSources(large)).toEqual({
      src: '/images/categories/2026/05/0123456789abcdef01234567-thumb.webp',
      srcSet: '/images/categories/2026/05/0123456789abcdef01234567-thumb.webp 320w, ' + large + ' 960w',
    });
    expect(imageSources('/images/noPic.jpg')).toEqual({ src: '/images/noPic.jpg' });
  });
});
