import { randomBytes } from 'node:crypto';
import type { Book, BookWrite, Slots } from '@shahrbazar/domain/api/appointment.schema';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { makeSlugId } from '@shahrbazar/domain/text/slug';
import type { Db } from '../../src/db/client.ts';
import type { App } from '../../src/http/types.ts';
import { listings } from '../../src/modules/listings/listing.table.ts';
import { creditWallet } from '../../src/modules/payments/wallet.service.ts';
import { clinicDetails } from '../../src/verticals/clinic/clinic.table.ts';
import { makeCategoryChain, makeCity } from './catalogue.ts';
import { userWithSession } from './users.ts';

/** Open 08:00-20:00 every day with 30-minute visits: there is always a free slot tomorrow, whenever the test runs. */
export const EVERY_DAY: BookWrite = {
  hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '08:00', to: '20:00' })),
  durationMinutes: 30,
  breaks: [{ weekday: null, from: '13:00', to: '14:00' }],
  daysOff: [],
  cutoffHours: 24,
  refundPercent: 50,
  price: 200_000,
  active: true,
};

/** A doctor's or lawyer's evenings, Saturday to Wednesday 16:00-20:00, as the book's settings form sends them. */
export const SAT_TO_WED_EVENINGS: BookWrite = {
  hours: [0, 1, 2, 3, 4].map((weekday) => ({ weekday, from: '16:00', to: '20:00' })),
  durationMinutes: 20,
  breaks: [],
  daysOff: [],
  cutoffHours: 2,
  refundPercent: 100,
  price: 0,
  active: true,
};

/**
 * The owner's steps on a listing's appointment book: read it as the settings page does, save it as its form sends it
 * (over SAT_TO_WED_EVENINGS), and the public's slots (the raw answer: 404 when the book takes no booking).
 */
export function bookOwnerSteps(app: App) {
  return {
    get: async (cookie: string, id: number) => {
      const res = await app.inject({ url: `/api/v1/me/appointment-books/${id}`, headers: { cookie } });
      if (res.statusCode !== 200) throw new Error(`book: ${res.statusCode} ${res.body}`);
      return res.json<Book>();
    },
    put: async (cookie: string, id: number, book: Partial<BookWrite>) => {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/v1/me/appointment-books/${id}`,
        headers: { cookie },
        payload: { ...SAT_TO_WED_EVENINGS, ...book },
      });
      if (res.statusCode !== 200) throw new Error(`book: ${res.statusCode} ${res.body}`);
      return res.json<Book>();
    },
    slots: (id: number) => app.inject({ url: `/api/v1/appointment-books/${id}/slots?days=14` }),
  };
}

/** A live clinic (the first vertical that takes appointments) of a new owner (with a session), and the steps of its book. */
export async function bookFixture(app: App, db: Db, book: Partial<BookWrite> = {}) {
  const owner = await userWithSession(db, { name: 'دکتر آزمون' });
  const city = await makeCity(db);
  const chain = await makeCategoryChain(db, CategoryType.clinic);
  const [listing] = await db
    .insert(listings)
    .values({
      vertical: 'clinic',
      userId: owner.user.id,
      cityId: city.id,
      generalCategoryId: chain.category.id,
      generalSubCategoryId: chain.sub.id,
      title: 'مطب دکتر آزمون',
      slug: 'dr',
      slugId: makeSlugId((size) => randomBytes(size), 12),
      status: ListingStatus.active,
    })
    .returning();
  await db.insert(clinicDetails).values({ listingId: listing!.id, onlineReservation: true });
  const res = await app.inject({
    method: 'PUT',
    url: `/api/v1/me/appointment-books/${listing!.id}`,
    headers: { cookie: owner.cookie },
    payload: { ...EVERY_DAY, ...book },
  });
  if (res.statusCode !== 200) throw new Error(`book: ${res.statusCode} ${res.body}`);
  return { owner, listing: listing! };
}

/** A patient with `amount` toman in the wallet. */
export async function patient(db: Db, amount = 1_000_000) {
  const who = await userWithSession(db, { name: 'بیمار آزمون' });
  if (amount > 0) await creditWallet(db, { userId: who.user.id, paymentId: null, amount, kind: 'charge' });
  return who;
}

/** The HTTP steps a patient takes. */
export function patientSteps(app: App) {
  return {
    slots: async (listingId: number, days = 7) =>
      (await app.inject({ url: `/api/v1/appointment-books/${listingId}/slots?days=${days}` })).json<Slots>(),
    book: (cookie: string, payload: Record<string, unknown>, key?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/me/appointments',
        headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
        payload,
      }),
    post: (cookie: string, url: string, payload: Record<string, unknown> = {}) =>
      app.inject({ method: 'POST', url, headers: { cookie }, payload }),
  };
}
