import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PostedProject, ProjectCreateSchema } from '@shahrbazar/domain/api/lawyer-project.schema';
import { PaymentMethod, PaymentType } from '@shahrbazar/domain/enums/commerce';
import { DeviceType } from '@shahrbazar/domain/enums/people';
import { PackageType, PlanType } from '@shahrbazar/domain/enums/plans';
import { ClientProjectStatus } from '@shahrbazar/domain/enums/status';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import {
  budgetProblem,
  isPostingPackage,
  LAWYER_PROJECT_MESSAGES,
  projectExpireDate,
} from '@shahrbazar/domain/rules/lawyer-project';
import { makeSlugId, slugOf } from '@shahrbazar/domain/text/slug';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { existingSubCategoryIds } from '../../../modules/catalogue/category-chain.ts';
import { stateIdOfCity } from '../../../modules/geo/city-lookup.ts';
import { newestActivePackage, packagesByIds, type PackageRow } from '../../../modules/packages/package-lookup.ts';
import { registerClaimingPaymentItem, type ClaimingHandler } from '../../../modules/payments/payment-items.ts';
import { registerPaymentSubject } from '../../../modules/payments/payment-subjects.ts';
import type { PaymentRow } from '../../../modules/payments/payment.repository.ts';
import { createUnpaidPayment, markPaid } from '../../../modules/payments/payment.service.ts';
import { debitWallet } from '../../../modules/payments/wallet.service.ts';
import { lockProject, toProjects, type ProjectRow } from './project.service.ts';
import { lawyerProjects } from './project.table.ts';
import { projectSubjects } from './project-subjects.ts';
import { mayAccess } from '../../../modules/access/record-access.ts';

// Posting a client project with a package of type lawyerClientProject (ADR 0060, after ADR 0009 and 0041): a free
// package opens the project at once; a priced one leaves it awaiting its payment (type lawyerProject, item the project,
// the package named), paid through billing's ordinary routes (the bank or the wallet). The escrow payments of the same
// type are ADR 0056's: this handler claims only the payment a project was posted with.

const invalid = (field: string, label: { fa: string; en: string }, locale: Locale) =>
  new AppError('validation', label, { [field]: label[locale] });

/** The package named, or the newest active free one; a field error when it is not a posting package. */
async function postingPackage(db: Db, id: number | undefined, locale: Locale): Promise<PackageRow> {
  if (id !== undefined) {
    const pkg = (await packagesByIds(db, [id])).get(id);
    if (!pkg || !isPostingPackage(pkg)) throw invalid('package_id', LAWYER_PROJECT_MESSAGES.packageInvalid, locale);
    return pkg;
  }
  const free = await newestActivePackage(db, PackageType.lawyerClientProject, PlanType.free);
  if (!free) throw invalid('package_id', LAWYER_PROJECT_MESSAGES.noPackage, locale);
  return free;
}

/** What a package's permissions give a project once it opens (the «فوری» package: on top of the list). */
const featuredBy = (pkg: PackageRow) =>
  pkg.accessPermissions.includes('isFeatured') ? { isFeatured: true, priority: 1 } : {};

/**
 * A client posts a project with a posting package: a free one opens it at once until its deadline, a priced one
 * leaves it awaiting payment (and off every list) with its payment. Its days to take offers are the package's, or
 * fewer when the client asks; more is a field error.
 */
