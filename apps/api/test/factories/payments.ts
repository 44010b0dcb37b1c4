import { randomBytes } from 'node:crypto';
import { PaymentType } from '@shahrbazar/domain/enums/commerce';
import { PlanType } from '@shahrbazar/domain/enums/plans';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { makeSlugId } from '@shahrbazar/domain/text/slug';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import type { App } from '../../src/http/types.ts';
import { listings } from '../../src/modules/listings/listing.table.ts';
import { adDetails } from '../../src/verticals/ads/ads.table.ts';
import { makeCategoryChain, makeCity, makePackage } from './catalogue.ts';

/** What the payment tests publish into: a city, an ads category chain and ads packages of each plan. */
export async function billingFixtures(db: Db) {
  const city = await makeCity(db);
  const chain = await makeCategoryChain(db);
  const paid = await makePackage(db, { planType: PlanType.subscription, price: 50_000, days: 30, title: 'نردبان' });
  const free = await makePackage(db);
  const percentage = await makePackage(db, { planType: PlanType.percentage, price: 0, days: 0, percentage: 5 });
  return { city, chain, paid, free, percentage };
}
export type BillingFixtures = Awaited<ReturnType<typeof billingFixtures>>;

/** An ad of `userId` straight in the database (awaiting payment of `packageId` unless told otherwise). */
export async function insertAd(
  db: Db,
  fixtures: BillingFixtures,
  values: { userId: number; packageId?: number; status?: number; title?: string },
) {
  const [row] = await db
    .insert(listings)
    .values({
      vertical: 'ads',
      userId: values.userId,
      cityId: fixtures.city.id,
      generalCategoryId: fixtures.chain.category.id,
      generalSubCategoryId: fixtures.chain.sub.id,
      generalSubSubCategoryId: fixtures.chain.subSub.id,
      packageId: values.packageId ?? fixtures.paid.id,
      title: values.title ?? 'دوچرخه کوهستان',
      slug: 'dochrkhe',
      slugId: makeSlugId((size) => randomBytes(size), 12),
      status: values.status ?? ListingStatus.awaitingPayment,
    })
    .returning();
  await db.insert(adDetails).values({ listingId: row!.id, price: 0 });
  return row!;
}

/** The HTTP steps of paying, as the web and the phone apps take them. */
export function billing(app: App) {
  const create = (cookie: string, payload: Record<string, unknown>, key?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/me/payments',
      headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  const pay = (cookie: string, id: number, method: 'online' | 'wallet', key?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/me/payments/${id}/pay`,
      headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { method },
    });
  /** The authority of a sandbox bank page address (`/sandbox-bank/{authority}`). */
  const authorityOf = (redirectUrl: string) => redirectUrl.split('/').pop()!;
  /** The tester pays or cancels on the sandbox bank page: the callback path (with its query) to send the browser to. */
  const bank = async (redirectUrl: string, outcome: 'pay' | 'cancel') => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/sandbox-bank/${authorityOf(redirectUrl)}`,
      payload: { outcome },
    });
    expect(res.statusCode, res.body).toBe(200);
    const target = new URL(res.json<{ redirect: string }>().redirect);
    return `${target.pathname}${target.search}`;
  };
  const callback = (path: string) => app.inject({ url: path });
  /** Create, pay online, choose at the bank, come back: the callback's answer and the payment's id. */
  const payOnline = async (cookie: string, payload: Record<string, unknown>, outcome: 'pay' | 'cancel' = 'pay') => {
    const created = await create(cookie, payload);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const started = await pay(cookie, id, 'online');
    expect(started.statusCode, started.body).toBe(200);
    const back = await callback(await bank(started.json<{ redirectUrl: string }>().redirectUrl, outcome));
    return { id, back };
  };
  const chargeWallet = (cookie: string, amount: number) =>
    payOnline(cookie, { type: PaymentType.chargeWallet, amount });
  const payment = (cookie: string, id: number) => app.inject({ url: `/api/v1/me/payments/${id}`, headers: { cookie } });
  const wallet = (cookie: string) => app.inject({ url: '/api/v1/me/wallet?perPage=100', headers: { cookie } });
  return { create, pay, authorityOf, bank, callback, payOnline, chargeWallet, payment, wallet };
}
