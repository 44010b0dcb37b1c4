import { redirect } from 'react-router';
import type { Slots } from '@shahrbazar/domain/api/appointment.schema';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { formatAmount } from '@shahrbazar/domain/format/price';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import type { ApiClient } from '../../lib/api-client.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import { fill } from '../../lib/listings/view.server.ts';
import { newPayKey, payAndGo, payKeyOf } from '../payments/pay-request.server.ts';
import type { PickerBooking, PickerDays } from './appointment-picker.tsx';
import { dayLabel, timeLabel } from './appointment-view.ts';

/** How many days ahead the picker offers. */
export const PICKER_DAYS = 14;

/** The picker's days and the chosen day's free times (`?day=`, else the first day with a free time). */
export function pickerDays(slots: Slots, url: URL, locale: Locale): PickerDays {
  const words = catalogues[locale].appointments.picker;
  const asked = url.searchParams.get('day');
  const chosen =
    slots.days.find((day) => day.date === asked) ?? slots.days.find((day) => day.slots.length > 0) ?? slots.days[0];
  const hrefOf = (date: string) => {
    const next = new URLSearchParams(url.searchParams);
    next.set('day', date);
    next.delete('joined');
    return `${url.pathname}?${next.toString()}`;
  };
  return {
    days: slots.days.map((day) => ({
      date: day.date,
      label: dayLabel(day.date, day.weekday, locale),
      href: hrefOf(day.date),
      selected: day.date === chosen?.date,
      free: day.slots.length ? fill(words.free, { n: localizeDigits(day.slots.length, locale) }) : words.full,
    })),
    day: chosen && {
      date: chosen.date,
      label: dayLabel(chosen.date, chosen.weekday, locale),
      slots: chosen.slots.map((iso) => ({ iso, label: timeLabel(iso, locale) })),
    },
  };
}

/** The picker of a listing's book for booking: its times, fee, policy and the caller's wallet balance. */
export async function loadBookingPicker(api: ApiClient, listingId: number, url: URL, locale: Locale) {
  const [slots, wallet] = await Promise.all([
    api.GET('/api/v1/appointment-books/{listingId}/slots', {
      params: { path: { listingId }, query: { days: PICKER_DAYS } },
    }),
    api.GET('/api/v1/me/wallet', { params: { query: { perPage: 1 } } }),
  ]);
  const booking: PickerBooking = {
    price: formatAmount(slots.book.price, locale),
    policy: {
      hours: localizeDigits(slots.book.cutoffHours, locale),
      percent: localizeDigits(slots.book.refundPercent, locale),
    },
    balance: formatAmount(wallet.balance, locale),
    payKey: newPayKey(),
    vertical: slots.listing.vertical,
    tariffs: (slots.tariffs ?? []).map((tariff) => ({
      id: tariff.id,
      label: `${tariff.title}: ${formatAmount(tariff.price, locale)}`,
    })),
  };
  return { title: slots.listing.title, picker: pickerDays(slots, url, locale), booking };
}

/** How the visit is paid as the form chose it: from the wallet (the default), online at the bank, or at the place. */
function methodOf(form: FormData): 'wallet' | 'online' | 'atPlace' {
  const method = form.get('method');
  return method === 'atPlace' || method === 'online' ? method : 'wallet';
}

/** The booking form's body for POST /api/v1/me/appointments. */
export function bookingBody(form: FormData, listingId: number) {
  const family = form.get('patient') === 'family';
  return {
    listing_id: listingId,
    start: String(form.get('start') ?? ''),
    method: methodOf(form),
    ...(Number(form.get('tariff_id')) > 0 ? { tariff_id: Number(form.get('tariff_id')) } : {}),
    patient: family
      ? {
          kind: 'family' as const,
          name: String(form.get('familyName') ?? ''),
          nationalCode: String(form.get('nationalCode') ?? ''),
        }
      : { kind: 'self' as const },
  };
}

/**
 * The booking page's action: book (with the form's Idempotency-Key) and go to my appointments, or join the chosen
 * day's waitlist and come back. Refusals are thrown as the API's ApiError for the page's form.
 */
export async function bookingAction(api: ApiClient, listingId: number, form: FormData, url: URL) {
  if (form.get('intent') === 'waitlist') {
    const date = String(form.get('date') ?? '');
    // The visit wanted carries into the offer of a freed slot and its payment (issue 29).
    const tariff = Number(form.get('tariff_id'));
    await api.POST('/api/v1/me/appointment-waitlist', {
      body: { listing_id: listingId, date, ...(tariff > 0 ? { tariff_id: tariff } : {}) },
    });
    return redirect(`${url.pathname}?day=${encodeURIComponent(date)}&joined=1`, 303);
  }
  const key = payKeyOf(form);
  const booked = await api.POST('/api/v1/me/appointments', {
    body: bookingBody(form, listingId),
    headers: key ? { 'idempotency-key': `${key}:book` } : {},
  });
  // Paid online: on to the bank for the visit's payment (its money is then held as a wallet payment's, ADR 0042).
  if (booked.method === 'online' && booked.paymentId) {
    return payAndGo(api, booked.paymentId, 'online', key && `${key}:pay`);
  }
  return redirect('/panel/appointments?booked=1', 303);
}
