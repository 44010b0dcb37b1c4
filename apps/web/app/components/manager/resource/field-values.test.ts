import { describe, expect, it } from 'vitest';
import { linesOf, wholeNumberOf } from './field-values.ts';

const formOf = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  return form;
};

describe('a number field’s value', () => {
  it('is read in Persian, Arabic or Latin digits', () => {
    expect(wholeNumberOf(formOf({ sortOrder: '۱۲' }), 'sortOrder')).toBe(12);
    expect(wholeNumberOf(formOf({ sortOrder: '٣' }), 'sortOrder')).toBe(3);
    expect(wholeNumberOf(formOf({ sortOrder: ' 40 ' }), 'sortOrder')).toBe(40);
  });

  it('is the default when empty, and not a number when it is not a whole number (the API says why)', () => {
    expect(wholeNumberOf(formOf({ sortOrder: '' }), 'sortOrder')).toBe(0);
    expect(wholeNumberOf(formOf({}), 'sortOrder', 5)).toBe(5);
    expect(wholeNumberOf(formOf({ sortOrder: '1.5' }), 'sortOrder')).toBeNaN();
    expect(wholeNumberOf(formOf({ sortOrder: '-2' }), 'sortOrder')).toBeNaN();
  });
});

describe('a text area’s value', () => {
  it('keeps its lines and spaces, CRLF as LF', () => {
    expect(linesOf(formOf({ content: '  a\r\n  b ' }), 'content')).toBe('  a\n  b ');
    expect(linesOf(formOf({}), 'content')).toBe('');
  });
});
