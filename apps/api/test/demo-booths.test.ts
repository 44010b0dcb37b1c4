import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import type { App, AppServices } from '../src/http/types.ts';
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
    await seedDemoData(database, services.storage);
    app = await buildTestApp({ database, services });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('shows a live Persian booth of each of the four types in Ardabil, each with its logo, by name too', async () => {
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
    expect(booths.find((booth) => booth.type === 'jewelry')?.authLevel).toBeGreaterThanOrEqual(1);
    // Seeding again adds nothing.
    await seedDemoData(database, services.storage);
    expect((await app.inject({ url: '/api/v1/booth?perPage=30' })).json<{ items: Booth[] }>().items).toHaveLength(4);
  });
});
