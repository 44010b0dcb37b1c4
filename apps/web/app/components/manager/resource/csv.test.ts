import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('starts with the byte order mark Excel needs for Persian, and ends each line with CRLF', () => {
    const csv = toCsv([
      ['ردیف', 'نام'],
      ['۱', 'اردبیل'],
    ]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('ردیف,نام\r\n۱,اردبیل\r\n');
  });

  it('quotes a cell holding a comma, a quote or a line break', () => {
    expect(toCsv([['۳۸٫۲، ۴۸٫۳', 'a,b', 'say "hi"', 'two\nlines']]).slice(1)).toBe(
      '۳۸٫۲، ۴۸٫۳,"a,b","say ""hi""","two\nlines"\r\n',
    );
  });

  it('keeps a cell a spreadsheet would run as a formula as text', () => {
    expect(toCsv([['=HYPERLINK("x")', '-1', 'tag']]).slice(1)).toBe(`"'=HYPERLINK(""x"")",'-1,tag\r\n`);
  });
});
