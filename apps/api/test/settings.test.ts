import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_TEXT_NAMES } from '@shahrbazar/domain/api/app.schema';
import { SEO_PAGE_TYPES } from '@shahrbazar/domain/api/settings.schema';
import { UserType } from '@shahrbazar/domain/enums/people';
import type { App } from '../src/http/types.ts';
import { sessionPolicy } from '../src/modules/auth/session-cookie.ts';
import { createSession } from '../src/modules/auth/session.service.ts';
import { insertUser } from '../src/modules/users/user.repository.ts';
import { seedDemoData } from '../src/seed/seed.ts';
import { roleWith } from './factories/users.ts';
import { uniqueMobile } from './support/auth.ts';
import { buildTestApp, testConfig, testDatabase } from './support/test-app.ts';

/** A signed-in session of a new user, as a Cookie header. */
async function signedIn(type: number, kind: 'general' | 'manager', roleId: number | null = null): Promise<string> {
  const db = (await testDatabase()).db;
  const user = await insertUser(db, { mobile: uniqueMobile(), name: 'settings test', type, roleId });
  const session = await createSession(db, sessionPolicy(testConfig()), {
    userId: user.id,
    kind,
    deviceType: 0,
    userAgent: '',
    ip: '',
  });
  return `token=${session.token}`;
}

/** A role holding exactly these policies. */

