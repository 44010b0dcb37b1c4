import { and, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { MyOffer, MyProject, Offer, OfferCreate, Project } from '@shahrbazar/domain/api/lawyer-project.schema';
import { AuditAction } from '@shahrbazar/domain/enums/audit';
import { PackageType, PlanType } from '@shahrbazar/domain/enums/plans';
import { ClientProjectStatus } from '@shahrbazar/domain/enums/status';
import type { Gender } from '@shahrbazar/domain/enums/people';
import {
  canDeliver,
  canDispute,
  canPay,
  canRate,
  canRelease,
  canResolve,
  canSelect,
  DEFAULT_PROJECT_SHARE_PERCENT,
  endsAtDeadline,
  isOpenForOffers,
  LAWYER_PROJECT_MESSAGES,
  LAWYER_PROJECT_RESERVE,
  mayReadProjectFiles,
  performanceCounterOf,
  type EscrowState,
} from '@shahrbazar/domain/rules/lawyer-project';
import { lastPage, pageOffset } from '@shahrbazar/domain/rules/pagination';
import type { Db } from '../../../db/client.ts';
import { uniqueViolation } from '../../../db/errors.ts';
import { AppError } from '../../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../../../modules/audit/audit.service.ts';
import { subCategoryTitlesByIds } from '../../../modules/catalogue/category-chain.ts';
import { cityNamesByIds } from '../../../modules/geo/city-lookup.ts';
import { listingSummaries } from '../../../modules/listings/listing-rows.ts';
import { notify } from '../../../modules/notify/notification.service.ts';
import { newestActivePackage } from '../../../modules/packages/package-lookup.ts';
import {
  holdReserve,
  lockHeldReserve,
  releaseReserve,
  shareOutReserve,
} from '../../../modules/payments/reserve.service.ts';
import { userRefsByIds } from '../../../modules/users/user.repository.ts';
import { lawyerDetails } from '../lawyer.table.ts';
import { countPerformance } from '../performance.service.ts';
import { activeLawyerListing } from './lawyer-of.ts';
import { lawyerProjectFiles, lawyerProjectOffers, lawyerProjects } from './project.table.ts';
import { eachApart } from '../../../db/each-apart.ts';
import { isOwnRecord, requireAccess } from '../../../modules/access/record-access.ts';

// Client projects, offers and their escrow (ADR 0041). Every money move runs in one transaction with the project's
// row locked, guarded on the escrow state it moves from, and the wallet reserve's own guarded UPDATE backs it up:
// however many requests arrive at once, the money moves once.

export type ProjectRow = typeof lawyerProjects.$inferSelect;
type OfferRow = typeof lawyerProjectOffers.$inferSelect;

const conflict = (label: { fa: string; en: string }) => new AppError('conflict', label);
const stateOf = (row: ProjectRow) => ({
  status: row.status,
  escrow: row.escrow as EscrowState,
  expireDate: row.expireDate,
});

/** The project, locked for the rest of the transaction. */
export async function lockProject(db: Db, id: number): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(lawyerProjects).where(eq(lawyerProjects.id, id)).for('update');
  return row;
}

/**
 * Reads projects into their public shape. Each says how many files it has; the files themselves (with the address of
 * the authorised route) only to `viewerId` when they are its client or its selected lawyer (ADR 0056).
 */
