import type { Label, Locale } from '../i18n/locale.ts';
import { formatJalaliDate } from '../format/date.ts';
import { localizeDigits } from '../format/number.ts';

/**
 * The last-visit text of a user seen in the last few minutes (spec: the word for 'now', «هم‌اکنون»); a user whose
 * text is this word is online.
 */
export const NOW_WORD: Label = { fa: 'هم‌اکنون', en: 'Now' };
/** A visit this recent (in minutes) counts as now. */
export const ONLINE_WINDOW_MINUTES = 5;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const UNITS: Record<'minute' | 'hour' | 'day', Label> = {
  minute: { fa: 'دقیقه', en: 'minute' },
  hour: { fa: 'ساعت', en: 'hour' },
  day: { fa: 'روز', en: 'day' },
};

function ago(count: number, unit: keyof typeof UNITS, locale: Locale): string {
  if (locale === 'fa') return `${localizeDigits(count, 'fa')} ${UNITS[unit].fa} پیش`;
  return `${count} ${UNITS[unit].en}${count === 1 ? '' : 's'} ago`;
}

/**
 * When a user was last seen, relative to `now`: the now word within 5 minutes (or for a time in the future),
 * then minutes, hours and days ago («۳ دقیقه پیش», "2 hours ago"), and from a week on the Jalali date.
 * Built by hand rather than with Intl.RelativeTimeFormat so server and browser print the same words.
 */
export function lastVisitText(lastVisit: Date | null | undefined, now: Date, locale: Locale): string {
  if (!lastVisit || Number.isNaN(lastVisit.getTime())) return '';
  const elapsed = now.getTime() - lastVisit.getTime();
  if (elapsed < ONLINE_WINDOW_MINUTES * MINUTE) return NOW_WORD[locale];
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute', locale);
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour', locale);
  if (elapsed < 7 * DAY) return ago(Math.floor(elapsed / DAY), 'day', locale);
  return formatJalaliDate(lastVisit, locale);
}

/** Whether a last-visit text says the user is online: it is exactly the now word of either locale. */
export function isOnline(lastVisitText: string | null | undefined): boolean {
  return lastVisitText === NOW_WORD.fa || lastVisitText === NOW_WORD.en;
}

const MOMENTS_AGO: Label = { fa: 'لحظاتی پیش', en: 'moments ago' };

/**
 * What a room says of the other person from live presence (ADR 0048): the now word while they have the site open;
 * once they left, when: «لحظاتی پیش» within a minute, then minutes ago, then as `lastVisitText`. A person known to
 * have left is not «هم‌اکنون», however recent their visit.
 */
export function presenceText(
  presence: { online: boolean; lastVisit: string | null },
  now: Date,
  locale: Locale,
): { online: boolean; text: string } {
  if (presence.online) return { online: true, text: NOW_WORD[locale] };
  const at = presence.lastVisit ? new Date(presence.lastVisit) : null;
  if (!at || Number.isNaN(at.getTime())) return { online: false, text: '' };
  const elapsed = now.getTime() - at.getTime();
  if (elapsed < MINUTE) return { online: false, text: MOMENTS_AGO[locale] };
  if (elapsed < ONLINE_WINDOW_MINUTES * MINUTE) {
    return { online: false, text: ago(Math.floor(elapsed / MINUTE), 'minute', locale) };
  }
  return { online: false, text: lastVisitText(at, now, locale) };
}
