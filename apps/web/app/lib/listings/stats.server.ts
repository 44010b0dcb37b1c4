import { formatJalaliDate } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import type { ApiClient } from '../api-client.ts';
import type { StatsView } from '../../components/listings/listing-stats.tsx';

/** The owner's statistics of a listing (ADR 0027), worded for the page; null when the API has none to give. */
export async function loadStatsView(api: ApiClient, listingId: number, locale: Locale): Promise<StatsView | null> {
  const stats = await api
    .GET('/api/v1/me/listings/{id}/stats', { params: { path: { id: listingId } } })
    .catch(() => null);
  if (!stats) return null;
  return {
    // Noon of the Iranian day: its Jalali date whatever the server's time zone.
    days: stats.days.map((day) => ({
      label: formatJalaliDate(new Date(`${day.day}T12:00:00+03:30`), locale),
      views: day.views,
      viewsText: localizeDigits(day.views, locale),
    })),
    totals: {
      views: localizeDigits(stats.totals.views, locale),
      reveals: localizeDigits(stats.totals.reveals, locale),
      favorites: localizeDigits(stats.totals.favorites, locale),
      chats: localizeDigits(stats.totals.chats, locale),
    },
  };
}
