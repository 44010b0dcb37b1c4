import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { PackageType } from '@shahrbazar/domain/enums/plans';
import { makeCategoryChain, makePackage } from './factories/catalogue.ts';
import { userWithSession } from './factories/users.ts';
import { clinicDesk, type ClinicJson } from './factories/clinics.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

describe('clinics on the listing core', () => {
  let app: App;
  let db: Db;
  let desk: Awaited<ReturnType<typeof clinicDesk>>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    desk = await clinicDesk(app, db);
  });
  afterAll(() => app.close());

  it('registers a clinic under a specialty, waits for review, and is listed by city and specialty once approved', async () => {
    const { cookie } = await userWithSession(db);
    const res = await desk.publish(cookie);
    expect(res.statusCode).toBe(201);
    const clinic = res.json<ClinicJson>();
    expect(clinic).toMatchObject({
      status: ListingStatus.pending,
      medicalSystemNumber: '123456',
      experience: 10,
      durationVisit: 10,
      onlineReservation: false,
      activeChat: false,
      phoneReservation: false,
      isVerified: false,
      type: 'doctor',
    });
    const query = `city=${desk.city.slug}&subCategory=${desk.chain.sub.slug}`;
    expect(await desk.listIds(query)).not.toContain(clinic.id);
    expect((await desk.approve(clinic.id)).statusCode).toBe(200);
    expect(await desk.listIds(query)).toContain(clinic.id);
    const page = await app.inject({ url: `/api/v1/clinic/${clinic.slugId}` });
    expect(page.json<ClinicJson>()).toMatchObject({ id: clinic.id, address: 'خیابان امام' });
  });

  it('filters on online reservation', async () => {
    const { cookie } = await userWithSession(db);
    const online = (await desk.publish(cookie, { onlineReservation: 'on', title: 'دکتر آنلاین' })).json<ClinicJson>();
    const offline = (await desk.publish(cookie, { title: 'دکتر حضوری' })).json<ClinicJson>();
    await desk.approve(online.id);
    await desk.approve(offline.id);
    const found = await desk.listIds(`city=${desk.city.slug}&onlineReservation=true`);
    expect(found).toContain(online.id);
    expect(found).not.toContain(offline.id);
    expect(await desk.listIds(`city=${desk.city.slug}`)).toContain(offline.id);
  });

  it('refuses a medical council number of the wrong shape and a visit of 0 minutes, with clear messages', async () => {
    const { cookie } = await userWithSession(db);
    const res = await desk.publish(cookie, { medicalSystemNumber: 'م-۱۲', durationVisit: '0' });
    expect(res.statusCode).toBe(422);
    const fields = res.json<{ error: { fields: Record<string, string> } }>().error.fields;
    expect(fields.medicalSystemNumber).toBe('شماره نظام پزشکی باید ۳ تا ۷ رقم باشد (فقط عدد، مثل ۱۲۳۴۵۶).');
    expect(fields.durationVisit).toBe('مدت هر ویزیت باید عددی صحیح از ۱ تا ۲۴۰ دقیقه باشد.');
    const missing = await desk.publish(cookie, { medicalSystemNumber: undefined });
    expect(missing.json<{ error: { fields: Record<string, string> } }>().error.fields).toHaveProperty(
      'medicalSystemNumber',
    );
  });

  it('takes only a clinic package and a specialty of the clinic tree', async () => {
    const { cookie } = await userWithSession(db);
    const ads = await makePackage(db, { type: PackageType.ads });
    const wrongPackage = await desk.publish(cookie, { package_id: ads.id });
    expect(wrongPackage.statusCode).toBe(422);
    expect(wrongPackage.json().error.fields).toHaveProperty('package_id');
    const expertChain = await makeCategoryChain(db, CategoryType.expert);
    const wrongTree = await desk.publish(cookie, { general_sub_category_id: expertChain.sub.id });
    expect(wrongTree.statusCode).toBe(422);
  });
});
