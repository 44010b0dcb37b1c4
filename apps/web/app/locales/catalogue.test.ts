import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, type ErrorCode } from '@shahrbazar/domain/api/error.schema';
import { VALIDATION_MESSAGES } from '@shahrbazar/domain/i18n/validation-messages';
import { CATALOGUE_PARTS, en, fa } from './catalogues.ts';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('catalogues', () => {
  it('English has exactly the keys of Persian', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(fa).sort());
  });

  it('give each top-level key to exactly one part, so no part silently overrides another', () => {
    for (const parts of Object.values(CATALOGUE_PARTS)) {
      const names = parts.flatMap((part) => Object.keys(part));
      expect(names.length).toBe(new Set(names).size);
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
});
