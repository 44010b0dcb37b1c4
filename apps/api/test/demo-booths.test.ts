import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentStatus } from '@shahrbazar/domain/api/user.schema';
import { OrderStatus } from '@shahrbazar/domain/enums/commerce';
import { ListingStatus, PackageStatus } from '@shahrbazar/domain/enums/status';
import { PACKAGE_TYPE_OF_BOOTH } from '@shahrbazar/domain/rules/booth';
import { isFreePackage } from '@shahrbazar/domain/rules/listing-status';
import { DEFAULT_MAP_POINT } from '@shahrbazar/domain/rules/location';
import { openDatabase, type Database } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import type { App, AppServices } from '../src/http/types.ts';
import { generalSubCategories } from '../src/modules/catalogue/category.table.ts';
import { cities } from '../src/modules/geo/geo.table.ts';
import { packages } from '../src/modules/packages/package.table.ts';
import { userDocuments, users } from '../src/modules/users/user.table.ts';
import { createServices } from '../src/services.ts';
import { seedDemoData } from '../src/seed/seed.ts';
import { creditWallet } from '../src/modules/payments/wallet.service.ts';
import { sessionOf, userWithSession } from './factories/users.ts';
import { buildTestApp, testConfig } from './support/test-app.ts';

// A database of its own: demo booths are seeded only into a database without booths.
const DAY = 24 * 60 * 60 * 1000;