export async function toProjects(db: Db, rows: readonly ProjectRow[], viewerId: number | null): Promise<Project[]> {
  if (!rows.length) return [];
  const projectIds = rows.map((row) => row.id);
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const cityIds = [...new Set(rows.flatMap((row) => (row.cityId === null ? [] : [row.cityId])))];
  const specialtyIds = [...new Set(rows.flatMap((row) => row.specialties))];
  const selectedIds = rows.flatMap((row) => (row.selectedOfferId === null ? [] : [row.selectedOfferId]));
  const [people, places, specialties, stored, selected] = await Promise.all([
    userRefsByIds(db, userIds),
    cityNamesByIds(db, cityIds),
    subCategoryTitlesByIds(db, specialtyIds),
    db
      .select({
        id: lawyerProjectFiles.id,
        projectId: lawyerProjectFiles.projectId,
        name: lawyerProjectFiles.name,
        mime: lawyerProjectFiles.mime,
      })
      .from(lawyerProjectFiles)
      .where(inArray(lawyerProjectFiles.projectId, projectIds))
      .orderBy(lawyerProjectFiles.id),
    selectedIds.length && viewerId !== null
      ? db
          .select({ id: lawyerProjectOffers.id, lawyerId: lawyerProjectOffers.lawyerId })
          .from(lawyerProjectOffers)
          .where(inArray(lawyerProjectOffers.id, selectedIds))
      : [],
  ]);
  const byId = <T extends { id: number }>(list: readonly T[]) => new Map(list.map((item) => [item.id, item]));
  const person = byId(people);
  const place = byId(places);
  const specialty = byId(specialties);
  const selectedLawyer = byId(selected);
  return rows.map((row) => {
    const files = stored.filter((file) => file.projectId === row.id);
    const readable = mayReadProjectFiles(
      {
        userId: row.userId,
        selectedLawyerId:
          row.selectedOfferId === null ? null : (selectedLawyer.get(row.selectedOfferId)?.lawyerId ?? null),
      },
      viewerId,
    );
    return {
      id: row.id,
      slug: row.slug,
      slugId: row.slugId,
      title: row.title,
      description: row.description,
      type: row.type,
      specialties: row.specialties.flatMap((id) => {
        const found = specialty.get(id);
        return found ? [found] : [];
      }),
      tags: row.tags,
      budgetFrom: row.budgetFrom,
      budgetTo: row.budgetTo,
      duration: row.duration,
      gender: row.gender as Gender,
      city: row.cityId === null ? null : (place.get(row.cityId) ?? null),
      views: row.views,
      offerCount: row.offerCount,
      status: row.status as ClientProjectStatus,
      escrow: row.escrow as EscrowState,
      expireDate: row.expireDate.toISOString(),
      registerDate: row.registerDate.toISOString(),
      user: { id: row.userId, name: person.get(row.userId)?.name ?? '' },
      files: readable
        ? files.map((file) => ({
            id: file.id,
            name: file.name,
            mime: file.mime,
            url: `/api/v1/lawyer/projects/${row.slugId}/files/${file.id}`,
          }))
        : [],
      fileCount: files.length,
    };
  });
}

/** Public projects open to offers, newest first (by specialty when asked). */
export async function publicProjects(
  db: Db,
  query: { page: number; perPage: number; specialty?: number | undefined },
  now: Date = new Date(),
) {
  const where = and(
    eq(lawyerProjects.status, ClientProjectStatus.active),
    sql`${lawyerProjects.expireDate} > ${now.toISOString()}`,
    query.specialty === undefined
      ? undefined
      : sql`${lawyerProjects.specialties} @> ${JSON.stringify([query.specialty])}::jsonb`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(lawyerProjects)
      .where(where)
      .orderBy(desc(lawyerProjects.priority), desc(lawyerProjects.id))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(lawyerProjects).where(where),
  ]);
  const totalCount = total?.total ?? 0;
  return {
    items: await toProjects(db, rows, null),
    currentPage: query.page,
    perPage: query.perPage,
    total: totalCount,
    lastPage: lastPage(totalCount, query.perPage),
  };
}

/** A project's public page (any status but pending and inactive); counts a view. */
export async function publicProject(db: Db, slugId: string, viewerId: number | null): Promise<Project> {
  const [row] = await db
    .update(lawyerProjects)
    .set({ views: sql`${lawyerProjects.views} + 1` })
    .where(
      and(
        eq(lawyerProjects.slugId, slugId),
        inArray(lawyerProjects.status, [
          ClientProjectStatus.active,
          ClientProjectStatus.selected,
          ClientProjectStatus.completed,
          ClientProjectStatus.ended,
        ]),
      ),
    )
    .returning();
  if (!row) throw new AppError('not_found');
  const [project] = await toProjects(db, [row], viewerId);
  return project!;
}

