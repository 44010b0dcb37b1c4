import { describe, expect, it } from 'vitest';
import { documentTitle, firstText } from './page-title.ts';

describe('documentTitle', () => {
  it('joins the page title, the separator and the site title', () => {
    expect(documentTitle('آگهی‌ها', ' | ', 'شهربازار')).toBe('آگهی‌ها | شهربازار');
    expect(documentTitle('وکلا', ' - ', 'شهربازار')).toBe('وکلا - شهربازار');
  });

  it('keeps the spaces of the separator but trims the titles', () => {
    expect(documentTitle('  آگهی‌ها ', ' » ', ' شهربازار ')).toBe('آگهی‌ها » شهربازار');
  });

  it('is the site title alone when the page has no title of its own', () => {
    expect(documentTitle('', ' | ', 'شهربازار')).toBe('شهربازار');
    expect(documentTitle(undefined, ' | ', 'شهربازار')).toBe('شهربازار');
    expect(documentTitle('شهربازار', ' | ', 'شهربازار')).toBe('شهربازار');
  });

  it('falls back to " | " without a separator and to the page title without a site title', () => {
    expect(documentTitle('آگهی‌ها', '', 'شهربازار')).toBe('آگهی‌ها | شهربازار');
    expect(documentTitle('آگهی‌ها', ' | ', '')).toBe('آگهی‌ها');
  });
});

describe('firstText', () => {
  it('answers the first text that is not blank', () => {
    expect(firstText(undefined, '  ', null, ' توضیح ', 'دیگر')).toBe('توضیح');
    expect(firstText('', undefined)).toBe('');
  });
});
