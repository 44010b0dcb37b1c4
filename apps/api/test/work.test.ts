import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { UserType } from '@shahrbazar/domain/enums/people';
import { PackageType } from '@shahrbazar/domain/enums/plans';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { policyIds, seedPolicies } from '../src/modules/access/access.service.ts';
import { rolePolicies, roles } from '../src/modules/access/role.table.ts';
import { pdf, png } from '../src/modules/media/test-images.ts';
import { workApplications } from '../src/verticals/work/work.table.ts';
import { makeCategoryChain, makeCity, makePackage } from './factories/catalogue.ts';
import { adminSession, userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

type Job = Record<string, unknown> & { id: number; slugId: string; status: number };

/** A multipart body with the CV and the cover note, as the apply form sends it. */
function applyForm(file: { data: Buffer; name: string } | undefined, note = 'سه سال سابقه کار با React دارم.') {
  const body = new FormData();
  body.append('note', note);
  if (file) body.append('file', new Blob([file.data], { type: 'application/octet-stream' }), file.name);
  return body;
}

describe('jobs on the listing core, with their declared filters', () => {
  let app: App;
  let db: Db;
  let admin: string;
  let city: Awaited<ReturnType<typeof makeCity>>;
  let chain: Awaited<ReturnType<typeof makeCategoryChain>>;
  let pkg: Awaited<ReturnType<typeof makePackage>>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    admin = (await adminSession(db)).cookie;
    city = await makeCity(db);
    chain = await makeCategoryChain(db, CategoryType.work);
    pkg = await makePackage(db, { type: PackageType.work });
  });
  afterAll(() => app.close());

  const body = (overrides: Record<string, unknown> = {}) => ({
    city_id: city.id,
    package_id: pkg.id,
    general_sub_category_id: chain.sub.id,
    title: 'برنامه‌نویس وب',
    description: 'برای تیم محصول',
    salary: '۲۵٬۰۰۰٬۰۰۰',
    skills: 'React، TypeScript',
    hoursWork: 'شنبه تا چهارشنبه ۹ تا ۱۷',
    educationDegree: 'کارشناسی',
    businessName: 'نرم‌افزار آرتا',
    militaryStatus: 'endOfService',
    cooperationType: 'fullTime',
    gender: 'either',
    count: '۲',
    ...overrides,
  });
  const post = async (cookie: string, overrides: Record<string, unknown> = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/me/work',
      headers: { cookie },
      payload: body(overrides),
    });
    expect(res.statusCode, res.body).toBe(201);
    const job = res.json<Job>();
    const approved = await app.inject({
      method: 'POST',
      url: `/api/v1/manager/listings/${job.id}/status`,
      headers: { cookie: admin },
      payload: { status: ListingStatus.active },
    });
    expect(approved.statusCode).toBe(200);
    return job;
  };
  const ids = async (query: string) => {
    const res = await app.inject({ url: `/api/v1/work?city=${city.slug}&${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: Job[] }>().items.map((item) => item.id);
  };

  it('keeps a job’s own fields, with the salary and openings read from Persian digits', async () => {
    const { cookie } = await userWithSession(db);
    const job = await post(cookie);
    const read = (await app.inject({ url: `/api/v1/work/${job.slugId}` })).json();
    expect(read).toMatchObject({
      salary: 25_000_000,
      skills: ['React', 'TypeScript'],
      hoursWork: 'شنبه تا چهارشنبه ۹ تا ۱۷',
      educationDegree: 'کارشناسی',
      businessName: 'نرم‌افزار آرتا',
      militaryStatus: 'endOfService',
      cooperationType: 'fullTime',
      gender: 'either',
      count: 2,
    });
  });

  it('refuses unknown choices and out-of-range numbers field by field', async () => {
    const { cookie } = await userWithSession(db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/me/work',
      headers: { cookie },
      payload: body({ cooperationType: 'sometimes', gender: 'x', salary: '-5', count: '0' }),
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().error.fields)).toEqual(
      expect.arrayContaining(['cooperationType', 'gender', 'salary', 'count']),
    );
  });

  it('filters by cooperation type, gender and military status (either matches every choice) and a salary range', async () => {
    const { cookie } = await userWithSession(db);
    const remote = await post(cookie, {
      title: 'پشتیبان دورکار',
      cooperationType: 'telecommuting',
      gender: 'female',
      militaryStatus: 'either',
      salary: '12000000',
    });
    const partTime = await post(cookie, {
      title: 'فروشنده پاره‌وقت',
      cooperationType: 'partTime',
      gender: 'either',
      militaryStatus: 'permanentExemption',
      salary: '0',
    });
    const full = await post(cookie, { title: 'حسابدار', gender: 'man', salary: '30000000' });

    expect(await ids('cooperationType=telecommuting')).toEqual([remote.id]);
    expect(await ids('cooperationType=partTime')).toEqual([partTime.id]);
    // A job open to either gender is found by both; one for women only is not found by men.
    const men = await ids('gender=man');
    expect(men).toEqual(expect.arrayContaining([partTime.id, full.id]));
    expect(men).not.toContain(remote.id);
    const exempt = await ids('militaryStatus=permanentExemption');
    expect(exempt).toEqual(expect.arrayContaining([remote.id, partTime.id]));
    expect(exempt).not.toContain(full.id);
    // A salary range leaves out the negotiable (0) salary.
    const range = await ids('salaryMin=10000000&salaryMax=20000000');
    expect(range).toContain(remote.id);
    expect(range).not.toContain(partTime.id);
    expect(range).not.toContain(full.id);
    expect(await ids('salaryMax=20000000')).not.toContain(partTime.id);
    // Filters combine with each other and with the search text (skills are searched).
    expect(await ids('cooperationType=fullTime&salaryMin=28000000')).toContain(full.id);
    expect(await ids(`q=${encodeURIComponent('typescript')}&cooperationType=telecommuting`)).toEqual([remote.id]);
  });

  it('answers 422, not 500, to a filter value it does not know', async () => {
    for (const query of ['cooperationType=sometimes', 'salaryMin=-1', 'salaryMax=abc', 'gender=both']) {
      const res = await app.inject({ url: `/api/v1/work?${query}` });
      expect(res.statusCode, query).toBe(422);
      expect(res.json().error.code).toBe('validation');
    }
  });

  it('ignores another vertical’s filters on ads (they are declared per vertical)', async () => {
    const res = await app.inject({ url: '/api/v1/ads?cooperationType=sometimes' });
    expect(res.statusCode).toBe(200);
  });
});

describe('applying to a job', () => {
  let app: App;
  let db: Db;
  let admin: string;
  let job: Job;
  let employer: Awaited<ReturnType<typeof userWithSession>>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    admin = (await adminSession(db)).cookie;
    const city = await makeCity(db);
    const chain = await makeCategoryChain(db, CategoryType.work);
    const pkg = await makePackage(db, { type: PackageType.work });
    employer = await userWithSession(db, { name: 'کارفرما' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/me/work',
      headers: { cookie: employer.cookie },
      payload: { city_id: city.id, package_id: pkg.id, general_sub_category_id: chain.sub.id, title: 'منشی دفتر' },
    });
    job = res.json<Job>();
    await app.inject({
      method: 'POST',
      url: `/api/v1/manager/listings/${job.id}/status`,
      headers: { cookie: admin },
      payload: { status: ListingStatus.active },
    });
  });
  afterAll(() => app.close());

  const apply = (cookie: string, form: FormData, slugId = job.slugId) =>
    app.inject({ method: 'POST', url: `/api/v1/work/${slugId}/applications`, headers: { cookie }, payload: form });
  const applications = (cookie: string) =>
    app.inject({ url: `/api/v1/me/work/${job.id}/applications`, headers: { cookie } });

  it('takes a PDF CV and a note; the employer sees it, opens the CV (then seen) and shortlists it', async () => {
    const seeker = await userWithSession(db, { name: 'جوینده کار' });
    const sent = await apply(seeker.cookie, applyForm({ data: pdf(), name: 'رزومه.pdf' }));
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ status: 'new', fileName: 'رزومه.pdf', job: { id: job.id } });

    const list = (await applications(employer.cookie)).json<{
      items: Array<Record<string, unknown> & { id: number; file: string }>;
    }>();
    expect(list.items).toHaveLength(1);
    const [application] = list.items;
    expect(application).toMatchObject({
      status: 'new',
      note: 'سه سال سابقه کار با React دارم.',
      applicant: { name: 'جوینده کار' },
    });
    // Never a public address.
    expect(application!.file).toMatch(/^\/api\/v1\/me\/work\/\d+\/applications\/\d+\/file$/);

    const file = await app.inject({ url: application!.file, headers: { cookie: employer.cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await applications(employer.cookie)).json().items[0].status).toBe('seen');

    const moved = await app.inject({
      method: 'POST',
      url: `/api/v1/me/work/${job.id}/applications/${application!.id}/status`,
      headers: { cookie: employer.cookie },
      payload: { status: 'shortlisted' },
    });
    expect(moved.statusCode).toBe(204);
    const mine = (await app.inject({ url: '/api/v1/me/applications', headers: { cookie: seeker.cookie } })).json();
    expect(mine.items).toEqual([
      expect.objectContaining({ status: 'shortlisted', job: expect.objectContaining({ id: job.id, active: true }) }),
    ]);
  });

  it('keeps the CV private: another user gets 404, a manager with the listings policy gets the file', async () => {
    const seeker = await userWithSession(db);
    const sent = await apply(seeker.cookie, applyForm({ data: await png(), name: 'cv.png' }));
    expect(sent.statusCode, sent.body).toBe(201);
    const [row] = await db.select().from(workApplications).where(eq(workApplications.id, sent.json().id));
    expect(row!.file.startsWith('applications/')).toBe(true);
    const employerUrl = `/api/v1/me/work/${job.id}/applications/${row!.id}/file`;

    const stranger = await userWithSession(db);
    expect((await app.inject({ url: employerUrl, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
    expect((await applications(stranger.cookie)).statusCode).toBe(404);
    // The seeker is not the employer either, and nothing is under /images/.
    expect((await app.inject({ url: employerUrl, headers: { cookie: seeker.cookie } })).statusCode).toBe(404);
    expect((await app.inject({ url: `/images/${row!.file}` })).statusCode).toBe(404);
    expect((await app.inject({ url: employerUrl })).statusCode).toBe(401);

    const managerUrl = `/api/v1/manager/work-applications/${row!.id}/file`;
    const [role] = await db.insert(roles).values({ title: 'ناظر آگهی', type: UserType.employee }).returning();
    const [listingsPolicy] = await policyIds(db, [policy('listings', 'index')]);
    await db.insert(rolePolicies).values({ roleId: role!.id, policyId: listingsPolicy! });
    const moderator = await userWithSession(db, { type: UserType.employee, kind: 'manager', roleId: role!.id });
    const [bareRole] = await db.insert(roles).values({ title: 'بی‌مجوز', type: UserType.employee }).returning();
    const bare = await userWithSession(db, { type: UserType.employee, kind: 'manager', roleId: bareRole!.id });
    expect((await app.inject({ url: managerUrl, headers: { cookie: bare.cookie } })).statusCode).toBe(403);
    expect((await app.inject({ url: managerUrl, headers: { cookie: stranger.cookie } })).statusCode).toBe(403);
    const read = await app.inject({ url: managerUrl, headers: { cookie: moderator.cookie } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toContain('image/webp');
    expect((await app.inject({ url: managerUrl, headers: { cookie: admin } })).statusCode).toBe(200);

    // The back office lists it with its job and the managers' CV route; the list is the listings policy's too.
    const listed = await app.inject({
      url: '/api/v1/manager/work-applications',
      headers: { cookie: moderator.cookie },
    });
    expect(listed.statusCode).toBe(200);
    const mine = listed.json().items.find((item: { id: number }) => item.id === row!.id);
    expect(mine).toMatchObject({ file: managerUrl, job: { id: job.id } });
    const seen = await app.inject({
      url: '/api/v1/manager/work-applications?status=rejected&perPage=50',
      headers: { cookie: admin },
    });
    expect(seen.json().items.map((item: { id: number }) => item.id)).not.toContain(row!.id);
    expect(
      (await app.inject({ url: '/api/v1/manager/work-applications', headers: { cookie: bare.cookie } })).statusCode,
    ).toBe(403);
  });

  it('takes one application per seeker per job (409 with a clear message)', async () => {
    const seeker = await userWithSession(db);
    expect((await apply(seeker.cookie, applyForm({ data: pdf(), name: 'cv.pdf' }))).statusCode).toBe(201);
    const again = await apply(seeker.cookie, applyForm({ data: pdf(), name: 'cv.pdf' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('شما پیش‌تر برای این آگهی استخدام رزومه فرستاده‌اید.');
  });

  it('refuses an application to one’s own job', async () => {
    const res = await apply(employer.cookie, applyForm({ data: pdf(), name: 'cv.pdf' }));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('نمی‌توانید برای آگهی استخدام خودتان رزومه بفرستید.');
  });

  it('refuses a CV that is not a PDF or an image by its content (422 on the file field), and a missing one', async () => {
    const seeker = await userWithSession(db);
    const html = await apply(
      seeker.cookie,
      applyForm({ data: Buffer.from('<html><script>x</script></html>'), name: 'cv.pdf' }),
    );
    expect(html.statusCode).toBe(422);
    expect(html.json().error.fields.file).toContain('PDF');
    const none = await apply(seeker.cookie, applyForm(undefined));
    expect(none.statusCode).toBe(422);
    expect(none.json().error.fields).toHaveProperty('file');
    // Nothing was recorded: the seeker may still apply.
    expect((await apply(seeker.cookie, applyForm({ data: pdf(), name: 'cv.pdf' }))).statusCode).toBe(201);
  });

  it('refuses a job that is not live, and a guest', async () => {
    const seeker = await userWithSession(db);
    expect((await apply(seeker.cookie, applyForm({ data: pdf(), name: 'cv.pdf' }), 'Zz99Zz99')).statusCode).toBe(404);
    const guest = await app.inject({
      method: 'POST',
      url: `/api/v1/work/${job.slugId}/applications`,
      payload: applyForm({ data: pdf(), name: 'a.pdf' }),
    });
    expect(guest.statusCode).toBe(401);
  });
});
