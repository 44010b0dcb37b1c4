import { describe, expect, it } from 'vitest';
import { BoothCategoryWriteSchema } from '@shahrbazar/domain/api/booth-shelf.schema';
import { shelfBodyOf } from './shelf-body.ts';

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe('shelfBodyOf', () => {
  it('sends the numbers as numbers, Persian digits too, and no parent when none is chosen', () => {
    expect(shelfBodyOf(formOf({ title: ' میوه ', parent_id: '۱۲', position: '۳' }))).toEqual({
      title: 'میوه',
      parent_id: 12,
      position: 3,
    });
    expect(shelfBodyOf(formOf({ title: 'میوه', parent_id: '', position: '' }))).toEqual({
      title: 'میوه',
      parent_id: undefined,
      position: 0,
    });
  });

  it('sends what is not a whole number as a value the API refuses with the same field message', () => {
    const body = shelfBodyOf(formOf({ title: 'میوه', parent_id: 'x', position: '2.5' }));
    const typed = BoothCategoryWriteSchema.safeParse({ title: 'میوه', parent_id: 'x', position: '2.5' });
    const sent = BoothCategoryWriteSchema.safeParse(body);
    const messages = (result: typeof sent) =>
      result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages(sent)).toEqual(messages(typed));
    expect(messages(sent)).toEqual([
      ['parent_id', 'invalid'],
      ['position', 'invalid'],
    ]);
  });
});
