import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Consultation } from '@shahrbazar/domain/api/consultation.schema';
import { UNPAID_CONSULTATION_MINUTES } from '@shahrbazar/domain/rules/consultations';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { lapseUnpaidConsultations } from '../src/modules/consultations/consultation-close.service.ts';
import { CONSULTATION_RESERVE } from '../src/modules/consultations/consultation.service.ts';
import { consultations } from '../src/modules/consultations/consultation.table.ts';
import { walletEntries } from '../src/modules/payments/payment.table.ts';
import { walletReserves } from '../src/modules/payments/reserve.table.ts';
import { listingTariffs } from '../src/modules/tariffs/tariff.table.ts';
import { users } from '../src/modules/users/user.table.ts';
import { patient, patientSteps } from './factories/appointments.ts';
import { billing } from './factories/payments.ts';
import { consultationSteps, consultingClinic, PHONE_PRICE, TEXT_PRICE } from './factories/consultations.ts';
import { race, tally } from './support/race.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// PGlite is one connection: concurrent transactions cannot overlap there, so races are only real on PostgreSQL
// (support/race.ts).
const CLOSED = 'این مشاوره بسته شده است.';

describe('paid consultations', () => {
  let app: App;
  let db: Db;
  let steps: ReturnType<typeof consultationSteps>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    steps = consultationSteps(app);
  });
  afterAll(() => app.close());

  const balanceOf = async (userId: number) =>
    (await db.select({ balance: users.walletBalance }).from(users).where(eq(users.id, userId)))[0]?.balance;
  /** The consultation's wallet reserve, found by purpose and item (ids of other purposes may collide). */
  const reserveOf = async (id: number) =>
    (
      await db
        .select()
        .from(walletReserves)
        .where(and(eq(walletReserves.purpose, CONSULTATION_RESERVE), eq(walletReserves.itemId, id)))
    )[0];
  const buy = async (cookie: string, listingId: number) => {
    const res = await steps.buyText(cookie, listingId);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Consultation>();
  };

  it('buys a text consultation from the wallet: the price less discount is held, and the chat is about the clinic', async () => {
    const { owner, listing } = await consultingClinic(app, db);
    const me = await patient(db, 200_000);
    const bought = await buy(me.cookie, listing.id);
    expect(bought).toMatchObject({
      kind: 'text',
      status: 'open',
      price: TEXT_PRICE,
      listingTitle: listing.title,
      owner: { id: owner.user.id },
      patient: { id: me.user.id },
      ownerPaid: null,
    });
    expect(new Date(bought.deadline!).getTime() - new Date(bought.registerDate).getTime()).toBe(48 * 3_600_000);
    expect(await balanceOf(me.user.id)).toBe(200_000 - TEXT_PRICE);
    expect((await reserveOf(bought.id))?.remaining).toBe(TEXT_PRICE);
    const room = await app.inject({ url: `/api/v1/me/chats/${owner.user.id}`, headers: { cookie: me.cookie } });
    expect(room.json().subject).toMatchObject({ type: 'clinic', id: listing.id });
    // The owner is told (once delivered by the notifications job), with a link to the chat room.
    // Rounds until nothing is left: on a shared PostgreSQL other files' notifications may be due before ours.
    for (let round = 0; round < 50; round++) {
      const ran = await app.inject({ method: 'POST', url: '/api/v1/dev/jobs/deliver-notifications', payload: {} });
      if (ran.json<{ done: number }>().done === 0) break;
    }
    const told = await app.inject({ url: '/api/v1/me/notifications', headers: { cookie: owner.cookie } });
    expect(told.body).toContain('مشاورهٔ متنی');
    expect(told.body).toContain(`/panel/chatRoom/${me.user.id}`);
    // Both sides chat in the session.
    expect((await steps.send(me.cookie, owner.user.id, 'سلام دکتر، سؤالی دارم')).statusCode).toBe(201);
    expect((await steps.send(owner.cookie, me.user.id, 'بفرمایید')).statusCode).toBe(201);
    // Both panels list it; the chat room's header finds it from either side.
    expect((await steps.mine(me.cookie)).map((item) => item.id)).toContain(bought.id);
    const owned = await steps.ofListing(owner.cookie, listing.id);
    expect(owned.json<{ items: Consultation[] }>().items.map((item) => item.id)).toEqual([bought.id]);
    const header = await app.inject({
      url: `/api/v1/me/consultations/with/${me.user.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(header.json().consultation).toMatchObject({ id: bought.id, status: 'open' });
    // A second one while it is open is refused, nothing charged.
    const again = await steps.buyText(me.cookie, listing.id);
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(me.user.id)).toBe(200_000 - TEXT_PRICE);
  });

  it('the owner closes it: paid less the site share of a percentage plan; a message after is refused', async () => {
    const { owner, listing } = await consultingClinic(app, db, 10);
    const me = await patient(db, 100_000);
    const bought = await buy(me.cookie, listing.id);
    const ownerBefore = await balanceOf(owner.user.id);
    // The patient cannot close it; the owner can.
    expect((await steps.close(me.cookie, bought.id)).statusCode).toBe(404);
    const closed = await steps.close(owner.cookie, bought.id);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<Consultation>()).toMatchObject({ status: 'closed', siteShare: 9_000, ownerPaid: 81_000 });
    expect(await balanceOf(owner.user.id)).toBe(Number(ownerBefore) + 81_000);
    expect((await reserveOf(bought.id))?.status).toBe('released');
    for (const [from, to] of [
      [me.cookie, owner.user.id],
      [owner.cookie, me.user.id],
    ] as const) {
      const late = await steps.send(from, to, 'یک سؤال دیگر');
      expect(late.statusCode).toBe(409);
      expect(late.json().error.message).toBe(CLOSED);
    }
    // Closing again moves nothing.
    expect((await steps.close(owner.cookie, bought.id)).statusCode).toBe(409);
    expect(await balanceOf(owner.user.id)).toBe(Number(ownerBefore) + 81_000);
    // The owner's panel shows the earnings.
    const owned = (await steps.ofListing(owner.cookie, listing.id)).json<{ items: Consultation[] }>().items;
    expect(owned[0]).toMatchObject({ status: 'closed', ownerPaid: 81_000 });
  });

  it('pays the owner everything when the plan is not a percentage plan', async () => {
    const { owner, listing } = await consultingClinic(app, db, 0);
    const me = await patient(db, 100_000);
    const bought = await buy(me.cookie, listing.id);
    const closed = await steps.close(owner.cookie, bought.id);
    expect(closed.json<Consultation>()).toMatchObject({ siteShare: 0, ownerPaid: TEXT_PRICE });
  });

  it('expires after 48 hours by the job, paying the owner once; then messages are refused', async () => {
    const { owner, listing } = await consultingClinic(app, db, 10);
    const me = await patient(db, 100_000);
    const bought = await buy(me.cookie, listing.id);
    const ownerBefore = Number(await balanceOf(owner.user.id));
    const run = (hours: number) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/dev/jobs/expire-consultations',
        payload: { at: new Date(new Date(bought.registerDate).getTime() + hours * 3_600_000).toISOString() },
      });
    expect((await run(47)).statusCode).toBe(200);
    expect((await steps.one(me.cookie, bought.id)).json<Consultation>().status).toBe('open');
    expect((await run(48)).statusCode).toBe(200);
    expect((await steps.one(me.cookie, bought.id)).json<Consultation>()).toMatchObject({
      status: 'expired',
      ownerPaid: 81_000,
    });
    await run(49);
    expect(await balanceOf(owner.user.id)).toBe(ownerBefore + 81_000);
    const late = await steps.send(me.cookie, owner.user.id, 'هنوز هستید؟');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(CLOSED);
    // A new consultation opens the chat again.
    await patientTopUp(me.user.id);
    await buy(me.cookie, listing.id);
    expect((await steps.send(me.cookie, owner.user.id, 'سلام دوباره')).statusCode).toBe(201);
  });

  const patientTopUp = async (userId: number) =>
    db.execute(sql`update users set wallet_balance = wallet_balance + ${TEXT_PRICE} where id = ${userId}`);

  it('20 concurrent closes pay the owner once', async () => {
    const { owner, listing } = await consultingClinic(app, db, 10);
    const me = await patient(db, 100_000);
    const bought = await buy(me.cookie, listing.id);
    const ownerBefore = Number(await balanceOf(owner.user.id));
    const answers = await race(db, 20, () => steps.close(owner.cookie, bought.id));
    expect(tally(answers)).toEqual({ 200: 1, 409: 19 });
    expect(await balanceOf(owner.user.id)).toBe(ownerBefore + 81_000);
    const reserve = await reserveOf(bought.id);
    const payouts = await db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.reserveId, reserve!.id), eq(walletEntries.kind, 'payout')));
    expect(payouts).toHaveLength(1);
  });

  it('refuses a short wallet with nothing charged, a clinic without a text tariff, and oneself', async () => {
    const { owner, listing } = await consultingClinic(app, db);
    const poor = await patient(db, TEXT_PRICE - 1);
    const short = await steps.buyText(poor.cookie, listing.id);
    expect(short.statusCode).toBe(409);
    expect(short.json().error.message).toBe('موجودی کیف پول برای این مشاوره کافی نیست؛ ابتدا کیف پول را شارژ کنید.');
    expect(await balanceOf(poor.user.id)).toBe(TEXT_PRICE - 1);
    expect(await steps.mine(poor.cookie)).toHaveLength(0);
    expect((await steps.buyText(owner.cookie, listing.id)).statusCode).toBe(422);
    await db.delete(listingTariffs).where(eq(listingTariffs.listingId, listing.id));
    const rich = await patient(db);
    const none = await steps.buyText(rich.cookie, listing.id);
    expect(none.statusCode).toBe(422);
    expect(none.json().error.message).toBe('این مورد مشاوره متنی ارائه نمی‌کند.');
    expect(await balanceOf(rich.user.id)).toBe(1_000_000);
  });

  it('tells anyone what a listing offers, from its tariffs and its owner accepting chat', async () => {
    const { owner, listing } = await consultingClinic(app, db);
    const offer = async () => (await app.inject({ url: `/api/v1/consultation-offers/${listing.id}` })).json();
    expect(await offer()).toEqual({
      listingId: listing.id,
      listingTitle: listing.title,
      ownerId: owner.user.id,
      text: TEXT_PRICE,
      phone: PHONE_PRICE,
    });
    await db.update(users).set({ activeChat: 0 }).where(eq(users.id, owner.user.id));
    expect(await offer()).toMatchObject({ text: null, phone: PHONE_PRICE });
    expect((await app.inject({ url: '/api/v1/consultation-offers/2147483000' })).statusCode).toBe(404);
  });

  it('refuses when the owner does not accept chat (activeChat off)', async () => {
    const { owner, listing } = await consultingClinic(app, db);
    await db.update(users).set({ activeChat: 0 }).where(eq(users.id, owner.user.id));
    const me = await patient(db);
    expect((await steps.buyText(me.cookie, listing.id)).statusCode).toBe(422);
    expect(await balanceOf(me.user.id)).toBe(1_000_000);
  });

  it('another patient’s consultation is 404, and another owner’s listing list is 404', async () => {
    const { owner, listing } = await consultingClinic(app, db);
    const me = await patient(db);
    const bought = await buy(me.cookie, listing.id);
    const stranger = await patient(db);
    expect((await steps.one(stranger.cookie, bought.id)).statusCode).toBe(404);
    expect((await steps.close(stranger.cookie, bought.id)).statusCode).toBe(404);
    expect((await steps.ofListing(stranger.cookie, listing.id)).statusCode).toBe(404);
    expect((await steps.one(owner.cookie, bought.id)).statusCode).toBe(200);
    expect((await steps.one(me.cookie, bought.id)).statusCode).toBe(200);
  });

  it('books a phone consultation as a call slot of the book at the phone tariff, listed in both panels', async () => {
    const { owner, listing } = await consultingClinic(app, db);
    const me = await patient(db, 500_000);
    const slot = (await patientSteps(app).slots(listing.id, 7)).days.flatMap((day) => day.slots)[0]!;
    const res = await steps.bookPhone(me.cookie, listing.id, slot);
    expect(res.statusCode, res.body).toBe(201);
    const phone = res.json<Consultation>();
    expect(phone).toMatchObject({ kind: 'phone', status: 'booked', price: PHONE_PRICE, start: slot });
    expect(await balanceOf(me.user.id)).toBe(500_000 - PHONE_PRICE);
    // The slot is the book's: it leaves the free list, and a second booking of it is refused with nothing charged.
    const after = (await patientSteps(app).slots(listing.id, 7)).days.flatMap((day) => day.slots);
    expect(after).not.toContain(slot);
    const other = await patient(db, 500_000);
    expect((await steps.bookPhone(other.cookie, listing.id, slot)).statusCode).toBe(409);
    expect(await balanceOf(other.user.id)).toBe(500_000);
    const visits = await app.inject({ url: '/api/v1/me/appointments', headers: { cookie: me.cookie } });
    expect(visits.json().items[0]).toMatchObject({ id: phone.appointmentId, price: PHONE_PRICE });
    const owned = (await steps.ofListing(owner.cookie, listing.id)).json<{ items: Consultation[] }>().items;
    expect(owned.map((item) => [item.kind, item.status])).toEqual([['phone', 'booked']]);
  });
  // Paid online (ADR 0055): like a visit paid online, the bank's money lands in the wallet and is held at once.
  it('buys a text consultation online: no chat until the bank pays, then open with the money held, once however often the bank calls back', async () => {
    const { owner, listing } = await consultingClinic(app, db, 10);
    const me = await patient(db, 0);
    const pay = billing(app);
    const res = await steps.buyTextOnline(me.cookie, listing.id);
    expect(res.statusCode, res.body).toBe(201);
    const bought = res.json<Consultation>();
    expect(bought).toMatchObject({ kind: 'text', status: 'awaitingPayment', deadline: null });
    expect(bought.paymentId).toEqual(expect.any(Number));
    const payment = (await pay.payment(me.cookie, bought.paymentId!)).json<{ price: number; status: number }>();
    expect(payment.price).toBe(TEXT_PRICE);
    // Not paid yet: nothing held, and the chat is an ordinary one (not a session), the money not the owner's.
    expect(await reserveOf(bought.id)).toBeUndefined();

    const started = await pay.pay(me.cookie, bought.paymentId!, 'online');
    expect(started.statusCode, started.body).toBe(200);
    const back = await pay.bank(started.json<{ redirectUrl: string }>().redirectUrl, 'pay');
    expect((await pay.callback(back)).statusCode).toBeLessThan(400);
    // The bank's callback replayed (a reload, the bank's retry): paid once, held once, opened once.
    await pay.callback(back);
    const opened = (await steps.one(me.cookie, bought.id)).json<Consultation>();
    expect(opened.status).toBe('open');
    expect(new Date(opened.deadline!).getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000);
    expect(await balanceOf(me.user.id)).toBe(0);
    const held = await db
      .select()
      .from(walletReserves)
      .where(and(eq(walletReserves.purpose, CONSULTATION_RESERVE), eq(walletReserves.itemId, bought.id)));
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ status: 'held', remaining: TEXT_PRICE });
    const charges = await db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.userId, me.user.id), eq(walletEntries.kind, 'charge')));
    expect(charges).toHaveLength(1);
    // The session is open: both sides chat; closing pays the owner less the 10% share.
    expect((await steps.send(me.cookie, owner.user.id, 'سلام دکتر')).statusCode).toBe(201);
    expect((await steps.close(owner.cookie, bought.id)).statusCode).toBe(200);
    expect(await balanceOf(owner.user.id)).toBe(TEXT_PRICE - TEXT_PRICE / 10);
  });

  it('lapses a text consultation whose online payment never came: unpaid, not the owner’s, a late bank payment in the wallet', async () => {
    const { owner, listing } = await consultingClinic(app, db, 10);
    const me = await patient(db, 0);
    const pay = billing(app);
    const bought = (await steps.buyTextOnline(me.cookie, listing.id)).json<Consultation>();
    const started = await pay.pay(me.cookie, bought.paymentId!, 'online');
    expect(started.statusCode, started.body).toBe(200);
    // The owner does not see it while it waits for its payment.
    const owned = async () => (await steps.ofListing(owner.cookie, listing.id)).json<{ items: Consultation[] }>().items;
    expect((await owned()).map((item) => item.id)).not.toContain(bought.id);

    // The job, before and after the window (its rounds at chosen moments, as the job runner calls it).
    const created = (
      await db.select({ at: consultations.createdAt }).from(consultations).where(eq(consultations.id, bought.id))
    )[0]!.at;
    const minutes = (n: number) => new Date(created.getTime() + n * 60_000);
    await lapseUnpaidConsultations(db, minutes(UNPAID_CONSULTATION_MINUTES - 1));
    expect((await steps.one(me.cookie, bought.id)).json<Consultation>().status).toBe('awaitingPayment');
    await lapseUnpaidConsultations(db, minutes(UNPAID_CONSULTATION_MINUTES + 1));
    expect((await steps.one(me.cookie, bought.id)).json<Consultation>().status).toBe('unpaid');

    // The bank pays late: the consultation stays unpaid (never opens), the money is the patient's, nothing held.
    await pay.callback(await pay.bank(started.json<{ redirectUrl: string }>().redirectUrl, 'pay'));
    expect((await steps.one(me.cookie, bought.id)).json<Consultation>().status).toBe('unpaid');
    expect(await reserveOf(bought.id)).toBeUndefined();
    expect(await balanceOf(me.user.id)).toBe(TEXT_PRICE);
    expect((await owned()).map((item) => item.id)).not.toContain(bought.id);
  });

  it('refuses paying online a text consultation once another is open, and puts the bank money in the wallet', async () => {
    const { listing } = await consultingClinic(app, db, 0);
    const me = await patient(db, 0);
    const pay = billing(app);
    const online = (await steps.buyTextOnline(me.cookie, listing.id)).json<Consultation>();
    const started = await pay.pay(me.cookie, online.paymentId!, 'online');
    expect(started.statusCode, started.body).toBe(200);
    // Meanwhile one is bought from the wallet and opens.
    await db.update(users).set({ walletBalance: TEXT_PRICE }).where(eq(users.id, me.user.id));
    expect((await steps.buyText(me.cookie, listing.id)).statusCode).toBe(201);
    await pay.callback(await pay.bank(started.json<{ redirectUrl: string }>().redirectUrl, 'pay'));
    expect((await steps.one(me.cookie, online.id)).json<Consultation>().status).toBe('awaitingPayment');
    expect(await reserveOf(online.id)).toBeUndefined();
    expect(await balanceOf(me.user.id)).toBe(TEXT_PRICE);
    // And a bad method is a 422 on the field, nothing bought.
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/me/consultations',
      headers: { cookie: me.cookie },
      payload: { kind: 'text', listing_id: listing.id, method: 'cash' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toHaveProperty('error.fields');
  });
});
