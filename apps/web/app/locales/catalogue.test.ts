import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, type ErrorCode } from '@shahrbazar/domain/api/error.schema';
import en from './en.json';
import fa from './fa.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('catalogues', () => {
  it('English has exactly the keys of Persian', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(fa).sort());
  });

  it('carry the spec error catalogue word for word, as the API sends it', () => {
    for (const code of Object.keys(ERROR_MESSAGES) as ErrorCode[]) {
      expect(fa.errors[code], code).toBe(ERROR_MESSAGES[code].fa);
      expect(en.errors[code], code).toBe(ERROR_MESSAGES[code].en);
    }
  });
});
