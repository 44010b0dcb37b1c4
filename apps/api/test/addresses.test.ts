import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address, AddressList } from '@shahrbazar/domain/api/address.schema';
import type { CheckoutResult } from '@shahrbazar/domain/api/order.schema';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { creditWallet } from '../src/modules/payments/wallet.service.ts';
import { orders } from '../src/verticals/booth/order.table.ts';
import { makeCity } from './factories/catalogue.ts';
import { shopFixtures, shopSteps } from './factories/orders.ts';
import { userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// Issue 35: a buyer's address book under /api/v1/me/addresses, chosen at checkout by `addressId` and copied into the
// order as it was.

describe('saved addresses', () => {
  let app: App;
  let db: Db;
  let city: Awaited<ReturnType<typeof makeCity>>;
  let shop: ReturnType<typeof shopSteps>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    city = await makeCity(db, 'اردبیل');
    shop = shopSteps(app, db, await shopFixtures(db, 10));
  });
  afterAll(() => app.close());

  const call = (
    cookie: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    locale = 'fa',
  ) => app.inject({ method, url, headers: { cookie, 'accept-language': locale }, ...(payload ? { payload } : {}) });
  const home = () => ({
    title: 'خانه',
    recipientName: 'مریم کریمی',
    mobile: '۰۹۱۲ ۳۴۵ ۶۷۸۹',
    stateId: city.stateId,
    cityId: city.id,
    address: 'خیابان سعدی، کوچهٔ لاله، پلاک ۱۲، واحد ۳',
    postalCode: '۵۶۱۳۹-۸۷۶۵۴',
    latitude: 38.2498,
    longitude: 48.2933,
  });
  const saved = async (cookie: string, body: object) => {
    const res = await call(cookie, 'POST', '/api/v1/me/addresses', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Address>();
  };
  const book = async (cookie: string) => (await call(cookie, 'GET', '/api/v1/me/addresses')).json<AddressList>().items;

  it('saves addresses with Persian digits normalised; the first is the default, and one default at a time', async () => {
    const me = await userWithSession(db);
    const first = await saved(me.cookie, home());
    expect(first).toMatchObject({
      title: 'خانه',
      mobile: '09123456789',
      postalCode: '5613987654',
      state: { id: city.stateId, name: 'استان اردبیل' },
      city: { id: city.id, name: 'اردبیل' },
      latitude: 38.2498,
      isDefault: true,
    });
    const work = await saved(me.cookie, { ...home(), title: 'محل کار', latitude: null, longitude: null });
    expect(work).toMatchObject({ isDefault: false, latitude: null, longitude: null });
    expect((await book(me.cookie)).map((a) => [a.title, a.isDefault])).toEqual([
      ['خانه', true],
      ['محل کار', false],
    ]);

    const chosen = await call(me.cookie, 'POST', `/api/v1/me/addresses/${work.id}/default`);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await book(me.cookie)).map((a) => [a.title, a.isDefault])).toEqual([
      ['محل کار', true],
      ['خانه', false],
    ]);

    const edited = await call(me.cookie, 'PUT', `/api/v1/me/addresses/${first.id}`, {
      ...home(),
      title: 'خانهٔ پدری',
      isDefault: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await book(me.cookie)).map((a) => [a.title, a.isDefault])).toEqual([
      ['خانهٔ پدری', true],
      ['محل کار', false],
    ]);

    // Deleting the default makes the other the default.
    expect((await call(me.cookie, 'DELETE', `/api/v1/me/addresses/${first.id}`)).statusCode).toBe(204);
    expect((await book(me.cookie)).map((a) => [a.title, a.isDefault])).toEqual([['محل کار', true]]);
  });

  it('answers another person’s address as a 404 on every route, and changes nothing of it', async () => {
    const owner = await userWithSession(db);
    const other = await userWithSession(db);
    const mine = await saved(owner.cookie, home());
    for (const [method, url, body] of [
      ['PUT', `/api/v1/me/addresses/${mine.id}`, home()],
      ['POST', `/api/v1/me/addresses/${mine.id}/default`, undefined],
      ['DELETE', `/api/v1/me/addresses/${mine.id}`, undefined],
    ] as const) {
      const res = await call(other.cookie, method, url, body, 'en');
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'not_found' });
    }
    expect(await book(other.cookie)).toEqual([]);
    expect(await book(owner.cookie)).toEqual([mine]);
    const guest = await app.inject({ url: '/api/v1/me/addresses' });
    expect(guest.statusCode).toBe(401);
  });

  it('refuses a bad postal code, mobile, a city of another province and missing fields, field by field', async () => {
    const me = await userWithSession(db);
    const elsewhere = await makeCity(db, 'تبریز');
    const bad = await call(
      me.cookie,
      'POST',
      '/api/v1/me/addresses',
      { ...home(), postalCode: '۱۲۳۴۵', mobile: '0912', title: '' },
      'en',
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toMatchObject({
      code: 'validation',
      fields: {
        postalCode: 'The postal code must be 10 digits (not starting with 0).',
        mobile: 'The mobile number is not valid.',
        title: 'This field is required.',
      },
    });
    const fa = await call(me.cookie, 'POST', '/api/v1/me/addresses', { ...home(), postalCode: '0123456789' });
    expect(fa.json().error.fields).toEqual({ postalCode: 'کد پستی باید ۱۰ رقم باشد (بدون صفر در آغاز).' });
    const wrongPlace = await call(me.cookie, 'POST', '/api/v1/me/addresses', { ...home(), cityId: elsewhere.id }, 'en');
    expect(wrongPlace.statusCode).toBe(422);
    expect(wrongPlace.json().error.fields).toEqual({ cityId: 'This city is not in the chosen province.' });
    expect(await book(me.cookie)).toEqual([]);
  });

  it('checks out with a saved address, copied into the order as it was; another person’s is refused', async () => {
    const a = await shop.sellingBooth();
    const shirt = await shop.product(a.owner, a.booth.id, { price: 100_000, count: 5 });
    const me = await userWithSession(db);
    await creditWallet(db, { userId: me.user.id, paymentId: null, amount: 1_000_000, kind: 'charge' });
    const address = await saved(me.cookie, home());
    const lines = [{ id: shirt.id, count: 1, pricingSelectedId: null }];
    // A saved address alone: no typed address is needed.
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/me/orders',
      headers: { cookie: me.cookie },
      payload: { booth_id: a.booth.id, shipping_id: a.shipping.id, lines, addressId: address.id, method: 'wallet' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json<CheckoutResult>();
    expect(order).toMatchObject({
      address: 'استان اردبیل، اردبیل، خیابان سعدی، کوچهٔ لاله، پلاک ۱۲، واحد ۳',
      latitude: 38.2498,
      longitude: 48.2933,
      recipientName: 'مریم کریمی',
      recipientMobile: '09123456789',
      postalCode: '5613987654',
    });

    // Editing or deleting the address later leaves the order's copy as it was.
    await call(me.cookie, 'PUT', `/api/v1/me/addresses/${address.id}`, { ...home(), address: 'جای دیگری در شهر' });
    await call(me.cookie, 'DELETE', `/api/v1/me/addresses/${address.id}`);
    const [kept] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ address: order.address, postalCode: '5613987654' });

    // Another buyer cannot deliver to it (nor learn it exists).
    const other = await userWithSession(db);
    const theirs = await saved(other.cookie, home());
    const refused = await shop.checkout(me.cookie, {
      booth_id: a.booth.id,
      shipping_id: a.shipping.id,
      lines,
      addressId: theirs.id,
      method: 'wallet',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({ addressId: 'مقدار وارد شده معتبر نیست.' });

    // Without a saved address, a typed one is still taken (as before) and still required.
    const typed = await shop.checkout(me.cookie, {
      booth_id: a.booth.id,
      shipping_id: a.shipping.id,
      lines,
      method: 'wallet',
    });
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json<CheckoutResult>().order).toMatchObject({
      address: 'اردبیل، خیابان امام، کوچه ۳',
      recipientName: '',
      postalCode: '',
    });
    const none = await shop.checkout(me.cookie, {
      booth_id: a.booth.id,
      shipping_id: a.shipping.id,
      lines,
      address: '',
      method: 'wallet',
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().error.fields).toEqual({ address: 'این فیلد الزامی است.' });
  });
});
