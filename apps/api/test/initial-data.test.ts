import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/http/types.ts';
import { options } from '../src/modules/app/option.table.ts';
import { seedDemoData } from '../src/seed/seed.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { adminSession, userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

describe('demo data and initial data', () => {
  let app: App;
  beforeAll(async () => {
    await seedDemoData(await testDatabase());
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('serves the seeded Persian site texts to every page', async () => {
    const res = await app.inject({ url: '/api/v1/app/initial-data' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.siteTexts.appTitle).toBe('شهربازار');
    expect(body.siteTexts.copyright).toContain('محفوظ');
    expect(body.selectedCity).toBe(-1);
    expect(body.priceUnit).toBe('تومان');
  });

  it('names the tile server every map draws from, and none when maps go without tiles', async () => {
    const tiles = { url: 'https://tiles.example.ir/{z}/{x}/{y}.png', attribution: 'نقشه شهر' };
    const own = await buildTestApp({ config: { mapTiles: tiles } });
    const off = await buildTestApp({ config: { mapTiles: undefined } });
    try {
      expect((await own.inject({ url: '/api/v1/app/initial-data' })).json().mapTiles).toEqual(tiles);
      const csp = String((await own.inject({ url: '/api/v1/health' })).headers['content-security-policy']);
      expect(csp).toContain("img-src 'self' data: blob: https://tiles.example.ir;");
      expect((await off.inject({ url: '/api/v1/app/initial-data' })).json().mapTiles).toBeNull();
      const none = String((await off.inject({ url: '/api/v1/health' })).headers['content-security-policy']);
      expect(none).toContain("img-src 'self' data: blob:;");
    } finally {
      await own.close();
      await off.close();
    }
  });

  // ADR 0098: the part that is everyone's is kept as anonymous answers are (here 60 s), for signed-in pages too.
  it('with answers kept, a signed-in person reads their own part beside the kept one, and an edit reaches both at once', async () => {
    const kept = await buildTestApp({ config: { answerCacheSeconds: 60 } });
    const { db } = await testDatabase();
    const customer = await userWithSession(db, { name: 'خریدار کپی' });
    const admin = await adminSession(db);
    const read = async (cookie?: string) =>
      (await kept.inject({ url: '/api/v1/app/initial-data', headers: cookie ? { cookie } : {} })).json<{
        user: { name: string } | null;
        siteTexts: Record<string, string>;
        selectedCity: number;
        cities: Array<{ id: number }>;
      }>();
    const texts = (aparat: string) =>
      kept.inject({
        method: 'PUT',
        url: '/api/v1/manager/settings/texts',
        headers: { cookie: admin.cookie },
        payload: { aparat },
      });
    const before = (await read()).siteTexts.aparat ?? '';
    try {
      const visitor = await read();
      const mine = await read(customer.cookie);
      expect(visitor.user).toBeNull();
      expect(mine.user?.name).toBe('خریدار کپی');
      expect(mine.siteTexts).toEqual(visitor.siteTexts);
      // The chosen city is the caller's own, read from their cookie beside the kept part.
      const city = visitor.cities[0]!.id;
      expect((await read(`${customer.cookie}; city=${city}`)).selectedCity).toBe(city);
      expect(mine.selectedCity).toBe(-1);

      expect((await texts('https://www.aparat.com/shahrbazar-kept')).statusCode).toBe(200);
      expect((await read(customer.cookie)).siteTexts.aparat).toBe('https://www.aparat.com/shahrbazar-kept');
      expect((await read()).siteTexts.aparat).toBe('https://www.aparat.com/shahrbazar-kept');
    } finally {
      await texts(before);
      await kept.close();
    }
  });

  it("answers a signed-in caller's own part alone, as the whole answer has it: the user, and a manager's dashboard", async () => {
    const { db } = await testDatabase();
    const customer = await userWithSession(db, { name: 'خریدار جزء خود' });
    const admin = await adminSession(db);
    const both = async (cookie: string) => {
      const whole = await app.inject({ url: '/api/v1/app/initial-data', headers: { cookie } });
      const mine = await app.inject({ url: '/api/v1/app/initial-data/mine', headers: { cookie } });
      expect(mine.statusCode).toBe(200);
      return { whole: whole.json<Record<string, unknown>>(), mine: mine.json<Record<string, unknown>>() };
    };
    const ofCustomer = await both(customer.cookie);
    expect(ofCustomer.mine).toEqual({ user: ofCustomer.whole.user });
    expect(ofCustomer.mine.user).toMatchObject({ name: 'خریدار جزء خود' });
    const ofAdmin = await both(admin.cookie);
    expect(ofAdmin.mine).toEqual({ user: ofAdmin.whole.user, dashboard: ofAdmin.whole.dashboard });
    expect(ofAdmin.mine.dashboard).toMatchObject({ userTotal: expect.any(Number) });
    expect((await app.inject({ url: '/api/v1/app/initial-data/mine' })).statusCode).toBe(401);
  });

  it('seeding again adds nothing and keeps what the back office changed', async () => {
    const database = await testDatabase();
    await database.db.update(options).set({ content: 'بازار شهر من' }).where(eq(options.name, 'appTitle'));
    const again = await seedDemoData(database);
    expect(again.options).toBe(0);
    const res = await app.inject({ url: '/api/v1/app/initial-data' });
    expect(res.json().siteTexts.appTitle).toBe('بازار شهر من');
    await database.db.update(options).set({ content: 'شهربازار' }).where(eq(options.name, 'appTitle'));
  });

  it('migrations run again as a no-op', async () => {
    const database = await testDatabase();
    await expect(runMigrations(database)).resolves.toEqual([]);
  });
});
