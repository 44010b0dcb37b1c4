import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentStatus } from '@shahrbazar/domain/api/user.schema';
import { openDatabase, type Database } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import type { App, AppServices } from '../src/http/types.ts';
import { userDocuments, users } from '../src/modules/users/user.table.ts';
import { createServices } from '../src/services.ts';
import { seedDemoData } from '../src/seed/seed.ts';
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
    const booths = res.json<{ items: Booth[] }>().items;
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
    expect((await app.inject({ url: '/api/v1/booth?perPage=30' })).json<{ items: Booth[] }>().items).toHaveLength(4);
    expect(await documents()).toHaveLength(1);
  });
});