describe('settings screens of the back office', () => {
  let app: App;
  let admin: string;
  let employee: string;
  let client: string;
  /** Values changed by these tests, put back afterwards: the database is shared with other test files. */
  const restore: Array<() => Promise<unknown>> = [];

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  beforeAll(async () => {
    await seedDemoData(await testDatabase());
    app = await buildTestApp();
    admin = await signedIn(UserType.admin, 'manager');
    employee = await signedIn(
      UserType.employee,
      'manager',
      await roleWith((await testDatabase()).db, [{ group: 'users', name: 'index' }]),
    );
    client = await signedIn(UserType.client, 'general');
  });
  afterAll(async () => {
    for (const undo of restore.reverse()) await undo();
    await app.close();
  });

  it('answers 401 without a session and 403 without the policy, on every screen', async () => {
    const screens: Array<['GET' | 'PUT' | 'POST', string]> = [
      ['GET', '/api/v1/manager/settings/site'],
      ['PUT', '/api/v1/manager/settings/site'],
      ['GET', '/api/v1/manager/settings/texts'],
      ['PUT', '/api/v1/manager/settings/texts'],
      ['GET', '/api/v1/manager/settings/app'],
      ['PUT', '/api/v1/manager/settings/app'],
      ['GET', '/api/v1/manager/settings/services'],
      ['GET', '/api/v1/manager/seo'],
      ['PUT', '/api/v1/manager/seo/home'],
      ['GET', '/api/v1/manager/options'],
      ['POST', '/api/v1/manager/options'],
    ];
    for (const [method, url] of screens) {
      const payload = method === 'GET' ? undefined : {};
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, client, payload)).statusCode, `${method} ${url} client`).toBe(403);
      expect((await call(method, url, employee, payload)).statusCode, `${method} ${url} employee`).toBe(403);
    }
  });

  it('site settings: read, changed field by field, and bad values refused with the field named', async () => {
    const before = (await call('GET', '/api/v1/manager/settings/site', admin)).json();
    expect(before).toMatchObject({ appName: 'شهربازار', appTitle: 'شهربازار', titleSeparator: ' | ' });
    restore.push(() => call('PUT', '/api/v1/manager/settings/site', admin, before));

    const saved = await call('PUT', '/api/v1/manager/settings/site', admin, {
      metaDescription: 'بازار شهر ما',
      titleSeparator: ' - ',
      tagManagerId: 'GTM-AB12CD',
      restoreSettingsCode: 'secret-1405',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      appTitle: 'شهربازار',
      metaDescription: 'بازار شهر ما',
      titleSeparator: ' - ',
    });
    const initial = (await call('GET', '/api/v1/app/initial-data')).json();
    expect(initial.siteSettings).toMatchObject({ metaDescription: 'بازار شهر ما', tagManagerId: 'GTM-AB12CD' });
    // The restore code stays in the back office.
    expect(initial.siteSettings).not.toHaveProperty('restoreSettingsCode');

    const bad = await call('PUT', '/api/v1/manager/settings/site', admin, {
      appTitle: '  ',
      appUrl: 'javascript:alert(1)',
      tagManagerId: 'UA-1',
      titleSeparator: '   ',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      'appTitle',
      'appUrl',
      'tagManagerId',
      'titleSeparator',
    ]);
    expect((await call('PUT', '/api/v1/manager/settings/site', admin, { colour: 'red' })).statusCode).toBe(422);
    expect((await call('PUT', '/api/v1/manager/settings/site', admin, [1, 2])).statusCode).toBe(422);
  });

  it('site texts: every text in the groups of the spec; an edited text reaches the initial data', async () => {
    const screen = (await call('GET', '/api/v1/manager/settings/texts', admin)).json();
    expect(screen.groups.map((group: { key: string }) => group.key)).toEqual([
      'titlesAndLinks',
      'socialAndTrust',
      'messagesAndFooter',
      'clinicAndLawyer',
      'other',
    ]);
    const names = screen.groups.flatMap((group: { texts: Array<{ name: string }> }) => group.texts.map((t) => t.name));
    expect(names).toEqual([...SITE_TEXT_NAMES]);
    const copyright = screen.groups[2].texts.find((text: { name: string }) => text.name === 'copyright');
    expect(copyright).toMatchObject({ kind: 'text', content: 'تمامی حقوق برای شهربازار محفوظ است.' });
    // The demo seed fills every text a page shows (the clinic and lawyer texts too).
    const initialBefore = (await call('GET', '/api/v1/app/initial-data')).json();
    for (const name of ['aboutBottomLawyer', 'tariffListClinic', 'asideLawyerDetail', 'urlDownloadBazaar']) {
      expect(initialBefore.siteTexts[name], name).toBeTruthy();
    }
    restore.push(() =>
      call('PUT', '/api/v1/manager/settings/texts', admin, {
        copyright: copyright.content,
        onlinePayActive: 'true',
        twitter: '',
      }),
    );

    const saved = await call('PUT', '/api/v1/manager/settings/texts', admin, {
      copyright: '© ۱۴۰۵ بازار شهر ما، همه حقوق محفوظ است.',
      onlinePayActive: 'false',
      twitter: 'https://x.com/shahrbazar',
    });
    expect(saved.statusCode).toBe(200);
    const initial = (await call('GET', '/api/v1/app/initial-data')).json();
    expect(initial.siteTexts).toMatchObject({
      copyright: '© ۱۴۰۵ بازار شهر ما، همه حقوق محفوظ است.',
      onlinePayActive: 'false',
      twitter: 'https://x.com/shahrbazar',
      // Texts not sent keep their value.
      phone: '۰۴۵-۳۳۲۴۵۶۷۸',
    });

    const bad = await call('PUT', '/api/v1/manager/settings/texts', admin, {
      email: 'not an address',
      onlinePayActive: 'yes',
      instagram: 'javascript:alert(1)',
      urlTerms: '//evil.example/terms',
      copyright: 'x'.repeat(301),
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      'copyright',
      'email',
      'instagram',
      'onlinePayActive',
      'urlTerms',
    ]);
    expect((await call('PUT', '/api/v1/manager/settings/texts', admin, { madeUp: 'x' })).statusCode).toBe(422);
    expect((await call('PUT', '/api/v1/manager/settings/texts', admin, { copyright: 5 })).statusCode).toBe(422);
  });

  it('app settings: typed values with the defaults; whole numbers >= 0 and real booleans only', async () => {
    const before = (await call('GET', '/api/v1/manager/settings/app', admin)).json();
    expect(before).toMatchObject({ appVersionCode: 0, priceGold18: 0, activeSale: true, urlAgent: '' });
    restore.push(() => call('PUT', '/api/v1/manager/settings/app', admin, before));

    const saved = await call('PUT', '/api/v1/manager/settings/app', admin, {
      appVersionCode: 12,
      appVersionName: '1.2.0',
      appForceUpdate: true,
      priceGold18: 4_850_000,
      activeSale: false,
      urlAgent: 'https://shahrbazar.example/agent',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ appVersionCode: 12, appForceUpdate: true, activeSale: false });
    const initial = (await call('GET', '/api/v1/app/initial-data')).json();
    expect(initial).toMatchObject({
      appVersionCode: 12,
      appVersionName: '1.2.0',
      appForceUpdate: true,
      priceGold18: 4_850_000,
      activeSale: false,
      urlAgent: 'https://shahrbazar.example/agent',
    });

    for (const payload of [
      { priceGold18: -1 },
      { priceGold18: 1.5 },
      { priceGold18: 'abc' },
      { appVersionCode: null },
      { activeSale: 'yes' },
      { activeReward: 1 },
      { urlAgent: 'ftp://files.example' },
      { unknownSwitch: true },
    ]) {
      const res = await call('PUT', '/api/v1/manager/settings/app', admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().error.code).toBe('validation');
    }
  });

  it('service settings: the seeded services, changed by name; an unknown name is refused', async () => {
    const { items } = (await call('GET', '/api/v1/manager/settings/services', admin)).json();
    expect(items.map((item: { name: string }) => item.name)).toEqual(
      expect.arrayContaining(['booth', 'ads', 'doctor', 'lawyer']),
    );
    restore.push(() => call('PUT', '/api/v1/manager/settings/services', admin, { lawyer: 'true' }));
    const saved = await call('PUT', '/api/v1/manager/settings/services', admin, { lawyer: 'false' });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', '/api/v1/app/initial-data')).json().serviceSettings.lawyer).toBe('false');
    const bad = await call('PUT', '/api/v1/manager/settings/services', admin, { spaceTravel: 'true' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields)).toEqual(['spaceTravel']);
  });

  it('option entries: created, found by group and search, unique per group, changed and deleted', async () => {
    const group = `testLinks${Date.now()}`;
    const entry = { group, name: 'blog', title: 'وبلاگ', content: '/blog', location: 'footer', sortOrder: 2 };
    const created = await call('POST', '/api/v1/manager/options', admin, entry);
    expect(created.statusCode).toBe(201);
    const id: number = created.json().id;
    expect(created.json()).toMatchObject(entry);

    const duplicate = await call('POST', '/api/v1/manager/options', admin, { ...entry, title: 'دیگر' });
    expect(duplicate.statusCode).toBe(409);
    expect(Object.keys(duplicate.json().error.fields)).toEqual(['name']);

    const listed = (await call('GET', `/api/v1/manager/options?group=${group}`, admin)).json();
    expect(listed).toMatchObject({ total: 1, currentPage: 1, lastPage: 1 });
    expect(listed.groups).toContain(group);
    expect(listed.groups).not.toContain('siteText');
    const searched = (
      await call('GET', `/api/v1/manager/options?textSearch=${encodeURIComponent('وبلاگ')}`, admin)
    ).json();
    expect(searched.items.map((item: { id: number }) => item.id)).toContain(id);
    // The public options of the initial data carry it.
    const initial = (await call('GET', '/api/v1/app/initial-data')).json();
    expect(initial.options.find((option: { id: number }) => option.id === id)).toMatchObject({ name: 'blog' });

    const changed = await call('PUT', `/api/v1/manager/options/${id}`, admin, { ...entry, content: '/mag' });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', `/api/v1/manager/options/${id}`, admin)).json().content).toBe('/mag');

    expect((await call('DELETE', `/api/v1/manager/options/${id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/v1/manager/options/${id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/manager/options/${id}`, admin)).statusCode).toBe(404);
  });

  it('option entries: the groups with their own screens are neither listed nor written here', async () => {
    const reserved = await call('POST', '/api/v1/manager/options', admin, {
      group: 'siteText',
      name: 'copyright2',
      content: 'x',
    });
    expect(reserved.statusCode).toBe(422);
    expect(Object.keys(reserved.json().error.fields)).toEqual(['group']);
    expect((await call('GET', '/api/v1/manager/options?group=siteText', admin)).json().total).toBe(0);
    const siteText = (await call('GET', '/api/v1/manager/settings/texts', admin)).json();
    expect(siteText.groups[0].texts[0].name).toBe('appTitle');

    for (const payload of [
      {},
      { group: 'footerLinks' },
      { group: 'footer links', name: 'x' },
      { group: 'footerLinks', name: 'x', sortOrder: -1 },
      { group: 'footerLinks', name: 'x', content: 'x'.repeat(5001) },
    ]) {
      const res = await call('POST', '/api/v1/manager/options', admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect((await call('GET', '/api/v1/manager/options?page=0', admin)).statusCode).toBe(422);
    expect((await call('GET', '/api/v1/manager/options/abc', admin)).statusCode).toBe(422);
  });

  it('SEO: every page type; an edited home title is what the public SEO endpoint answers', async () => {
    const { items } = (await call('GET', '/api/v1/manager/seo', admin)).json();
    expect(items.map((item: { type: string }) => item.type)).toEqual([...SEO_PAGE_TYPES]);
    for (const item of items) expect(item.title, item.type).not.toBe('');
    const home = items.find((item: { type: string }) => item.type === 'home');
    restore.push(() => call('PUT', '/api/v1/manager/seo/home', admin, home));

    const saved = await call('PUT', '/api/v1/manager/seo/home', admin, {
      title: 'خرید آنلاین از بازار شهر',
      sectionTitle: 'همه بخش‌ها',
      metaTitle: '',
      metaDescription: 'بازار آنلاین شهر با غرفه‌ها و آگهی‌ها',
    });
    expect(saved.statusCode).toBe(200);
    const published = await call('GET', '/api/v1/seo/home');
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      type: 'home',
      title: 'خرید آنلاین از بازار شهر',
      metaDescription: 'بازار آنلاین شهر با غرفه‌ها و آگهی‌ها',
    });

    expect((await call('GET', '/api/v1/seo/moon')).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/seo/moon')).json().error.code).toBe('not_found');
    expect((await call('PUT', '/api/v1/manager/seo/moon', admin, { title: 'x' })).statusCode).toBe(404);
    const empty = await call('PUT', '/api/v1/manager/seo/ads', admin, { title: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().error.fields)).toEqual(['title']);
  });
});