async function toOffers(db: Db, rows: readonly OfferRow[], selectedId: number | null): Promise<Offer[]> {
  if (!rows.length) return [];
  const lawyerIds = [...new Set(rows.map((row) => row.lawyerId))];
  const people = await userRefsByIds(db, lawyerIds);
  const listingIds = rows.flatMap((row) => (row.listingId === null ? [] : [row.listingId]));
  const page = await listingSummaries(db, listingIds);
  const name = new Map(people.map((p) => [p.id, p.name]));
  return rows.map((row) => {
    const listing = row.listingId === null ? undefined : page.get(row.listingId);
    return {
      id: row.id,
      projectId: row.projectId,
      price: row.price,
      days: row.days,
      message: row.message,
      selected: row.id === selectedId,
      registerDate: row.registerDate.toISOString(),
      lawyer: {
        id: row.lawyerId,
        name: listing?.title ?? name.get(row.lawyerId) ?? '',
        listingSlugId: listing?.slugId ?? null,
      },
    };
  });
}

/** The client's own projects, newest first. */
export async function myProjects(db: Db, userId: number, query: { page: number; perPage: number }) {
  const where = eq(lawyerProjects.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(lawyerProjects)
      .where(where)
      .orderBy(desc(lawyerProjects.id))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(lawyerProjects).where(where),
  ]);
  const totalCount = total?.total ?? 0;
  return {
    items: await toProjects(db, rows, userId),
    currentPage: query.page,
    perPage: query.perPage,
    total: totalCount,
    lastPage: lastPage(totalCount, query.perPage),
  };
}

/** The client's own project with its offers, cheapest first; 404 for anyone else's. */
export async function myProject(db: Db, userId: number, id: number): Promise<MyProject> {
  const [row] = await db
    .select()
    .from(lawyerProjects)
    .where(and(eq(lawyerProjects.id, id), eq(lawyerProjects.userId, userId)));
  if (!row) throw new AppError('not_found');
  return toMyProject(db, row);
}

async function toMyProject(db: Db, row: ProjectRow): Promise<MyProject> {
  const offers = await db
    .select()
    .from(lawyerProjectOffers)
    .where(eq(lawyerProjectOffers.projectId, row.id))
    .orderBy(lawyerProjectOffers.price, lawyerProjectOffers.id);
  const [project] = await toProjects(db, [row], row.userId);
  return {
    ...project!,
    offers: await toOffers(db, offers, row.selectedOfferId),
    selectedOfferId: row.selectedOfferId,
    price: row.price,
    siteShare: row.siteShare,
    postingPaymentId: row.status === ClientProjectStatus.awaitingPayment ? row.postPaymentId : null,
    rating: row.rating,
    ratingComment: row.ratingComment,
  };
}

/**
 * A lawyer offers on a project: only a user with an active lawyer page (403), never on their own project (403), only
 * while it is open (409), once per project (409, the unique index). The offer and offerCount + 1 are one transaction
 * with the project locked, so the count is exact however many lawyers offer at once.
 */
export async function makeOffer(db: Db, lawyerId: number, slugId: string, input: OfferCreate, now = new Date()) {
  const lawyer = await activeLawyerListing(db, lawyerId);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: lawyerProjects.id })
      .from(lawyerProjects)
      .where(eq(lawyerProjects.slugId, slugId));
    const project = found && (await lockProject(tx, found.id));
    if (!project || project.status === ClientProjectStatus.pending || project.status === ClientProjectStatus.inactive) {
      throw new AppError('not_found');
    }
    if (isOwnRecord(lawyerId, 'lawyerProject', project))
      throw new AppError('forbidden', LAWYER_PROJECT_MESSAGES.ownProject);
    if (!lawyer) throw new AppError('forbidden', LAWYER_PROJECT_MESSAGES.notLawyer);
    if (!isOpenForOffers(stateOf(project), now)) throw conflict(LAWYER_PROJECT_MESSAGES.closed);
    let offer: OfferRow | undefined;
    try {
      [offer] = await tx
        .insert(lawyerProjectOffers)
        .values({
          projectId: project.id,
          lawyerId,
          listingId: lawyer.id,
          price: Number(input.price),
          days: Number(input.days),
          message: String(input.message),
        })
        .returning();
    } catch (error) {
      if (uniqueViolation(error) === 'lawyer_project_offers_one_uq') {
        throw conflict(LAWYER_PROJECT_MESSAGES.alreadyOffered);
      }
      throw error;
    }
    await tx
      .update(lawyerProjects)
      .set({ offerCount: sql`${lawyerProjects.offerCount} + 1` })
      .where(eq(lawyerProjects.id, project.id));
    // The client hears of the offer in its transaction (ADR 0049).
    await notify(tx, project.userId, 'lawyerOfferNew', {
      lawyer: lawyer.title,
      title: project.title,
      amount: Number(input.price),
      projectId: project.id,
    });
    const [answer] = await toOffers(tx, [offer!], null);
    return answer!;
  });
}

