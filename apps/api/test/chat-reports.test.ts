import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatReportItem } from '@shahrbazar/domain/api/chat-report.schema';
import { UserType } from '@shahrbazar/domain/enums/people';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { touchLastVisit } from '../src/modules/auth/session.service.ts';
import { users } from '../src/modules/users/user.table.ts';
import { chatPair } from './factories/chat.ts';
import { roleWith, userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// The back office's chat reports (ADR 0035) and the last visit kept fresh at most once a minute.
describe('chat reports in the back office', () => {
  let app: App;
  let db: Db;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url, headers: { cookie, 'accept-language': 'fa' }, ...(payload ? { payload } : {}) });
  const staff = async (names: string[]) =>
    userWithSession(db, {
      type: UserType.employee,
      kind: 'manager',
      roleId: await roleWith(
        db,
        names.map((name) => policy('chatReports', name)),
      ),
    });
  const queue = async (cookie: string, status = 0) => {
    const answer = await call(cookie, 'GET', `/api/v1/manager/chat-reports?status=${status}&perPage=100`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ items: ChatReportItem[] }>().items;
  };

  it('lists a report with the messages up to it; dismissing and resolving move it between the tabs', async () => {
    const { a, b, about } = await chatPair(db, { a: 'خریدار', b: 'مزاحم' });
    await call(a.cookie, 'POST', `/api/v1/me/chats/${b.user.id}/messages`, { text: 'سلام', listingId: about });
    await call(b.cookie, 'POST', `/api/v1/me/chats/${a.user.id}/messages`, { text: 'پیام توهین‌آمیز' });
    await call(a.cookie, 'POST', `/api/v1/me/chats/${b.user.id}/report`, { reason: 'توهین' });
    await call(b.cookie, 'POST', `/api/v1/me/chats/${a.user.id}/messages`, { text: 'بعد از گزارش' });

    const reader = await staff(['index']);
    const report = (await queue(reader.cookie)).find((item) => item.reported.id === b.user.id);
    expect(report).toMatchObject({
      reason: 'توهین',
      status: 0,
      reporter: { name: 'خریدار' },
      reported: { name: 'مزاحم' },
    });
    // The context is the conversation as it stood when reported.
    expect(report?.context.map((message) => message.text)).toEqual(['سلام', 'پیام توهین‌آمیز']);
    // Reading is not deciding.
    const refused = await call(reader.cookie, 'POST', `/api/v1/manager/chat-reports/${report!.id}`, { status: 2 });
    expect(refused.statusCode).toBe(403);

    const judge = await staff(['index', 'edit']);
    const dismissed = await call(judge.cookie, 'POST', `/api/v1/manager/chat-reports/${report!.id}`, { status: 2 });
    expect(dismissed.statusCode, dismissed.body).toBe(204);
    expect((await queue(judge.cookie)).some((item) => item.id === report!.id)).toBe(false);
    expect((await queue(judge.cookie, 2)).find((item) => item.id === report!.id)?.reviewedAt).toBeTruthy();
    const missing = await call(judge.cookie, 'POST', '/api/v1/manager/chat-reports/2000000000', { status: 1 });
    expect(missing.statusCode).toBe(404);
    const blockDismissing = { status: 2, blockUser: true };
    const odd = await call(judge.cookie, 'POST', `/api/v1/manager/chat-reports/${report!.id}`, blockDismissing);
    expect(odd.statusCode).toBe(422);
  });

  it('blocking deactivates the reported account (its session stops) and resolves its other open reports', async () => {
    const a = await userWithSession(db);
    const c = await userWithSession(db);
    const b = await userWithSession(db);
    await call(a.cookie, 'POST', `/api/v1/me/chats/${b.user.id}/report`, { reason: 'کلاهبرداری' });
    await call(c.cookie, 'POST', `/api/v1/me/chats/${b.user.id}/report`, { reason: 'اسپم' });
    const judge = await staff(['index', 'edit']);
    const open = (await queue(judge.cookie)).filter((item) => item.reported.id === b.user.id);
    expect(open).toHaveLength(2);
    const blocked = await call(judge.cookie, 'POST', `/api/v1/manager/chat-reports/${open[0]!.id}`, {
      status: 1,
      blockUser: true,
    });
    expect(blocked.statusCode, blocked.body).toBe(204);
    expect((await queue(judge.cookie)).filter((item) => item.reported.id === b.user.id)).toEqual([]);
    expect((await call(b.cookie, 'GET', '/api/v1/me/chats')).statusCode).toBe(401);

    // A staff account is not blocked from here.
    const colleague = await staff(['index']);
    await call(a.cookie, 'POST', `/api/v1/me/chats/${colleague.user.id}/report`, { reason: 'x' });
    const report = (await queue(judge.cookie)).find((item) => item.reported.id === colleague.user.id);
    const refused = await call(judge.cookie, 'POST', `/api/v1/manager/chat-reports/${report!.id}`, {
      status: 1,
      blockUser: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { message: expect.stringContaining('کارکنان') } });
  });

  it('writes the last visit at most once a minute per user', async () => {
    const person = await userWithSession(db);
    const lastVisit = async () =>
      (await db.select({ at: users.lastVisit }).from(users).where(eq(users.id, person.user.id)))[0]?.at?.getTime();
    const recent = Date.now() - 30_000;
    await db
      .update(users)
      .set({ lastVisit: new Date(recent) })
      .where(eq(users.id, person.user.id));
    await touchLastVisit(db, person.user.id);
    expect(await lastVisit()).toBe(recent);
    const old = Date.now() - 90_000;
    await db
      .update(users)
      .set({ lastVisit: new Date(old) })
      .where(eq(users.id, person.user.id));
    await touchLastVisit(db, person.user.id);
    expect(await lastVisit()).toBeGreaterThan(old);
  });
});
