import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Package } from '@shahrbazar/domain/api/catalogue.schema';
import type { MyProject, PostedProject } from '@shahrbazar/domain/api/lawyer-project.schema';
import { PaymentStatus, PaymentType } from '@shahrbazar/domain/enums/commerce';
import { PackageType, PlanType } from '@shahrbazar/domain/enums/plans';
import { ClientProjectStatus, PackageStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { payments } from '../src/modules/payments/payment.table.ts';
import { lawyerProjects } from '../src/verticals/lawyer/projects/project.table.ts';
import { makePackage } from './factories/catalogue.ts';
import { balanceOf, fundWallet, projectDesk } from './factories/lawyers.ts';
import { billing } from './factories/payments.ts';
import { userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// Posting a client project with a package of type lawyerClientProject (ADR 0060): a free one opens it at once, a
// priced one leaves it awaiting its payment (bank or wallet), the package's days set its deadline, and a package
// that is not an active posting package is a field error.

const DAY = 86_400_000;

describe('lawyer client projects posted with a package', () => {
  let app: App;
  let db: Db;
  let desk: Awaited<ReturnType<typeof projectDesk>>;
  let urgent: Awaited<ReturnType<typeof makePackage>>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    desk = await projectDesk(app, db);
    urgent = await makePackage(db, {
      type: PackageType.lawyerClientProject,
      planType: PlanType.subscription,
      title: 'پروژه فوری',
      price: 50_000,
      days: 10,
      accessPermissions: ['isFeatured'],
    });
  });
  afterAll(() => app.close());

  const mine = async (cookie: string, id: number) =>
    (await app.inject({ url: `/api/v1/me/lawyer/projects/${id}`, headers: { cookie } })).json<MyProject>();
  const isPublic = async (slugId: string) =>
    (await app.inject({ url: `/api/v1/lawyer/projects/${slugId}` })).statusCode === 200;
  const deadlineIn = (project: { expireDate: string }, from: number) =>
    Math.round((new Date(project.expireDate).getTime() - from) / DAY);

  it('offers the active posting packages of the site, the free and the priced', async () => {
    const offered = (await app.inject({ url: `/api/v1/packages?type=${PackageType.lawyerClientProject}` })).json<{
      items: Package[];
    }>().items;
    const ids = offered.map((pkg) => pkg.id);
    expect(ids).toContain(desk.freePackage.id);
    expect(ids).toContain(urgent.id);
  });

  it('opens a project posted with a free package at once, for the package’s days or fewer', async () => {
    const client = await userWithSession(db);
    const before = Date.now();
    const posted = await desk.post(client.cookie);
    expect(posted.statusCode, posted.body).toBe(201);
    const project = posted.json<PostedProject>();
    expect(project).toMatchObject({ status: ClientProjectStatus.active, paymentId: null, duration: 7 });
    expect(deadlineIn(project, before)).toBe(7);
    expect(await isPublic(project.slugId)).toBe(true);

    const shorter = (await desk.post(client.cookie, { duration: 3 })).json<PostedProject>();
    expect(shorter).toMatchObject({ status: ClientProjectStatus.active, duration: 3 });
    const longer = await desk.post(client.cookie, { duration: 8 });
    expect(longer.statusCode).toBe(422);
    expect(longer.json()).toMatchObject({
      error: { code: 'validation', fields: { duration: 'این بسته حداکثر ۷ روز پیشنهاد می‌پذیرد.' } },
    });
  });

  it('keeps a project posted with a priced package off the lists until paid from the wallet, then opens it for the package’s days', async () => {
    const client = await userWithSession(db);
    await fundWallet(db, client.user.id, 80_000);
    const posted = await desk.post(client.cookie, { package_id: urgent.id, title: 'دعوای ملکی با پرداخت بسته' });
    expect(posted.statusCode, posted.body).toBe(201);
    const project = posted.json<PostedProject>();
    expect(project.status).toBe(ClientProjectStatus.awaitingPayment);
    expect(project.paymentId).not.toBeNull();
    expect(await isPublic(project.slugId)).toBe(false);
    expect(await mine(client.cookie, project.id)).toMatchObject({ postingPaymentId: project.paymentId });
    const [payment] = await db.select().from(payments).where(eq(payments.id, project.paymentId!));
    expect(payment).toMatchObject({
      type: PaymentType.lawyerProject,
      itemId: project.id,
      packageId: urgent.id,
      price: 50_000,
      status: PaymentStatus.unpaid,
    });

    const paidAt = Date.now();
    const paid = await billing(app).pay(client.cookie, project.paymentId!, 'wallet');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await balanceOf(db, client.user.id)).toBe(30_000);
    const opened = await mine(client.cookie, project.id);
    expect(opened).toMatchObject({ status: ClientProjectStatus.active, duration: 10, postingPaymentId: null });
    expect(deadlineIn(opened, paidAt)).toBe(10);
    expect(await isPublic(project.slugId)).toBe(true);
    const [row] = await db.select().from(lawyerProjects).where(eq(lawyerProjects.id, project.id));
    expect(row).toMatchObject({ isFeatured: true, packageId: urgent.id, postPaymentId: project.paymentId });
    // Paid once: a second attempt is refused and nothing more is taken.
    expect((await billing(app).pay(client.cookie, project.paymentId!, 'wallet')).statusCode).toBe(409);
    expect(await balanceOf(db, client.user.id)).toBe(30_000);
  });

  it('opens a priced project paid at the sandbox bank', async () => {
    const pay = billing(app);
    const client = await userWithSession(db);
    const project = (await desk.post(client.cookie, { package_id: urgent.id })).json<PostedProject>();
    const started = await pay.pay(client.cookie, project.paymentId!, 'online');
    expect(started.statusCode, started.body).toBe(200);
    expect(
      (await pay.callback(await pay.bank(started.json<{ redirectUrl: string }>().redirectUrl, 'pay'))).statusCode,
    ).toBeLessThan(400);
    expect((await mine(client.cookie, project.id)).status).toBe(ClientProjectStatus.active);
    expect(await balanceOf(db, client.user.id)).toBe(0);
  });

  it('refuses a package that is not an active posting package, with the field’s message in the caller’s language', async () => {
    const client = await userWithSession(db);
    const inactive = await makePackage(db, { type: PackageType.lawyerClientProject, status: PackageStatus.inactive });
    const otherType = await makePackage(db, { type: PackageType.lawyerAds, planType: PlanType.subscription, price: 9 });
    const share = await makePackage(db, {
      type: PackageType.lawyerClientProject,
      planType: PlanType.percentage,
      days: 0,
      percentage: 10,
      status: PackageStatus.hide,
    });
    for (const pkg of [inactive, otherType, share]) {
      const res = await desk.post(client.cookie, { package_id: pkg.id });
      expect(res.statusCode, `package ${pkg.id}`).toBe(422);
      expect(res.json()).toMatchObject({
        error: {
          code: 'validation',
          fields: { package_id: 'این بسته برای ثبت پروژه در دسترس نیست؛ یکی از بسته‌های ثبت پروژه را انتخاب کنید.' },
        },
      });
    }
    const english = await app.inject({
      method: 'POST',
      url: '/api/v1/me/lawyer/projects',
      headers: { cookie: client.cookie, 'accept-language': 'en' },
      payload: desk.body({ package_id: inactive.id }),
    });
    expect(english.json()).toMatchObject({
      error: {
        fields: {
          package_id:
            'This package is not available for posting a project; choose one of the project posting packages.',
        },
      },
    });
    const noKind = await desk.post(client.cookie, { type: 'دعوای ملکی' });
    expect(noKind.statusCode).toBe(422);
    expect(noKind.json<{ error: { fields: Record<string, string> } }>().error.fields).toHaveProperty('type');
  });
});
