import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@shahrbazar/domain/enums/people';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { userDocuments, users } from '../src/modules/users/user.table.ts';
import { multipartForm } from './factories/forms.ts';
import { adminSession, roleWith, userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// Documents of an agent's users (issue 12 item 6, ADR 0047): an agent uploads an identity document for a user they
// onboarded, it waits in the back office's review queue as the user's own would, the user sees it among their own;
// another agent's user's document is a 404 on every route, and a user the agent did not onboard is a field error.
describe('agent documents', () => {
  let app: App;
  let db: Db;
  let card: Buffer;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    card = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#ddd' } })
      .png()
      .toBuffer();
  });
  afterAll(() => app.close());

  async function agentWithUser() {
    const role = await roleWith(
      db,
      [policy('agentDocuments', 'index'), policy('agentDocuments', 'create')],
      UserType.agent,
    );
    const agent = await userWithSession(db, { type: UserType.agent, kind: 'agent', roleId: role, name: 'رضا نماینده' });
    const user = await userWithSession(db, { name: 'مریم کاظمی' });
    await db.update(users).set({ createdBy: agent.user.id }).where(eq(users.id, user.user.id));
    return { agent, user };
  }
  const upload = (cookie: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/agent/documents',
      headers: { cookie },
      payload: multipartForm(fields, { data: card, name: 'card.png', type: 'image/png' }),
    });
  const get = (cookie: string, url: string) => app.inject({ url, headers: { cookie } });

  it('uploads a document for the agent’s user; it is the user’s, pending, and in the review queue', async () => {
    const { agent, user } = await agentWithUser();
    const created = await upload(agent.cookie, { user_id: String(user.user.id), title: 'کارت ملی مریم' });
    expect(created.statusCode, created.body).toBe(201);
    const doc = created.json<{ id: number; file: string }>();
    expect(created.json()).toMatchObject({
      userId: user.user.id,
      userName: 'مریم کاظمی',
      title: 'کارت ملی مریم',
      status: 0,
      file: `/api/v1/agent/documents/${doc.id}/file`,
      uploader: { id: agent.user.id, name: 'رضا نماینده' },
    });

    const list = await get(agent.cookie, `/api/v1/agent/documents?user_id=${user.user.id}`);
    expect(list.json<{ items: Array<{ id: number }> }>().items.map((item) => item.id)).toEqual([doc.id]);
    expect((await get(agent.cookie, `/api/v1/agent/documents/${doc.id}`)).json()).toMatchObject({ id: doc.id });
    const image = await get(agent.cookie, doc.file);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');

    // The user sees it among their own documents, and a manager finds it waiting for review.
    const own = await get(user.cookie, '/api/v1/me/documents');
    expect(own.json<{ items: Array<{ id: number }> }>().items.map((item) => item.id)).toContain(doc.id);
    const admin = await adminSession(db);
    const queue = await get(admin.cookie, '/api/v1/manager/documents?status=0&perPage=100');
    expect(queue.json<{ items: Array<{ id: number; userId: number }> }>().items).toContainEqual(
      expect.objectContaining({
        id: doc.id,
        userId: user.user.id,
        uploader: { id: agent.user.id, name: 'رضا نماینده' },
      }),
    );
    const reviewed = await get(admin.cookie, `/api/v1/manager/documents/${doc.id}`);
    expect(reviewed.json()).toMatchObject({ uploader: { id: agent.user.id, name: 'رضا نماینده' } });
  });

  it('records the user as the uploader of their own document', async () => {
    const { user } = await agentWithUser();
    const sent = await app.inject({
      method: 'POST',
      url: '/api/v1/me/documents',
      headers: { cookie: user.cookie },
      payload: multipartForm({ title: 'کارت ملی خودم' }, { data: card, name: 'card.png', type: 'image/png' }),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ userId: user.user.id, uploader: { id: user.user.id, name: 'مریم کاظمی' } });
  });

  it('refuses a manager the review of a document they uploaded for the user (separation of duties)', async () => {
    const { user } = await agentWithUser();
    const admin = await adminSession(db);
    const [row] = await db
      .insert(userDocuments)
      .values({ userId: user.user.id, title: 'کارت ملی', file: 'documents/x.webp', uploadedBy: admin.user.id })
      .returning();
    const review = await app.inject({
      method: 'PUT',
      url: `/api/v1/manager/documents/${row!.id}/review`,
      headers: { cookie: admin.cookie },
      payload: { status: 1, authLevel: 1, authMessage: '' },
    });
    expect(review.statusCode, review.body).toBe(403);
    const [after] = await db.select().from(userDocuments).where(eq(userDocuments.id, row!.id));
    expect(after?.status).toBe(0);
  });

  it('refuses another agent’s user’s document (404) and a user the agent did not onboard (field error)', async () => {
    const mine = await agentWithUser();
    const other = await agentWithUser();
    const theirs = await upload(other.agent.cookie, { user_id: String(other.user.user.id), title: 'شناسنامه' });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const id = theirs.json<{ id: number }>().id;

    expect((await get(mine.agent.cookie, `/api/v1/agent/documents/${id}`)).statusCode).toBe(404);
    expect((await get(mine.agent.cookie, `/api/v1/agent/documents/${id}/file`)).statusCode).toBe(404);
    const listed = await get(mine.agent.cookie, `/api/v1/agent/documents?user_id=${other.user.user.id}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ items: unknown[]; total: number }>()).toMatchObject({ items: [], total: 0 });

    const refused = await upload(mine.agent.cookie, { user_id: String(other.user.user.id), title: 'کارت ملی' });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json<{ error: { fields: object } }>().error.fields)).toEqual(['user_id']);
    const untitled = await upload(mine.agent.cookie, { user_id: String(mine.user.user.id), title: ' ' });
    expect(untitled.statusCode).toBe(422);
    expect(Object.keys(untitled.json<{ error: { fields: object } }>().error.fields)).toEqual(['title']);
    // The user's own session is not an agent's.
    expect((await get(mine.user.cookie, '/api/v1/agent/documents')).statusCode).toBe(403);
  });
});
