import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { eq } from 'drizzle-orm';
import { users } from '../src/modules/users/user.table.ts';
import { userWithSession } from './factories/users.ts';
import { clinicDesk, type ClinicJson } from './factories/clinics.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// Public tariffs are a shared copy (ADR 0132): the journeys run with answers kept as production keeps them and not.
describe.each([0, 60])('a clinic’s tariffs and badge (answers kept %i s)', (answerCacheSeconds) => {
  let app: App;
  let db: Db;
  let desk: Awaited<ReturnType<typeof clinicDesk>>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp({ config: { answerCacheSeconds } });
    desk = await clinicDesk(app, db);
  });
  afterAll(() => app.close());

  const setTariffs = (cookie: string, id: number, tariffs: unknown[]) =>
    app.inject({ method: 'PUT', url: `/api/v1/me/clinic/${id}/tariffs`, headers: { cookie }, payload: { tariffs } });
  const TEXT = { title: 'مشاوره متنی', price: '۱۵۰٬۰۰۰', discount: '0', description: 'پاسخ تا ۲۴ ساعت' };
  const VISIT = { title: 'ویزیت حضوری', price: 300_000, discount: 50_000 };

  it('keeps the owner’s tariffs, shows them on the live page, and turns on text and phone consultation by title', async () => {
    const { cookie } = await userWithSession(db);
    const clinic = (await desk.publish(cookie)).json<ClinicJson>();
    await desk.approve(clinic.id);
    const saved = await setTariffs(cookie, clinic.id, [TEXT, VISIT]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ items: unknown[] }>().items).toMatchObject([
      { title: 'مشاوره متنی', price: 150_000, discount: 0, description: 'پاسخ تا ۲۴ ساعت' },
      { title: 'ویزیت حضوری', price: 300_000, discount: 50_000, description: '' },
    ]);
    const pub = await app.inject({ url: `/api/v1/clinic/${clinic.slugId}/tariffs` });
    expect(pub.json<{ items: Array<{ title: string }> }>().items.map((item) => item.title)).toEqual([
      'مشاوره متنی',
      'ویزیت حضوری',
    ]);
    const read = async () => (await app.inject({ url: `/api/v1/clinic/${clinic.slugId}` })).json<ClinicJson>();
    expect(await read()).toMatchObject({ activeChat: true, phoneReservation: false });
    expect(await desk.listIds(`city=${desk.city.slug}&activeChat=true`)).toContain(clinic.id);
    expect(await desk.listIds(`city=${desk.city.slug}&phoneReservation=true`)).not.toContain(clinic.id);

    // Replacing the list replaces the flags too: «مشاوره تلفنی» alone.
    await setTariffs(cookie, clinic.id, [{ title: 'مشاوره  تلفني', price: 100_000 }]);
    expect(await read()).toMatchObject({ activeChat: false, phoneReservation: true });
    // The page's list is the new one at once, kept or not.
    const again = await app.inject({ url: `/api/v1/clinic/${clinic.slugId}/tariffs` });
    expect(again.json<{ items: Array<{ title: string }> }>().items.map((item) => item.title)).toEqual([
      'مشاوره  تلفني',
    ]);
    expect(await desk.listIds(`city=${desk.city.slug}&phoneReservation=true`)).toContain(clinic.id);
  });

  it('switches text and phone consultation by the tariff kind chosen from a list, whatever title is typed (issue 29)', async () => {
    const { cookie } = await userWithSession(db);
    const clinic = (await desk.publish(cookie)).json<ClinicJson>();
    await desk.approve(clinic.id);
    const saved = await setTariffs(cookie, clinic.id, [
      { kind: 'service', title: 'ویزیت حضوری', price: 300_000 },
      { kind: 'textConsultation', title: '', price: 90_000 },
      { kind: 'phoneConsultation', title: 'تماس ۱۰ دقیقه‌ای', price: 120_000 },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    // A consultation kind's title is the spec's name, so the spec's mapping of names to flags holds.
    expect(saved.json<{ items: unknown[] }>().items).toMatchObject([
      { title: 'ویزیت حضوری', kind: 'service' },
      { title: 'مشاوره متنی', kind: 'textConsultation' },
      { title: 'مشاوره تلفنی', kind: 'phoneConsultation' },
    ]);
    const read = async () => (await app.inject({ url: `/api/v1/clinic/${clinic.slugId}` })).json<ClinicJson>();
    expect(await read()).toMatchObject({ activeChat: true, phoneReservation: true });
    await setTariffs(cookie, clinic.id, [{ kind: 'service', title: 'مشاوره متنی ویژه', price: 1 }]);
    expect(await read()).toMatchObject({ activeChat: false, phoneReservation: false });
    // A service still needs its title; an unknown kind is refused.
    const bad = await setTariffs(cookie, clinic.id, [
      { kind: 'service', title: '' },
      { kind: 'chat', title: 'x' },
    ]);
    expect(bad.statusCode).toBe(422);
    const fields = bad.json<{ error: { fields: Record<string, string> } }>().error.fields;
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['tariffs.0.title', 'tariffs.1.kind']));
  });

  it('refuses a negative price and a discount above the price, changing nothing', async () => {
    const { cookie } = await userWithSession(db);
    const clinic = (await desk.publish(cookie)).json<ClinicJson>();
    await setTariffs(cookie, clinic.id, [VISIT]);
    const bad = await setTariffs(cookie, clinic.id, [
      { title: 'ویزیت', price: -1 },
      { title: 'مشاوره تلفنی', price: 100, discount: 101 },
    ]);
    expect(bad.statusCode).toBe(422);
    const fields = bad.json<{ error: { fields: Record<string, string> } }>().error.fields;
    expect(fields['tariffs.0.price']).toBe('قیمت باید عددی صحیح و نامنفی به تومان باشد.');
    expect(fields['tariffs.1.discount']).toBe('تخفیف باید مبلغی صحیح به تومان، از ۰ تا خود قیمت باشد.');
    const mine = await app.inject({ url: `/api/v1/me/clinic/${clinic.id}/tariffs`, headers: { cookie } });
    expect(mine.json<{ items: Array<{ title: string }> }>().items.map((item) => item.title)).toEqual(['ویزیت حضوری']);
  });

  it('lets nobody but the owner read or write a clinic’s tariffs from the panel', async () => {
    const owner = await userWithSession(db);
    const other = await userWithSession(db);
    const clinic = (await desk.publish(owner.cookie)).json<ClinicJson>();
    expect((await setTariffs(other.cookie, clinic.id, [VISIT])).statusCode).toBe(404);
    const read = await app.inject({ url: `/api/v1/me/clinic/${clinic.id}/tariffs`, headers: { cookie: other.cookie } });
    expect(read.statusCode).toBe(404);
    // A clinic under review has no public tariffs yet.
    expect((await app.inject({ url: `/api/v1/clinic/${clinic.slugId}/tariffs` })).statusCode).toBe(404);
  });

  it('shows the verified badge once the owner is identified and a manager checked this very number', async () => {
    const { user, cookie } = await userWithSession(db);
    const clinic = (await desk.publish(cookie)).json<ClinicJson>();
    await desk.approve(clinic.id);
    const read = async () => (await app.inject({ url: `/api/v1/clinic/${clinic.slugId}` })).json<ClinicJson>();
    const check = (checked: boolean, who = desk.admin) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/manager/clinic/${clinic.id}/medical-system-check`,
        headers: { cookie: who },
        payload: { checked },
      });
    expect((await check(true, cookie)).statusCode).toBe(403);
    expect((await check(true)).statusCode).toBe(200);
    expect(await read()).toMatchObject({ medicalSystemChecked: true, isVerified: false });
    await db.update(users).set({ authLevel: 1 }).where(eq(users.id, user.id));
    // Written straight to the database (as an identity check would, through the API): what was kept goes.
    app.answerCache.invalidation.drop();
    expect(await read()).toMatchObject({ isVerified: true });
    // A changed number is not the one checked: the badge goes until a manager checks it again.
    await app.inject({
      method: 'PUT',
      url: `/api/v1/me/clinic/${clinic.id}`,
      headers: { cookie },
      payload: desk.body({ medicalSystemNumber: '۷۷۷۷۷' }),
    });
    await desk.approve(clinic.id);
    expect(await read()).toMatchObject({ medicalSystemChecked: false, isVerified: false });
  });
});
