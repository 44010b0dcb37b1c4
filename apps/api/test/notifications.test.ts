import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FollowerPage, FollowState, NotificationPage } from '@shahrbazar/domain/api/notification.schema';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { NotificationStatus } from '@shahrbazar/domain/enums/notification';
import { UserType } from '@shahrbazar/domain/enums/people';
import { PackageType } from '@shahrbazar/domain/enums/plans';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../src/db/client.ts';
import type { App, AppServices } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { notify } from '../src/modules/notify/notification.service.ts';
import { createServices } from '../src/services.ts';
import { makeCategoryChain, makeCity, makePackage, unique } from './factories/catalogue.ts';
import { adminSession, userWithSession } from './factories/users.ts';
import { deliverQueued, passQueueTime } from './support/queue.ts';
import { buildTestApp, testConfig, testDatabase } from './support/test-app.ts';

describe('notifications, followers and site messages', () => {
  let app: App;
  let db: Db;
  let services: AppServices;
  let admin: string;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    services = createServices(testConfig(), { info: () => {} });
    app = await buildTestApp({ services });
    admin = (await adminSession(db)).cookie;
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), 'accept-language': 'fa' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const list = async (cookie: string, query = '') => {
    const res = await call('GET', `/api/v1/me/notifications${query}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<NotificationPage>();
  };
  /** Every due job of the queue, worked now (other files of this worker's database may leave some due too). */
  const deliver = async () => deliverQueued(await testDatabase(), services);
  const smsTo = (mobile: string) => services.outbox?.list('sms', { to: mobile }).map((entry) => entry.text) ?? [];

  it('a ticket answered by support: its owner finds it in the panel, unread, and gets an SMS; nobody else sees it', async () => {
    const owner = await userWithSession(db, { name: 'نگار' });
    const other = await userWithSession(db);
    const opened = await call('POST', '/api/v1/me/tickets', owner.cookie, {
      title: 'بازپرداخت',
      description: 'پولم برنگشت.',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const ticketId = opened.json<{ id: number }>().id;
    const answered = await call('POST', `/api/v1/manager/tickets/${ticketId}/replies`, admin, {
      description: 'بررسی شد و برگشت.',
    });
    expect(answered.statusCode, answered.body).toBe(201);

    const page = await list(owner.cookie);
    expect(page.unread).toBe(1);
    expect(page.items[0]).toMatchObject({
      kind: 'ticketAnswered',
      title: 'تیکت شما پاسخ داده شد',
      text: 'پشتیبانی به تیکت «بازپرداخت» پاسخ داد.',
      link: `/panel/ticket/${ticketId}`,
      status: NotificationStatus.unread,
      via: ['panel'],
    });
    const english = await app.inject({
      url: '/api/v1/me/notifications',
      headers: { cookie: owner.cookie, 'accept-language': 'en' },
    });
    expect(english.json<NotificationPage>().items[0]?.title).toBe('Your ticket was answered');

    expect(await deliver()).toBeGreaterThanOrEqual(1);
    expect(smsTo(owner.user.mobile!)).toEqual(['تیکت شما پاسخ داده شد\nپشتیبانی به تیکت «بازپرداخت» پاسخ داد.']);
    expect((await list(owner.cookie)).items[0]?.via).toEqual(['panel', 'sms']);

    // Another person: not in their list, and marking it read answers 404 and changes nothing.
    const id = page.items[0]!.id;
    expect((await list(other.cookie)).items.map((n) => n.id)).not.toContain(id);
    expect((await call('POST', `/api/v1/me/notifications/${id}/read`, other.cookie)).statusCode).toBe(404);
    const sneaky = await call('POST', '/api/v1/me/notifications/read', other.cookie, { ids: [id] });
    expect(sneaky.json()).toEqual({ unread: 0 });
    expect((await list(owner.cookie)).unread).toBe(1);

    const read = await call('POST', `/api/v1/me/notifications/${id}/read`, owner.cookie);
    expect(read.json()).toEqual({ unread: 0 });
    expect((await call('GET', '/api/v1/me/notifications/unread', owner.cookie)).json()).toEqual({ unread: 0 });
  });

  it('follows the person’s settings: SMS turned off stays in the panel only; a kind that never goes by SMS cannot be turned on', async () => {
    const person = await userWithSession(db);
    const settings = await call('PUT', '/api/v1/me/notification-settings', person.cookie, {
      items: [{ kind: 'ticketAnswered', sms: false, mail: false }],
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json<{ items: Array<{ kind: string; sms: boolean }> }>().items).toContainEqual(
      expect.objectContaining({ kind: 'ticketAnswered', sms: false, smsAllowed: true }),
    );
    const refused = await call('PUT', '/api/v1/me/notification-settings', person.cookie, {
      items: [{ kind: 'followedNewProduct', sms: true, mail: true }],
    });
    expect(refused.statusCode).toBe(422);

    await notify(db, person.user.id, 'ticketAnswered', { ticketId: 1, title: 'سلام' });
    await deliver();
    expect(smsTo(person.user.mobile!)).toEqual([]);
    expect((await list(person.cookie)).items[0]?.via).toEqual(['panel']);
  });

  it('a scheduled reminder is not shown or sent before its time, and is sent when the job reaches it', async () => {
    const person = await userWithSession(db);
    const at = new Date(Date.now() + 24 * 3600_000);
    await notify(db, person.user.id, 'reminder', { title: 'نوبت دکتر', text: 'فردا ساعت ۹' }, { at });
    expect((await list(person.cookie)).items).toEqual([]);
    await deliver();
    expect(smsTo(person.user.mobile!)).toEqual([]);
    // A day later (the queue's clock moved on), its SMS goes.
    await passQueueTime(db, 24 * 3600_000 + 1000);
    await deliver();
    expect(smsTo(person.user.mobile!)).toEqual(['یادآوری: نوبت دکتر\nفردا ساعت ۹']);
  });

  it('lists by keyset, newest first, without repeating or skipping', async () => {
    const person = await userWithSession(db);
    for (let i = 1; i <= 5; i += 1)
      await notify(db, person.user.id, 'managerMessage', { title: `پیام ${i}`, text: '-' });
    const first = await list(person.cookie, '?perPage=2');
    const second = await list(person.cookie, `?perPage=2&cursor=${first.nextCursor}`);
    const third = await list(person.cookie, `?perPage=2&cursor=${second.nextCursor}`);
    expect([...first.items, ...second.items, ...third.items].map((n) => n.title)).toEqual([
      'پیام 5',
      'پیام 4',
      'پیام 3',
      'پیام 2',
      'پیام 1',
    ]);
    expect(third.nextCursor).toBeNull();
    const all = await call('POST', '/api/v1/me/notifications/read', person.cookie, { all: true });
    expect(all.json()).toEqual({ unread: 0 });
  });

  it('the back office writes to one user, or to every user of a type (with SMS if asked)', async () => {
    const agent = await userWithSession(db, { type: UserType.agent, kind: 'agent' });
    const client = await userWithSession(db);
    const toAgents = await call('POST', '/api/v1/manager/notifications', admin, {
      userType: UserType.agent,
      title: 'جلسهٔ نمایندگان',
      description: 'پنجشنبه ساعت ۱۰',
      sms: true,
    });
    expect(toAgents.statusCode, toAgents.body).toBe(201);
    expect(toAgents.json<{ receivers: number }>().receivers).toBeGreaterThanOrEqual(1);
    expect((await list(agent.cookie)).items[0]).toMatchObject({ title: 'جلسهٔ نمایندگان', sendType: 1 });
    expect((await list(client.cookie)).items).toEqual([]);
    await deliver();
    expect(smsTo(agent.user.mobile!)).toEqual(['جلسهٔ نمایندگان\nپنجشنبه ساعت ۱۰']);

    const one = await call('POST', '/api/v1/manager/notifications', admin, {
      user_id: client.user.id,
      title: 'سلام',
      description: 'خوش آمدید',
    });
    expect(one.json()).toEqual({ receivers: 1 });
    const both = await call('POST', '/api/v1/manager/notifications', admin, {
      user_id: client.user.id,
      userType: UserType.client,
      title: 'x',
      description: 'y',
    });
    expect(both.statusCode).toBe(422);
    const missing = await call('POST', '/api/v1/manager/notifications', admin, {
      user_id: 2_000_000_000,
      title: 'x',
      description: 'y',
    });
    expect(missing.statusCode).toBe(422);
  });

  it('followers: follow a booth, its owner sees them and is told; a new product reaches the followers’ panels only', async () => {
    const city = await makeCity(db);
    const tree = await makeCategoryChain(db, CategoryType.shop);
    const pkg = await makePackage(db, { type: PackageType.shop });
    const owner = await userWithSession(db, { name: 'غرفه‌دار' });
    const registered = await call('POST', '/api/v1/me/booth', owner.cookie, {
      type: 'shop',
      city_id: city.id,
      package_id: pkg.id,
      general_sub_category_id: tree.sub.id,
      name: `follow-${unique()}`,
      title: 'غرفهٔ دنبال‌شده',
      userName: 'مریم کریمی',
      nationalCode: '0499370899',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const booth = registered.json<{ id: number; name: string }>();
    const fan = await userWithSession(db, { name: 'دنبال‌کننده' });
    // Not live yet: nothing to follow.
    expect((await call('PUT', `/api/v1/me/follows/listing/${booth.id}`, fan.cookie)).statusCode).toBe(404);
    await call('POST', `/api/v1/manager/listings/${booth.id}/status`, admin, { status: ListingStatus.active });
    expect((await list(owner.cookie)).items[0]).toMatchObject({ kind: 'listingApproved' });

    const followed = await call('PUT', `/api/v1/me/follows/listing/${booth.id}`, fan.cookie);
    expect(followed.statusCode, followed.body).toBe(200);
    expect(followed.json<FollowState>()).toEqual({ followers: 1, isFollow: true });
    expect((await call('PUT', `/api/v1/me/follows/listing/${booth.id}`, fan.cookie)).json()).toEqual({
      followers: 1,
      isFollow: true,
    });
    expect((await call('GET', `/api/v1/follows/listing/${booth.id}`)).json()).toEqual({
      followers: 1,
      isFollow: false,
    });
    expect((await call('PUT', `/api/v1/me/follows/listing/${booth.id}`, owner.cookie)).statusCode).toBe(422);

    const followers = (await call('GET', '/api/v1/me/followers', owner.cookie)).json<FollowerPage>();
    expect(followers.total).toBe(1);
    expect(followers.items[0]).toMatchObject({ name: 'دنبال‌کننده', targetTitle: 'غرفهٔ دنبال‌شده' });
    expect((await call('GET', '/api/v1/me/followers', fan.cookie)).json<FollowerPage>().total).toBe(0);
    expect((await list(owner.cookie)).items[0]).toMatchObject({
      kind: 'newFollower',
      text: 'دنبال‌کننده «غرفهٔ دنبال‌شده» را دنبال می‌کند.',
    });

    const product = await call('POST', `/api/v1/me/booth/${booth.id}/products`, owner.cookie, {
      general_sub_sub_category_id: tree.subSub.id,
      title: 'کیف چرمی',
      description: 'دوخت دست',
      pricing: [],
      price: 900_000,
      count: 2,
    });
    expect(product.statusCode, product.body).toBe(201);
    const told = (await list(fan.cookie)).items[0];
    expect(told).toMatchObject({ kind: 'followedNewProduct', text: '«کیف چرمی» به غرفهٔ «غرفهٔ دنبال‌شده» اضافه شد.' });
    expect(told?.link).toBe(`/booth/${booth.name}/product/${product.json<{ id: number }>().id}`);
    await deliver();
    expect(smsTo(fan.user.mobile!)).toEqual([]);

    const left = await call('DELETE', `/api/v1/me/follows/listing/${booth.id}`, fan.cookie);
    expect(left.json()).toEqual({ followers: 0, isFollow: false });
    expect((await call('PUT', '/api/v1/me/follows/listing/2000000000', fan.cookie)).statusCode).toBe(404);
    expect((await call('PUT', `/api/v1/me/follows/booth/${booth.id}`, fan.cookie)).statusCode).toBe(422);
  });

  it('site messages: written in the back office, shown at their place from their date, deleted', async () => {
    const title = `تعطیلی ${unique()}`;
    const made = await call('POST', '/api/v1/manager/site-messages', admin, {
      title,
      category: 'notice',
      location: 'home',
      description: 'روز جمعه پشتیبانی پاسخ نمی‌دهد.',
    });
    expect(made.statusCode, made.body).toBe(201);
    const later = await call('POST', '/api/v1/manager/site-messages', admin, {
      title: `${title} آینده`,
      category: 'news',
      location: 'home',
      description: 'بعداً',
      date: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(later.statusCode).toBe(201);
    const shown = (await call('GET', '/api/v1/site-messages?location=home')).json<{
      items: Array<{ title: string }>;
    }>();
    expect(shown.items.map((m) => m.title)).toContain(title);
    expect(shown.items.map((m) => m.title)).not.toContain(`${title} آینده`);
    const dashboard = await call('GET', '/api/v1/site-messages?location=panelDashboard');
    expect(dashboard.json<{ items: Array<{ title: string }> }>().items.map((m) => m.title)).not.toContain(title);

    const id = made.json<{ id: number }>().id;
    const edited = await call('PUT', `/api/v1/manager/site-messages/${id}`, admin, {
      title,
      category: 'warning',
      location: 'panelDashboard',
      description: 'تغییر کرد',
    });
    expect(edited.json()).toMatchObject({ category: 'warning', location: 'panelDashboard' });
    expect(
      (await call('POST', '/api/v1/manager/site-messages', admin, { title: '', location: 'moon' })).statusCode,
    ).toBe(422);
    expect((await call('DELETE', `/api/v1/manager/site-messages/${id}`, admin)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/v1/manager/site-messages/${id}`, admin)).statusCode).toBe(404);
  });
});