/** A lawyer's own offers, newest first, with their projects and what each pays them. */
export async function myOffers(db: Db, lawyerId: number, query: { page: number; perPage: number }) {
  const where = eq(lawyerProjectOffers.lawyerId, lawyerId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ offer: lawyerProjectOffers, project: lawyerProjects })
      .from(lawyerProjectOffers)
      .innerJoin(lawyerProjects, eq(lawyerProjects.id, lawyerProjectOffers.projectId))
      .where(where)
      .orderBy(desc(lawyerProjectOffers.id))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(lawyerProjectOffers).where(where),
  ]);
  const items: MyOffer[] = [];
  const clientIds = [
    ...new Set(rows.flatMap(({ offer, project }) => (project.selectedOfferId === offer.id ? [project.userId] : []))),
  ];
  const clients = await userRefsByIds(db, clientIds);
  const clientOf = new Map(clients.map((one) => [one.id, one]));
  for (const { offer, project } of rows) {
    const [view] = await toOffers(db, [offer], project.selectedOfferId);
    const mine = project.selectedOfferId === offer.id;
    // The selected lawyer, and only they, learn who the client is: their chat room from the project (issue 29).
    const client = mine ? (clientOf.get(project.userId) ?? null) : null;
    items.push({
      ...view!,
      project: {
        id: project.id,
        slug: project.slug,
        slugId: project.slugId,
        title: project.title,
        status: project.status as ClientProjectStatus,
        escrow: project.escrow as EscrowState,
        client,
        rating: mine ? project.rating : null,
      },
      payout:
        mine && project.escrow === 'released' && project.price !== null
          ? project.price - (project.siteShare ?? 0)
          : null,
    });
  }
  const totalCount = total?.total ?? 0;
  return {
    items,
    currentPage: query.page,
    perPage: query.perPage,
    total: totalCount,
    lastPage: lastPage(totalCount, query.perPage),
  };
}

/** The client's project, locked; 404 for anyone else (someone else's project does not exist for them). */
export async function clientsProject(db: Db, clientId: number, id: number): Promise<ProjectRow> {
  const project = await lockProject(db, id);
  requireAccess(clientId, 'lawyerProject', project, 'change');
  return project;
}

/** The client selects one offer of their open project (status selected); a second selection is refused (409). */
export async function selectOffer(db: Db, clientId: number, id: number, offerId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const project = await clientsProject(tx, clientId, id);
    if (project.selectedOfferId !== null || !canSelect(stateOf(project), now)) {
      throw conflict(
        project.selectedOfferId !== null ? LAWYER_PROJECT_MESSAGES.alreadySelected : LAWYER_PROJECT_MESSAGES.closed,
      );
    }
    const [offer] = await tx
      .select()
      .from(lawyerProjectOffers)
      .where(and(eq(lawyerProjectOffers.id, offerId), eq(lawyerProjectOffers.projectId, project.id)));
    if (!offer) throw new AppError('validation', undefined, { offerId: 'invalid' });
    const [moved] = await tx
      .update(lawyerProjects)
      .set({ status: ClientProjectStatus.selected, selectedOfferId: offer.id, price: offer.price })
      .where(and(eq(lawyerProjects.id, project.id), eq(lawyerProjects.status, ClientProjectStatus.active)))
      .returning();
    if (!moved) throw conflict(LAWYER_PROJECT_MESSAGES.alreadySelected);
    await notify(tx, offer.lawyerId, 'lawyerOfferSelected', {
      title: moved.title,
      projectSlugId: moved.slugId,
      amount: offer.price,
    });
    return toMyProject(tx, moved);
  });
}

