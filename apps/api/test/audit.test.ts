import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '@shahrbazar/domain/api/audit.schema';
import type { Project } from '@shahrbazar/domain/api/lawyer-project.schema';
import { DocumentStatus } from '@shahrbazar/domain/api/user.schema';
import type { SectionAd } from '@shahrbazar/domain/api/section-ad.schema';
import type { Withdrawal } from '@shahrbazar/domain/api/withdrawal.schema';
import { AuditAction } from '@shahrbazar/domain/enums/audit';
import { PaymentMethod, PaymentStatus, PaymentType } from '@shahrbazar/domain/enums/commerce';
import { AuthLevel, DeviceType, UserType } from '@shahrbazar/domain/enums/people';
import { PackageType, PlanType } from '@shahrbazar/domain/enums/plans';
import { ClientProjectStatus, ListingStatus } from '@shahrbazar/domain/enums/status';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import { ReceiptStatus } from '@shahrbazar/domain/rules/receipt';
import { WithdrawalStatus } from '@shahrbazar/domain/rules/withdrawal';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { policyIds, seedPolicies } from '../src/modules/access/access.service.ts';
import { roles } from '../src/modules/access/role.table.ts';
import { recordAudit } from '../src/modules/audit/audit.service.ts';
import { auditLog } from '../src/modules/audit/audit.table.ts';
import { paymentReceipts } from '../src/modules/payments/receipt.table.ts';
import { creditWallet } from '../src/modules/payments/wallet.service.ts';
import { userDocuments } from '../src/modules/users/user.table.ts';
import { makePackage } from './factories/catalogue.ts';
import { clinicDesk, type ClinicJson } from './factories/clinics.ts';
import { fundWallet, makeLawyer, projectDesk } from './factories/lawyers.ts';
import { billing } from './factories/payments.ts';
import { roleWith, userWithSession } from './factories/users.ts';
import { VALID_SHABA, withdrawalSteps } from './factories/withdrawals.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// The operator's trail (ADR 0078): every back-office action that moves money or changes a person's rights or a
// listing's state leaves exactly one entry, written in the action's transaction, readable with audit.index only, and
// the database refuses to change or remove one.
describe('the operator’s trail', () => {
  let app: App;
  let db: Db;
  /** The member of staff who acts in these tests (an admin), their cookie and the address they act from. */
  let staff: { id: number; cookie: string };
  const ip = '10.77.0.1';
  let clinics: Awaited<ReturnType<typeof clinicDesk>>;
  let projects: Awaited<ReturnType<typeof projectDesk>>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    const admin = await userWithSession(db, { type: UserType.admin, kind: 'manager', name: 'مدیر حسابرسی' });
    staff = { id: admin.user.id, cookie: admin.cookie };
    clinics = await clinicDesk(app, db);
    projects = await projectDesk(app, db);
  });
  afterAll(() => app.close());

  /** A back-office call as the staff member, from their address. */
  const act = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url, headers: { cookie: staff.cookie }, remoteAddress: ip, ...(payload ? { payload } : {}) });
  /** Every entry about one record, newest first, read from the API. */
  const trailOf = async (subjectType: string, subjectId: number, cookie = staff.cookie) => {
    const res = await app.inject({
      url: `/api/v1/manager/audit?subjectType=${subjectType}&subjectId=${subjectId}&perPage=100`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AuditPage>().items;
  };
  /** The one entry about a record (fails when there are none or several). */
  const onlyEntry = async (subjectType: string, subjectId: number): Promise<AuditEntry> => {
    const items = await trailOf(subjectType, subjectId);
    expect(items).toHaveLength(1);
    return items[0]!;
  };
  const byStaff = { actor: { id: 0, name: 'مدیر حسابرسی' }, ip };
  beforeAll(() => {
    byStaff.actor.id = staff.id;
  });

  it('records a withdrawal approved and one rejected, with the amount and status before and after', async () => {
    const steps = withdrawalSteps(app);
    const owner = await userWithSession(db, { name: 'صاحب کیف پول' });
    await creditWallet(db, { userId: owner.user.id, paymentId: null, amount: 200_000, kind: 'charge' });
    const asked = async (amount: number) => {
      const res = await steps.request(owner.cookie, { amount, shabaNumber: VALID_SHABA });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<Withdrawal>();
    };
    const approved = await asked(50_000);
    const rejected = await asked(30_000);

    const yes = await act('POST', `/api/v1/manager/withdrawals/${approved.id}/review`, {
      decision: 'approve',
      trackingNumber: '۱۴۰۳۰۵۱۲۰۰۰۱',
    });
    expect(yes.statusCode, yes.body).toBe(200);
    const no = await act('POST', `/api/v1/manager/withdrawals/${rejected.id}/review`, {
      decision: 'reject',
      message: 'شبا به نام شما نیست',
    });
    expect(no.statusCode, no.body).toBe(200);

    expect(await onlyEntry('withdrawal', approved.id)).toMatchObject({
      ...byStaff,
      action: AuditAction.withdrawalApproved,
      targetUser: { id: owner.user.id, name: 'صاحب کیف پول' },
      before: { status: WithdrawalStatus.pending, amount: 50_000, trackingNumber: null },
      after: { status: WithdrawalStatus.approved, amount: 50_000, trackingNumber: '140305120001' },
    });
    expect(await onlyEntry('withdrawal', rejected.id)).toMatchObject({
      ...byStaff,
      action: AuditAction.withdrawalRejected,
      before: { status: WithdrawalStatus.pending, message: '' },
      after: { status: WithdrawalStatus.rejected, message: 'شبا به نام شما نیست' },
    });
    // A second review is refused (409) and leaves no second entry.
    expect(
      (await act('POST', `/api/v1/manager/withdrawals/${approved.id}/review`, { decision: 'reject', message: 'x' }))
        .statusCode,
    ).toBe(409);
    expect(await trailOf('withdrawal', approved.id)).toHaveLength(1);
  });

  it('records a receipt confirmed (the payment paid) and one rejected', async () => {
    const pay = billing(app);
    const payer = await userWithSession(db, { name: 'پرداخت‌کننده' });
    const receiptFor = async () => {
      const created = await pay.create(payer.cookie, { type: PaymentType.chargeWallet, amount: 40_000 });
      expect(created.statusCode, created.body).toBe(201);
      const paymentId = created.json<{ id: number }>().id;
      const [receipt] = await db
        .insert(paymentReceipts)
        .values({
          paymentId,
          userId: payer.user.id,
          file: 'receipts/x.webp',
          trackingNumber: '1234',
          paidOn: '2024-08-01',
        })
        .returning();
      return { paymentId, receiptId: receipt!.id };
    };
    const confirmed = await receiptFor();
    const rejected = await receiptFor();
    expect(
      (await act('POST', `/api/v1/manager/receipts/${confirmed.receiptId}/review`, { decision: 'confirm' })).statusCode,
    ).toBe(200);
    expect(
      (
        await act('POST', `/api/v1/manager/receipts/${rejected.receiptId}/review`, {
          decision: 'reject',
          message: 'ناخوانا',
        })
      ).statusCode,
    ).toBe(200);

    expect(await onlyEntry('receipt', confirmed.receiptId)).toMatchObject({
      ...byStaff,
      action: AuditAction.receiptConfirmed,
      targetUser: { id: payer.user.id },
      before: {
        status: ReceiptStatus.pending,
        paymentId: confirmed.paymentId,
        paymentStatus: PaymentStatus.unpaid,
        amount: 40_000,
      },
      after: { status: ReceiptStatus.confirmed, paymentStatus: PaymentStatus.paid, amount: 40_000 },
    });
    expect(await onlyEntry('receipt', rejected.receiptId)).toMatchObject({
      action: AuditAction.receiptRejected,
      before: { status: ReceiptStatus.pending, message: '' },
      after: { status: ReceiptStatus.rejected, message: 'ناخوانا', paymentStatus: PaymentStatus.unpaid },
    });
  });

  it('records a payment recorded by hand, with what it paid', async () => {
    const payer = await userWithSession(db);
    const res = await act('POST', '/api/v1/manager/payments', {
      user_id: payer.user.id,
      type: PaymentType.chargeWallet,
      amount: '250000',
      method: String(PaymentMethod.pos),
      trackingNumber: '۰۰۱۲-۳۴۵۶',
      description: 'پرداخت حضوری',
    });
    expect(res.statusCode, res.body).toBe(201);
    const paymentId = res.json<{ id: number }>().id;
    expect(await onlyEntry('payment', paymentId)).toMatchObject({
      ...byStaff,
      action: AuditAction.paymentRecorded,
      targetUser: { id: payer.user.id },
      before: null,
      after: {
        status: PaymentStatus.paid,
        paymentType: PaymentType.chargeWallet,
        method: PaymentMethod.pos,
        amount: 250_000,
        trackingNumber: '00123456',
        description: 'پرداخت حضوری',
      },
    });
  });

  it('records a role created, its policies changed and the role deleted, policies by name', async () => {
    const [tickets] = await policyIds(db, [policy('tickets', 'index')]);
    const [comments] = await policyIds(db, [policy('comments', 'index')]);
    const created = await act('POST', '/api/v1/manager/roles', {
      title: 'پشتیبان',
      type: UserType.employee,
      policies: [tickets],
    });
    expect(created.statusCode, created.body).toBe(201);
    const roleId = created.json<{ id: number }>().id;
    const changed = await act('PUT', `/api/v1/manager/roles/${roleId}`, {
      title: 'پشتیبان ارشد',
      type: UserType.employee,
      policies: [tickets, comments],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await act('DELETE', `/api/v1/manager/roles/${roleId}`)).statusCode).toBe(204);

    const [deleted, edited, made] = await trailOf('role', roleId);
    expect(made).toMatchObject({
      ...byStaff,
      action: AuditAction.roleCreated,
      targetUser: null,
      before: null,
      after: { title: 'پشتیبان', type: UserType.employee, policies: ['tickets.index'] },
    });
    expect(edited).toMatchObject({
      action: AuditAction.roleChanged,
      before: { title: 'پشتیبان', policies: ['tickets.index'] },
      after: { title: 'پشتیبان ارشد', policies: ['comments.index', 'tickets.index'] },
    });
    expect(deleted).toMatchObject({
      action: AuditAction.roleDeleted,
      before: { title: 'پشتیبان ارشد', policies: ['comments.index', 'tickets.index'], holders: 0 },
      after: null,
    });
  });

  it('records a user given a role and a type, but not a change of their name alone', async () => {
    const roleId = await roleWith(db, [policy('tickets', 'index')]);
    const person = await userWithSession(db, { name: 'کارمند تازه' });
    const put = (payload: Record<string, unknown>) =>
      act('PUT', `/api/v1/manager/users/${person.user.id}`, {
        name: 'کارمند تازه',
        mobile: person.user.mobile,
        ...payload,
      });
    expect((await put({ type: UserType.employee, role_id: roleId })).statusCode).toBe(200);
    expect((await put({ name: 'کارمند با نام تازه' })).statusCode).toBe(200);
    expect(await onlyEntry('user', person.user.id)).toMatchObject({
      ...byStaff,
      action: AuditAction.userAccessChanged,
      targetUser: { id: person.user.id },
      before: { type: UserType.client, roleId: null, excludePolicies: [], status: 1 },
      after: { type: UserType.employee, roleId, excludePolicies: [], status: 1 },
    });
  });

  it('records an identity document verified, with the owner’s level before and after', async () => {
    const owner = await userWithSession(db);
    const [doc] = await db
      .insert(userDocuments)
      .values({ userId: owner.user.id, title: 'کارت ملی', file: 'documents/x.webp', uploadedBy: owner.user.id })
      .returning();
    const res = await act('PUT', `/api/v1/manager/documents/${doc!.id}/review`, {
      status: DocumentStatus.approved,
      authLevel: AuthLevel.level2,
      authMessage: 'تأیید شد',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await onlyEntry('document', doc!.id)).toMatchObject({
      ...byStaff,
      action: AuditAction.documentApproved,
      targetUser: { id: owner.user.id },
      before: { status: DocumentStatus.pending, authLevel: AuthLevel.level0 },
      after: { status: DocumentStatus.approved, message: 'تأیید شد', authLevel: AuthLevel.level2 },
    });
  });

  it('records a listing approved and one rejected with the manager’s message', async () => {
    const owner = await userWithSession(db, { name: 'دکتر منتظر' });
    const publish = async (title: string) => {
      const res = await clinics.publish(owner.cookie, { title });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<ClinicJson>().id;
    };
    const good = await publish('مطب تأییدشدنی');
    const bad = await publish('مطب ردشدنی');
    const move = (id: number, status: number, message?: string) =>
      act('POST', `/api/v1/manager/listings/${id}/status`, { status, ...(message ? { message } : {}) });
    expect((await move(good, ListingStatus.active)).statusCode).toBe(200);
    expect((await move(bad, ListingStatus.inactive, 'شماره نظام پزشکی نادرست است')).statusCode).toBe(200);
    expect(await onlyEntry('listing', good)).toMatchObject({
      ...byStaff,
      action: AuditAction.listingApproved,
      targetUser: { id: owner.user.id, name: 'دکتر منتظر' },
      before: { status: ListingStatus.pending, vertical: 'clinic' },
      after: { status: ListingStatus.active, vertical: 'clinic' },
    });
    expect(await onlyEntry('listing', bad)).toMatchObject({
      action: AuditAction.listingRejected,
      before: { status: ListingStatus.pending, message: '' },
      after: { status: ListingStatus.inactive, message: 'شماره نظام پزشکی نادرست است' },
    });
  });

  it('records a section ad rejected with its money refunded', async () => {
    const pkg = await makePackage(db, {
      type: PackageType.clinicAds,
      planType: PlanType.subscription,
      price: 150_000,
      days: 7,
    });
    const owner = await userWithSession(db);
    await creditWallet(db, { userId: owner.user.id, paymentId: null, amount: 300_000, kind: 'charge' });
    const clinic = (await clinics.publish(owner.cookie)).json<ClinicJson>();
    expect((await clinics.approve(clinic.id)).statusCode).toBe(200);
    const bought = await app.inject({
      method: 'POST',
      url: '/api/v1/me/section-ads',
      headers: { cookie: owner.cookie },
      payload: { listingId: clinic.id, packageId: pkg.id, deviceType: DeviceType.webMyClinic },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const ad = bought.json<SectionAd>();
    expect((await billing(app).pay(owner.cookie, ad.paymentId!, 'wallet', `audit-sa-${ad.id}`)).statusCode).toBe(200);
    expect(
      (await act('POST', `/api/v1/manager/section-ads/${ad.id}/status`, { status: ListingStatus.inactive })).statusCode,
    ).toBe(200);
    expect(await onlyEntry('sectionAd', ad.id)).toMatchObject({
      ...byStaff,
      action: AuditAction.sectionAdRejected,
      targetUser: { id: owner.user.id },
      before: { status: ListingStatus.paidWaitingConfirmation, amount: 150_000 },
      after: { status: ListingStatus.inactive, refund: 150_000 },
    });
  });

  it('records a legal project’s held money refunded to the client by support', async () => {
    const client = await userWithSession(db, { name: 'موکل' });
    const project = (await projects.post(client.cookie)).json<Project>();
    const lawyer = await makeLawyer(db);
    const offer = await projects.offer(lawyer.cookie, project.slugId, {
      price: 800_000,
      days: 5,
      message: 'پیشنهاد من',
    });
    expect(offer.statusCode, offer.body).toBe(201);
    expect(
      (await projects.step(client.cookie, project.id, 'select', { offerId: offer.json<{ id: number }>().id }))
        .statusCode,
    ).toBe(200);
    await fundWallet(db, client.user.id, 800_000);
    expect((await projects.step(client.cookie, project.id, 'pay')).statusCode).toBe(200);
    expect((await projects.step(client.cookie, project.id, 'dispute')).statusCode).toBe(200);
    expect(
      (await act('POST', `/api/v1/manager/lawyer-projects/${project.id}/resolve`, { outcome: 'refund' })).statusCode,
    ).toBe(200);
    expect(await onlyEntry('lawyerProject', project.id)).toMatchObject({
      ...byStaff,
      action: AuditAction.escrowRefunded,
      targetUser: { id: client.user.id, name: 'موکل' },
      before: { status: ClientProjectStatus.selected, escrow: 'disputed', amount: 800_000 },
      after: { status: ClientProjectStatus.ended, escrow: 'refunded' },
    });
  });

  it('writes nothing when the change is rolled back, and refuses to write outside a transaction', async () => {
    const [role] = await db.insert(roles).values({ title: 'بی‌تغییر', type: UserType.employee }).returning();
    const entry = {
      by: { id: staff.id, ip },
      action: AuditAction.roleChanged,
      subject: { type: 'role' as const, id: role!.id },
      targetUserId: null,
      before: { title: 'بی‌تغییر' },
      after: { title: 'تغییرکرده' },
    };
    await expect(
      db.transaction(async (tx) => {
        await tx.update(roles).set({ title: 'تغییرکرده' }).where(eq(roles.id, role!.id));
        await recordAudit(tx, entry);
        throw new Error('the action fails after its change');
      }),
    ).rejects.toThrow('the action fails after its change');
    expect((await db.select().from(roles).where(eq(roles.id, role!.id)))[0]?.title).toBe('بی‌تغییر');
    expect(await trailOf('role', role!.id)).toEqual([]);
    await expect(recordAudit(db, entry)).rejects.toThrow(/inside the transaction/);
    expect(await trailOf('role', role!.id)).toEqual([]);
    // A refused action (another's withdrawal reviewed twice, a missing record) writes none either.
    expect(
      (await act('POST', '/api/v1/manager/withdrawals/2000000000/review', { decision: 'reject', message: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(await trailOf('withdrawal', 2_000_000_000)).toEqual([]);
  });

  it('is read only in the database: UPDATE, DELETE and TRUNCATE fail', async () => {
    const [role] = await db.insert(roles).values({ title: 'نقش ثبت‌شده', type: UserType.employee }).returning();
    await db.transaction((tx) =>
      recordAudit(tx, {
        by: { id: staff.id, ip },
        action: AuditAction.roleCreated,
        subject: { type: 'role', id: role!.id },
        targetUserId: null,
        before: null,
        after: { title: 'نقش ثبت‌شده' },
      }),
    );
    // By the subject's kind and id: another file's listing may have the same id as this role.
    const [row] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'role'), eq(auditLog.subjectId, role!.id)));
    expect(row).toMatchObject({ subjectType: 'role', actorId: staff.id, ip });
    /** The database's refusal, whatever the driver wraps it in. */
    const refusal = (attempt: Promise<unknown>) =>
      attempt.then(
        () => 'allowed',
        (error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ''}`,
      );
    expect(await refusal(db.execute(sql`update audit_log set ip = '1.1.1.1' where id = ${row!.id}`))).toMatch(
      /audit_log is append only: UPDATE refused/,
    );
    expect(await refusal(db.update(auditLog).set({ after: null }).where(eq(auditLog.id, row!.id)))).toMatch(
      /append only: UPDATE refused/,
    );
    expect(await refusal(db.delete(auditLog).where(eq(auditLog.id, row!.id)))).toMatch(/append only: DELETE refused/);
    expect(await refusal(db.execute(sql`truncate audit_log`))).toMatch(/append only: TRUNCATE refused/);
    const [still] = await db.select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(still).toEqual(row);
  });

  it('is read with audit.index only; there is no route to change or remove an entry', async () => {
    const without = await userWithSession(db, {
      type: UserType.employee,
      kind: 'manager',
      roleId: await roleWith(db, [policy('payments', 'index'), policy('roles', 'edit')]),
    });
    expect((await app.inject({ url: '/api/v1/manager/audit', headers: { cookie: without.cookie } })).statusCode).toBe(
      403,
    );
    const client = await userWithSession(db);
    expect((await app.inject({ url: '/api/v1/manager/audit', headers: { cookie: client.cookie } })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ url: '/api/v1/manager/audit' })).statusCode).toBe(401);
    const reader = await userWithSession(db, {
      type: UserType.employee,
      kind: 'manager',
      roleId: await roleWith(db, [policy('audit', 'index')]),
    });
    const read = await app.inject({ url: '/api/v1/manager/audit', headers: { cookie: reader.cookie } });
    expect(read.statusCode).toBe(200);
    expect(read.json<AuditPage>().items.length).toBeGreaterThan(0);
    const id = read.json<AuditPage>().items[0]!.id;
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await app.inject({
        method,
        url: `/api/v1/manager/audit/${id}`,
        headers: { cookie: staff.cookie },
        payload: {},
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('filters by actor, target user, record, action and day, and pages newest first without gaps', async () => {
    const other = await userWithSession(db, { type: UserType.admin, kind: 'manager', name: 'مدیر دیگر' });
    const person = await userWithSession(db);
    const roleId = await roleWith(db, []);
    // Three changes to one person's rights, by two members of staff.
    for (const [cookie, type] of [
      [staff.cookie, UserType.employee],
      [other.cookie, UserType.client],
      [staff.cookie, UserType.employee],
    ] as const) {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/v1/manager/users/${person.user.id}`,
        headers: { cookie },
        payload: { name: 'فرد', mobile: person.user.mobile, type, role_id: type === UserType.employee ? roleId : null },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const read = async (query: string) => {
      const res = await app.inject({ url: `/api/v1/manager/audit?${query}`, headers: { cookie: staff.cookie } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AuditPage>();
    };
    const byTarget = await read(`targetUser=${person.user.id}`);
    expect(byTarget.items.map((item) => item.actor.id)).toEqual([staff.id, other.user.id, staff.id]);
    expect(byTarget.items.map((item) => item.after?.type)).toEqual([
      UserType.employee,
      UserType.client,
      UserType.employee,
    ]);
    expect((await read(`actor=${other.user.id}`)).items.map((item) => item.targetUser?.id)).toEqual([person.user.id]);
    expect((await read(`actor=${staff.id}&targetUser=${person.user.id}`)).items).toHaveLength(2);
    expect((await read(`subjectType=user&subjectId=${person.user.id}&action=userAccessChanged`)).items).toHaveLength(3);
    expect((await read(`targetUser=${person.user.id}&action=roleCreated`)).items).toEqual([]);
    const today = new Date(Date.now() + 3.5 * 3_600_000).toISOString().slice(0, 10);
    expect((await read(`targetUser=${person.user.id}&from=${today}&to=${today}`)).items).toHaveLength(3);
    expect((await read(`targetUser=${person.user.id}&to=2020-01-01`)).items).toEqual([]);

    // One at a time: each page's cursor leads to the next entry, and the last page has none.
    const seen: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: AuditPage = await read(`targetUser=${person.user.id}&perPage=1${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(byTarget.items.map((item) => item.id));

    // Bad filters are field errors, not failures.
    expect(
      (await app.inject({ url: '/api/v1/manager/audit?action=fly', headers: { cookie: staff.cookie } })).statusCode,
    ).toBe(422);
    expect(
      (await app.inject({ url: '/api/v1/manager/audit?subjectId=3', headers: { cookie: staff.cookie } })).statusCode,
    ).toBe(422);
    expect(
      (await app.inject({ url: '/api/v1/manager/audit?cursor=abc', headers: { cookie: staff.cookie } })).statusCode,
    ).toBe(422);
    // A cursor beyond what the columns hold is refused too, never a failure of the database.
    for (const [cursor, status] of [
      ['1_9999999999', 422],
      ['99999999999999_1', 422],
      [`${Date.now() + 60_000}_1`, 200],
    ] as const) {
      const res = await app.inject({
        url: `/api/v1/manager/audit?cursor=${cursor}`,
        headers: { cookie: staff.cookie },
      });
      expect(res.statusCode, `${cursor}: ${res.body}`).toBe(status);
    }
  });
});
