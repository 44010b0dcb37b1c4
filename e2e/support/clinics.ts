import { type APIRequestContext } from '@playwright/test';
import { expect } from './expect.ts';

/** Tehran's wall time (HH:MM, Latin digits) of an instant. */
export const tehranClock = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tehran', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(new Date(iso))
    .replace(/^24/, '00');

/**
 * Registers a clinic for the signed-in user of `api` the real way (the demo city, the free clinic package, the
 * cardiology specialty, a point on the map) that a manager approves, and opens its book every day around the clock in 15-minute visits.
 * Answers the live clinic's listing id. For journeys whose subject is what is done with a clinic, not its sign-up
 * (that is clinics.spec.ts's).
 */
export async function registerClinic(api: APIRequestContext, title: string, manager: APIRequestContext) {
  const initial = (await (await api.get('/api/v1/app/initial-data')).json()) as {
    cities: Array<{ id: number; slug: string }>;
    generalCategory: Array<{ type: string; subCategories: Array<{ id: number; slug: string }> }>;
  };
  const packages = (await (await api.get('/api/v1/packages?type=4')).json()) as {
    items: Array<{ id: number; planType: number }>;
  };
  const cardiology = initial.generalCategory
    .filter((category) => category.type === 'clinic')
    .flatMap((category) => category.subCategories)
    .find((sub) => sub.slug === 'clinic-cardiology');
  const created = await api.post('/api/v1/me/clinic', {
    data: {
      city_id: initial.cities.find((city) => city.slug === 'ardabil')!.id,
      package_id: packages.items.find((item) => item.planType === 0)!.id,
      general_sub_category_id: cardiology!.id,
      title,
      description: 'ویزیت بیماران قلبی.',
      medicalSystemNumber: String(10_000 + Math.floor(Math.random() * 89_999)),
      callNumber: '04533334444',
      address: 'اردبیل، خیابان امام، پلاک ۱۲',
      // The clinic's point on the map, which the patient's appointment page shows.
      latitude: 38.25,
      longitude: 48.29,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const approved = await manager.post(`/api/v1/manager/listings/${id}/status`, { data: { status: 2 } });
  expect(approved.ok(), await approved.text()).toBe(true);
  const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '00:00', to: '24:00' }));
  const book = await api.put(`/api/v1/me/appointment-books/${id}`, {
    data: { hours, durationMinutes: 15, cutoffHours: 0, refundPercent: 100, price: 200_000 },
  });
  expect(book.status(), await book.text()).toBe(200);
  return id;
}

/** The free slot of the book at a Tehran wall time (HH:MM) on the day `daysAhead` days from today. */
export async function slotAt(api: APIRequestContext, listingId: number, daysAhead: number, clock: string) {
  const slots = (await (
    await api.get(`/api/v1/appointment-books/${listingId}/slots?days=${daysAhead + 1}`)
  ).json()) as {
    days: Array<{ slots: string[] }>;
  };
  const start = slots.days[daysAhead]!.slots.find((slot) => tehranClock(slot) === clock);
  expect(start, `a free slot at ${clock}`).toBeTruthy();
  return start!;
}
