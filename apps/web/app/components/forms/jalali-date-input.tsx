import '@mantine/core/styles/Popover.css';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ActionIcon, Button, Popover, TextInput, useDirection } from '@mantine/core';
import type { CalendarDate } from '@shahrbazar/domain/format/jalali';
import { JALALI_MONTHS, WEEKDAYS } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@shahrbazar/domain/i18n/locale';
import { useTranslation } from '../../lib/use-translation.tsx';
import {
  jalaliOfIso,
  jalaliText,
  jalaliToday,
  monthWeeks,
  readJalaliDate,
  sameDay,
  shiftDays,
  shiftMonths,
  weekdayOf,
  type DateReading,
} from './jalali-date.ts';
import classes from './jalali-date-input.module.css';

interface JalaliDateInputProps {
  /** The form field's name: the ISO (Gregorian) day is posted under it, as the native date field posted it. */
  name: string;
  label: string;
  description?: string | undefined;
  /** The saved day as ISO (`2026-11-30`, or a timestamp); empty for none. */
  defaultValue: string;
  error?: string | undefined;
  mb?: string;
}

/**
 * A day in the Jalali calendar (ADR 0124): typed as ۱۴۰۵/۰۹/۰۹ or 1405/09/09, or picked from a month grid that starts
 * on Saturday, in the page's digits. The form posts the Gregorian ISO day in a hidden input under the field's name,
 * so the route's action and the API read the field as before. A day that does not exist is refused before the form
 * is sent, with the catalogue's words.
 */
export function JalaliDateInput({ name, label, description, defaultValue, error, mb }: JalaliDateInputProps) {
  const { t, i18n } = useTranslation();
  const locale: Locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const saved = jalaliOfIso(defaultValue);
  const [text, setText] = useState(saved ? jalaliText(saved, locale) : '');
  const [problem, setProblem] = useState<string>();
  const [opened, setOpened] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const reading = readJalaliDate(text);
  const iso = reading.kind === 'day' ? reading.iso : '';
  const messageOf = (found: DateReading) => {
    if (found.kind === 'badFormat' || found.kind === 'badMonth') return t(`dateInput.${found.kind}`);
    if (found.kind !== 'badDay') return undefined;
    return t('dateInput.badDay', {
      month: JALALI_MONTHS[found.month - 1]![locale],
      year: localizeDigits(found.year, locale),
      days: localizeDigits(found.days, locale),
      day: localizeDigits(found.day, locale),
    });
  };

  // A day that is not a day stops the form before it is sent (the hidden field would post no day at all).
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const check = (event: SubmitEvent) => {
      const message = messageOf(readJalaliDate(inputRef.current?.value ?? ''));
      if (!message) return;
      event.preventDefault();
      setProblem(message);
      inputRef.current?.focus();
    };
    form.addEventListener('submit', check);
    return () => form.removeEventListener('submit', check);
  });

  const pick = (day: CalendarDate | undefined) => {
    setText(day ? jalaliText(day, locale) : '');
    setProblem(undefined);
    setOpened(false);
  };

  return (
    <>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        shadow="md"
        trapFocus
        returnFocus
        withRoles={false}
      >
        <Popover.Target>
          <TextInput
            ref={inputRef}
            label={label}
            description={description}
            placeholder={t('dateInput.placeholder')}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setProblem(undefined);
            }}
            onBlur={() => setProblem(messageOf(reading))}
            error={problem ?? error}
            autoComplete="off"
            inputMode="numeric"
            mb={mb}
            rightSectionPointerEvents="all"
            rightSection={
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('dateInput.open')}
                aria-haspopup="dialog"
                aria-expanded={opened}
                onClick={() => setOpened((open) => !open)}
              >
                <CalendarIcon />
              </ActionIcon>
            }
          />
        </Popover.Target>
        <Popover.Dropdown className={classes.dropdown}>
          {opened ? (
            <MonthGrid
              locale={locale}
              selected={reading.kind === 'day' ? reading.date : undefined}
              onPick={pick}
              onClose={() => setOpened(false)}
            />
          ) : null}
        </Popover.Dropdown>
      </Popover>
      <input type="hidden" name={name} value={iso} />
    </>
  );
}

