// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { I18nProvider } from '../../lib/use-translation.tsx';
import { createI18n } from '../../lib/i18n.ts';
import { en, fa } from '../../locales/catalogues.ts';
import { JalaliDateInput } from './jalali-date-input.tsx';

afterEach(cleanup);

function renderField(defaultValue: string, locale: 'fa' | 'en' = 'fa') {
  render(
    // No opening transition: happy-dom never ends one.
    <MantineProvider theme={{ components: { Popover: { defaultProps: { transitionProps: { duration: 0 } } } } }}>
      <DirectionProvider initialDirection={locale === 'fa' ? 'rtl' : 'ltr'} detectDirection={false}>
        <I18nProvider i18n={createI18n(locale, locale === 'fa' ? fa : en)}>
          <form>
            <JalaliDateInput name="date" label={locale === 'fa' ? 'تاریخ' : 'Date'} defaultValue={defaultValue} />
          </form>
        </I18nProvider>
      </DirectionProvider>
    </MantineProvider>,
  );
  const form = document.querySelector('form')!;
  return {
    form,
    posted: () => new FormData(form).get('date'),
    type: (text: string) => {
      const input = screen.getByRole('textbox', { name: locale === 'fa' ? 'تاریخ' : 'Date' });
      act(() => fireEvent.change(input, { target: { value: text } }));
      act(() => fireEvent.blur(input));
      return input;
    },
    /** Sends the form; whether it went (no check stopped it). */
    submit: () => {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      act(() => {
        form.dispatchEvent(event);
      });
      return !event.defaultPrevented;
    },
  };
}

describe('the Jalali date field', () => {
  it('shows a saved day in Jalali with Persian digits and posts it as the ISO day it was', () => {
    const field = renderField('2026-11-30T00:00:00.000Z');
    expect((screen.getByRole('textbox', { name: 'تاریخ' }) as HTMLInputElement).value).toBe('۱۴۰۵/۰۹/۰۹');
    expect(field.posted()).toBe('2026-11-30');
  });

  it('takes a day typed in Persian or Latin digits', () => {
    const field = renderField('');
    expect(field.posted()).toBe('');
    field.type('۱۴۰۵/۰۱/۰۱');
    expect(field.posted()).toBe('2026-03-21');
    field.type('1403/12/30');
    expect(field.posted()).toBe('2025-03-20');
    expect(field.submit()).toBe(true);
  });

  it('refuses a day that does not exist with the catalogue’s words, and stops the form', () => {
    const field = renderField('2026-11-30');
    const input = field.type('۱۴۰۵/۱۲/۳۱');
    expect(screen.getByText('اسفند ۱۴۰۵ ۲۹ روز دارد؛ روز ۳۱ در آن نیست.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(field.posted()).toBe('');
    expect(field.submit()).toBe(false);
    field.type('1405/13/01');
    expect(screen.getByText('ماه باید از ۱ تا ۱۲ باشد.')).toBeTruthy();
    field.type('فردا');
    expect(screen.getByText('تاریخ را به شکل ۱۴۰۵/۰۹/۰۹ بنویسید.')).toBeTruthy();
    expect(field.submit()).toBe(false);
  });

  it('picks a day from a month that starts on Saturday, by mouse and by keys', () => {
    const field = renderField('2026-11-30');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'باز کردن تقویم' })));
    const dialog = screen.getByRole('dialog', { name: 'آذر ۱۴۰۵' });
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((cell) => cell.getAttribute('abbr'));
    expect(headers).toEqual(['شنبه', 'یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنج‌شنبه', 'جمعه']);
    // 1 Azar 1405 is a Sunday: the first row's Saturday is empty.
    const firstRow = within(dialog).getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByRole('gridcell')[0]!.textContent).toBe('');
    expect(within(firstRow).getAllByRole('gridcell')[1]!.textContent).toBe('۱');
    const saved = within(dialog).getByRole('button', { name: 'دوشنبه ۹ آذر ۱۴۰۵' });
    expect(saved.getAttribute('aria-pressed')).toBe('true');

    // In a right-to-left page the left arrow is the next day; down a week; Page Down the next month.
    act(() => fireEvent.keyDown(saved, { key: 'ArrowLeft' }));
    act(() => fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' }));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('سه‌شنبه ۱۷ آذر ۱۴۰۵');
    act(() => fireEvent.keyDown(document.activeElement!, { key: 'PageDown' }));
    expect(screen.getByRole('dialog', { name: 'دی ۱۴۰۵' })).toBeTruthy();
    act(() => fireEvent.click(document.activeElement!));
    expect((screen.getByRole('textbox', { name: 'تاریخ' }) as HTMLInputElement).value).toBe('۱۴۰۵/۱۰/۱۷');
    expect(field.posted()).toBe('2027-01-07');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the Jalali calendar in English with Latin digits, as the English site shows its dates', () => {
    const field = renderField('2026-11-30', 'en');
    expect((screen.getByRole('textbox', { name: 'Date' }) as HTMLInputElement).value).toBe('1405/09/09');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Open the calendar' })));
    const dialog = screen.getByRole('dialog', { name: 'Azar 1405' });
    expect(within(dialog).getAllByRole('columnheader')[0]!.textContent).toBe('Sa');
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Next month' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Tuesday 1 Dey 1405' })));
    expect(field.posted()).toBe('2026-12-22');
  });
});
