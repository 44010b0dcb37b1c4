import { and, eq } from 'drizzle-orm';
import { endExpiredProjects } from '../src/verticals/lawyer/projects/project.service.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyOffer, MyProject, Offer, Project } from '@shahrbazar/domain/api/lawyer-project.schema';
import { PaymentStatus, PaymentType } from '@shahrbazar/domain/enums/commerce';
import { DeviceType } from '@shahrbazar/domain/enums/people';
import { ClientProjectStatus, ListingStatus } from '@shahrbazar/domain/enums/status';
import { LAWYER_PROJECT_RESERVE } from '@shahrbazar/domain/rules/lawyer-project';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { payments, walletEntries } from '../src/modules/payments/payment.table.ts';
import { walletReserves } from '../src/modules/payments/reserve.table.ts';
import { lawyerProjects } from '../src/verticals/lawyer/projects/project.table.ts';
import { pdf } from '../src/modules/media/test-images.ts';
import { multipartForm } from './factories/forms.ts';
import { billing } from './factories/payments.ts';
import { balanceOf, fundWallet, makeLawyer, projectDesk } from './factories/lawyers.ts';
import { adminSession, userWithSession } from './factories/users.ts';
import { expectReservesConsistent, expectWalletsBalanced, race } from './support/race.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// PGlite is one connection: concurrent transactions cannot overlap there, so races are only real on PostgreSQL
// (support/race.ts).

/** The project's escrow reserve: other purposes (orders, ads, visits) use the same item ids. */
const projectReserve = (projectId: number) =>
  and(eq(walletReserves.purpose, LAWYER_PROJECT_RESERVE), eq(walletReserves.itemId, projectId));