/**
 * The site's percent of a released project: the active percentage plan of package type lawyerClientProject (the back
 * office's packages screen), otherwise DEFAULT_PROJECT_SHARE_PERCENT. Fixed on the project at payment.
 */
async function sitePercentage(db: Db): Promise<number> {
  const plan = await newestActivePackage(db, PackageType.lawyerClientProject, PlanType.percentage);
  return plan ? Number(plan.percentage) : DEFAULT_PROJECT_SHARE_PERCENT;
}

/**
 * Holds a selected project's price in the client's wallet reserve (409 when the balance does not cover it) and moves
 * its escrow to held, fixing the site's percent: in the caller's transaction with the project locked, guarded on
 * nothing being held yet. Paid from the wallet directly, or with money the bank just put in the wallet (ADR 0056).
 */
export async function holdProjectMoney(tx: Db, project: ProjectRow, now: Date): Promise<ProjectRow> {
  if (!canPay(stateOf(project)) || project.price === null) throw conflict(LAWYER_PROJECT_MESSAGES.notPayable);
  await holdReserve(
    tx,
    { userId: project.userId, purpose: LAWYER_PROJECT_RESERVE, itemId: project.id, amount: project.price },
    LAWYER_PROJECT_MESSAGES.insufficientBalance,
  );
  const [moved] = await tx
    .update(lawyerProjects)
    .set({ escrow: 'held', paidAt: now, sitePercentage: await sitePercentage(tx) })
    .where(and(eq(lawyerProjects.id, project.id), eq(lawyerProjects.escrow, 'none')))
    .returning();
  if (!moved) throw conflict(LAWYER_PROJECT_MESSAGES.notPayable);
  return moved;
}

/** The client pays the selected offer's price into escrow from the wallet (409 when the balance does not cover it). */
export async function payProject(db: Db, clientId: number, id: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const project = await clientsProject(tx, clientId, id);
    return toMyProject(tx, await holdProjectMoney(tx, project, now));
  });
}

/** The selected offer of a project. */
async function selectedOffer(db: Db, project: ProjectRow): Promise<OfferRow | undefined> {
  if (project.selectedOfferId === null) return undefined;
  const [offer] = await db
    .select()
    .from(lawyerProjectOffers)
    .where(and(eq(lawyerProjectOffers.id, project.selectedOfferId), eq(lawyerProjectOffers.projectId, project.id)));
  return offer;
}

/** The selected lawyer marks the work delivered (404 for anyone else; 409 unless the money is held). */
export async function deliverOffer(db: Db, lawyerId: number, offerId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const [offer] = await tx
      .select()
      .from(lawyerProjectOffers)
      .where(and(eq(lawyerProjectOffers.id, offerId), eq(lawyerProjectOffers.lawyerId, lawyerId)));
    const project = offer && (await lockProject(tx, offer.projectId));
    if (!offer || !project || project.selectedOfferId !== offer.id) throw new AppError('not_found');
    if (!canDeliver(stateOf(project))) throw conflict(LAWYER_PROJECT_MESSAGES.notDeliverable);
    await tx
      .update(lawyerProjects)
      .set({ escrow: 'delivered', deliveredAt: now })
      .where(and(eq(lawyerProjects.id, project.id), eq(lawyerProjects.escrow, 'held')));
    return { ok: true as const };
  });
}

/**
 * Pays the escrow out to the selected lawyer less the site's share and completes the project. In the caller's
 * transaction with the project locked; guarded on the escrow state and on the reserve being held.
 */