describe('demo booths of a fresh start', () => {
  let database: Database;
  let services: AppServices;
  let app: App;

  // A fresh database migrated from the first migration and the whole demo seeded, its pictures made by sharp: ~85 s
  // on a loaded 2-core machine, past the 120 s bound beside the browser journeys (CI of 11f396f). A hang still ends.
  beforeAll(async () => {
    database = await openDatabase({});
    await runMigrations(database);
    services = createServices(testConfig(), { info: () => {} });
    await seedDemoData(database, services.storage, services.privateStorage);
    app = await buildTestApp({ database, services });
  }, 360_000);
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

    // The agent's booth form can be sent from a fresh start: its owner list (the agent's users) has someone to choose,
    // and the seeded agent's role may open a booth for her.
    const [owner] = onboarded;
    const [ardabil] = await database.db.select().from(cities).where(eq(cities.slug, 'ardabil'));
    const [category] = await database.db
      .select()
      .from(generalSubCategories)
      .where(eq(generalSubCategories.slug, 'shop-men-clothing'));
    const shopPackage = (
      await database.db
        .select()
        .from(packages)
        .where(and(eq(packages.type, PACKAGE_TYPE_OF_BOOTH.shop), eq(packages.status, PackageStatus.active)))
    ).find((offered) => isFreePackage(offered));
    const opened = await app.inject({
      method: 'POST',
      url: '/api/v1/agent/booth',
      headers: { cookie: agentCookie },
      payload: {
        user_id: owner!.id,
        type: 'shop',
        city_id: ardabil!.id,
        package_id: shopPackage!.id,
        general_sub_category_id: category!.id,
        name: 'maryam-kids',
        title: 'پوشاک بچگانهٔ مریم',
        userName: owner!.name,
        nationalCode: '0499370899',
      },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(await get('/api/v1/agent/booth')).toHaveLength(2);

    // Seeding again adds nothing: no second seller, document, booth or shipping method.
    await seedDemoData(database, services.storage, services.privateStorage);
    expect(await get('/api/v1/agent/users')).toHaveLength(1);
    expect(await get('/api/v1/agent/documents')).toHaveLength(1);
    expect(await get('/api/v1/agent/booth')).toHaveLength(2);
    const again = (await app.inject({ url: '/api/v1/booth/name/arash-digital' })).json<{ shippingMethods: number }>();
    expect(again.shippingMethods).toBe(1);
  });

  it('gives the demo customer a lived-in history, made once, ', async () => {
    // Issue 35: a fresh start showed no order, story, chat, ticket, appointment or lawyer project for the demo accounts.
    const [customer] = await database.db.select().from(users).where(eq(users.mobile, '09120000004'));
    const cookie = await sessionOf(database.db, customer!.id, 'general');
    const get = async <T>(url: string) => {
      const res = await app.inject({ url, headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<T>();
    };
    type Items<T> = { items: T[] };
    const history = async () => ({
      orders: (
        await get<Items<{ status: number; booth: { title: string }; registerDate: string }>>(
          '/api/v1/me/orders?perPage=50',
        )
      ).items,
      chats: (await get<Items<{ peer: { name: string }; lastMessage: { text: string } | null }>>('/api/v1/me/chats'))
        .items,
      tickets: (await get<Items<{ id: number; title: string; status: number }>>('/api/v1/me/tickets')).items,
      visits: (await get<Items<{ start: string; status: string }>>('/api/v1/me/appointments')).items,
      projects: (await get<Items<{ id: number; title: string; offerCount: number }>>('/api/v1/me/lawyer/projects'))
        .items,
    });
    const before = await history();

    // Orders from «دیجیتال آرش» in three states: delivered, sent, and waiting for the booth.
    expect(before.orders.every((order) => order.booth.title === 'دیجیتال آرش')).toBe(true);
    expect(before.orders.map((order) => order.status).sort()).toEqual([
      OrderStatus.pending,
      OrderStatus.sent,
      OrderStatus.delivered,
    ]);
    // Spread over the past weeks: delivered 12 days ago, sent 3 days ago, the waiting one today.
    const daysAgo = (status: number) =>
      Math.round((Date.now() - Date.parse(before.orders.find((order) => order.status === status)!.registerDate)) / DAY);
    expect([OrderStatus.delivered, OrderStatus.sent, OrderStatus.pending].map(daysAgo)).toEqual([12, 3, 0]);
    // A chat with the demo seller about one of the customer's ads.
    expect(before.chats).toMatchObject([
      { peer: { name: 'مریم کریمی' }, lastMessage: { text: 'ممنون، ساعت ۶ می‌آیم.' } },
    ]);
    // All of it is old news: what it told the customer is read.
    const news = (await get<Items<{ kind: string; status: number }>>('/api/v1/me/notifications')).items;
    const told = news.filter((item) =>
      ['ticketAnswered', 'chatMessage', 'lawyerOfferNew', 'appointmentBooked', 'commentNew'].includes(item.kind),
    );
    expect(told.length).toBeGreaterThanOrEqual(5);
    expect(told.filter((item) => item.status === 0)).toEqual([]);
    // A ticket the back office has answered.
    expect(before.tickets).toHaveLength(1);
    const thread = await get<{ replies: Array<{ description: string }> }>(
      `/api/v1/me/tickets/${before.tickets[0]!.id}`,
    );
    expect(thread.replies.map((reply) => reply.description)).toEqual([
      expect.stringContaining('پس از کسر سهم شهربازار'),
    ]);
    // A visit with a demo doctor a week ago, marked visited, and one in the days ahead.
    const now = Date.now();
    expect(before.visits.filter((visit) => Date.parse(visit.start) < now && visit.status === 'visited')).toHaveLength(
      1,
    );
    expect(before.visits.filter((visit) => Date.parse(visit.start) > now && visit.status === 'booked')).toHaveLength(1);
    // A lawyer project with an offer from each demo lawyer.
    expect(before.projects).toMatchObject([{ title: 'تنظیم قرارداد اجارهٔ مغازه', offerCount: 2 }]);
    // Two stories on «دیجیتال آرش» a visitor sees.
    const arash = await get<{ id: number }>('/api/v1/booth/name/arash-digital');
    const stories = (await app.inject({ url: `/api/v1/booth/${arash.id}/stories` })).json<Items<{ caption: string }>>();
    expect(stories.items.map((story) => story.caption)).toContain('پاوربانک‌ها این هفته با ۱۰٪ تخفیف.');
    // Reviews a visitor reads, counted in the ratings: on «دیجیتال آرش» and on the demo doctor.
    type Reviews = { items: Array<{ userName: string; score: number }>; rating: { totalUser: number } };
    const reviews = async () =>
      (await app.inject({ url: `/api/v1/comments?type=booth&item_id=${arash.id}` })).json<Reviews>();
    expect(await reviews()).toMatchObject({
      items: [{ userName: 'مریم کریمی', score: 5 }],
      rating: { totalUser: 1, ratingBar5: 100 },
    });

    // Seeding again makes none of it twice.
    await seedDemoData(database, services.storage, services.privateStorage);
    const after = await history();
    expect(after.orders).toHaveLength(before.orders.length);
    expect(after.tickets).toHaveLength(1);
    expect(after.visits).toHaveLength(2);
    expect(after.projects).toHaveLength(1);
    expect((await reviews()).items).toHaveLength(1);
    expect((await app.inject({ url: `/api/v1/booth/${arash.id}/stories` })).json<Items<unknown>>().items).toHaveLength(
      stories.items.length,
    );
  });

  it('opens the city map with no city chosen on Ardabil, where the demo’s located records are (ADR 0095)', async () => {
    // Issue 35: /map opened on the spec's default point (Germi, near the border), where no demo record lies.
    type Map = { city: unknown; centre: { latitude: number; longitude: number }; items: Array<{ title: string }> };
    const map = (await app.inject({ url: '/api/v1/map' })).json<Map>();
    const [ardabil] = await database.db.select().from(cities).where(eq(cities.slug, 'ardabil'));
    expect(map.centre).toEqual({ latitude: ardabil!.latitude, longitude: ardabil!.longitude });
    expect(map.centre).not.toEqual(DEFAULT_MAP_POINT);
    // The visitor chose no city: the answer names none, though it shows Ardabil's records.
    expect(map.city).toBeNull();
    expect(map.items.length).toBeGreaterThanOrEqual(20);
    expect(map.items.map((item) => item.title)).toContain('دیجیتال آرش');
    // A chosen city still opens on its own centre.
    const tabriz = (await app.inject({ url: '/api/v1/map?city=tabriz' })).json<Map>();
    const [tabrizRow] = await database.db.select().from(cities).where(eq(cities.slug, 'tabriz'));
    expect(tabriz.centre).toEqual({ latitude: tabrizRow!.latitude, longitude: tabrizRow!.longitude });
  });
});
