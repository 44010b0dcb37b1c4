import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatConversation, ChatMessage, ChatRoom } from '@shahrbazar/domain/api/chat.schema';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { RedisChatBus } from '../src/modules/chat/chat-bus.ts';
import { users } from '../src/modules/users/user.table.ts';
import { createServices } from '../src/services.ts';
import { adsDesk } from './factories/ads.ts';
import { chatPair } from './factories/chat.ts';
import { userWithSession } from './factories/users.ts';
import { openSse } from './support/sse.ts';
import { buildTestApp, testConfig, testDatabase } from './support/test-app.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('chat', () => {
  let app: App;
  let db: Db;
  let base: string;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    app = await buildTestApp();
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  const send = (cookie: string, to: number, payload: Record<string, unknown>, target = app) =>
    target.inject({
      method: 'POST',
      url: `/api/v1/me/chats/${to}/messages`,
      headers: { cookie, 'accept-language': 'fa' },
      payload,
    });
  /** A message that must be taken; the first of a pair names the live listing its room is opened about (issue 29). */
  const sent = async (cookie: string, to: number, text: string, target = app, listingId?: number) => {
    const res = await send(cookie, to, listingId === undefined ? { text } : { text, listingId }, target);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ChatMessage>();
  };
  const room = async (cookie: string, peer: number) => {
    const res = await app.inject({ url: `/api/v1/me/chats/${peer}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ChatRoom>();
  };
  const unread = async (cookie: string) =>
    (await app.inject({ url: '/api/v1/me/chats/unread', headers: { cookie } })).json<{ unread: number }>().unread;

  it('starts about a listing, counts unread, pages history by keyset and tells the sender it was read', async () => {
    const desk = await adsDesk(app, db);
    const owner = await userWithSession(db, { name: 'فروشنده' });
    const buyer = await userWithSession(db, { name: 'خریدار' });
    const ad = await desk.live(owner.cookie, { title: 'دوچرخه کوهستان' });

    const first = await send(buyer.cookie, owner.user.id, { text: 'سلام، هنوز موجود است؟', listingId: ad.id });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<ChatMessage>()).toMatchObject({ seq: 1, senderId: buyer.user.id });
    for (let i = 2; i <= 35; i++) await sent(buyer.cookie, owner.user.id, `پیام ${i}`);

    expect(await unread(owner.cookie)).toBe(35);
    expect(await unread(buyer.cookie)).toBe(0);
    const list = (await app.inject({ url: '/api/v1/me/chats', headers: { cookie: owner.cookie } })).json<{
      items: ChatConversation[];
    }>();
    expect(list.items[0]).toMatchObject({
      peer: { id: buyer.user.id, name: 'خریدار' },
      subject: { type: 'ads', id: ad.id, title: 'دوچرخه کوهستان' },
      lastMessage: { seq: 35, text: 'پیام 35' },
      unread: 35,
    });

    const opened = await room(owner.cookie, buyer.user.id);
    expect(opened.messages.map((m) => m.seq)).toEqual(Array.from({ length: 30 }, (_, i) => i + 6));
    expect(opened.hasOlder).toBe(true);
    expect(opened.subject).toMatchObject({ id: ad.id });
    const older = await app.inject({
      url: `/api/v1/me/chats/${buyer.user.id}/messages?before=6`,
      headers: { cookie: owner.cookie },
    });
    expect(older.json<{ messages: ChatMessage[]; hasMore: boolean }>()).toMatchObject({ hasMore: false });
    expect(older.json<{ messages: ChatMessage[] }>().messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);

    const read = await app.inject({
      method: 'POST',
      url: `/api/v1/me/chats/${buyer.user.id}/read`,
      headers: { cookie: owner.cookie },
      payload: { seq: 35 },
    });
    expect(read.json()).toEqual({ seq: 35 });
    expect(await unread(owner.cookie)).toBe(0);
    expect((await room(buyer.cookie, owner.user.id)).peerReadSeq).toBe(35);
  });

  it('is private to its two users: a third sees none of it', async () => {
    const { a, b, about } = await chatPair(db);
    const c = await userWithSession(db);
    await sent(a.cookie, b.user.id, 'راز', app, about);
    // A third shares no room with either: none is opened (issue 29), and no history is read.
    const third = await app.inject({ url: `/api/v1/me/chats/${a.user.id}`, headers: { cookie: c.cookie } });
    expect(third.statusCode).toBe(403);
    const history = await app.inject({
      url: `/api/v1/me/chats/${b.user.id}/messages?after=0`,
      headers: { cookie: c.cookie },
    });
    expect(history.json<{ messages: ChatMessage[] }>().messages).toEqual([]);
    expect((await app.inject({ url: `/api/v1/me/chats/${b.user.id}` })).statusCode).toBe(401);
  });

  it('refuses bad input in the one error shape: empty, too long, oneself, not accepting, blocked, unknown', async () => {
    const { a, b, about } = await chatPair(db);
    const empty = await send(a.cookie, b.user.id, { text: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ error: { code: 'validation', fields: { text: 'این فیلد الزامی است.' } } });
    expect((await send(a.cookie, b.user.id, { text: 'x'.repeat(2001) })).statusCode).toBe(422);
    const self = await send(a.cookie, a.user.id, { text: 'سلام' });
    expect(self.statusCode).toBe(422);
    expect(self.json().error.message).toBe('نمی‌توانید با خودتان گفتگو کنید.');
    expect((await send(a.cookie, 2_000_000_000, { text: 'سلام' })).statusCode).toBe(404);
    expect((await send(a.cookie, b.user.id, { text: 'سلام', listingId: 2_000_000_000 })).statusCode).toBe(422);

    await db.update(users).set({ activeChat: 0 }).where(eq(users.id, b.user.id));
    const closed = await send(a.cookie, b.user.id, { text: 'سلام' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toBe('این کاربر پیام گفتگو نمی‌پذیرد.');
    await db.update(users).set({ activeChat: 1 }).where(eq(users.id, b.user.id));
    await sent(a.cookie, b.user.id, 'سلام', app, about);

    const block = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/chats/${a.user.id}/block`,
      headers: { cookie: b.cookie },
    });
    expect(block.statusCode).toBe(204);
    const blocked = await send(a.cookie, b.user.id, { text: 'سلام' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe('forbidden');
    expect((await send(b.cookie, a.user.id, { text: 'سلام' })).statusCode).toBe(403);
    expect((await room(a.cookie, b.user.id)).blockedMe).toBe(true);
    await app.inject({ method: 'DELETE', url: `/api/v1/me/chats/${a.user.id}/block`, headers: { cookie: b.cookie } });
    expect((await send(a.cookie, b.user.id, { text: 'سلام' })).statusCode).toBe(201);
  });

  it('pushes messages over the stream in order, and a reconnecting client gets what it missed exactly once', async () => {
    const { a, b, about } = await chatPair(db);
    const url = `${base}/api/v1/me/chats/${a.user.id}/stream`;
    const stream = await openSse(url, { cookie: b.cookie });
    await stream.waitFor('unread', 1);
    for (const text of ['یک', 'دو', 'سه']) await sent(a.cookie, b.user.id, text, app, about);
    const live = await stream.waitFor('message', 3);
    expect(live.map((e) => [e.id, (e.data as ChatMessage).text])).toEqual([
      ['1', 'یک'],
      ['2', 'دو'],
      ['3', 'سه'],
    ]);
    const counts = await stream.waitFor('unread', 4);
    expect(counts.at(-1)?.data).toEqual({ unread: 3 });
    stream.close();

    // Offline meanwhile: two more, and one from b itself.
    await sent(a.cookie, b.user.id, 'چهار');
    await sent(b.cookie, a.user.id, 'پنج');
    await sent(a.cookie, b.user.id, 'شش');

    const again = await openSse(url, { cookie: b.cookie, 'last-event-id': '3' });
    const missed = await again.waitFor('message', 3);
    await sent(a.cookie, b.user.id, 'هفت');
    const all = await again.waitFor('message', 4);
    expect(all.map((e) => Number(e.id))).toEqual([4, 5, 6, 7]);
    expect(missed.slice(0, 3).map((e) => (e.data as ChatMessage).text)).toEqual(['چهار', 'پنج', 'شش']);

    // a's read receipt reaches b's stream (never backwards: a read up to its own last message, 7, by writing it).
    await app.inject({
      method: 'POST',
      url: `/api/v1/me/chats/${b.user.id}/read`,
      headers: { cookie: a.cookie },
      payload: { seq: 5 },
    });
    const receipts = await again.waitFor('read', 1);
    expect(receipts[0]?.data).toEqual({ readerId: a.user.id, seq: 7 });
    again.close();

    // A stranger's stream of the same peer carries none of it.
    const stranger = await userWithSession(db);
    const theirs = await openSse(url, { cookie: stranger.cookie });
    await theirs.waitFor('unread', 1);
    expect(theirs.events.filter((e) => e.event === 'message')).toEqual([]);
    theirs.close();
  });

  it('delivers between two instances through Redis: sent through one, received on the other', async () => {
    const services = (url: string) => ({
      ...createServices(testConfig(), { info: () => {} }),
      chatBus: new RedisChatBus(url),
    });
    const one = await buildTestApp({ services: services(REDIS_URL) });
    const two = await buildTestApp({ services: services(REDIS_URL) });
    const twoBase = await two.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { a, b, about } = await chatPair(db);
      const stream = await openSse(`${twoBase}/api/v1/me/chats/${a.user.id}/stream`, { cookie: b.cookie });
      await stream.waitFor('unread', 1);
      await sent(a.cookie, b.user.id, 'از نمونه یک', one, about);
      const [event] = await stream.waitFor('message', 1);
      expect(event?.data).toMatchObject({ seq: 1, text: 'از نمونه یک', senderId: a.user.id });
      stream.close();
    } finally {
      // Each app closes its bus with it.
      await one.close();
      await two.close();
    }
  });
});
