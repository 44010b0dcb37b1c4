import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, type ErrorCode } from '@shahrbazar/domain/api/error.schema';
import { VALIDATION_MESSAGES } from '@shahrbazar/domain/i18n/validation-messages';
import { createI18n, type TextKey } from '../lib/i18n.ts';
import { CATALOGUE_PARTS, en, fa } from './catalogues.ts';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('catalogues', () => {
  it('English has exactly the keys of Persian', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(fa).sort());
  });

  // The parts are merged deeply (a vertical gives its group of a shared group from its own folder: `listings.verticals.
  // clinic`), so the rule is on the words: each text's full key in one part, and no key a text in one part and a group
  // in another.
  it("give each word (a text's full key) to exactly one part, so no part silently overrides another", () => {
    for (const parts of Object.values(CATALOGUE_PARTS)) {
      const keys = parts.flatMap((part) => keysOf(part));
      const texts = new Set<string>();
      const twice = keys.filter((key) => texts.has(key) || !texts.add(key));
      expect(twice).toEqual([]);
      const underText = keys.filter((key) =>
        key
          .split('.')
          .slice(0, -1)
          .some((_, index, path) => texts.has(path.slice(0, index + 1).join('.'))),
      );
      expect(underText).toEqual([]);
    }
  });

  it('hold only what the translator reads (ADR 0069): texts in groups, plain names, {{name}} placeholders', () => {
    for (const catalogue of [fa, en]) {
      for (const key of keysOf(catalogue)) {
        const text = key.split('.').reduce<unknown>((at, name) => (at as Record<string, unknown>)[name], catalogue);
        expect(typeof text, key).toBe('string');
        // No plural forms (i18next's key_one / key_other), no nesting ($t(…)), no formats ({{n, number}}).
        expect(key, key).not.toMatch(/_(zero|one|two|few|many|other)$/);
        expect(text, key).not.toContain('$t(');
        for (const [, name] of (text as string).matchAll(/\{\{-?(.+?)\}\}/g))
          expect(name?.trim(), key).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
      }
    }
  });

  it('carry the spec error catalogue word for word, as the API sends it', () => {
    for (const code of Object.keys(ERROR_MESSAGES) as ErrorCode[]) {
      expect(fa.errors[code], code).toBe(ERROR_MESSAGES[code].fa);
      expect(en.errors[code], code).toBe(ERROR_MESSAGES[code].en);
    }
  });

  it('carry the API validation messages word for word, so a form checked in the browser reads as the API would', () => {
    for (const [key, text] of Object.entries(fa.validation)) {
      const label = (VALIDATION_MESSAGES as Record<string, { fa: string; en: string } | undefined>)[key];
      // fileRequired is the upload module's own text (apps/api media/upload.ts), not a zod message.
      if (key === 'fileRequired') continue;
      expect(label, key).toBeDefined();
      expect(text, key).toBe(label?.fa);
      expect(en.validation[key as keyof typeof en.validation], key).toBe(label?.en);
    }
  });

  // Issue 32: Persian pages show Persian digits. A number a Persian text names is written in Persian digits; Latin
  // digits only inside a Latin name (MP4, <h2>), a placeholder or an address.
  it('write every number of a Persian text in Persian digits', () => {
    const latin: string[] = [];
    for (const key of keysOf(fa)) {
      const text = key.split('.').reduce<unknown>((at, name) => (at as Record<string, unknown>)[name], fa) as string;
      const shown = text
        .replace(/\{\{-?.+?\}\}/g, ' ')
        .replace(/\b(https?:\/\/|www\.)\S+/g, ' ')
        .replace(/[A-Za-z][A-Za-z0-9]*/g, ' ');
      if (/[0-9]/.test(shown)) latin.push(`${key}: ${text}`);
    }
    expect(latin).toEqual([]);
  });

  it('show the numbers a Persian text is given in Persian digits, whoever forgot to write them so', () => {
    const { t } = createI18n('fa', fa);
    const latin: string[] = [];
    for (const key of keysOf(fa)) {
      const text = key.split('.').reduce<unknown>((at, name) => (at as Record<string, unknown>)[name], fa) as string;
      const names = [...text.matchAll(/\{\{-?(.+?)\}\}/g)].map(([, name]) => name!.trim());
      if (names.length === 0) continue;
      // A count, an amount, a code of digits: as the pages pass them, a number or its digits in a string.
      for (const value of [1405, -3, 12.5, '0912345678', '1405']) {
        const shown = t(key as TextKey, Object.fromEntries(names.map((name) => [name, value])))
          .replace(/\b(https?:\/\/|www\.)\S+/g, ' ')
          .replace(/[A-Za-z][A-Za-z0-9]*/g, ' ');
        if (/[0-9]/.test(shown)) latin.push(`${key} (${typeof value} ${value}): ${shown}`);
      }
    }
    expect(latin.slice(0, 10), `${latin.length} texts`).toEqual([]);
    // English keeps its digits.
    expect(createI18n('en', en).t('booths.types.shop.count', { n: 12 })).toBe('12 products');
  });
});
