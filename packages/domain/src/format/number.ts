import type { Locale } from '../i18n/locale.ts';

const PERSIAN_ZERO = 0x06f0;
const ARABIC_ZERO = 0x0660;

/** Writes the ASCII digits of a text or number with Persian digits (۰-۹); everything else is kept. */
export function toPersianDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (digit) => String.fromCharCode(PERSIAN_ZERO + Number(digit)));
}

/** Writes Persian (۰-۹) and Arabic (٠-٩) digits of a text as ASCII digits; everything else is kept. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= PERSIAN_ZERO ? code - PERSIAN_ZERO : code - ARABIC_ZERO);
  });
}

// Numbering systems are named explicitly so the server and every browser print the same digits.
const INTL_LOCALE: Record<Locale, string> = { fa: 'fa-IR-u-nu-arabext', en: 'en-US-u-nu-latn' };
const OPTIONS = {
  integer: { maximumFractionDigits: 0 },
  decimal: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
} satisfies Record<string, Intl.NumberFormatOptions>;
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The locale's formatter of that kind, made at its first use: made when this module loaded, the four formatters (and
 * the locales' data they load) were ~30 ms of a phone's page coming alive at Lighthouse's 4x slowdown, whether the
 * page printed a number or not (issue 32).
 */
function formatterOf(kind: keyof typeof OPTIONS, locale: Locale): Intl.NumberFormat {
  const key = `${kind} ${locale}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALE[locale], OPTIONS[kind]);
    formatters.set(key, formatter);
  }
  return formatter;
}

// NaN or Infinity from bad data prints as nothing rather than «ناعدد» or "NaN". A negative amount that rounds to zero
// at the formatter's precision prints as zero, not «−۰» (Intl keeps the sign of a negative zero): `smallest` is half
// of the formatter's last digit.
function format(formatter: Intl.NumberFormat, value: number, smallest: number): string {
  if (!Number.isFinite(value)) return '';
  return formatter.format(Math.abs(value) < smallest ? 0 : value);
}

/** A whole number with thousands separators: fa «۱٬۲۳۴٬۵۶۷» (Persian separator), en "1,234,567"; rounds half away from zero. */
export function formatNumber(value: number, locale: Locale): string {
  return format(formatterOf('integer', locale), value, 0.5);
}

/** A number with exactly 2 decimals and thousands separators: fa «۱٬۲۳۴٫۵۰», en "1,234.50". */
export function formatDecimal(value: number, locale: Locale): string {
  return format(formatterOf('decimal', locale), value, 0.005);
}

/** Digits in the locale's script (Persian digits for fa) without separators, e.g. for years and codes. */
export function localizeDigits(value: string | number, locale: Locale): string {
  return locale === 'fa' ? toPersianDigits(value) : toAsciiDigits(String(value));
}
