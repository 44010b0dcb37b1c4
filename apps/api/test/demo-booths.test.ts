import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentStatus } from '@shahrbazar/domain/api/user.schema';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { openDatabase, type Database } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import type { App, AppServices } from '../src/http/types.ts';
import { userDocuments, users } from '../src/modules/users/user.table.ts';
import { createServices } from '../src/services.ts';
import { seedDemoData } from '../src/seed/seed.ts';
import { creditWallet } from '../src/modules/payments/wallet.service.ts';
import { sessionOf, userWithSession } from './factories/users.ts';
import { buildTestApp, testConfig } from './support/test-app.ts';

// A database of its own: demo booths are seeded only into a database without booths.
describe('demo booths of a fresh start', () => {
  let database: Database;
  let services: AppServices;
  let app: App;

  beforeAll(async () => {
    database = await openDatabase({});
    await runMigrations(database);
    services = createServices(testConfig(), { info: () => {} });
    await seedDemoData(database, services.storage, services.privateStorage);
    app = await buildTestApp({ database, services });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('shows a live Persian booth of each of the four types in Ardabil, with its logo and products of its type', async () => {
    type Booth = { type: string; name: string; title: string; logo: string; authLevel: number };
    const res = await app.inject({ url: '/api/v1/booth?city=ardabil&perPage=30' });
    expect(res.statusCode).toBe(200);
    // The demo customer's four; the fifth is the seller the demo agent onboarded (the test below).
    const booths = res.json<{ items: Booth[] }>().items.filter((booth) => booth.name !== 'maryam-style');
    expect(booths.map((booth) => booth.type).sort()).toEqual(['autoExpo', 'jewelry', 'realEstate', 'shop']);
    for (const booth of booths) {
      expect(booth.title).toMatch(/[\u0600-\u06FF]/);
      expect(booth.logo).toMatch(/^\/images\//);
      const page = await app.inject({ url: `/api/v1/booth/name/${booth.name}` });
      expect(page.json<Booth>().title).toBe(booth.title);
    }
    // «دیجیتال آرش» shows the badge honestly (issue 29, ADR 0081): its owner, the demo customer, has an approved
    // identity document reviewed by the demo admin; the badge is theirs, the same on every booth of theirs.
    const arash = booths.find((booth) => booth.name === 'arash-digital') as Booth & {
      user: { id: number; verified: boolean };
      trust: { verified: boolean; checks: unknown[] };
    };
    expect(arash).toMatchObject({
      title: 'دیجیتال آرش',
      authLevel: 1,
      user: { verified: true },
      trust: { verified: true, checks: [{ kind: 'identity', done: true }] },
    });
    const documents = () => database.db.select().from(userDocuments).where(eq(userDocuments.userId, arash.user.id));
    expect(await documents()).toMatchObject([{ status: DocumentStatus.approved, title: 'کارت ملی' }]);
    const [owner] = await database.db.select().from(users).where(eq(users.id, arash.user.id));
    expect(owner?.authLevel).toBe(1);
    expect(booths.every((booth) => booth.authLevel === 1)).toBe(true);
    // Each has products of its type; the shop's phone comes in two variants, and the shop tiles find them.
    type Product = { title: string; pricing: unknown[]; booth: { type: string }; attributes: Record<string, unknown> };
    const products = (await app.inject({ url: '/api/v1/products?city=ardabil&perPage=30' })).json<{
      items: Product[];
    }>().items;
    expect(new Set(products.map((product) => product.booth.type))).toEqual(
      new Set(['shop', 'jewelry', 'realEstate', 'autoExpo']),
    );
    expect(products.find((product) => product.booth.type === 'shop' && product.pricing.length === 2)).toBeDefined();
    expect(products.find((product) => product.booth.type === 'realEstate')?.attributes).toMatchObject({ area: 85 });
    const digital = await app.inject({ url: '/api/v1/products?category=shop-digital' });
    expect(digital.json<{ items: Product[] }>().items.length).toBeGreaterThanOrEqual(2);
    // Seeding again adds nothing.
    await seedDemoData(database, services.storage, services.privateStorage);
    expect((await app.inject({ url: '/api/v1/booth?perPage=30' })).json<{ items: Booth[] }>().items).toHaveLength(5);
    expect(await documents()).toHaveLength(1);
  });

  it('sells at «دیجیتال آرش» from a fresh start, and the demo agent has a user, her document and her booth', async () => {
    // Issue 35: the demo shop had no shipping method, so nobody could check out there.
    const arash = (await app.inject({ url: '/api/v1/booth/name/arash-digital' })).json<{
      id: number;
      activeSale: number;
      shippingMethods: number;
    }>();
    expect(arash).toMatchObject({ activeSale: 1, shippingMethods: 1 });
    const quote = async (cookie: string, productId: number) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/basket/quote',
          headers: { cookie },
          payload: { lines: [{ id: productId, count: 1, pricingSelectedId: null }] },
        })
      ).json<{ booths: Array<{ booth: { id: number }; shipping: Array<{ id: number }> }> }>();
    type Product = { id: number; title: string; buyable: boolean; unbuyableReasons: string[] };
    const products = (await app.inject({ url: '/api/v1/products?booth=arash-digital' })).json<{
      items: Product[];
    }>().items;
    expect(products.length).toBeGreaterThanOrEqual(2);
    expect(products.every((product) => product.buyable && product.unbuyableReasons.length === 0)).toBe(true);
    const buyer = await userWithSession(database.db);
    await creditWallet(database.db, { userId: buyer.user.id, paymentId: null, amount: 5_000_000, kind: 'charge' });
    const powerBank = products.find((product) => product.title.startsWith('پاوربانک'))!;
    const shipping = (await quote(buyer.cookie, powerBank.id)).booths[0]!.shipping[0]!;
    const bought = await app.inject({
      method: 'POST',
      url: '/api/v1/me/orders',
      headers: { cookie: buyer.cookie },
      payload: {
        booth_id: arash.id,
        shipping_id: shipping.id,
        lines: [{ id: powerBank.id, count: 1, pricingSelectedId: null }],
        method: 'wallet',
        address: 'اردبیل، خیابان امام، کوچه ۳',
        description: '',
      },
    });
    expect(bought.statusCode, bought.body).toBe(201);

    // The agent's panel: a user they onboarded, her identity document and her booth, which sells too.
    const [agent] = await database.db.select().from(users).where(eq(users.mobile, '09120000003'));
    const agentCookie = await sessionOf(database.db, agent!.id, 'agent');
    const get = async <T>(url: string) => {
      const res = await app.inject({ url, headers: { cookie: agentCookie } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ items: T[] }>().items;
    };
    const onboarded = await get<{ id: number; name: string; mobile: string }>('/api/v1/agent/users');
    expect(onboarded).toMatchObject([{ name: 'مریم کریمی', mobile: '09120000005' }]);
    expect(await get<{ user: { id: number } }>('/api/v1/agent/documents')).toHaveLength(1);
    const agentBooths = await get<{ name: string; status: number; shippingMethods: number }>('/api/v1/agent/booth');
    expect(agentBooths).toMatchObject([{ name: 'maryam-style', status: ListingStatus.active, shippingMethods: 1 }]);
    const shirts = (await app.inject({ url: '/api/v1/products?booth=maryam-style' })).json<{ items: Product[] }>();
    expect(shirts.items).toMatchObject([{ buyable: true }]);

    // Seeding again adds nothing: no second seller, document, booth or shipping method.
    await seedDemoData(database, services.storage, services.privateStorage);
    expect(await get('/api/v1/agent/users')).toHaveLength(1);
    expect(await get('/api/v1/agent/documents')).toHaveLength(1);
    expect(await get('/api/v1/agent/booth')).toHaveLength(1);
    const again = (await app.inject({ url: '/api/v1/booth/name/arash-digital' })).json<{ shippingMethods: number }>();
    expect(again.shippingMethods).toBe(1);
  });
});
