import { parseIntOr } from '../rules/values.ts';

/** One service of a clinic, lawyer or expert, as written one per line in the services text. */
export interface ServiceEntry {
  title: string;
  description: string;
  price: number;
  discount: number;
}

// Parts are separated by the Latin comma or the Persian comma «،»; captured so a description keeps its own commas.
const SEPARATOR = /([,،])/;

/** A non-negative whole amount from text with any digits and thousands separators; anything else is 0. */
function amount(text: string | undefined): number {
  const value = parseIntOr((text ?? '').replace(/[\s٬_]/g, ''));
  return value > 0 ? value : 0;
}

/** Parses one line of the services text, or returns undefined for a line without a title. */
function parseLine(line: string): ServiceEntry | undefined {
  // tokens alternate part, separator, part...: part i is tokens[2 * i].
  const tokens = line.split(SEPARATOR);
  const parts = tokens.filter((_, index) => index % 2 === 0).map((part) => part.trim());
  const title = parts[0] ?? '';
  if (title === '') return undefined;
  const count = parts.length;
  const description =
    count > 4
      ? tokens
          .slice(2, 2 * (count - 2) - 1)
          .join('')
          .trim()
      : (parts[1] ?? '');
  const price = amount(count > 4 ? parts[count - 2] : parts[2]);
  const discount = amount(count > 4 ? parts[count - 1] : parts[3]);
  return { title, description, price, discount: discount <= 100 ? discount : 0 };
}

/**
 * Parses the services text: one service per line, parts "title, description, price, discount" separated by ',' or
 * '،'. Blank lines and lines without a title are skipped; a missing or invalid price or discount is 0 (a discount
 * above 100 too). With more than four parts, the middle ones are the description (it may contain commas).
 */
export function parseServices(text: string): ServiceEntry[] {
  return text.split(/\r\n|\r|\n/).flatMap((line) => parseLine(line) ?? []);
}

/** Writes services back as the services text, one per line (the inverse of parseServices). */
export function formatServices(services: readonly ServiceEntry[]): string {
  return services.map((s) => [s.title, s.description, s.price, s.discount].join(', ')).join('\n');
}