interface MonthGridProps {
  locale: Locale;
  selected: CalendarDate | undefined;
  onPick: (day: CalendarDate | undefined) => void;
  onClose: () => void;
}

/** The calendar: a month's weeks from Saturday, moved through by arrow keys (a day, a week), Page Up/Down (a month). */
function MonthGrid({ locale, selected, onPick, onClose }: MonthGridProps) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const titleId = useId();
  const today = jalaliToday();
  const [focused, setFocused] = useState<CalendarDate>(selected ?? today);
  // Keys move the focus with the day; the month buttons change the month and leave the focus on themselves.
  const focusDay = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const month = JALALI_MONTHS[focused.month - 1]![locale];
  const year = localizeDigits(focused.year, locale);

  useEffect(() => {
    if (!focusDay.current) return;
    focusDay.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focused]);
  const onKeyDown = (event: KeyboardEvent) => {
    // In a right-to-left page the week runs from right to left: the left arrow is the next day.
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const steps: Record<string, () => CalendarDate> = {
      [forward]: () => shiftDays(focused, 1),
      [backward]: () => shiftDays(focused, -1),
      ArrowDown: () => shiftDays(focused, 7),
      ArrowUp: () => shiftDays(focused, -7),
      Home: () => shiftDays(focused, -weekdayOf(focused)),
      End: () => shiftDays(focused, 6 - weekdayOf(focused)),
      PageDown: () => shiftMonths(focused, 1),
      PageUp: () => shiftMonths(focused, -1),
    };
    const step = steps[event.key];
    if (step) {
      event.preventDefault();
      focusDay.current = true;
      setFocused(step());
    } else if (event.key === 'Escape') onClose();
  };

  return (
    <div role="dialog" aria-labelledby={titleId} className={classes.calendar}>
      <div className={classes.header}>
        <ActionIcon
          variant="subtle"
          aria-label={t('dateInput.previousMonth')}
          onClick={() => setFocused(shiftMonths(focused, -1))}
        >
          <Chevron />
        </ActionIcon>
        <div id={titleId} aria-live="polite" className={classes.title}>
          {`${month} ${year}`}
        </div>
        <ActionIcon
          variant="subtle"
          aria-label={t('dateInput.nextMonth')}
          onClick={() => setFocused(shiftMonths(focused, 1))}
        >
          <Chevron next />
        </ActionIcon>
      </div>
      <table ref={gridRef} role="grid" aria-labelledby={titleId} className={classes.grid} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday.en} scope="col" abbr={weekday[locale]}>
                {locale === 'fa' ? weekday.fa.slice(0, 1) : weekday.en.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused.year, focused.month).map((week, index) => (
            <tr key={index}>
              {week.map((day, column) => (
                <td key={column} role="gridcell" aria-selected={day ? sameDay(day, selected) : undefined}>
                  {day ? (
                    <button
                      type="button"
                      className={classes.day}
                      tabIndex={sameDay(day, focused) ? 0 : -1}
                      data-autofocus={sameDay(day, focused) || undefined}
                      data-selected={sameDay(day, selected) || undefined}
                      data-today={sameDay(day, today) || undefined}
                      aria-current={sameDay(day, today) ? 'date' : undefined}
                      aria-pressed={sameDay(day, selected)}
                      aria-label={`${WEEKDAYS[column]![locale]} ${localizeDigits(day.day, locale)} ${month} ${year}`}
                      onClick={() => onPick(day)}
                      onFocus={() => setFocused(day)}
                    >
                      {localizeDigits(day.day, locale)}
                    </button>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className={classes.footer}>
        <Button variant="subtle" size="compact-sm" onClick={() => onPick(today)}>
          {t('dateInput.today')}
        </Button>
        <Button variant="subtle" size="compact-sm" color="gray" onClick={() => onPick(undefined)}>
          {t('dateInput.clear')}
        </Button>
      </div>
    </div>
  );
}

// The field's own small icons (icons.tsx is in every page's shell; these are drawn on the back office's forms only).
function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className={classes.icon}>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </svg>
  );
}

/** A chevron toward the start of the line (the previous month), or its end (`next`); it turns with the page's direction. */
function Chevron({ next = false }: { next?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      className={`${classes.icon} ${classes.chevron}`}
      data-next={next || undefined}
    >
      <path d="m15 6-6 6 6 6" />
    </svg>
  );
}
