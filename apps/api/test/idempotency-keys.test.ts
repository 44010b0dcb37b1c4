import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { DeviceType, UserType } from '@shahrbazar/domain/enums/people';
import { PackageType, PlanType } from '@shahrbazar/domain/enums/plans';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { PAYMENT_MESSAGES } from '@shahrbazar/domain/rules/payment';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { listings } from '../src/modules/listings/listing.table.ts';
import { payments, walletEntries } from '../src/modules/payments/payment.table.ts';
import { walletReserves } from '../src/modules/payments/reserve.table.ts';
import { sectionAds } from '../src/modules/section-ads/section-ad.table.ts';
import { users } from '../src/modules/users/user.table.ts';
import { advertiseRewardClaims } from '../src/verticals/advertise/reward.table.ts';
import { makeStartToken } from '../src/verticals/advertise/reward.service.ts';
import { lawyerProjects } from '../src/verticals/lawyer/projects/project.table.ts';
import { adsDesk } from './factories/ads.ts';
import { makeCategoryChain, makeCity, makePackage, unique } from './factories/catalogue.ts';
import { clinicDesk } from './factories/clinics.ts';
import { fundWallet, makeLawyer, projectDesk } from './factories/lawyers.ts';
import { shopFixtures } from './factories/orders.ts';
import { rewarderOf } from './factories/packages.ts';
import { adminSession, roleWith, userWithSession } from './factories/users.ts';
import { expectWalletsBalanced, race, tally } from './support/race.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// Issue 31 item 6 and issue 34 (ADR 0109): every POST that creates money or a listing takes an Idempotency-Key,
// through the one mechanism of ADR 0014. The same key, caller and request answer the first answer again and change
// nothing; the same key with another request is 422; racing copies of one keyed request have one effect.

const SECRET = 'idempotency-keys-secret-0123456789abcdef0123456';

/**
 * The POSTs that must declare an Idempotency-Key (ADR 0109), besides every vertical's create (`POST /api/v1/me/{key}`
 * of a vertical, found from the document). A new POST whose path looks like money must be here or in NOT_MONEY.
 */
const COVERED = [
  'post /api/v1/me/payments',
  'post /api/v1/me/payments/{id}/pay',
  'post /api/v1/me/withdrawals',
  'post /api/v1/manager/payments',
  'post /api/v1/me/orders',
  'post /api/v1/me/consultations',
  'post /api/v1/me/appointments',
  'post /api/v1/me/appointment-waitlist/{id}/accept',
  'post /api/v1/agent/booth',
  'post /api/v1/agent/booth/{id}/payment',
  'post /api/v1/me/lawyer/projects',
  'post /api/v1/me/lawyer/projects/{id}/pay',
  'post /api/v1/me/lawyer/projects/{id}/payment',
  'post /api/v1/me/lawyer/projects/{id}/release',
  'post /api/v1/me/lawyer/projects/{id}/dispute',
  'post /api/v1/manager/lawyer-projects/{id}/resolve',
  'post /api/v1/me/section-ads',
  'post /api/v1/manager/section-ads/{id}/status',
  'post /api/v1/me/advertise/{id}/rewarding',
  'post /api/v1/advertise/{slugId}/reward/claim',
];

/** Paths that look like money but move none, or are state changes guarded to happen once (a second one is 409). */
const NOT_MONEY = new Set([
  'post /api/v1/basket/quote',
  'post /api/v1/advertise/{slugId}/reward/start',
  'post /api/v1/lawyer/projects/{slugId}/offers',
  'post /api/v1/me/lawyer/projects/{id}/select',
  'post /api/v1/me/lawyer/projects/{id}/rate',
  'post /api/v1/me/lawyer/projects/{id}/files',
  'post /api/v1/me/payments/{id}/receipt',
  'post /api/v1/manager/receipts/{id}/review',
  'post /api/v1/manager/withdrawals/{id}/review',
  'post /api/v1/me/orders/{id}/status',
  'post /api/v1/me/booth/{boothId}/orders/{orderId}/status',
  'post /api/v1/me/booth/{boothId}/orders/{orderId}/requests',
  'post /api/v1/me/appointments/{id}/cancel',
  'post /api/v1/me/appointments/{id}/reschedule',
  'post /api/v1/me/appointment-books/{listingId}/appointments/{id}/cancel',
  'post /api/v1/me/appointment-books/{listingId}/appointments/{id}/reschedule',
  'post /api/v1/me/appointment-books/{listingId}/appointments/{id}/status',
  'post /api/v1/me/appointment-waitlist',
  'post /api/v1/me/consultations/{id}/close',
  'post /api/v1/manager/packages',
  'post /api/v1/me/cart/merge',
  // A book's secretary is a person added to it (ADR 0105); adding the same one twice is 422.
  'post /api/v1/me/appointment-books/{listingId}/secretaries',
  // Development only (ADR 0106): puts a visit at today's start for a journey; absent from production's document.
  'post /api/v1/dev/appointments/{id}/start',
]);
const LOOKS_LIKE_MONEY =
  /payment|\/pay$|wallet|withdraw|order|consultation|appointment|waitlist|section-ads|reward|escrow|release|resolve|receipt|package|lawyer\/projects|agent\/booth$/;

