import { enumSchema } from '../api/enum-schema.ts';
import { describe, it, expect } from 'vitest';
import { defineEnum } from './define-enum.ts';
import type { EnumValue } from './define-enum.ts';

const Sample = defineEnum({
  pending: { value: 0, fa: 'در انتظار', en: 'Pending' },
  done: { value: 1, fa: 'انجام شد', en: 'Done' },
});
type Sample = EnumValue<typeof Sample>;

const Named = defineEnum({
  shop: { value: 'shop', fa: 'فروشگاه', en: 'Shop' },
  jewelry: { value: 'jewelry', fa: 'طلا و جواهر', en: 'Jewelry' },
});

describe('defineEnum', () => {
  it('maps names to values and keeps declaration order', () => {
    expect(Sample.pending).toBe(0);
    expect(Sample.done).toBe(1);
    expect(Sample.values).toEqual([0, 1]);
    expect(Sample.names).toEqual(['pending', 'done']);
    expect(Sample.entries[1]).toEqual({ name: 'done', value: 1, label: { fa: 'انجام شد', en: 'Done' } });
  });

  it('gives labels per locale and shows an unknown value as itself', () => {
    const value: Sample = Sample.done;
    expect(Sample.label(value, 'fa')).toBe('انجام شد');
    expect(Sample.label(value, 'en')).toBe('Done');
    expect(Sample.label(9 as Sample, 'en')).toBe('9');
    // @ts-expect-error: the value union is exact, 2 is not a Sample
    const _notAValue: Sample = 2;
    expect(Sample.labelOf(0)).toEqual({ fa: 'در انتظار', en: 'Pending' });
    expect(Sample.labelOf(9)).toBeUndefined();
    expect(Named.nameOf('jewelry')).toBe('jewelry');
    expect(Sample.nameOf(1)).toBe('done');
    expect(Sample.nameOf('done')).toBeUndefined();
  });

  it('guards values without coercion', () => {
    expect(Sample.is(1)).toBe(true);
    expect(Sample.is('1')).toBe(false);
    expect(Sample.is(2)).toBe(false);
    expect(Named.is('shop')).toBe(true);
    expect(Named.is('Shop')).toBe(false);
  });

  it('validates with its zod schema (enumSchema)', () => {
    expect(enumSchema(Sample).safeParse(0).success).toBe(true);
    expect(enumSchema(Sample).safeParse(2).success).toBe(false);
    expect(enumSchema(Sample).safeParse('0').success).toBe(false);
    expect(enumSchema(Named).parse('jewelry')).toBe('jewelry');
    expect(enumSchema(Named).safeParse('autoExpo').success).toBe(false);
  });

  it('builds select options in a locale', () => {
    expect(Named.options('fa')).toEqual([
      { value: 'shop', label: 'فروشگاه' },
      { value: 'jewelry', label: 'طلا و جواهر' },
    ]);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(Sample)).toBe(true);
  });

  it('refuses duplicate values and reserved names', () => {
    expect(() => defineEnum({ a: { value: 1, fa: 'الف', en: 'A' }, b: { value: 1, fa: 'ب', en: 'B' } })).toThrow(
      /duplicate value 1/,
    );
    // @ts-expect-error: "label" is a helper of the enumeration, not a usable member name
    expect(() => defineEnum({ label: { value: 0, fa: 'برچسب', en: 'Label' } })).toThrow(/reserved/);
  });
});
