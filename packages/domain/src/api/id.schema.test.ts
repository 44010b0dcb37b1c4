import { describe, expect, it } from 'vitest';
import { ID_MAX, IdParamsSchema, IdSchema, idSchema, jsonIdSchema, OptionalIdSchema } from './id.schema.ts';

describe('ids', () => {
  it('reads an id from a path or a query, up to the largest an integer column holds', () => {
    expect(IdParamsSchema.parse({ id: '12' })).toEqual({ id: 12 });
    expect(IdSchema.parse(ID_MAX)).toBe(2_147_483_647);
    for (const bad of ['3000000000', String(ID_MAX + 1), 'abc', '-1', '0', '1.5', '']) {
      expect(IdSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('words each mistake with a validation catalogue key; a blank choice may be "required"', () => {
    const message = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;
    expect(message(IdSchema.safeParse('3000000000'))).toBe('invalid');
    expect(message(IdSchema.safeParse('abc'))).toBe('invalid');
    expect(message(idSchema({ blank: 'required' }).safeParse(''))).toBe('required');
    expect(message(idSchema({ blank: 'required' }).safeParse('3000000000'))).toBe('invalid');
  });

  it('takes only numbers in JSON, so a tag titled "1402" stays a title', () => {
    expect(jsonIdSchema().safeParse('1402').success).toBe(false);
    expect(jsonIdSchema().parse(1402)).toBe(1402);
    expect(jsonIdSchema().safeParse(3_000_000_000).success).toBe(false);
  });

  it('leaves out the spec\'s "none" (-1, empty) as an optional id, and still refuses ids out of range', () => {
    for (const none of ['', null, undefined, -1, '-1']) expect(OptionalIdSchema.parse(none)).toBeUndefined();
    expect(OptionalIdSchema.parse('7')).toBe(7);
    expect(OptionalIdSchema.safeParse('3000000000').success).toBe(false);
  });
});
