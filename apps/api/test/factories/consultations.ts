import type { Consultation } from '@shahrbazar/domain/api/consultation.schema';
import { PackageType, SubscriptionType } from '@shahrbazar/domain/enums/plans';
import type { Db } from '../../src/db/client.ts';
import type { App } from '../../src/http/types.ts';
import { subscriptions } from '../../src/modules/packages/package.table.ts';
import { listingTariffs } from '../../src/modules/tariffs/tariff.table.ts';
import { clinicDetails } from '../../src/verticals/clinic/clinic.table.ts';
import { eq } from 'drizzle-orm';
import { bookFixture } from './appointments.ts';
import { makePackage } from './catalogue.ts';

/** Text 100 000 less 10 000 off, phone 150 000 less 30 000 off: what the consultation tests pay. */
export const TEXT_PRICE = 90_000;
export const PHONE_PRICE = 120_000;

/**
 * A live clinic with a book, text and phone consultation tariffs and its flags on, whose owner's plan is a percentage
 * plan of `percentage` (0: none).
 */
export async function consultingClinic(app: App, db: Db, percentage = 10) {
  const fixture = await bookFixture(app, db);
  const listingId = fixture.listing.id;
  await db.insert(listingTariffs).values([
    { listingId, title: 'مشاوره متنی', price: 100_000, discount: 10_000, sortOrder: 0 },
    { listingId, title: 'مشاوره تلفنی', price: 150_000, discount: 30_000, sortOrder: 1 },
  ]);
  await db
    .update(clinicDetails)
    .set({ activeChat: true, phoneReservation: true })
    .where(eq(clinicDetails.listingId, listingId));
  if (percentage > 0) {
    const pkg = await makePackage(db, { type: PackageType.clinic });
    await db.insert(subscriptions).values({
      type: SubscriptionType.clinic,
      itemId: listingId,
      userId: fixture.owner.user.id,
      packageId: pkg.id,
      days: 30,
      percentage,
    });
  }
  return fixture;
}

/** The HTTP steps of consultations. */
export function consultationSteps(app: App) {
  const call = (method: 'GET' | 'POST', cookie: string, url: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return {
    buyText: (cookie: string, listingId: number) =>
      call('POST', cookie, '/api/v1/me/consultations', { kind: 'text', listing_id: listingId }),
    /** A text consultation bought to pay online (ADR 0055): awaiting its payment at the bank. */
    buyTextOnline: (cookie: string, listingId: number) =>
      call('POST', cookie, '/api/v1/me/consultations', { kind: 'text', listing_id: listingId, method: 'online' }),
    bookPhone: (cookie: string, listingId: number, start: string) =>
      call('POST', cookie, '/api/v1/me/consultations', { kind: 'phone', listing_id: listingId, start }),
    close: (cookie: string, id: number) => call('POST', cookie, `/api/v1/me/consultations/${id}/close`, {}),
    one: (cookie: string, id: number) => call('GET', cookie, `/api/v1/me/consultations/${id}`),
    mine: async (cookie: string) =>
      (await call('GET', cookie, '/api/v1/me/consultations')).json<{ items: Consultation[] }>().items,
    ofListing: (cookie: string, listingId: number) =>
      call('GET', cookie, `/api/v1/me/listing-consultations/${listingId}`),
    send: (cookie: string, userId: number, text: string) =>
      call('POST', cookie, `/api/v1/me/chats/${userId}/messages`, { text }),
  };
}