export async function createProject(
  db: Db,
  userId: number,
  input: z.output<typeof ProjectCreateSchema>,
  locale: Locale = 'fa',
  now: Date = new Date(),
): Promise<{ row: ProjectRow; paymentId: number | null }> {
  if (budgetProblem(input.budgetFrom, input.budgetTo)) {
    throw invalid('budgetTo', LAWYER_PROJECT_MESSAGES.budgetTo, locale);
  }
  const pkg = await postingPackage(db, input.package_id, locale);
  const duration = input.duration ?? pkg.days;
  if (duration > pkg.days) {
    const label = {
      fa: `این بسته حداکثر ${pkg.days.toLocaleString('fa-IR')} روز پیشنهاد می‌پذیرد.`,
      en: `This package takes offers for at most ${pkg.days} days.`,
    };
    throw invalid('duration', label, locale);
  }
  const specialties = [...new Set(input.specialties)];
  const found = await existingSubCategoryIds(db, specialties);
  if (found.length !== specialties.length) throw new AppError('validation', undefined, { specialties: 'invalid' });
  if (input.city_id !== null) {
    if ((await stateIdOfCity(db, input.city_id)) === undefined)
      throw new AppError('validation', undefined, { city_id: 'invalid' });
  }
  const priced = pkg.price > 0;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(lawyerProjects)
      .values({
        userId,
        cityId: input.city_id,
        specialties,
        type: input.type,
        title: input.title,
        description: input.description,
        tags: [...new Set(input.tags)],
        slug: slugOf(input.title) || 'project',
        slugId: makeSlugId((size) => randomBytes(size), 10),
        duration,
        budgetFrom: input.budgetFrom,
        budgetTo: input.budgetFrom === 0 ? 0 : input.budgetTo,
        gender: input.gender,
        packageId: pkg.id,
        status: priced ? ClientProjectStatus.awaitingPayment : ClientProjectStatus.active,
        // Awaiting payment, the deadline is a backstop: the deadline job ends it unpaid; paying sets it anew.
        expireDate: projectExpireDate(now, duration),
        ...(priced ? {} : featuredBy(pkg)),
      })
      .returning();
    if (!row) throw new Error('project insert returned no row');
    if (!priced) return { row, paymentId: null };
    const payment = await createUnpaidPayment(tx, {
      userId,
      type: PaymentType.lawyerProject,
      method: PaymentMethod.online,
      itemId: row.id,
      packageId: pkg.id,
      price: pkg.price,
      deviceType: DeviceType.webCustomerLawyer,
      description: `ثبت پروژه «${row.title}» با بسته «${pkg.title}»`,
    });
    const [saved] = await tx
      .update(lawyerProjects)
      .set({ postPaymentId: payment.id })
      .where(eq(lawyerProjects.id, row.id))
      .returning();
    return { row: saved ?? row, paymentId: payment.id };
  });
}

/** The project as its client reads it just after posting (not counted as a view; awaiting payment too). */
export async function postedProject(db: Db, posted: { row: ProjectRow; paymentId: number | null }) {
  const [project] = await toProjects(db, [posted.row], posted.row.userId);
  return { ...project!, paymentId: posted.paymentId } satisfies PostedProject;
}

/** The project a posting payment pays for, locked, still awaiting that very payment (409 otherwise). */
async function awaitingProject(db: Db, payment: PaymentRow): Promise<ProjectRow> {
  const project = payment.itemId === null ? undefined : await lockProject(db, payment.itemId);
  if (
    !project ||
    !mayAccess(payment.userId, 'lawyerProject', project, 'pay') ||
    project.postPaymentId !== payment.id ||
    project.status !== ClientProjectStatus.awaitingPayment
  ) {
    throw new AppError('conflict', LAWYER_PROJECT_MESSAGES.notPayable);
  }
  return project;
}

/** Paid: the project opens now, for its days from now, with what its package gives. Guarded on awaitingPayment. */
async function openPaidProject(db: Db, project: ProjectRow, now: Date): Promise<void> {
  const pkg =
    project.packageId === null ? undefined : (await packagesByIds(db, [project.packageId])).get(project.packageId);
  const [opened] = await db
    .update(lawyerProjects)
    .set({
      status: ClientProjectStatus.active,
      expireDate: projectExpireDate(now, project.duration),
      ...(pkg ? featuredBy(pkg) : {}),
    })
    .where(and(eq(lawyerProjects.id, project.id), eq(lawyerProjects.status, ClientProjectStatus.awaitingPayment)))
    .returning({ id: lawyerProjects.id });
  if (!opened) throw new AppError('conflict', LAWYER_PROJECT_MESSAGES.notPayable);
}

/** Billing's handler of the payments projects are posted with (type lawyerProject, claimed by the project's link). */
export const postingPaymentItem: ClaimingHandler = {
  async claims(db, payment) {
    if (payment.itemId === null) return false;
    const [project] = await db
      .select({ postPaymentId: lawyerProjects.postPaymentId })
      .from(lawyerProjects)
      .where(eq(lawyerProjects.id, payment.itemId));
    return project?.postPaymentId === payment.id;
  },
  async check(db, payment) {
    await awaitingProject(db, payment);
  },
  async apply(db, payment) {
    await openPaidProject(db, await awaitingProject(db, payment), new Date());
  },
  async payFromWallet(db, payment) {
    const project = await awaitingProject(db, payment);
    await debitWallet(db, { userId: payment.userId, paymentId: payment.id, amount: payment.price });
    const paid = await markPaid(db, payment, { method: PaymentMethod.wallet, trackingNumber: null });
    await openPaidProject(db, project, new Date());
    return paid;
  },
};

/** What a posting payment bought: the project's posting (with its package), the client's page of the project. */
export const postingPaymentSubjects = projectSubjects('postPaymentId', 'projectPosting');

/** Declares the posting payments to billing (once, with the routes). */
export function registerPostingPayments(): void {
  registerClaimingPaymentItem(PaymentType.lawyerProject, postingPaymentItem);
  registerPaymentSubject(PaymentType.lawyerProject, postingPaymentSubjects);
}