describe('initial data (spec: App settings / initial data)', () => {
  let app: App;
  beforeAll(async () => {
    await seedDemoData(await testDatabase());
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const initialData = async (cookie?: string) => {
    const res = await app.inject({ url: '/api/v1/app/initial-data', headers: cookie ? { cookie } : {} });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('carries every group the spec lists', async () => {
    const body = await initialData();
    const spec = [
      // Main content.
      'user',
      'groupings',
      'cities',
      'states',
      'generalCategory',
      'selectedCity',
      'banners',
      'serviceSettings',
      'options',
      'selectedBoothId',
      // App and panel release info.
      'appVersionCode',
      'appVersionName',
      'appForceUpdate',
      'appUrlUpdate',
      'appUrlDownload',
      'appUpdateDescription',
      'panelVersionCode',
      'panelVersionName',
      'panelForceUpdate',
      'panelUrlUpdate',
      'panelUrlDownload',
      // Prices and switches.
      'priceGold18',
      'priceUnit',
      'activeSale',
      'activeCrawlGoldPrice',
      'crawlGoldPriceList',
      'restoreSettings',
      'activeReward',
      'activeMyRealEstateRegister',
      // Links.
      'urlTerms',
      'urlPrivacy',
      'urlAgent',
    ];
    for (const key of spec) expect(body, key).toHaveProperty(key);
    expect(body.user).toBeNull();
    expect(body.selectedCity).toBe(-1);
    expect(body.selectedBoothId).toBe(-1);
    expect(body.cities.length).toBeGreaterThan(100);
    expect(body.states.length).toBeGreaterThan(30);
    expect(body.generalCategory.length).toBeGreaterThan(0);
    expect(typeof body.serviceSettings).toBe('object');
    expect(Array.isArray(body.options)).toBe(true);
    expect(Array.isArray(body.banners)).toBe(true);
    expect(body.priceUnit).toBe('تومان');
    expect(body.urlTerms).toBe('/page/terms');
    expect(body.urlPrivacy).toBe('/page/privacy');
    for (const flag of ['appForceUpdate', 'panelForceUpdate', 'activeSale', 'activeReward', 'restoreSettings'])
      expect(typeof body[flag], flag).toBe('boolean');
    expect(body).not.toHaveProperty('dashboard');
  });

  it('adds the dashboard counts for a manager holding dashboard.index only', async () => {
    const counts = [
      'userTotal',
      'userActive',
      'userInActive',
      'boothTotal',
      'boothActive',
      'boothInActive',
      'boothPending',
      'orderTotal',
      'orderPending',
      'orderConfirmed',
      'orderRejected',
      'orderPreparing',
      'orderSent',
      'orderDelivered',
      'productTotal',
      'productActive',
      'productInActive',
      'paymentTotal',
      'paymentPaid',
      'paymentUnpaid',
    ];
    const admin = await initialData(await signedIn(UserType.admin, 'manager'));
    expect(Object.keys(admin.dashboard).sort()).toEqual([...counts].sort());
    expect(admin.dashboard.userTotal).toBeGreaterThan(0);
    expect(admin.dashboard.userTotal).toBe(admin.dashboard.userActive + admin.dashboard.userInActive);
    expect(admin.user).toMatchObject({ type: UserType.admin });

    const withPolicy = await signedIn(
      UserType.employee,
      'manager',
      await roleWith((await testDatabase()).db, [{ group: 'dashboard', name: 'index' }]),
    );
    // Signing that employee in made one more user.
    expect((await initialData(withPolicy)).dashboard.userTotal).toBe(admin.dashboard.userTotal + 1);
    const without = await signedIn(
      UserType.employee,
      'manager',
      await roleWith((await testDatabase()).db, [{ group: 'users', name: 'index' }]),
    );
    expect(await initialData(without)).not.toHaveProperty('dashboard');
    const client = await initialData(await signedIn(UserType.client, 'general'));
    expect(client).not.toHaveProperty('dashboard');
    expect(client.user).toMatchObject({ type: UserType.client, policies: [] });
  });

  it('the back-office dashboard answers the same counts and the documents waiting', async () => {
    const admin = await signedIn(UserType.admin, 'manager');
    const res = await app.inject({ url: '/api/v1/manager/dashboard', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    // Other files of this worker's database add booths and orders: the parts add up (orders.test counts them).
    const counts = res.json();
    expect(counts.boothTotal).toBeGreaterThanOrEqual(counts.boothActive + counts.boothInActive + counts.boothPending);
    expect(counts.productTotal).toBe(counts.productActive + counts.productInActive);
    expect(counts.orderTotal).toBeGreaterThanOrEqual(counts.orderPending + counts.orderDelivered);
    expect(res.json().paymentTotal).toBe(res.json().paymentPaid + res.json().paymentUnpaid);
    expect(typeof res.json().documentsPending).toBe('number');
    expect(res.json().userTotal).toBe((await initialData(admin)).dashboard.userTotal);
  });
});
