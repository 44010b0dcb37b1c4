import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@shahrbazar/domain/enums/people';
import type { App, AppServices } from '../src/http/types.ts';
import { policyIds, seedPolicies } from '../src/modules/access/access.service.ts';
import { rolePolicies, roles } from '../src/modules/access/role.table.ts';
import { sessionPolicy } from '../src/modules/auth/session-cookie.ts';
import { createSession } from '../src/modules/auth/session.service.ts';
import { insertUser } from '../src/modules/users/user.repository.ts';
import { createServices } from '../src/services.ts';
import { loginWithCode, uniqueMobile } from './support/auth.ts';
import { buildTestApp, testConfig, testDatabase } from './support/test-app.ts';

const png = (color: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();

function form(fields: Record<string, string>, file?: { buffer: Buffer; name: string; type: string }) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (file) data.append('file', new Blob([new Uint8Array(file.buffer)], { type: file.type }), file.name);
  return data;
}

describe('profile, avatar, referrals, documents and record-level access', () => {
  let app: App;
  let services: AppServices;
  beforeAll(async () => {
    await seedPolicies((await testDatabase()).db);
    services = createServices(testConfig(), { info: () => {} });
    app = await buildTestApp({ services });
  });
  afterAll(() => app.close());

  /** A session for a new user of this type (and role), without going through a login screen. */
  const sessionFor = async (type: number, kind: 'general' | 'agent' | 'manager', roleId: number | null = null) => {
    const db = (await testDatabase()).db;
    const user = await insertUser(db, { mobile: uniqueMobile(), name: 'کاربر', type, roleId });
    const { token } = await createSession(db, sessionPolicy(testConfig()), {
      userId: user.id,
      kind,
      deviceType: 0,
      userAgent: '',
      ip: '',
    });
    return { user, cookie: `token=${token}` };
  };

  it('a user edits their own profile; bad numbers are field errors in Persian', async () => {
    const cookie = await loginWithCode(app, services, uniqueMobile());
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/v1/me/profile',
      headers: { cookie },
      payload: { name: 'زهرا حسینی', nationalCode: '۰۴۹۹۳۷۰۸۹۹', gender: 'female', address: 'اردبیل، خیابان سعدی' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'زهرا حسینی', nationalCode: '0499370899', gender: 'female' });
    expect((await app.inject({ url: '/api/v1/me/profile', headers: { cookie } })).json().name).toBe('زهرا حسینی');
    // An empty form changes nothing (the audit's only 5xx in 25 000 fuzzed requests).
    const empty = await app.inject({ method: 'PUT', url: '/api/v1/me/profile', headers: { cookie }, payload: {} });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ name: 'زهرا حسینی', nationalCode: '0499370899' });

    const bad = await app.inject({
      method: 'PUT',
      url: '/api/v1/me/profile',
      headers: { cookie },
      payload: { nationalCode: '1234567890', shabaNumber: 'IR00' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({
      nationalCode: 'کد ملی معتبر نیست.',
      shabaNumber: 'شماره شبا معتبر نیست.',
    });
  });

  it('an e-mail another account uses is refused on that field', async () => {
    const a = await loginWithCode(app, services, uniqueMobile());
    const b = await loginWithCode(app, services, uniqueMobile());
    const email = `${uniqueMobile()}@example.com`;
    expect(
      (await app.inject({ method: 'PUT', url: '/api/v1/me/profile', headers: { cookie: a }, payload: { email } }))
        .statusCode,
    ).toBe(200);
    const taken = await app.inject({
      method: 'PUT',
      url: '/api/v1/me/profile',
      headers: { cookie: b },
      payload: { email: email.toUpperCase() },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ email: 'این ایمیل برای حساب دیگری ثبت شده است.' });
  });

  it('an avatar upload is re-encoded, served under /images/, and a non-image is refused by its content', async () => {
    const cookie = await loginWithCode(app, services, uniqueMobile());
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/me/avatar',
      headers: { cookie },
      payload: form({}, { buffer: await png('#0a8'), name: 'me.png', type: 'image/png' }),
    });
    expect(res.statusCode).toBe(200);
    const avatar: string = res.json().avatar;
    expect(avatar).toMatch(/^\/images\/avatars\/.+\.webp$/);
    const served = await app.inject({ url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const fake = await app.inject({
      method: 'POST',
      url: '/api/v1/me/avatar',
      headers: { cookie },
      payload: form({}, { buffer: Buffer.from('<html>not a picture</html>'), name: 'photo.png', type: 'image/png' }),
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.code).toBe('unsupported_media_type');
  });

  it('referrals list the people who signed up with my referral id', async () => {
    const inviterMobile = uniqueMobile();
    const inviter = await loginWithCode(app, services, inviterMobile);
    const { referralId } = (await app.inject({ url: '/api/v1/me/profile', headers: { cookie: inviter } })).json();
    const friend = uniqueMobile();
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/otp',
      payload: { mobile: friend },
      remoteAddress: '10.9.9.9',
    });
    const { lastCode } = await import('./support/auth.ts');
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/otp',
      payload: { mobile: friend, code: lastCode(services, friend), name: 'دوست', referralId },
      remoteAddress: '10.9.9.9',
    });
    const list = await app.inject({ url: '/api/v1/me/referrals', headers: { cookie: inviter } });
    expect(list.json().items.map((i: { name: string }) => i.name)).toEqual(['دوست']);
  });

  it('documents: a user uploads and sees only their own; a manager review sets the verification level', async () => {
    const owner = await sessionFor(UserType.client, 'general');
    const stranger = await sessionFor(UserType.client, 'general');
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/me/documents',
      headers: { cookie: owner.cookie },
      payload: form({ title: 'کارت ملی' }, { buffer: await png('#eee'), name: 'card.png', type: 'image/png' }),
    });
    expect(created.statusCode).toBe(201);
    const doc = created.json();
    expect(doc).toMatchObject({ title: 'کارت ملی', status: 0 });
    expect(
      (await app.inject({ url: `/api/v1/me/documents/${doc.id}`, headers: { cookie: stranger.cookie } })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ url: '/api/v1/me/documents', headers: { cookie: stranger.cookie } })).json().items,
    ).toEqual([]);

    const admin = await sessionFor(UserType.admin, 'manager');
    const review = await app.inject({
      method: 'PUT',
      url: `/api/v1/manager/documents/${doc.id}/review`,
      headers: { cookie: admin.cookie },
      payload: { status: 1, authLevel: 1, authMessage: 'مدارک تأیید شد.' },
    });
    expect(review.statusCode).toBe(200);
    const reviewed = await app.inject({
      url: `/api/v1/manager/documents/${doc.id}/file`,
      headers: { cookie: admin.cookie },
    });
    expect(reviewed.statusCode).toBe(200);
    const profile = (await app.inject({ url: '/api/v1/me/profile', headers: { cookie: owner.cookie } })).json();
    expect(profile).toMatchObject({ authLevel: 1, authMessage: 'مدارک تأیید شد.' });
  });

  it('an agent sees and edits only the users it onboarded, and cannot make them managers', async () => {
    const db = (await testDatabase()).db;
    const [role] = await db.insert(roles).values({ title: 'agents', type: UserType.agent }).returning();
    const ids = await policyIds(db, [
      { group: 'agentUsers', name: 'index' },
      { group: 'agentUsers', name: 'create' },
      { group: 'agentUsers', name: 'edit' },
    ]);
    await db.insert(rolePolicies).values(ids.map((policyId) => ({ roleId: role!.id, policyId })));
    const agent = await sessionFor(UserType.agent, 'agent', role!.id);
    const otherAgent = await sessionFor(UserType.agent, 'agent', role!.id);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/agent/users',
      headers: { cookie: agent.cookie },
      payload: { name: 'فروشگاه نگین', mobile: uniqueMobile(), type: 0 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ type: UserType.client, createdBy: agent.user.id });
    const id = created.json().id;
    expect((await app.inject({ url: `/api/v1/agent/users/${id}`, headers: { cookie: agent.cookie } })).statusCode).toBe(
      200,
    );
    expect(
      (await app.inject({ url: `/api/v1/agent/users/${id}`, headers: { cookie: otherAgent.cookie } })).statusCode,
    ).toBe(404);
    const put = await app.inject({
      method: 'PUT',
      url: `/api/v1/agent/users/${id}`,
      headers: { cookie: otherAgent.cookie },
      payload: { name: 'x', mobile: created.json().mobile },
    });
    expect(put.statusCode).toBe(404);
    expect(
      (await app.inject({ url: '/api/v1/agent/users', headers: { cookie: otherAgent.cookie } })).json().total,
    ).toBe(0);
  });

  it('an employee who may edit users cannot hand out roles or touch an admin', async () => {
    const db = (await testDatabase()).db;
    const [role] = await db.insert(roles).values({ title: 'editors', type: UserType.employee }).returning();
    const ids = await policyIds(db, [{ group: 'users', name: 'edit' }]);
    await db.insert(rolePolicies).values(ids.map((policyId) => ({ roleId: role!.id, policyId })));
    const editor = await sessionFor(UserType.employee, 'manager', role!.id);
    const client = await sessionFor(UserType.client, 'general');
    const admin = await sessionFor(UserType.admin, 'manager');
    const rename = await app.inject({
      method: 'PUT',
      url: `/api/v1/manager/users/${client.user.id}`,
      headers: { cookie: editor.cookie },
      payload: { name: 'نام تازه', mobile: client.user.mobile },
    });
    expect(rename.statusCode).toBe(200);
    const escalate = await app.inject({
      method: 'PUT',
      url: `/api/v1/manager/users/${editor.user.id}`,
      headers: { cookie: editor.cookie },
      payload: { name: 'x', mobile: editor.user.mobile, role_id: role!.id, type: 0 },
    });
    expect(escalate.statusCode).toBe(403);
    const touchAdmin = await app.inject({
      method: 'PUT',
      url: `/api/v1/manager/users/${admin.user.id}`,
      headers: { cookie: editor.cookie },
      payload: { name: 'x', mobile: admin.user.mobile },
    });
    expect(touchAdmin.statusCode).toBe(403);
  });

  it('the manager users list filters, pages and shows a pending login code without the code', async () => {
    const admin = await sessionFor(UserType.admin, 'manager');
    const mobile = uniqueMobile();
    await app.inject({ method: 'POST', url: '/api/v1/auth/otp', payload: { mobile }, remoteAddress: '10.8.8.8' });
    await loginWithCode(app, services, uniqueMobile());
    const list = await app.inject({
      url: `/api/v1/manager/users?textSearch=${mobile}&type=-1&page=1`,
      headers: { cookie: admin.cookie },
    });
    expect(list.statusCode).toBe(200);
    // The code request alone does not create an account; sign-in does. Search finds by mobile.
    expect(list.json().items).toEqual([]);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/manager/users',
      headers: { cookie: admin.cookie },
      payload: { name: 'حسن', mobile },
    });
    expect(created.statusCode).toBe(201);
    const found = (
      await app.inject({ url: `/api/v1/manager/users?textSearch=${mobile}`, headers: { cookie: admin.cookie } })
    ).json();
    expect(found.items).toHaveLength(1);
    expect(found.items[0].loginCode.pending).toBe(true);
    expect(JSON.stringify(found)).not.toMatch(/codeHash|passwordHash/);
    const paged = (
      await app.inject({ url: '/api/v1/manager/users?perPage=2&page=2', headers: { cookie: admin.cookie } })
    ).json();
    expect(paged).toMatchObject({ currentPage: 2, perPage: 2 });
    expect(paged.items.length).toBeLessThanOrEqual(2);
  });
});
