import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { ownerDays } from '../../components/appointments/owner-book.server.ts';
import type { ApiClient } from '../../lib/api-client.ts';

/** Today's visits of a clinic's book (the dashboard's «نوبت‌های امروز», issue 29): the day view of the owner's list. */
export async function loadTodayVisits(api: ApiClient, clinicId: number, locale: Locale) {
  // No ?from: today (Tehran), one day.
  const { groups } = await ownerDays(api, clinicId, new URL('http://today/'), locale);
  const today = groups[0];
  const items = (today?.items ?? []).filter((item) => item.status !== 'cancelled');
  return {
    label: today?.label ?? '',
    items,
  };
}
