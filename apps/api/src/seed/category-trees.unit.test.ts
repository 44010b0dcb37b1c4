import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUG_MAX, CATEGORY_SLUG_PATTERN } from '@shahrbazar/domain/api/category.schema';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { CATEGORY_ENGLISH, categoryEnglish } from './category-trees-en.ts';
import { CATEGORY_TREES } from './category-trees.ts';
import { CATEGORY_ICONS, categoryIconPath } from './category-icons.ts';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const all = Object.values(CATEGORY_TREES);
const levels = [
  all.flat(),
  all.flat().flatMap((category) => category.children ?? []),
  all.flat().flatMap((category) => (category.children ?? []).flatMap((sub) => sub.children ?? [])),
];

describe('starter category trees', () => {
  it('give every category type a tree of at least four categories, with sub and sub-sub categories', () => {
    for (const type of CategoryType.values) {
      const tree = CATEGORY_TREES[type];
      expect(tree.length, type).toBeGreaterThanOrEqual(4);
      expect(tree.length, type).toBeLessThanOrEqual(12);
      expect(
        tree.every((category) => (category.children ?? []).length > 0),
        type,
      ).toBe(true);
      expect(
        tree.some((category) => (category.children ?? []).some((sub) => (sub.children ?? []).length > 0)),
        type,
      ).toBe(true);
    }
  });

  it('use Latin kebab-case slugs, each unique within its level across every type', () => {
    for (const [depth, nodes] of levels.entries()) {
      const slugs = nodes.map((node) => node.slug);
      for (const slug of slugs) {
        expect(slug, `level ${depth + 1}`).toMatch(CATEGORY_SLUG_PATTERN);
        expect(slug.length).toBeLessThanOrEqual(CATEGORY_SLUG_MAX);
      }
      expect(slugs.length - new Set(slugs).size, `duplicate slugs at level ${depth + 1}`).toBe(0);
    }
  });

  it('title everything in Persian, without doubled spaces, and describe every first-level category', () => {
    for (const node of levels.flat()) {
      expect(node.title, node.slug).toMatch(/[\u0600-\u06ff]/);
      expect(node.title, node.slug).toBe(node.title.trim());
      expect(node.title, node.slug).not.toMatch(/\s{2}/);
    }
    for (const category of levels[0] ?? []) expect(category.description, category.slug).toBeTruthy();
  });

  it('have the paths the spec names as examples', () => {
    const path = (type: CategoryType, ...slugs: string[]) => {
      let nodes = CATEGORY_TREES[type];
      const titles: string[] = [];
      for (const slug of slugs) {
        const found = nodes.find((node) => node.slug === slug);
        if (!found) return titles;
        titles.push(found.title);
        nodes = found.children ?? [];
      }
      return titles;
    };
    expect(path('ads', 'ads-real-estate', 'ads-residential-sale', 'ads-sale-apartment')).toEqual([
      'املاک',
      'فروش مسکونی',
      'آپارتمان',
    ]);
    expect(path('ads', 'ads-vehicles', 'ads-cars', 'ads-car-sedan')).toEqual(['وسایل نقلیه', 'خودرو', 'سواری']);
    expect(path('ads', 'ads-digital', 'ads-mobile-tablet', 'ads-mobile-phone')).toEqual([
      'کالای دیجیتال',
      'موبایل و تبلت',
      'گوشی موبایل',
    ]);
    expect(path('clinic', 'clinic-specialists', 'clinic-cardiology')).toEqual(['پزشکان متخصص', 'قلب و عروق']);
    expect(path('lawyer', 'lawyer-civil', 'lawyer-family', 'lawyer-divorce')).toEqual(['حقوقی', 'خانواده', 'طلاق']);
  });

  it('give every node an English title, and every node with a description an English one (ADR 0045)', () => {
    const nodes = levels.flat();
    for (const node of nodes) {
      const english = categoryEnglish(node.slug);
      expect(english?.title, node.slug).toMatch(/^[A-Z0-9]/);
      if (node.description) expect(english?.description, node.slug).toMatch(/^[A-Z0-9].*\.$/);
    }
    // No English value for a slug the trees do not have (a renamed slug leaves its English behind).
    const slugs = new Set(nodes.map((node) => node.slug));
    expect(Object.keys(CATEGORY_ENGLISH).filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it('give every first-level category an icon of its own within its type, shipped as a file of the web', () => {
    const publicDir = fileURLToPath(new URL('../../../web/public', import.meta.url));
    for (const type of CategoryType.values) {
      const icons = CATEGORY_TREES[type].map((category) => CATEGORY_ICONS[category.slug]);
      expect(icons.every(Boolean), type).toBe(true);
      expect(new Set(icons).size, type).toBe(icons.length);
    }
    for (const category of all.flat()) {
      expect(existsSync(`${publicDir}${categoryIconPath(category.slug)}`), category.slug).toBe(true);
    }
    expect(categoryIconPath('no-such-category')).toBe('');
  });
});
