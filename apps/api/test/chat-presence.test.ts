import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { RedisChatBus } from '../src/modules/chat/chat-bus.ts';
import { users } from '../src/modules/users/user.table.ts';
import { createServices } from '../src/services.ts';
import { chatPair } from './factories/chat.ts';
import { userWithSession } from './factories/users.ts';
import { openSse } from './support/sse.ts';
import { buildTestApp, testConfig, testDatabase } from './support/test-app.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

// Live presence in an open room (issue 14, ADR 0048): the room's stream says whether the other person is online at
// once, and again when they come (their first stream opens) or leave (their last stream closed and stayed closed for
// the grace), over the chat event stream, across instances through Redis. Typing still reaches the room.
describe('chat: live presence in an open room', () => {
  let app: App;
  let db: Db;
  let base: string;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    app = await buildTestApp();
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  const presenceOf = (events: Array<{ event: string; data: unknown }>) =>
    events.filter((e) => e.event === 'presence').map((e) => (e.data as { online: boolean }).online);

  it('tells the room when the other person comes online and when they leave; a reload is not leaving', async () => {
    const { a, b, about } = await chatPair(db);
    // a was last here an hour ago.
    const hourAgo = new Date(Date.now() - 3600_000);
    await db.update(users).set({ lastVisit: hourAgo }).where(eq(users.id, a.user.id));
    const room = await openSse(`${base}/api/v1/me/chats/${a.user.id}/stream`, { cookie: b.cookie });
    const [first] = await room.waitFor('presence', 1);
    expect(first?.data).toEqual({ online: false, lastVisit: hourAgo.toISOString() });

    // a opens any page: the header's stream makes them online.
    let header = await openSse(`${base}/api/v1/me/chats/stream`, { cookie: a.cookie });
    const [, came] = await room.waitFor('presence', 2);
    expect(came?.data).toMatchObject({ online: true });

    // Typing still reaches the room (of two who talk: a wrote to b about b's listing).
    const wrote = await app.inject({
      method: 'POST',
      url: `/api/v1/me/chats/${b.user.id}/messages`,
      headers: { cookie: a.cookie },
      payload: { text: 'سلام', listingId: about },
    });
    expect(wrote.statusCode, wrote.body).toBe(201);
    await app.inject({ method: 'POST', url: `/api/v1/me/chats/${b.user.id}/typing`, headers: { cookie: a.cookie } });
    expect((await room.waitFor('typing', 1))[0]?.data).toEqual({ userId: a.user.id });

    // A reload: the stream closes and opens again at once.
    header.close();
    header = await openSse(`${base}/api/v1/me/chats/stream`, { cookie: a.cookie });
    await header.waitFor('unread', 1);
    header.close();
    const [, , left] = await room.waitFor('presence', 3);
    expect(presenceOf(room.events)).toEqual([false, true, false]);
    const lastVisit = (left?.data as { lastVisit: string }).lastVisit;
    expect(Date.now() - Date.parse(lastVisit)).toBeLessThan(60_000);
    const [row] = await db.select({ lastVisit: users.lastVisit }).from(users).where(eq(users.id, a.user.id));
    expect(row?.lastVisit?.toISOString()).toBe(lastVisit);

    // A room opened now says they left (not «هم‌اکنون» from a visit a few seconds old).
    const again = await openSse(`${base}/api/v1/me/chats/${a.user.id}/stream`, { cookie: b.cookie });
    expect((await again.waitFor('presence', 1))[0]?.data).toEqual({ online: false, lastVisit });
    // b's own streams are b's presence: a's room of b hears of b, b's room of a hears nothing of b.
    const roomOfA = await openSse(`${base}/api/v1/me/chats/${b.user.id}/stream`, { cookie: a.cookie });
    expect((await roomOfA.waitFor('presence', 1))[0]?.data).toMatchObject({ online: true });
    await room.waitFor('presence', 4);
    await again.waitFor('presence', 2);
    expect(presenceOf(room.events)).toEqual([false, true, false, true]);
    expect(presenceOf(again.events)).toEqual([false, true]);
    for (const stream of [room, again, roomOfA]) stream.close();
  });

  it('two instances through Redis: leaving one while still on the other is not leaving', async () => {
    const services = () => ({
      ...createServices(testConfig(), { info: () => {} }),
      chatBus: new RedisChatBus(REDIS_URL),
    });
    const one = await buildTestApp({ services: services() });
    const two = await buildTestApp({ services: services() });
    const oneBase = await one.listen({ port: 0, host: '127.0.0.1' });
    const twoBase = await two.listen({ port: 0, host: '127.0.0.1' });
    try {
      const a = await userWithSession(db);
      const b = await userWithSession(db);
      const onOne = await openSse(`${oneBase}/api/v1/me/chats/stream`, { cookie: a.cookie });
      const onTwo = await openSse(`${twoBase}/api/v1/me/chats/stream`, { cookie: a.cookie });
      await onOne.waitFor('unread', 1);
      await onTwo.waitFor('unread', 1);
      const room = await openSse(`${twoBase}/api/v1/me/chats/${a.user.id}/stream`, { cookie: b.cookie });
      expect((await room.waitFor('presence', 1))[0]?.data).toMatchObject({ online: true });

      // a leaves instance one but is still on two: one says offline, two contradicts it; the last word is online.
      onOne.close();
      await room.waitFor('presence', 3);
      expect(presenceOf(room.events)).toEqual([true, false, true]);

      // a leaves two as well: offline, and it stays so.
      onTwo.close();
      await room.waitFor('presence', 4);
      expect(presenceOf(room.events)).toEqual([true, false, true, false]);
      room.close();
    } finally {
      await one.close();
      await two.close();
    }
  });
});
