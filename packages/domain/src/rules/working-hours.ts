import { localizeDigits, toAsciiDigits } from '../format/number.ts';
import { WEEKDAYS } from '../format/weekdays.ts';
import type { Label, Locale } from '../i18n/locale.ts';
import type { WorkingPeriod } from './appointments.ts';

// A book's weekly hours in words, apart from its slots and the calendar (appointments.ts, jalali.ts): a clinic's or
// a lawyer's page names its hours and downloads neither (ADR 0129).

/** Weekdays as the book numbers them: 0 Saturday ... 6 Friday (the Jalali week). */
export const BOOK_WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** "HH:MM" (24-hour, Persian or Latin digits) as minutes after midnight; undefined when it is not a time of day. */
export function parseClock(text: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(toAsciiDigits(text).trim());
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return undefined;
  return hours * 60 + minutes;
}

const HOURS_WORDS = {
  to: { fa: 'تا', en: 'to' },
  and: { fa: 'و', en: 'and' },
  everyDay: { fa: 'همه روزها', en: 'Every day' },
  separator: { fa: '؛ ', en: '; ' },
} as const satisfies Record<string, Label>;

/** "08:30" as the reader writes it: the hour without its leading zero, in the locale's digits ("۸:۳۰"). */
function clockText(clock: string, locale: Locale): string {
  const minutes = parseClock(clock);
  if (minutes === undefined) return localizeDigits(clock, locale);
  return localizeDigits(`${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`, locale);
}

/**
 * A book's weekly hours in words, in the reader's locale and digits (issue 29: a clinic's «ساعت کاری» is its book's
 * hours, never a second text): consecutive weekdays with the same hours are one run, "شنبه تا چهارشنبه ۱۶:۰۰ تا
 * ۲۰:۰۰؛ پنج‌شنبه ۹:۰۰ تا ۱۲:۰۰"; the whole week is "همه روزها …". Empty when the book has no hours.
 */
export function workingHoursText(hours: readonly WorkingPeriod[], locale: Locale): string {
  const to = HOURS_WORDS.to[locale];
  const byDay = BOOK_WEEKDAYS.map((weekday) =>
    hours
      .filter((period) => period.weekday === weekday)
      .sort((a, b) => (parseClock(a.from) ?? 0) - (parseClock(b.from) ?? 0))
      .map((period) => `${clockText(period.from, locale)} ${to} ${clockText(period.to, locale)}`)
      .join(` ${HOURS_WORDS.and[locale]} `),
  );
  const runs: Array<{ first: number; last: number; text: string }> = [];
  byDay.forEach((text, weekday) => {
    if (!text) return;
    const run = runs.at(-1);
    if (run && run.last === weekday - 1 && run.text === text) run.last = weekday;
    else runs.push({ first: weekday, last: weekday, text });
  });
  const day = (weekday: number) => WEEKDAYS[weekday]![locale];
  return runs
    .map((run) => {
      if (run.first === 0 && run.last === 6) return `${HOURS_WORDS.everyDay[locale]} ${run.text}`;
      const days =
        run.first === run.last
          ? day(run.first)
          : `${day(run.first)} ${run.last === run.first + 1 ? HOURS_WORDS.and[locale] : to} ${day(run.last)}`;
      return `${days} ${run.text}`;
    })
    .join(HOURS_WORDS.separator[locale]);
}
