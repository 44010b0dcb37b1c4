import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@shahrbazar/domain/api/chat.schema';
import type { Db } from '../src/db/client.ts';
import type { App, AppServices } from '../src/http/types.ts';
import { chatReports } from '../src/modules/chat/chat.table.ts';
import * as make from '../src/modules/media/test-images.ts';
import { notify } from '../src/modules/notify/notification.service.ts';
import { notifications } from '../src/modules/notify/notification.table.ts';
import { users } from '../src/modules/users/user.table.ts';
import { createServices } from '../src/services.ts';
import { chatPair, liveAdOf } from './factories/chat.ts';
import { userWithSession } from './factories/users.ts';
import { deliverQueued } from './support/queue.ts';
import { openSse } from './support/sse.ts';
import { buildTestApp, testConfig, testDatabase } from './support/test-app.ts';

// Chat beyond ADR 0021 (ADR 0028): pictures, the typing indicator, reporting a user, and notifications pushed over
// the same stream as the unread count.
describe('chat: pictures, typing, reports and the notification count on the stream', () => {
  let app: App;
  let db: Db;
  let base: string;
  let services: AppServices;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    services = createServices(testConfig(), { info: () => {} });
    app = await buildTestApp({ services });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  const post = (cookie: string, url: string, payload?: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, headers: { cookie, 'accept-language': 'fa' }, ...(payload ? { payload } : {}) });
  const upload = async (cookie: string, file: Buffer, name: string, type: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)], { type }), name);
    return app.inject({ method: 'POST', url: '/api/v1/files', payload: form, headers: { cookie } });
  };

  it('sends a picture the sender uploaded; not another’s file, not a file that is no picture, not nothing', async () => {
    const { a, b, about } = await chatPair(db);
    const uploaded = await upload(a.cookie, await make.png(60, 40), 'photo.png', 'image/png');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = uploaded.json<{ id: number; path: string }>();

    const sent = await post(a.cookie, `/api/v1/me/chats/${b.user.id}/messages`, { fileId: file.id, listingId: about });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json<ChatMessage>()).toMatchObject({ text: '', image: file.path, senderId: a.user.id });

    // b may not send a's picture as their own.
    const stolen = await post(b.cookie, `/api/v1/me/chats/${a.user.id}/messages`, { fileId: file.id, text: 'x' });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json()).toMatchObject({ error: { fields: { fileId: expect.any(String) } } });
    // A text file named .png is refused by the media module when uploaded (checked by content): no id to send.
    const fake = await upload(a.cookie, Buffer.from('not a picture at all'), 'fake.png', 'image/png');
    expect(fake.statusCode).toBe(415);
    const empty = await post(a.cookie, `/api/v1/me/chats/${b.user.id}/messages`, { text: '   ' });
    expect(empty.statusCode).toBe(422);
  });

  it('the other user’s open room sees «typing»; a stranger’s room does not; a blocked pair sends none', async () => {
    const { a, b, about } = await chatPair(db);
    const stranger = await userWithSession(db);
    const roomOfB = await openSse(`${base}/api/v1/me/chats/${a.user.id}/stream`, { cookie: b.cookie });
    const roomOfStranger = await openSse(`${base}/api/v1/me/chats/${a.user.id}/stream`, { cookie: stranger.cookie });
    await roomOfB.waitFor('unread', 1);
    await roomOfStranger.waitFor('unread', 1);
    await post(a.cookie, `/api/v1/me/chats/${b.user.id}/messages`, { text: 'سلام', listingId: about });
    await roomOfB.waitFor('message', 1);

    expect((await post(a.cookie, `/api/v1/me/chats/${b.user.id}/typing`)).statusCode).toBe(204);
    const typing = await roomOfB.waitFor('typing', 1);
    expect(typing[0]?.data).toEqual({ userId: a.user.id });
    // The stranger's room of a: a's typing to b is not theirs (a message to the stranger flushes the stream first).
    const strangersAd = await liveAdOf(db, stranger.user.id);
    await post(a.cookie, `/api/v1/me/chats/${stranger.user.id}/messages`, { text: 'سلام', listingId: strangersAd });
    await roomOfStranger.waitFor('message', 1);
    expect(roomOfStranger.events.filter((e) => e.event === 'typing')).toEqual([]);
    await app.inject({ method: 'PUT', url: `/api/v1/me/chats/${a.user.id}/block`, headers: { cookie: b.cookie } });
    expect((await post(a.cookie, `/api/v1/me/chats/${b.user.id}/typing`)).statusCode).toBe(204);
    // A sync point: b's read receipt is published after the typing would have been.
    await post(b.cookie, `/api/v1/me/chats/${a.user.id}/read`, { seq: 1 });
    await roomOfB.waitFor('read', 1);
    expect(roomOfB.events.filter((e) => e.event === 'typing')).toHaveLength(1);
    expect((await post(a.cookie, `/api/v1/me/chats/${a.user.id}/typing`)).statusCode).toBe(422);
    roomOfB.close();
    roomOfStranger.close();
  });

  it('tells someone away of a new message once per conversation until they read it, not someone on the site', async () => {
    // b writes to a about a's live listing (a is the one away).
    const { a: b, b: a, about } = await chatPair(db, { a: 'مریم' });
    const chatNotes = async () =>
      (await db.select().from(notifications).where(eq(notifications.userId, a.user.id))).filter(
        (row) => row.kind === 'chatMessage',
      );
    await db
      .update(users)
      .set({ lastVisit: new Date(Date.now() - 3600_000) })
      .where(eq(users.id, a.user.id));
    await post(b.cookie, `/api/v1/me/chats/${a.user.id}/messages`, { text: 'سلام', listingId: about });
    await post(b.cookie, `/api/v1/me/chats/${a.user.id}/messages`, { text: 'هستید؟' });
    expect(await chatNotes()).toMatchObject([{ params: { name: 'مریم', senderId: b.user.id } }]);
    const list = await app.inject({ url: '/api/v1/me/notifications', headers: { cookie: a.cookie } });
    expect(list.json().items[0]).toMatchObject({
      title: 'پیام تازه در گفتگو',
      text: 'مریم برایتان پیام فرستاد.',
      link: `/panel/chatRoom/${b.user.id}`,
    });

    // Read (from elsewhere, still away): the next message is news again.
    await post(a.cookie, `/api/v1/me/chats/${b.user.id}/read`, { seq: 2 });
    await db
      .update(users)
      .set({ lastVisit: new Date(Date.now() - 3600_000) })
      .where(eq(users.id, a.user.id));
    await post(b.cookie, `/api/v1/me/chats/${a.user.id}/messages`, { text: 'پاسخ ندادید' });
    expect(await chatNotes()).toHaveLength(2);

    // On the site (seen a moment ago) with everything read: the header's count is enough.
    await post(a.cookie, `/api/v1/me/chats/${b.user.id}/read`, { seq: 3 });
    await db.update(users).set({ lastVisit: new Date() }).where(eq(users.id, a.user.id));
    await post(b.cookie, `/api/v1/me/chats/${a.user.id}/messages`, { text: 'آنلاین شدید' });
    expect(await chatNotes()).toHaveLength(2);

    // The kind is in the person's settings: by SMS only if they ask, by push unless they turn it off.
    const settings = await app.inject({ url: '/api/v1/me/notification-settings', headers: { cookie: a.cookie } });
    expect(settings.json().items).toContainEqual({
      kind: 'chatMessage',
      sms: false,
      mail: false,
      push: true,
      smsAllowed: true,
      mailAllowed: false,
      pushAllowed: true,
    });
  });

  it('reports a user to the back office (kept with the reason); not oneself, not without a reason', async () => {
    const a = await userWithSession(db);
    const b = await userWithSession(db);
    const reported = await post(a.cookie, `/api/v1/me/chats/${b.user.id}/report`, { reason: 'پیام‌های مزاحم' });
    expect(reported.statusCode, reported.body).toBe(201);
    const rows = await db.select().from(chatReports).where(eq(chatReports.reportedId, b.user.id));
    expect(rows).toMatchObject([{ reporterId: a.user.id, reason: 'پیام‌های مزاحم' }]);
    expect((await post(a.cookie, `/api/v1/me/chats/${a.user.id}/report`, { reason: 'x' })).statusCode).toBe(422);
    expect((await post(a.cookie, `/api/v1/me/chats/${b.user.id}/report`, { reason: '' })).statusCode).toBe(422);
    expect((await post(a.cookie, '/api/v1/me/chats/2000000000/report', { reason: 'x' })).statusCode).toBe(404);
  });

  it('the header stream says the unread notification count at once and again when a notification is delivered', async () => {
    const person = await userWithSession(db);
    const header = await openSse(`${base}/api/v1/me/chats/stream`, { cookie: person.cookie });
    const [first] = await header.waitFor('notifications', 1);
    expect(first?.data).toEqual({ unread: 0 });
    await notify(db, person.user.id, 'managerMessage', { title: 'سلام', text: 'خوش آمدید' });
    // The queue's bell job of the notification rings the header's stream (ADR 0086).
    await deliverQueued(await testDatabase(), services);
    const [row] = await db.select().from(notifications).where(eq(notifications.userId, person.user.id));
    expect(row?.deliveredAt).toBeTruthy();
    const counts = await header.waitFor('notifications', 2);
    expect(counts[1]?.data).toEqual({ unread: 1 });
    header.close();
  });
});