type Operation = { parameters?: Array<{ in: string; name: string; required?: boolean }> };

describe('an Idempotency-Key on every POST that creates money or a listing (ADR 0109)', () => {
  let app: App;
  let db: Db;
  let admin: string;
  let ads: Awaited<ReturnType<typeof adsDesk>>;
  let projects: Awaited<ReturnType<typeof projectDesk>>;
  let clinics: Awaited<ReturnType<typeof clinicDesk>>;
  let adsPackage: Awaited<ReturnType<typeof makePackage>>;
  let advertise: { city: { id: number }; chain: { sub: { id: number } }; free: { id: number } };
  let rewarderPlan: Awaited<ReturnType<typeof makePackage>>;
  let shop: Awaited<ReturnType<typeof shopFixtures>>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp({ config: { appSecret: SECRET, rewards: { minViewSeconds: 15, dailyClaims: 50 } } });
    admin = (await adminSession(db)).cookie;
    shop = await shopFixtures(db, 0);
    ads = await adsDesk(app, db);
    projects = await projectDesk(app, db);
    clinics = await clinicDesk(app, db);
    adsPackage = await makePackage(db, {
      type: PackageType.clinicAds,
      planType: PlanType.subscription,
      title: 'تبلیغ هفتگی',
      price: 150_000,
      days: 7,
    });
    advertise = {
      city: await makeCity(db),
      chain: await makeCategoryChain(db, CategoryType.advertise),
      free: await makePackage(db, { type: PackageType.advertise }),
    };
    rewarderPlan = await makePackage(db, {
      type: PackageType.rewarder,
      planType: PlanType.subscription,
      price: 20_000,
      days: 30,
      title: 'پاداش‌بگیر ماهانه',
    });
  });
  afterAll(() => app.close());

  const post = (cookie: string, url: string, payload: object | undefined, key?: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    });

  /** The rows money and listings leave behind: one more of any of them is an effect. */
  async function effects() {
    const rows = async (table: Parameters<ReturnType<Db['select']>['from']>[0]) =>
      (await db.select({ n: count() }).from(table))[0]!.n;
    return {
      listings: await rows(listings),
      payments: await rows(payments),
      walletEntries: await rows(walletEntries),
      walletReserves: await rows(walletReserves),
      sectionAds: await rows(sectionAds),
      rewardClaims: await rows(advertiseRewardClaims),
      lawyerProjects: await rows(lawyerProjects),
    };
  }

  /** A client's project with one lawyer's offer selected; `paid`: its price held in escrow from the wallet. */
  async function selectedProject(paid: boolean) {
    const client = await userWithSession(db, { name: 'موکل' });
    const project = (await projects.post(client.cookie)).json<{ id: number; slugId: string }>();
    const lawyer = await makeLawyer(db);
    const offer = await projects.offer(lawyer.cookie, project.slugId, {
      price: 3_000_000,
      days: 5,
      message: 'با ده سال سابقه در دعاوی ملکی',
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const selected = await projects.step(client.cookie, project.id, 'select', { offerId: offer.json().id });
    expect(selected.statusCode, selected.body).toBe(200);
    await fundWallet(db, client.user.id, 3_000_000);
    if (paid) expect((await projects.step(client.cookie, project.id, 'pay')).statusCode).toBe(200);
    return { client, lawyer, project };
  }

  /** A live city ad of a funded owner (reward × numberReward in the wallet), its rewarding on when `on`. */
  async function cityAd(on: boolean) {
    const owner = await userWithSession(db, { name: 'کافه کتاب' });
    await fundWallet(db, owner.user.id, 40_000);
    const created = await post(owner.cookie, '/api/v1/me/advertise', {
      city_id: advertise.city.id,
      package_id: advertise.free.id,
      general_sub_category_id: advertise.chain.sub.id,
      title: `تبلیغ ${unique()}`,
      description: 'هر روز از ۸ صبح تا ۱۱ شب',
      reward: '1000',
      numberReward: '40',
    });
    expect(created.statusCode, created.body).toBe(201);
    const ad = created.json<{ id: number; slugId: string }>();
    expect((await ads.moderate(ad.id, ListingStatus.active)).statusCode).toBe(200);
    if (on)
      expect((await post(owner.cookie, `/api/v1/me/advertise/${ad.id}/rewarding`, { active: true })).statusCode).toBe(
        200,
      );
    return { owner, ad };
  }

  const rewarder = () => rewarderOf(db, rewarderPlan.id);

  /** A keyed request of a covered route: who sends it, where, its body, and another request to reuse the key with. */
  interface Keyed {
    cookie: string;
    url: string;
    payload?: object;
    other: { url: string; payload?: object };
  }

  const routes: Array<{ name: string; prepare: () => Promise<Keyed> }> = [
    {
      name: 'post /api/v1/me/ads (a listing of a vertical)',
      prepare: async () => ({
        cookie: (await userWithSession(db)).cookie,
        url: '/api/v1/me/ads',
        payload: ads.body(),
        other: { url: '/api/v1/me/ads', payload: ads.body({ title: 'دوچرخه شهری' }) },
      }),
    },
    {
      name: 'post /api/v1/me/clinic (a listing of a vertical)',
      prepare: async () => ({
        cookie: (await userWithSession(db)).cookie,
        url: '/api/v1/me/clinic',
        payload: clinics.body(),
        other: { url: '/api/v1/me/clinic', payload: clinics.body({ title: 'دکتر دیگر' }) },
      }),
    },
    {
      name: 'post /api/v1/agent/booth (an agent’s booth for their user)',
      prepare: async () => {
        const role = await roleWith(db, [policy('agentBooths', 'create')], UserType.agent);
        const agent = await userWithSession(db, { type: UserType.agent, kind: 'agent', roleId: role });
        const user = await userWithSession(db);
        await db.update(users).set({ createdBy: agent.user.id }).where(eq(users.id, user.user.id));
        const booth = (name: string) => ({
          user_id: user.user.id,
          type: 'shop',
          city_id: shop.city.id,
          package_id: shop.pkg.id,
          general_sub_category_id: shop.tree.sub.id,
          name,
          title: `غرفه ${name}`,
          userName: 'رضا مرادی',
          nationalCode: '0499370899',
        });
        const name = `agent-${unique()}`;
        return {
          cookie: agent.cookie,
          url: '/api/v1/agent/booth',
          payload: booth(name),
          other: { url: '/api/v1/agent/booth', payload: booth(`${name}-2`) },
        };
      },
    },
    {
      name: 'post /api/v1/me/lawyer/projects',
      prepare: async () => ({
        cookie: (await userWithSession(db)).cookie,
        url: '/api/v1/me/lawyer/projects',
        payload: projects.body(),
        other: { url: '/api/v1/me/lawyer/projects', payload: projects.body({ title: 'دعوای ملکی' }) },
      }),
    },
    {
      name: 'post /api/v1/me/lawyer/projects/{id}/pay (escrow funding)',
      prepare: async () => {
        const { client, project } = await selectedProject(false);
        const url = `/api/v1/me/lawyer/projects/${project.id}/pay`;
        return { cookie: client.cookie, url, other: { url: `/api/v1/me/lawyer/projects/${project.id + 1}/pay` } };
      },
    },
    {
      name: 'post /api/v1/me/lawyer/projects/{id}/payment (escrow funding online)',
      prepare: async () => {
        const { client, project } = await selectedProject(false);
        const url = `/api/v1/me/lawyer/projects/${project.id}/payment`;
        return { cookie: client.cookie, url, other: { url: `/api/v1/me/lawyer/projects/${project.id + 1}/payment` } };
      },
    },
    {
      name: 'post /api/v1/me/lawyer/projects/{id}/release (escrow to the lawyer)',
      prepare: async () => {
        const { client, project } = await selectedProject(true);
        const url = `/api/v1/me/lawyer/projects/${project.id}/release`;
        return { cookie: client.cookie, url, other: { url: `/api/v1/me/lawyer/projects/${project.id}/dispute` } };
      },
    },
    {
      name: 'post /api/v1/manager/lawyer-projects/{id}/resolve (a dispute’s money)',
      prepare: async () => {
        const { client, project } = await selectedProject(true);
        expect((await projects.step(client.cookie, project.id, 'dispute')).statusCode).toBe(200);
        const url = `/api/v1/manager/lawyer-projects/${project.id}/resolve`;
        return { cookie: admin, url, payload: { outcome: 'refund' }, other: { url, payload: { outcome: 'release' } } };
      },
    },
    {
      name: 'post /api/v1/me/section-ads (a section ad’s purchase)',
      prepare: async () => {
        const owner = await userWithSession(db, { name: 'دکتر تبلیغ' });
        const clinic = (await clinics.publish(owner.cookie)).json<{ id: number }>();
        expect((await clinics.approve(clinic.id)).statusCode).toBe(200);
        const payload = { listingId: clinic.id, packageId: adsPackage.id };
        return {
          cookie: owner.cookie,
          url: '/api/v1/me/section-ads',
          payload,
          other: { url: '/api/v1/me/section-ads', payload: { ...payload, deviceType: DeviceType.webMyClinic } },
        };
      },
    },
    {
      name: 'post /api/v1/manager/section-ads/{id}/status (a rejection refunds)',
      prepare: async () => {
        const owner = await userWithSession(db, { name: 'دکتر تبلیغ' });
        await fundWallet(db, owner.user.id, 150_000);
        const clinic = (await clinics.publish(owner.cookie)).json<{ id: number }>();
        expect((await clinics.approve(clinic.id)).statusCode).toBe(200);
        const bought = await post(owner.cookie, '/api/v1/me/section-ads', {
          listingId: clinic.id,
          packageId: adsPackage.id,
        });
        const ad = bought.json<{ id: number; paymentId: number }>();
        const paid = await post(owner.cookie, `/api/v1/me/payments/${ad.paymentId}/pay`, { method: 'wallet' });
        expect(paid.statusCode, paid.body).toBe(200);
        const url = `/api/v1/manager/section-ads/${ad.id}/status`;
        const rejected = { status: ListingStatus.inactive };
        return { cookie: admin, url, payload: rejected, other: { url, payload: { status: ListingStatus.active } } };
      },
    },
    {
      name: 'post /api/v1/me/advertise/{id}/rewarding (a city ad’s reward budget)',
      prepare: async () => {
        const { owner, ad } = await cityAd(false);
        const url = `/api/v1/me/advertise/${ad.id}/rewarding`;
        return { cookie: owner.cookie, url, payload: { active: true }, other: { url, payload: { active: false } } };
      },
    },
    {
      name: 'post /api/v1/advertise/{slugId}/reward/claim (a viewer’s reward)',
      prepare: async () => {
        const { ad } = await cityAd(true);
        const viewer = await rewarder();
        const token = (seconds: number) =>
          makeStartToken(SECRET, ad.id, viewer.user.id, new Date(Date.now() - seconds * 1000));
        const url = `/api/v1/advertise/${ad.slugId}/reward/claim`;
        return {
          cookie: viewer.cookie,
          url,
          payload: { token: token(60) },
          other: { url, payload: { token: token(61) } },
        };
      },
    },
  ];

  for (const route of routes) {
    it(`${route.name}: the same key answers the first answer again, once; with another request, 422`, async () => {
      const keyed = await route.prepare();
      const key = randomUUID();
      const before = await effects();
      const first = await post(keyed.cookie, keyed.url, keyed.payload, key);
      expect(first.statusCode, first.body).toBeLessThan(300);
      const after = await effects();
      expect(after, 'the first request changes something').not.toEqual(before);

      const again = await post(keyed.cookie, keyed.url, keyed.payload, key);
      expect([again.statusCode, again.json()]).toEqual([first.statusCode, first.json()]);
      expect(await effects(), 'the replay changes nothing').toEqual(after);
      // The replay says so (Idempotent-Replayed), so a client does not repeat what followed the first answer.
      expect([first.headers['idempotent-replayed'], again.headers['idempotent-replayed']]).toEqual([undefined, 'true']);

      const reused = await post(keyed.cookie, keyed.other.url, keyed.other.payload, key);
      expect(reused.statusCode, reused.body).toBe(422);
      expect(reused.json().error.message).toBe(PAYMENT_MESSAGES.idempotencyKeyReused.fa);
      expect(await effects()).toEqual(after);
    });
  }

  it('a key is the caller’s: another caller’s same key is another request', async () => {
    const key = randomUUID();
    const a = await userWithSession(db);
    const b = await userWithSession(db);
    const first = await post(a.cookie, '/api/v1/me/ads', ads.body(), key);
    const second = await post(b.cookie, '/api/v1/me/ads', ads.body(), key);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().id).not.toBe(first.json().id);
    // Each caller's key still replays its own first answer.
    const again = await post(a.cookie, '/api/v1/me/ads', ads.body(), key);
    expect([again.statusCode, again.json().id]).toEqual([201, first.json().id]);
  });

  it('20 copies of one keyed listing create at once: one listing, twenty equal answers', async () => {
    const owner = await userWithSession(db);
    const key = randomUUID();
    const before = (await effects()).listings;
    const answers = await race(db, 20, () => post(owner.cookie, '/api/v1/me/ads', ads.body(), key));
    expect(tally(answers)).toEqual({ 201: 20 });
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect((await effects()).listings).toBe(before + 1);
  });

  it('20 copies of one keyed escrow payment at once: one debit, twenty equal answers', async () => {
    const { client, lawyer, project } = await selectedProject(false);
    // Enough for twenty: without the key, each copy that got past the state check would pay again.
    await fundWallet(db, client.user.id, 60_000_000);
    const key = randomUUID();
    const before = await effects();
    const answers = await race(db, 20, () =>
      post(client.cookie, `/api/v1/me/lawyer/projects/${project.id}/pay`, undefined, key),
    );
    expect(tally(answers)).toEqual({ 200: 20 });
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    const after = await effects();
    expect(after.walletReserves - before.walletReserves).toBe(1);
    await expectWalletsBalanced(db, [client.user.id, lawyer.user.id]);
  });

  it('20 copies of one keyed reward claim at once: one credit, twenty equal answers', async () => {
    const { owner, ad } = await cityAd(true);
    const viewer = await rewarder();
    const token = makeStartToken(SECRET, ad.id, viewer.user.id, new Date(Date.now() - 60_000));
    const key = randomUUID();
    const before = await effects();
    const answers = await race(db, 20, () =>
      post(viewer.cookie, `/api/v1/advertise/${ad.slugId}/reward/claim`, { token }, key),
    );
    expect(tally(answers)).toEqual({ 200: 20 });
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect((await effects()).rewardClaims - before.rewardClaims).toBe(1);
    await expectWalletsBalanced(db, [owner.user.id, viewer.user.id]);
  });

  it('the document declares the Idempotency-Key header on every such POST, and on no money POST left out', async () => {
    const doc = (await app.inject({ url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const posts = Object.entries(doc.paths).flatMap(([path, methods]) =>
      methods.post ? [{ name: `post ${path}`, path, op: methods.post }] : [],
    );
    const declares = (op: Operation) =>
      op.parameters?.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key' && !p.required);
    // Every vertical's create: its collection under /me has a public detail by slugId.
    const verticals = posts.filter(
      ({ path }) =>
        /^\/api\/v1\/me\/[a-z-]+$/.test(path) &&
        doc.paths[`${path.replace('/me/', '/')}/{slugId}`]?.get !== undefined &&
        doc.paths[`${path}/{id}`]?.put !== undefined,
    );
    expect(verticals.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['post /api/v1/me/ads', 'post /api/v1/me/booth', 'post /api/v1/me/lawyer']),
    );
    expect(verticals.length).toBeGreaterThanOrEqual(7);
    const covered = new Set([...COVERED, ...verticals.map(({ name }) => name)]);
    for (const name of covered) {
      const op = posts.find((candidate) => candidate.name === name)?.op;
      expect(op, `${name} is in the document`).toBeDefined();
      expect(declares(op!), `${name} declares Idempotency-Key`).toBe(true);
    }
    const leftOut = posts
      .filter(({ name, path }) => LOOKS_LIKE_MONEY.test(path) && !covered.has(name) && !NOT_MONEY.has(name))
      .map(({ name }) => name);
    expect(leftOut, 'money POSTs neither covered nor said to move no money').toEqual([]);
  });
});
