import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { normalizeForSearch } from '@shahrbazar/domain/text/normalize';

// The database side of the domain's normalizeForSearch (text/normalize.ts), for short columns that keep no search
// column of their own (names of cities, titles of tags): Arabic ي/ى/ك become Persian ی/ک, the ezafe ۀ a ه, Persian and Arabic digits
// ASCII, tatweel and direction marks go, every run of spaces and zero-width characters is one space, Latin is
// lower-cased. Both sides then compare the same text: «پارس آباد», «پارس‌آباد» and «پارس‌آباد» with Arabic letters
// find each other.
const FROM = 'يىكۀ۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩';
const TO = 'ییکه01234567890123456789';
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i)).join('');
// translate() drops the characters of its first list that have no partner in the second: tatweel, the Arabic
// diacritics and the direction marks.
const DROPPED =
  '\u0640\u0670' + range(0x064b, 0x065f) + range(0x200e, 0x200f) + range(0x202a, 0x202e) + range(0x2066, 0x2069);
const SPACES = '[[:space:]\u200b\u200c\u200d\u2060\ufeff]+';

/** The column's text normalised for search, as SQL. */
export function normalizedColumn(column: AnyColumn): SQL<string> {
  return sql<string>`btrim(lower(regexp_replace(translate(${column}, ${FROM + DROPPED}, ${TO}), ${SPACES}, ' ', 'g')))`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** LIKE pattern of a literal text (its %, _ and \ escaped), anywhere in the column. */
export function containingPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** LIKE pattern of a literal text at the start of the column. */
export function startingPattern(text: string): string {
  return `${escapeLike(text)}%`;
}

/**
 * Whether any of the columns contains the query once both are normalised; undefined (no condition) when the query
 * is empty after normalising.
 */
export function matchesSearch(query: string | undefined, ...columns: AnyColumn[]): SQL | undefined {
  const text = normalizeForSearch(query ?? '');
  if (!text) return undefined;
  const pattern = containingPattern(text);
  const each = columns.map((column) => sql`${normalizedColumn(column)} like ${pattern}`);
  return sql`(${sql.join(each, sql` or `)})`;
}
