import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatRoom } from '@shahrbazar/domain/api/chat.schema';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { chatMessages } from '../src/modules/chat/chat.table.ts';
import { chatPair, liveAdOf } from './factories/chat.ts';
import { consultationSteps, consultingClinic } from './factories/consultations.ts';
import { patient } from './factories/appointments.ts';
import { makeLawyer, projectDesk } from './factories/lawyers.ts';
import { userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// Issue 29: who may chat is the server's rule, not the buttons'. A room is opened only where the product offers one:
// about a live listing with its owner, between a consultation's patient and the listing's owner, between a lawyer
// project's client and a lawyer who offered on it (the selected lawyer to the client), or where the two already talk.
// Any other is refused with where a chat starts (403), one about a listing that is not live with why (409).
describe('chat rooms the product offers', () => {
  let app: App;
  let db: Db;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const open = (cookie: string, peer: number, listing?: number, locale = 'fa') =>
    app.inject({
      url: `/api/v1/me/chats/${peer}${listing === undefined ? '' : `?listing=${listing}`}`,
      headers: { cookie, 'accept-language': locale },
    });
  const send = (cookie: string, peer: number, payload: Record<string, unknown>, locale = 'fa') =>
    app.inject({
      method: 'POST',
      url: `/api/v1/me/chats/${peer}/messages`,
      headers: { cookie, 'accept-language': locale },
      payload,
    });
  const NOT_OFFERED = {
    error: {
      code: 'forbidden',
      message:
        'گفتگو با این کاربر فقط از صفحهٔ آگهی فعال او، از مشاوره‌ای که با او خریده‌اید یا از پروژه‌ای که یکی از شما ثبت کرده و دیگری برایش پیشنهاد داده است آغاز می‌شود.',
    },
  };
  const messagesFrom = async (senderId: number) =>
    db.select().from(chatMessages).where(eq(chatMessages.senderId, senderId));

  it('refuses a room between strangers, opened or written to, in Persian and English, and stores nothing', async () => {
    const a = await userWithSession(db);
    const b = await userWithSession(db);
    const opened = await open(a.cookie, b.user.id);
    expect(opened.statusCode).toBe(403);
    expect(opened.json()).toEqual(NOT_OFFERED);
    const written = await send(a.cookie, b.user.id, { text: 'سلام' });
    expect(written.statusCode).toBe(403);
    expect(written.json()).toEqual(NOT_OFFERED);
    const english = await send(a.cookie, b.user.id, { text: 'hello' }, 'en');
    expect(english.json().error.message).toMatch(/^A chat with this user starts only from their live listing’s page/);
    expect(await messagesFrom(a.user.id)).toEqual([]);
  });

  it('opens a room about a live listing with its owner, who answers in it; not about one that is not live', async () => {
    const { a: buyer, b: owner, about } = await chatPair(db);
    const room = await open(buyer.cookie, owner.user.id, about);
    expect(room.statusCode, room.body).toBe(200);
    expect(room.json<ChatRoom>().subject).toMatchObject({ id: about, type: 'ads' });
    expect((await send(buyer.cookie, owner.user.id, { text: 'هنوز هست؟', listingId: about })).statusCode).toBe(201);
    // The owner answers in the room the buyer opened, without naming anything.
    expect((await open(owner.cookie, buyer.user.id)).statusCode).toBe(200);
    expect((await send(owner.cookie, buyer.user.id, { text: 'بله' })).statusCode).toBe(201);

    // The owner may not open a room with a stranger about their own listing; nobody about a listing not live.
    const stranger = await userWithSession(db);
    expect((await open(owner.cookie, stranger.user.id, about)).json()).toEqual(NOT_OFFERED);
    const sold = await liveAdOf(db, owner.user.id, ListingStatus.pending);
    const notLive = await open(stranger.cookie, owner.user.id, sold);
    expect(notLive.statusCode).toBe(409);
    expect(notLive.json()).toEqual({
      error: { code: 'conflict', message: 'این آگهی اکنون فعال نیست؛ گفتگو دربارهٔ آن آغاز نمی‌شود.' },
    });
    expect((await send(stranger.cookie, owner.user.id, { text: 'سلام', listingId: sold })).statusCode).toBe(409);
    expect(await messagesFrom(stranger.user.id)).toEqual([]);
  });

  it('a lawyer project: the client writes to a lawyer who offered; the selected lawyer to the client; no one else', async () => {
    const desk = await projectDesk(app, db);
    const client = await userWithSession(db, { name: 'موکل' });
    const project = (await desk.post(client.cookie)).json<{ id: number; slugId: string }>();
    const chosen = await makeLawyer(db);
    const other = await makeLawyer(db);
    const offers = [];
    for (const lawyer of [chosen, other]) {
      const res = await desk.offer(lawyer.cookie, project.slugId, {
        price: 3_000_000,
        days: 5,
        message: 'با ده سال سابقه در دعاوی ملکی',
      });
      expect(res.statusCode, res.body).toBe(201);
      offers.push(res.json<{ id: number }>());
    }
    // Before a selection the client may ask any lawyer who offered; a lawyer who offered learns nothing of the client.
    expect((await open(client.cookie, other.user.id)).statusCode).toBe(200);
    expect((await open(chosen.cookie, client.user.id)).json()).toEqual(NOT_OFFERED);
    expect((await desk.step(client.cookie, project.id, 'select', { offerId: offers[0]!.id })).statusCode).toBe(200);
    // Selected: the lawyer writes to the client; the one not selected still may not; a lawyer with no offer never.
    expect((await send(chosen.cookie, client.user.id, { text: 'سلام، پرونده را بررسی کردم.' })).statusCode).toBe(201);
    expect((await send(other.cookie, client.user.id, { text: 'سلام' })).statusCode).toBe(403);
    const outsider = await makeLawyer(db);
    expect((await open(client.cookie, outsider.user.id)).statusCode).toBe(403);
    expect((await open(outsider.cookie, client.user.id)).statusCode).toBe(403);
  });

  it('a paid consultation opens the room between the patient and the listing’s owner, both ways', async () => {
    const { owner, listing } = await consultingClinic(app, db, 0);
    const me = await patient(db, 500_000);
    expect((await open(me.cookie, owner.user.id)).statusCode).toBe(403);
    expect((await consultationSteps(app).buyText(me.cookie, listing.id)).statusCode).toBe(201);
    expect((await open(owner.cookie, me.user.id)).statusCode).toBe(200);
    expect((await send(me.cookie, owner.user.id, { text: 'سلام دکتر' })).statusCode).toBe(201);
  });
});
