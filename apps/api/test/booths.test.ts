import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { PackageType } from '@shahrbazar/domain/enums/plans';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { makeCategoryChain, makeCity, makeImageFile, makePackage, unique } from './factories/catalogue.ts';
import { adminSession, userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

type Json = Record<string, unknown> & { id: number; status: number; name: string };

describe('booths on the listing core', () => {
  let app: App;
  let db: Db;
  let admin: string;
  let city: Awaited<ReturnType<typeof makeCity>>;
  let shop: Awaited<ReturnType<typeof makeCategoryChain>>;
  let jewelry: Awaited<ReturnType<typeof makeCategoryChain>>;
  let shopPackage: Awaited<ReturnType<typeof makePackage>>;
  let jewelryPackage: Awaited<ReturnType<typeof makePackage>>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    admin = (await adminSession(db)).cookie;
    city = await makeCity(db);
    shop = await makeCategoryChain(db, CategoryType.shop);
    jewelry = await makeCategoryChain(db, CategoryType.jewelry);
    shopPackage = await makePackage(db, { type: PackageType.shop });
    jewelryPackage = await makePackage(db, { type: PackageType.jewelry });
  });
  afterAll(() => app.close());

  const owner = () => userWithSession(db);
  /** Exactly what the spec's registration sends. */
  const registration = (overrides: Record<string, unknown> = {}) => ({
    type: 'shop',
    city_id: city.id,
    package_id: shopPackage.id,
    general_sub_category_id: shop.sub.id,
    name: `shop-${unique()}`,
    title: 'فروشگاه لوازم خانگی آرش',
    userName: 'آرش رضایی',
    nationalCode: '0499370899',
    ...overrides,
  });
  const register = (cookie: string, overrides: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url: '/api/v1/me/booth', headers: { cookie }, payload: registration(overrides) });
  const approve = (id: number) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/manager/listings/${id}/status`,
      headers: { cookie: admin },
      payload: { status: ListingStatus.active },
    });

  it('registers with the spec’s eight fields into review, with the booth defaults, and shows it by name once approved', async () => {
    const { cookie, user } = await owner();
    const res = await register(cookie, { name: `  Arash-Home-${unique()} ` });
    expect(res.statusCode).toBe(201);
    const booth = res.json<Json & Record<string, unknown>>();
    expect(booth.status).toBe(ListingStatus.pending);
    expect(booth.name).toMatch(/^arash-home-/);
    expect(booth).toMatchObject({ type: 'shop', activeSale: 0, activeChat: 1, active: 1, authLevel: 0, tax: 0 });
    expect((booth.generalSubCategory as { id: number }).id).toBe(shop.sub.id);

    const byName = `/api/v1/booth/name/${booth.name}`;
    expect((await app.inject({ url: byName })).statusCode).toBe(404);
    expect((await app.inject({ url: byName, headers: { cookie } })).statusCode).toBe(200);
    await approve(booth.id);
    const page = await app.inject({ url: byName });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ id: booth.id, title: 'فروشگاه لوازم خانگی آرش', name: booth.name });
    // The national code never leaves the API.
    expect(JSON.stringify(page.json())).not.toContain('0499370899');
    const list = await app.inject({ url: `/api/v1/booth?city=${city.slug}&subCategory=${shop.sub.slug}` });
    expect(list.json<{ items: Json[] }>().items.map((item) => item.id)).toContain(booth.id);
    // The owner is told in a booth's words, never an ad's «آگهی شما تأیید شد» (issue 29), in the panel and by SMS
    // once the queue delivers it.
    const told = await app.inject({ url: '/api/v1/me/notifications', headers: { cookie, 'accept-language': 'fa' } });
    expect(
      told.json<{ items: Array<{ kind: string; title: string }> }>().items.find((i) => i.kind === 'listingApproved'),
    ).toMatchObject({ title: 'غرفهٔ شما تأیید شد' });
    await app.inject({ method: 'POST', url: '/api/v1/dev/jobs/deliver-notifications', payload: {} });
    const sms = (await app.inject({ url: `/api/v1/dev/sms?to=${user.mobile}` }))
      .json<{ items: Array<{ text: string }> }>()
      .items.map((item) => item.text);
    expect(sms.filter((text) => text.includes('غرفهٔ شما تأیید شد'))).toHaveLength(1);
    expect(sms.join('\n')).not.toContain('آگهی شما');
  });

  it('files a booth under its own type’s tree and package', async () => {
    const { cookie } = await owner();
    const ok = await register(cookie, {
      type: 'jewelry',
      package_id: jewelryPackage.id,
      general_sub_category_id: jewelry.sub.id,
    });
    expect(ok.statusCode).toBe(201);
    const wrongTree = await register(cookie, { type: 'jewelry', package_id: jewelryPackage.id });
    expect(wrongTree.statusCode).toBe(422);
    expect(wrongTree.json().error.fields).toHaveProperty('general_sub_category_id');
    const wrongPackage = await register(cookie, { package_id: jewelryPackage.id });
    expect(wrongPackage.statusCode).toBe(422);
    expect(wrongPackage.json().error.fields).toHaveProperty('package_id');
  });

  it('refuses a malformed or reserved name, a missing name or identity, and answers a taken name with 409', async () => {
    const { cookie } = await owner();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: 'فروشگاه' }, 'name', 'حرف لاتین'],
      [{ name: 'ab' }, 'name', 'حرف لاتین'],
      [{ name: '1shop' }, 'name', 'حرف لاتین'],
      [{ name: 'my--shop' }, 'name', 'حرف لاتین'],
      [{ name: 'my_shop' }, 'name', 'حرف لاتین'],
      [{ name: 'list' }, 'name', 'رزرو'],
      [{ name: undefined }, 'name', 'الزامی'],
      [{ nationalCode: '1234567890' }, 'nationalCode', 'کد ملی'],
      [{ nationalCode: undefined }, 'nationalCode', 'کد ملی'],
      [{ userName: '' }, 'userName', 'نام'],
      [{ type: 'bakery' }, 'type', ''],
    ];
    for (const [overrides, field, words] of cases) {
      const res = await register(cookie, overrides);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(res.json().error.fields?.[field], JSON.stringify(overrides)).toContain(words);
    }
    const name = `taken-${unique()}`;
    expect((await register(cookie, { name })).statusCode).toBe(201);
    const other = await owner();
    const taken = await register(other.cookie, { name: name.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields.name).toBe('این نام غرفه قبلاً ثبت شده است.');
  });

  it('lets the owner edit the rest in the booth manager, keeping what a manager set; another user gets 404', async () => {
    const { user, cookie } = await owner();
    const booth = (await register(cookie)).json<Json>();
    const logo = await makeImageFile(db, user.id);
    const details = {
      ...registration({ name: booth.name }),
      userName: undefined,
      nationalCode: undefined,
      subTitle: 'همه‌چیز برای آشپزخانه',
      address: 'اردبیل، خیابان امام',
      phone: '۰۴۵۳۳۲۲۱۱۰۰',
      activityTime: 'شنبه تا پنجشنبه ۹ تا ۲۱',
      activeSale: '1',
      active: '0',
      tax: '9',
      minimumPurchase: '۲۰۰٬۰۰۰',
      logo: logo.id,
    };
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/booth/${booth.id}`,
      headers: { cookie },
      payload: details,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      subTitle: 'همه‌چیز برای آشپزخانه',
      phone: '04533221100',
      activeSale: 1,
      active: 0,
      tax: 9,
      minimumPurchase: 200_000,
      logo: logo.path,
      userName: 'آرش رضایی',
    });

    const stranger = await owner();
    const strangersLogo = await makeImageFile(db, stranger.user.id);
    const put = (cookie: string, body: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: `/api/v1/me/booth/${booth.id}`, headers: { cookie }, payload: body });
    expect((await put(stranger.cookie, details)).statusCode).toBe(404);
    expect((await put(cookie, { ...details, logo: strangersLogo.id })).json().error.fields).toHaveProperty('logo');
    expect(
      (await app.inject({ url: `/api/v1/me/booth/${booth.id}`, headers: { cookie: stranger.cookie } })).statusCode,
    ).toBe(404);
  });
});