describe('lawyer client projects, offers and escrow', () => {
  let app: App;
  let db: Db;
  let admin: string;
  let desk: Awaited<ReturnType<typeof projectDesk>>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    admin = (await adminSession(db)).cookie;
    desk = await projectDesk(app, db);
  });
  afterAll(() => app.close());

  const concurrently = <T>(tasks: Array<() => Promise<T>>) => race(db, tasks.length, (i) => tasks[i]!());
  const mine = async (cookie: string, id: number) =>
    (await app.inject({ url: `/api/v1/me/lawyer/projects/${id}`, headers: { cookie } })).json<MyProject>();
  const resolve = (id: number, outcome: 'release' | 'refund') =>
    app.inject({
      method: 'POST',
      url: `/api/v1/manager/lawyer-projects/${id}/resolve`,
      headers: { cookie: admin },
      payload: { outcome },
    });

  /** A client's project with offers of `prices.length` lawyers; the client selected the first and paid it. */
  async function paidProject(prices: number[] = [3_000_000]) {
    const client = await userWithSession(db, { name: 'موکل' });
    const posted = await desk.post(client.cookie);
    expect(posted.statusCode, posted.body).toBe(201);
    const project = posted.json<Project>();
    const lawyers = [];
    for (const price of prices) {
      const lawyer = await makeLawyer(db);
      const res = await desk.offer(lawyer.cookie, project.slugId, {
        price,
        days: 5,
        message: 'با ده سال سابقه در دعاوی ملکی',
      });
      expect(res.statusCode, res.body).toBe(201);
      lawyers.push({ ...lawyer, offer: res.json<Offer>() });
    }
    const chosen = lawyers[0]!;
    expect((await desk.step(client.cookie, project.id, 'select', { offerId: chosen.offer.id })).statusCode).toBe(200);
    await fundWallet(db, client.user.id, prices[0]!);
    const paid = await desk.step(client.cookie, project.id, 'pay');
    expect(paid.statusCode, paid.body).toBe(200);
    return { client, project, lawyers, chosen };
  }

  it('posts a project that anyone can read, with its budget and a 7-day deadline', async () => {
    const client = await userWithSession(db);
    const before = Date.now();
    const res = await desk.post(client.cookie, { budgetFrom: 0, budgetTo: 0 });
    expect(res.statusCode, res.body).toBe(201);
    const project = res.json<Project>();
    expect(project).toMatchObject({
      status: ClientProjectStatus.active,
      escrow: 'none',
      duration: 7,
      gender: 'either',
      budgetFrom: 0,
      offerCount: 0,
      specialties: [{ id: desk.chain.sub.id }],
    });
    const deadline = new Date(project.expireDate).getTime() - before;
    expect(deadline).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(deadline).toBeLessThan(7 * 86_400_000 + 60_000);

    const anonymous = await app.inject({ url: `/api/v1/lawyer/projects/${project.slugId}` });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json<Project>()).toMatchObject({ title: project.title, files: [], fileCount: 0 });
    const list = await app.inject({ url: `/api/v1/lawyer/projects?specialty=${desk.chain.sub.id}&perPage=100` });
    expect(list.json<{ items: Project[] }>().items.map((item) => item.id)).toContain(project.id);
  });

  it('refuses bad posts: budgetTo below budgetFrom, no specialty, an unknown city, signed out', async () => {
    const client = await userWithSession(db);
    const low = await desk.post(client.cookie, { budgetFrom: 5_000_000, budgetTo: 1_000_000 });
    expect(low.statusCode).toBe(422);
    expect(low.json().error).toMatchObject({
      code: 'validation',
      fields: { budgetTo: 'سقف بودجه نباید از کف آن کمتر باشد.' },
    });
    expect(low.json().error.message).toMatch(/سقف بودجه/);
    expect((await desk.post(client.cookie, { specialties: [] })).statusCode).toBe(422);
    const nowhere = await desk.post(client.cookie, { city_id: 2_000_000_000 });
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json().error.fields).toHaveProperty('city_id');
    const out = await app.inject({ method: 'POST', url: '/api/v1/me/lawyer/projects', payload: desk.body() });
    expect(out.statusCode).toBe(401);
    const count = await db.select().from(lawyerProjects).where(eq(lawyerProjects.userId, client.user.id));
    expect(count).toHaveLength(0);
  });

  it('takes offers from lawyers only, once each, never on one’s own project, and counts them exactly', async () => {
    const client = await userWithSession(db);
    const project = (await desk.post(client.cookie)).json<Project>();
    const message = { price: 3_000_000, days: 4, message: 'قرارداد را ظرف چهار روز تنظیم می‌کنم.' };

    const notLawyer = await desk.offer((await userWithSession(db)).cookie, project.slugId, message);
    expect(notLawyer.statusCode).toBe(403);
    expect(notLawyer.json().error.message).toMatch(/فقط وکیلان/);
    const inactive = await makeLawyer(db, { status: ListingStatus.pending });
    expect((await desk.offer(inactive.cookie, project.slugId, message)).statusCode).toBe(403);

    // A lawyer posting a project of their own cannot offer on it.
    const lawyerClient = await makeLawyer(db);
    const ownProject = (await desk.post(lawyerClient.cookie)).json<Project>();
    const own = await desk.offer(lawyerClient.cookie, ownProject.slugId, message);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toMatch(/پروژه خودتان/);

    expect((await desk.offer(lawyerClient.cookie, project.slugId, { ...message, price: 0 })).statusCode).toBe(422);

    const lawyers = await Promise.all(Array.from({ length: 5 }, () => makeLawyer(db)));
    const answers = await concurrently(
      lawyers.map((lawyer) => () => desk.offer(lawyer.cookie, project.slugId, message)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const again = await desk.offer(lawyers[0]!.cookie, project.slugId, message);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/پیش‌تر/);
    const read = await app.inject({ url: `/api/v1/lawyer/projects/${project.slugId}` });
    expect(read.json<Project>().offerCount).toBe(5);
    expect((await mine(client.cookie, project.id)).offers).toHaveLength(5);
    // Another user cannot read the client's offers.
    const peek = await app.inject({
      url: `/api/v1/me/lawyer/projects/${project.id}`,
      headers: { cookie: lawyers[0]!.cookie },
    });
    expect(peek.statusCode).toBe(404);
  });

  it('selects one offer once, pays it into escrow from the wallet, and releases it less the site share', async () => {
    const client = await userWithSession(db);
    const project = (await desk.post(client.cookie)).json<Project>();
    const [first, second] = [await makeLawyer(db), await makeLawyer(db)];
    const offered = (
      await desk.offer(first.cookie, project.slugId, { price: 4_000_000, days: 3, message: 'در سه روز آماده می‌شود.' })
    ).json<Offer>();
    const other = (
      await desk.offer(second.cookie, project.slugId, { price: 3_500_000, days: 6, message: 'در شش روز آماده می‌شود.' })
    ).json<Offer>();

    // Not payable before a selection; someone else cannot select.
    expect((await desk.step(client.cookie, project.id, 'pay')).statusCode).toBe(409);
    expect((await desk.step(first.cookie, project.id, 'select', { offerId: offered.id })).statusCode).toBe(404);
    const selected = await desk.step(client.cookie, project.id, 'select', { offerId: offered.id });
    expect(selected.statusCode, selected.body).toBe(200);
    expect(selected.json<MyProject>()).toMatchObject({
      status: ClientProjectStatus.selected,
      selectedOfferId: offered.id,
      price: 4_000_000,
    });
    const secondSelection = await desk.step(client.cookie, project.id, 'select', { offerId: other.id });
    expect(secondSelection.statusCode).toBe(409);
    expect(secondSelection.json().error.message).toMatch(/انتخاب شده/);
    // Closed to offers now.
    const late = await makeLawyer(db);
    expect(
      (await desk.offer(late.cookie, project.slugId, { price: 1, days: 1, message: 'پیشنهاد دیرهنگام من' })).statusCode,
    ).toBe(409);

    // Not enough in the wallet: nothing moves.
    await fundWallet(db, client.user.id, 1_000_000);
    const short = await desk.step(client.cookie, project.id, 'pay');
    expect(short.statusCode).toBe(409);
    expect(short.json().error.message).toMatch(/موجودی/);
    expect(await balanceOf(db, client.user.id)).toBe(1_000_000);

    await fundWallet(db, client.user.id, 3_500_000);
    const paid = await desk.step(client.cookie, project.id, 'pay');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<MyProject>().escrow).toBe('held');
    expect(await balanceOf(db, client.user.id)).toBe(500_000);
    expect((await desk.step(client.cookie, project.id, 'pay')).statusCode).toBe(409);

    // The lawyer delivers (only the selected one); someone who is not the client cannot release.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/v1/me/lawyer/offers/${other.id}/deliver`,
          headers: { cookie: second.cookie },
        })
      ).statusCode,
    ).toBe(404);
    const delivered = await app.inject({
      method: 'POST',
      url: `/api/v1/me/lawyer/offers/${offered.id}/deliver`,
      headers: { cookie: first.cookie },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect((await desk.step(first.cookie, project.id, 'release')).statusCode).toBe(404);
    expect((await desk.step((await userWithSession(db)).cookie, project.id, 'release')).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: `/api/v1/me/lawyer/projects/${project.id}/release` })).statusCode,
    ).toBe(401);
    expect(await balanceOf(db, first.user.id)).toBe(0);

    const released = await desk.step(client.cookie, project.id, 'release');
    expect(released.statusCode, released.body).toBe(200);
    // The default share is 10%: 4,000,000 less 400,000.
    expect(released.json<MyProject>()).toMatchObject({
      status: ClientProjectStatus.completed,
      escrow: 'released',
      siteShare: 400_000,
    });
    expect(await balanceOf(db, first.user.id)).toBe(3_600_000);
    expect(await balanceOf(db, second.user.id)).toBe(0);
    const offers = (await app.inject({ url: '/api/v1/me/lawyer/offers', headers: { cookie: first.cookie } })).json<{
      items: MyOffer[];
    }>();
    expect(offers.items[0]).toMatchObject({ selected: true, payout: 3_600_000, project: { id: project.id } });
  });

  it('pays the selected offer online into escrow: the bank’s money held at once, a replayed callback holds it once', async () => {
    const pay = billing(app);
    const client = await userWithSession(db);
    const project = (await desk.post(client.cookie)).json<Project>();
    const lawyer = await makeLawyer(db);
    const offer = (
      await desk.offer(lawyer.cookie, project.slugId, { price: 2_400_000, days: 4, message: 'در چهار روز آماده است.' })
    ).json<Offer>();
    // No payment before a selection, nor for someone else's project.
    expect((await desk.step(client.cookie, project.id, 'payment')).statusCode).toBe(409);
    expect((await desk.step(client.cookie, project.id, 'select', { offerId: offer.id })).statusCode).toBe(200);
    expect((await desk.step(lawyer.cookie, project.id, 'payment')).statusCode).toBe(404);

    const opened = await desk.step(client.cookie, project.id, 'payment');
    expect(opened.statusCode, opened.body).toBe(200);
    const { paymentId } = opened.json<{ paymentId: number }>();
    // Asking again gives the same open payment, for the selected price, from the lawyer customer's panel.
    expect((await desk.step(client.cookie, project.id, 'payment')).json<{ paymentId: number }>().paymentId).toBe(
      paymentId,
    );
    expect((await pay.payment(client.cookie, paymentId)).json()).toMatchObject({
      price: 2_400_000,
      type: PaymentType.lawyerProject,
      deviceType: DeviceType.webCustomerLawyer,
    });

    const started = await pay.pay(client.cookie, paymentId, 'online');
    expect(started.statusCode, started.body).toBe(200);
    const back = await pay.bank(started.json<{ redirectUrl: string }>().redirectUrl, 'pay');
    expect((await pay.callback(back)).statusCode).toBeLessThan(400);
    // The bank's callback arrives again (a reload, a retry): nothing more moves.
    expect((await pay.callback(back)).statusCode).toBeLessThan(400);

    expect(await mine(client.cookie, project.id)).toMatchObject({
      escrow: 'held',
      status: ClientProjectStatus.selected,
    });
    const reserves = await db.select().from(walletReserves).where(projectReserve(project.id));
    expect(reserves).toHaveLength(1);
    expect(reserves[0]).toMatchObject({ amount: 2_400_000, status: 'held' });
    // The money passed through the wallet: charged once by the bank, held once, nothing left over.
    expect(await balanceOf(db, client.user.id)).toBe(0);
    const entries = await db.select().from(walletEntries).where(eq(walletEntries.paymentId, paymentId));
    expect(entries.map((entry) => entry.kind)).toEqual(['charge']);
    const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ status: PaymentStatus.paid, failureReason: null });
    // Paid: no second payment, nor a wallet payment on top.
    expect((await desk.step(client.cookie, project.id, 'payment')).statusCode).toBe(409);
    expect((await desk.step(client.cookie, project.id, 'pay')).statusCode).toBe(409);

    // Released as a wallet-paid project is: the lawyer gets the price less the 10% share.
    expect((await desk.step(client.cookie, project.id, 'release')).statusCode).toBe(200);
    expect(await balanceOf(db, lawyer.user.id)).toBe(2_160_000);
  });

  it('sends the bank’s money to the wallet when the project was paid from the wallet meanwhile', async () => {
    const pay = billing(app);
    const client = await userWithSession(db);
    const project = (await desk.post(client.cookie)).json<Project>();
    const lawyer = await makeLawyer(db);
    const offer = (
      await desk.offer(lawyer.cookie, project.slugId, { price: 1_000_000, days: 2, message: 'در دو روز آماده است.' })
    ).json<Offer>();
    await desk.step(client.cookie, project.id, 'select', { offerId: offer.id });
    const { paymentId } = (await desk.step(client.cookie, project.id, 'payment')).json<{ paymentId: number }>();
    const started = await pay.pay(client.cookie, paymentId, 'online');
    await fundWallet(db, client.user.id, 1_000_000);
    expect((await desk.step(client.cookie, project.id, 'pay')).statusCode).toBe(200);
    await pay.callback(await pay.bank(started.json<{ redirectUrl: string }>().redirectUrl, 'pay'));
    // Held once (from the wallet); the bank's money stays in the wallet, recorded as a refund.
    expect(await db.select().from(walletReserves).where(projectReserve(project.id))).toHaveLength(1);
    expect(await balanceOf(db, client.user.id)).toBe(1_000_000);
    const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ status: PaymentStatus.paid, failureReason: 'refundedToWallet' });
  });

  it('keeps a project’s files private: the client and the selected lawyer read them, nobody else', async () => {
    const client = await userWithSession(db);
    const project = (await desk.post(client.cookie)).json<Project>();
    const upload = (cookie: string, name = 'قرارداد.pdf') =>
      app.inject({
        method: 'POST',
        url: `/api/v1/me/lawyer/projects/${project.id}/files`,
        headers: { cookie },
        payload: multipartForm({}, { data: pdf(), name }),
      });
    const added = await upload(client.cookie);
    expect(added.statusCode, added.body).toBe(201);
    const [file] = added.json<MyProject>().files;
    expect(file).toMatchObject({ name: 'قرارداد.pdf', mime: 'application/pdf' });
    expect(file!.url).toBe(`/api/v1/lawyer/projects/${project.slugId}/files/${file!.id}`);

    const [chosen, other] = [await makeLawyer(db), await makeLawyer(db)];
    const stranger = await userWithSession(db);
    const read = (cookie?: string) => app.inject({ url: file!.url, headers: cookie ? { cookie } : {} });
    const page = (cookie?: string) =>
      app.inject({ url: `/api/v1/lawyer/projects/${project.slugId}`, headers: cookie ? { cookie } : {} });

    const own = await read(client.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(own.headers['cache-control']).toBe('private, no-store');
    // Before a selection even the lawyers who offer see only that there is a file.
    for (const who of [chosen, other]) {
      await desk.offer(who.cookie, project.slugId, { price: 900_000, days: 3, message: 'پیشنهاد من برای این کار' });
    }
    expect((await read(chosen.cookie)).statusCode).toBe(404);
    expect((await page(chosen.cookie)).json<Project>()).toMatchObject({ files: [], fileCount: 1 });
    expect((await page()).json<Project>()).toMatchObject({ files: [], fileCount: 1 });
    expect((await read()).statusCode).toBe(401);

    const offers = (await mine(client.cookie, project.id)).offers;
    const chosenOffer = offers.find((offer) => offer.lawyer.id === chosen.user.id)!;
    expect((await desk.step(client.cookie, project.id, 'select', { offerId: chosenOffer.id })).statusCode).toBe(200);
    expect((await read(chosen.cookie)).statusCode).toBe(200);
    expect((await page(chosen.cookie)).json<Project>().files).toHaveLength(1);
    expect((await read(other.cookie)).statusCode).toBe(404);
    expect((await read(stranger.cookie)).statusCode).toBe(404);
    // The file is not among the public uploads: no public address serves it.
    expect(JSON.stringify((await page()).json())).not.toContain('/images/');

    // Only the client adds files, a PDF or an image, at most five.
    expect((await upload(chosen.cookie)).statusCode).toBe(404);
    const text = await app.inject({
      method: 'POST',
      url: `/api/v1/me/lawyer/projects/${project.id}/files`,
      headers: { cookie: client.cookie },
      payload: multipartForm({}, { data: Buffer.from('just words'), name: 'note.txt' }),
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().error.fields.file).toBe('پیوست باید PDF یا تصویر باشد.');
    for (let index = 0; index < 4; index++) expect((await upload(client.cookie)).statusCode).toBe(201);
    const sixth = await upload(client.cookie);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error.message).toMatch(/حداکثر ۵/);
  });

  it('pays once when 20 releases arrive at once', async () => {
    const { client, project, chosen } = await paidProject([2_000_000, 2_500_000]);
    const answers = await concurrently(
      Array.from({ length: 20 }, () => () => desk.step(client.cookie, project.id, 'release')),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    expect(await balanceOf(db, chosen.user.id)).toBe(1_800_000);
    const payouts = await db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.userId, chosen.user.id), eq(walletEntries.kind, 'payout')));
    expect(payouts).toHaveLength(1);
    const [reserve] = await db.select().from(walletReserves).where(projectReserve(project.id));
    expect(reserve).toMatchObject({ status: 'released', remaining: 0 });
    await expectWalletsBalanced(db, [client.user.id, chosen.user.id]);
    await expectReservesConsistent(db, [client.user.id]);
  });

  it('does only one of a refund and a release of the same project at once', async () => {
    const { client, project, chosen } = await paidProject([1_000_000]);
    const answers = await concurrently([
      () => desk.step(client.cookie, project.id, 'release'),
      () => resolve(project.id, 'refund'),
      () => resolve(project.id, 'release'),
    ]);
    expect(answers.map((res) => res.statusCode).filter((code) => code === 200)).toHaveLength(1);
    const lawyerGot = await balanceOf(db, chosen.user.id);
    const clientGot = await balanceOf(db, client.user.id);
    // Either the lawyer got 900,000 (and the client nothing back) or the client got 1,000,000 back (and the lawyer 0).
    expect([lawyerGot, clientGot].sort()).toEqual(lawyerGot > 0 ? [0, 900_000] : [0, 1_000_000]);
    await expectWalletsBalanced(db, [client.user.id, chosen.user.id]);
    await expectReservesConsistent(db, [client.user.id]);
  });

  it('lets support resolve a dispute: refund to the client, nothing to the lawyer', async () => {
    const { client, project, chosen } = await paidProject([1_200_000, 900_000]);
    const disputed = await desk.step(client.cookie, project.id, 'dispute');
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(disputed.json<MyProject>().escrow).toBe('disputed');
    // While support decides, the client cannot release it alone.
    expect((await desk.step(client.cookie, project.id, 'release')).statusCode).toBe(409);
    const list = await app.inject({ url: '/api/v1/manager/lawyer-projects/disputes', headers: { cookie: admin } });
    expect(list.json<MyProject[]>().map((item) => item.id)).toContain(project.id);
    // Neither the client nor the lawyer can decide.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/v1/manager/lawyer-projects/${project.id}/resolve`,
          headers: { cookie: client.cookie },
          payload: { outcome: 'refund' },
        })
      ).statusCode,
    ).toBe(403);
    const refunded = await resolve(project.id, 'refund');
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json<MyProject>()).toMatchObject({ status: ClientProjectStatus.ended, escrow: 'refunded' });
    expect(await balanceOf(db, client.user.id)).toBe(1_200_000);
    expect(await balanceOf(db, chosen.user.id)).toBe(0);
    expect((await resolve(project.id, 'release')).statusCode).toBe(409);
  });

  it('ends a project past its deadline with no selection, and keeps one with a lawyer', async () => {
    const client = await userWithSession(db);
    const waiting = (await desk.post(client.cookie, { duration: 1 })).json<Project>();
    const { project: working } = await paidProject([700_000]);
    const later = new Date(Date.now() + 8 * 86_400_000);
    await endExpiredProjects(db, later);
    expect((await mine(client.cookie, waiting.id)).status).toBe(ClientProjectStatus.ended);
    const [kept] = await db.select().from(lawyerProjects).where(eq(lawyerProjects.id, working.id));
    expect(kept).toMatchObject({ status: ClientProjectStatus.selected, escrow: 'held' });
    const lawyer = await makeLawyer(db);
    const late = await desk.offer(lawyer.cookie, waiting.slugId, {
      price: 1_000,
      days: 1,
      message: 'پیشنهاد پس از مهلت',
    });
    expect(late.statusCode).toBe(409);
  });
});