async function payLawyer(tx: Db, project: ProjectRow, from: readonly EscrowState[], now: Date): Promise<ProjectRow> {
  const offer = await selectedOffer(tx, project);
  const reserve = await lockHeldReserve(tx, LAWYER_PROJECT_RESERVE, project.id);
  if (!offer || !reserve) throw conflict(LAWYER_PROJECT_MESSAGES.notReleasable);
  const shared = await shareOutReserve(
    tx,
    reserve,
    { payeeId: offer.lawyerId, sitePercentage: Number(project.sitePercentage ?? 0) },
    now,
  );
  if (!shared) throw conflict(LAWYER_PROJECT_MESSAGES.notReleasable);
  const [moved] = await tx
    .update(lawyerProjects)
    .set({ status: ClientProjectStatus.completed, escrow: 'released', siteShare: shared.share, settledAt: now })
    .where(and(eq(lawyerProjects.id, project.id), inArray(lawyerProjects.escrow, [...from])))
    .returning();
  if (!moved) throw conflict(LAWYER_PROJECT_MESSAGES.notReleasable);
  // A completed project of a drafting or representation kind is one more on the lawyer's page (ADR 0060).
  const counter = performanceCounterOf(moved.type);
  if (counter && offer.listingId !== null) await countPerformance(tx, offer.listingId, counter);
  // The lawyer hears of the payout whoever released it (the client or support), in the payout's transaction.
  await notify(tx, offer.lawyerId, 'lawyerEscrowReleased', {
    title: moved.title,
    projectSlugId: moved.slugId,
    amount: shared.paid,
  });
  return moved;
}

/** The client releases the money to the selected lawyer (completed). 404 for anyone else, 409 when not held. */
export async function releaseProject(db: Db, clientId: number, id: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const project = await clientsProject(tx, clientId, id);
    if (!canRelease(stateOf(project))) throw conflict(LAWYER_PROJECT_MESSAGES.notReleasable);
    return toMyProject(tx, await payLawyer(tx, project, ['held', 'delivered'], now));
  });
}

/**
 * The client scores the lawyer of their completed project (1..5, with a word if they like), once: the score and the
 * lawyer's rating counters move together in one transaction with the project locked, guarded on no score yet, so a
 * double post counts once (409 for the second). The lawyer hears of it. 404 for anyone else's project.
 */
export async function rateProject(
  db: Db,
  clientId: number,
  id: number,
  input: { score: number; comment: string },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const project = await clientsProject(tx, clientId, id);
    if (!canRate({ ...stateOf(project), rating: project.rating })) {
      throw conflict(
        project.rating !== null ? LAWYER_PROJECT_MESSAGES.alreadyRated : LAWYER_PROJECT_MESSAGES.notRatable,
      );
    }
    const offer = await selectedOffer(tx, project);
    const [moved] = await tx
      .update(lawyerProjects)
      .set({ rating: input.score, ratingComment: input.comment, ratedAt: now })
      .where(and(eq(lawyerProjects.id, project.id), isNull(lawyerProjects.rating)))
      .returning();
    if (!moved || !offer) throw conflict(LAWYER_PROJECT_MESSAGES.alreadyRated);
    if (offer.listingId !== null) {
      await tx
        .update(lawyerDetails)
        .set({
          projectRatings: sql`${lawyerDetails.projectRatings} + 1`,
          projectRatingSum: sql`${lawyerDetails.projectRatingSum} + ${input.score}`,
        })
        .where(eq(lawyerDetails.listingId, offer.listingId));
    }
    await notify(tx, offer.lawyerId, 'lawyerRated', {
      title: moved.title,
      projectSlugId: moved.slugId,
      score: input.score,
    });
    return toMyProject(tx, moved);
  });
}

/** The client opens a dispute: the money stays held until support resolves it. */
export async function disputeProject(db: Db, clientId: number, id: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const project = await clientsProject(tx, clientId, id);
    if (!canDispute(stateOf(project))) throw conflict(LAWYER_PROJECT_MESSAGES.notReleasable);
    const [moved] = await tx
      .update(lawyerProjects)
      .set({ escrow: 'disputed', disputedAt: now })
      .where(and(eq(lawyerProjects.id, project.id), inArray(lawyerProjects.escrow, ['held', 'delivered'])))
      .returning();
    return toMyProject(tx, moved!);
  });
}

