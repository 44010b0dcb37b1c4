import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket, TicketThread } from '@shahrbazar/domain/api/ticket.schema';
import { TicketStatus, TicketType } from '@shahrbazar/domain/enums/support';
import { UserType } from '@shahrbazar/domain/enums/people';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { policyIds, seedPolicies } from '../src/modules/access/access.service.ts';
import { rolePolicies, roles } from '../src/modules/access/role.table.ts';
import * as make from '../src/modules/media/test-images.ts';
import { seedCategories } from '../src/seed/categories.ts';
import { adminSession, userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

type TopicTree = { subCategories: { id: number; title: string }[] };

describe('tickets', () => {
  let app: App;
  let db: Db;
  let admin: string;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    admin = (await adminSession(db)).cookie;
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { cookie, 'accept-language': 'fa' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const open = async (cookie: string, body: Record<string, unknown> = {}) => {
    const res = await call('POST', '/api/v1/me/tickets', cookie, {
      title: 'آگهی من رد شد',
      description: 'چرا آگهی دوچرخه‌ام رد شد؟',
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TicketThread>();
  };
  const uploadImage = async (cookie: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await make.png(40, 30))], { type: 'image/png' }), 'slip.png');
    const res = await app.inject({ method: 'POST', url: '/api/v1/files', payload: form, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number; path: string }>();
  };

  it('is opened unread and of type send with a picture, answered by support, and its owner sees the answer', async () => {
    const { user, cookie } = await userWithSession(db, { name: 'مریم' });
    const image = await uploadImage(cookie);
    const opened = await open(cookie, { fileIds: [image.id] });
    expect(opened).toMatchObject({
      userId: user.id,
      type: TicketType.send,
      status: TicketStatus.unread,
      parentId: null,
      senderName: 'مریم',
      files: [{ id: image.id, path: image.path }],
      replies: [],
    });

    // Support opens it: read.
    const seen = await call('GET', `/api/v1/manager/tickets/${opened.id}`, admin);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<TicketThread>().status).toBe(TicketStatus.read);

    // Support answers: a child ticket of type receive, the thread answered.
    const answer = await call('POST', `/api/v1/manager/tickets/${opened.id}/replies`, admin, {
      description: 'تصویر آگهی واضح نبود.',
    });
    expect(answer.statusCode, answer.body).toBe(201);

    const mine = await call('GET', `/api/v1/me/tickets/${opened.id}`, cookie);
    expect(mine.statusCode).toBe(200);
    const thread = mine.json<TicketThread>();
    expect(thread.status).toBe(TicketStatus.answered);
    expect(thread.replies).toHaveLength(1);
    expect(thread.replies[0]).toMatchObject({
      parentId: opened.id,
      type: TicketType.receive,
      description: 'تصویر آگهی واضح نبود.',
      senderName: 'مدیر',
    });

    const list = await call('GET', '/api/v1/me/tickets?status=3', cookie);
    expect(list.json<{ items: Ticket[] }>().items.map((t) => t.id)).toEqual([opened.id]);

    // The owner writes again: unread for support once more.
    const again = await call('POST', `/api/v1/me/tickets/${opened.id}/replies`, cookie, { description: 'ممنون' });
    expect(again.statusCode).toBe(201);
    expect(again.json<TicketThread>()).toMatchObject({ status: TicketStatus.unread });
    expect(again.json<TicketThread>().replies.map((r) => r.type)).toEqual([TicketType.receive, TicketType.send]);
  });

  it("is another user's secret: they can neither read nor reply to it (404), nor list it", async () => {
    const owner = await userWithSession(db);
    const other = await userWithSession(db);
    const ticket = await open(owner.cookie);
    expect((await call('GET', `/api/v1/me/tickets/${ticket.id}`, other.cookie)).statusCode).toBe(404);
    const reply = await call('POST', `/api/v1/me/tickets/${ticket.id}/replies`, other.cookie, { description: 'x' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ error: { code: 'not_found' } });
    const list = (await call('GET', '/api/v1/me/tickets', other.cookie)).json<{ items: Ticket[] }>();
    expect(list.items.map((t) => t.id)).not.toContain(ticket.id);
    // A user's session cannot reach the back office's tickets.
    expect((await call('GET', `/api/v1/manager/tickets/${ticket.id}`, other.cookie)).statusCode).toBe(403);
  });

  it('is seen in the back office only with the tickets policy', async () => {
    const owner = await userWithSession(db);
    const ticket = await open(owner.cookie);
    const [role] = await db.insert(roles).values({ title: 'support', type: UserType.employee }).returning();
    const employee = await userWithSession(db, { type: UserType.employee, kind: 'manager', roleId: role!.id });
    expect((await call('GET', `/api/v1/manager/tickets/${ticket.id}`, employee.cookie)).statusCode).toBe(403);
    const ids = await policyIds(db, [policy('tickets', 'index')]);
    await db.insert(rolePolicies).values(ids.map((policyId) => ({ roleId: role!.id, policyId })));
    expect((await call('GET', `/api/v1/manager/tickets/${ticket.id}`, employee.cookie)).statusCode).toBe(200);
    // Reading is not answering: tickets.edit is another policy.
    const answer = await call('POST', `/api/v1/manager/tickets/${ticket.id}/replies`, employee.cookie, {
      description: 'سلام',
    });
    expect(answer.statusCode).toBe(403);
    await db.delete(rolePolicies).where(eq(rolePolicies.roleId, role!.id));
  });

  it('answers bad input with 422 in the one error shape, per field', async () => {
    const { cookie } = await userWithSession(db);
    const empty = await call('POST', '/api/v1/me/tickets', cookie, { title: ' ', description: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      error: { code: 'validation', fields: { title: 'عنوان الزامی است.', description: 'این فیلد الزامی است.' } },
    });
    const long = await call('POST', '/api/v1/me/tickets', cookie, { title: 'x', description: 'ب'.repeat(5001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().error.fields).toHaveProperty('description');

    // Another user's picture cannot be attached.
    const stranger = await userWithSession(db);
    const theirs = await uploadImage(stranger.cookie);
    const stolen = await call('POST', '/api/v1/me/tickets', cookie, {
      title: 'x',
      description: 'y',
      fileIds: [theirs.id],
    });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().error.fields).toHaveProperty('fileIds');

    const topic = await call('POST', '/api/v1/me/tickets', cookie, {
      title: 'x',
      description: 'y',
      general_sub_category_id: 2_000_000_000,
    });
    expect(topic.statusCode).toBe(422);
    expect(topic.json().error.fields).toHaveProperty('general_sub_category_id');

    const status = await call('POST', '/api/v1/manager/tickets/1/status', admin, { status: 3 });
    expect(status.statusCode).toBe(422);
  });

  it('is moved in review by hand and deleted with its replies by a manager', async () => {
    const { cookie } = await userWithSession(db);
    const ticket = await open(cookie);
    const pending = await call('POST', `/api/v1/manager/tickets/${ticket.id}/status`, admin, { status: 2 });
    expect(pending.json<TicketThread>().status).toBe(TicketStatus.pending);
    const byStatus = await call('GET', '/api/v1/manager/tickets?status=2&perPage=100', admin);
    expect(byStatus.json<{ items: Ticket[] }>().items.map((t) => t.id)).toContain(ticket.id);
    expect((await call('DELETE', `/api/v1/manager/tickets/${ticket.id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/v1/me/tickets/${ticket.id}`, cookie)).statusCode).toBe(404);
  });

  it('takes a support topic (a sub category of the support topics, not of another tree) and is queued by it', async () => {
    await seedCategories(db);
    const tree = (await call('GET', '/api/v1/categories?type=support', admin)).json<{ items: TopicTree[] }>().items;
    const payments = tree.flatMap((item) => item.subCategories).find((sub) => sub.title === 'پرداخت ناموفق');
    expect(payments).toBeDefined();
    const { cookie } = await userWithSession(db);
    const opened = await open(cookie, { general_sub_category_id: payments!.id });
    expect(opened).toMatchObject({ generalSubCategoryId: payments!.id, topic: 'پرداخت ناموفق' });
    const ads = (await call('GET', '/api/v1/categories?type=ads', admin)).json<{ items: TopicTree[] }>().items;
    const notATopic = await call('POST', '/api/v1/me/tickets', cookie, {
      title: 'x',
      description: 'y',
      general_sub_category_id: ads[0]!.subCategories[0]!.id,
    });
    expect(notATopic.statusCode).toBe(422);
    const queue = await call(
      'GET',
      `/api/v1/manager/tickets?general_sub_category_id=${payments!.id}&perPage=100`,
      admin,
    );
    const items = queue.json<{ items: Ticket[] }>().items;
    expect(items.map((item) => item.id)).toContain(opened.id);
    expect(items.every((item) => item.topic === 'پرداخت ناموفق')).toBe(true);
  });
});