/** Projects with a dispute, oldest dispute first (the back office's list). */
export async function disputedProjects(db: Db) {
  const rows = await db
    .select()
    .from(lawyerProjects)
    .where(and(eq(lawyerProjects.escrow, 'disputed'), eq(lawyerProjects.status, ClientProjectStatus.selected)))
    .orderBy(lawyerProjects.disputedAt)
    .limit(100);
  return Promise.all(rows.map((row) => toMyProject(db, row)));
}

/**
 * Support resolves a project's held money: release to the lawyer (completed) or refund to the client (ended, the
 * reserve released back). Allowed while the money is held, delivered or disputed; exactly one of two concurrent
 * decisions (or a client's release at the same moment) moves it. The decision is entered in the operator's trail in
 * its transaction (ADR 0078), naming the client whose money it was.
 */
export async function resolveProject(
  db: Db,
  by: AuditActor,
  id: number,
  outcome: 'release' | 'refund',
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, id);
    if (!project) throw new AppError('not_found');
    const held = ['held', 'delivered', 'disputed'] as const;
    if (!canResolve(stateOf(project)) && !canRelease(stateOf(project))) {
      throw conflict(LAWYER_PROJECT_MESSAGES.notDisputed);
    }
    const reserve = await lockHeldReserve(tx, LAWYER_PROJECT_RESERVE, project.id);
    const trail = async (moved: ProjectRow) => {
      const state = (row: ProjectRow) => ({
        status: row.status,
        escrow: row.escrow,
        amount: reserve?.remaining ?? null,
      });
      await recordAudit(tx, {
        by,
        action: outcome === 'release' ? AuditAction.escrowReleased : AuditAction.escrowRefunded,
        subject: { type: 'lawyerProject', id: project.id },
        targetUserId: project.userId,
        before: state(project),
        after: { ...state(moved), siteShare: moved.siteShare },
      });
      return toMyProject(tx, moved);
    };
    if (outcome === 'release') return trail(await payLawyer(tx, project, held, now));
    if (!reserve || !(await releaseReserve(tx, reserve.id, now))) throw conflict(LAWYER_PROJECT_MESSAGES.notDisputed);
    const [moved] = await tx
      .update(lawyerProjects)
      .set({ status: ClientProjectStatus.ended, escrow: 'refunded', settledAt: now })
      .where(and(eq(lawyerProjects.id, project.id), inArray(lawyerProjects.escrow, [...held])))
      .returning();
    if (!moved) throw conflict(LAWYER_PROJECT_MESSAGES.notDisputed);
    return trail(moved);
  });
}

/**
 * The job: projects past their deadline on which nobody was selected end (status ended), each in its own transaction
 * with the row locked; anything still held for one (none is, before a selection: a backstop) goes back to the client.
 * Answers how many ended.
 */
export async function endExpiredProjects(db: Db, now: Date = new Date()): Promise<number> {
  const due = await db
    .select({ id: lawyerProjects.id })
    .from(lawyerProjects)
    .where(
      and(
        inArray(lawyerProjects.status, [
          ClientProjectStatus.pending,
          ClientProjectStatus.active,
          ClientProjectStatus.awaitingPayment,
        ]),
        lte(lawyerProjects.expireDate, now),
      ),
    )
    .limit(200);
  return eachApart(db, due, async (tx, { id }) => {
    const project = await lockProject(tx, id);
    if (!project || !endsAtDeadline(stateOf(project), now)) return false;
    const reserve = await lockHeldReserve(tx, LAWYER_PROJECT_RESERVE, project.id);
    if (reserve) await releaseReserve(tx, reserve.id, now);
    await tx
      .update(lawyerProjects)
      .set({ status: ClientProjectStatus.ended, escrow: reserve ? 'refunded' : project.escrow })
      .where(eq(lawyerProjects.id, id));
    return true;
  });
}
