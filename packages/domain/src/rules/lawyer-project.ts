import { PackageType, PlanType } from '../enums/plans.ts';
import { ClientProjectStatus, PackageStatus } from '../enums/status.ts';
import type { Label } from '../i18n/locale.ts';

// Lawyer client projects (issue 19 item 4, docs/decisions/0041-lawyer-client-projects-and-escrow.md): a client posts a
// project, lawyers offer (price, days, message), the client selects one offer and pays its price into escrow (a
// wallet reserve), the lawyer delivers, the client releases the money (completed) or opens a dispute that support
// resolves (release to the lawyer or refund to the client). A project nobody was selected on ends at its deadline.

/** The purpose of a project's wallet reserve (ADR 0023): the client's money until released or refunded. */
export const LAWYER_PROJECT_RESERVE = 'lawyerProject';

/** The spec's default duration of a client project, in days (and the bounds a client may choose). */
export const DEFAULT_PROJECT_DAYS = 7;
export const MAX_PROJECT_DAYS = 90;

/** The site's share of a released project in percent when the back office has not set one (app setting). */
export const DEFAULT_PROJECT_SHARE_PERCENT = 10;

/**
 * Where the escrowed money is: none (not paid yet), held (paid, the lawyer works), delivered (the lawyer says it is
 * done), disputed (the client asked support), released (paid to the lawyer less the share), refunded (back to the
 * client).
 */
export const ESCROW_STATES = ['none', 'held', 'delivered', 'disputed', 'released', 'refunded'] as const;
export type EscrowState = (typeof ESCROW_STATES)[number];

/** The project fields the rules read. */
export interface ProjectState {
  status: number;
  escrow: EscrowState;
  expireDate: Date;
}

/** A project still open to offers: active, not past its deadline. */
export function isOpenForOffers(project: ProjectState, now: Date): boolean {
  return project.status === ClientProjectStatus.active && project.expireDate.getTime() > now.getTime();
}

/** The client may select an offer once: while the project is open (a second selection is refused). */
export function canSelect(project: ProjectState, now: Date): boolean {
  return isOpenForOffers(project, now);
}

/** The client pays the selected offer's price into escrow once, after selecting and before anything was paid. */
export function canPay(project: ProjectState): boolean {
  return project.status === ClientProjectStatus.selected && project.escrow === 'none';
}

/** The selected lawyer marks the work delivered while the money is held. */
export function canDeliver(project: ProjectState): boolean {
  return project.status === ClientProjectStatus.selected && project.escrow === 'held';
}

/** The client releases the money while it is held or delivered (not while support looks at a dispute). */
export function canRelease(project: ProjectState): boolean {
  return (
    project.status === ClientProjectStatus.selected && (project.escrow === 'held' || project.escrow === 'delivered')
  );
}

/** The client opens a dispute while the money is held or delivered. */
export function canDispute(project: ProjectState): boolean {
  return canRelease(project);
}

/** Support resolves a dispute: release to the lawyer or refund to the client. */
export function canResolve(project: ProjectState): boolean {
  return project.status === ClientProjectStatus.selected && project.escrow === 'disputed';
}

/** The deadline job ends a project past its expireDate on which no offer was selected. */
export function endsAtDeadline(project: ProjectState, now: Date): boolean {
  const waiting =
    project.status === ClientProjectStatus.active ||
    project.status === ClientProjectStatus.pending ||
    project.status === ClientProjectStatus.awaitingPayment;
  return waiting && project.expireDate.getTime() <= now.getTime();
}

/** The deadline of a project posted at `now` for `days` days. */
export function projectExpireDate(now: Date, days: number = DEFAULT_PROJECT_DAYS): Date {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}

/** A budget a client may post: whole toman, budgetFrom 0 means negotiable; budgetTo is not below budgetFrom. */
export function budgetProblem(budgetFrom: number, budgetTo: number): 'budgetTo' | null {
  if (budgetFrom > 0 && budgetTo > 0 && budgetTo < budgetFrom) return 'budgetTo';
  return null;
}

/**
 * The kinds of work a client project asks for (spec: Lawyer client project `type`): each drafting or representation
 * kind is one of the lawyer's performance counters (spec: Lawyer performance), counted when such a project of theirs
 * is completed; `other` is counted nowhere. Stored as the key; projects posted before this list keep their free text.
 */
export const PROJECT_TYPES = [
  'contractDrafting',
  'lawsuitDrafting',
  'complaintDrafting',
  'statementDrafting',
  'documentDrafting',
  'legalRepresentation',
  'other',
] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** The performance counter a completed project of `type` adds to (null: none; free text of older projects: none). */
export function performanceCounterOf(type: string): Exclude<ProjectType, 'other'> | null {
  return (PROJECT_TYPES as readonly string[]).includes(type) && type !== 'other'
    ? (type as Exclude<ProjectType, 'other'>)
    : null;
}

/** A package a client may post with: the site's lawyerClientProject packages of a free or subscription plan. */
export function isPostingPackage(pkg: { type: number; status: number; planType: number }): boolean {
  return (
    pkg.type === PackageType.lawyerClientProject &&
    pkg.status === PackageStatus.active &&
    (pkg.planType === PlanType.free || pkg.planType === PlanType.subscription)
  );
}

/** The error and refusal messages of client projects, Persian first. */
export const LAWYER_PROJECT_MESSAGES = {
  budgetTo: { fa: 'سقف بودجه نباید از کف آن کمتر باشد.', en: 'The maximum budget must not be below the minimum.' },
  notLawyer: {
    fa: 'فقط وکیلانی که صفحه فعال وکالت دارند می‌توانند پیشنهاد بدهند.',
    en: 'Only lawyers with an active lawyer page can make offers.',
  },
  ownProject: { fa: 'روی پروژه خودتان نمی‌توانید پیشنهاد بدهید.', en: 'You cannot make an offer on your own project.' },
  closed: { fa: 'این پروژه دیگر پیشنهاد نمی‌پذیرد.', en: 'This project no longer takes offers.' },
  alreadyOffered: {
    fa: 'شما پیش‌تر روی این پروژه پیشنهاد داده‌اید.',
    en: 'You have already made an offer on this project.',
  },
  alreadySelected: {
    fa: 'برای این پروژه پیش‌تر وکیلی انتخاب شده است.',
    en: 'A lawyer has already been selected for this project.',
  },
  notPayable: { fa: 'این پروژه در وضعیت پرداخت نیست.', en: 'This project cannot be paid now.' },
  notDeliverable: {
    fa: 'تحویل کار فقط پس از پرداخت و پیش از تسویه ممکن است.',
    en: 'Work can be delivered only after payment and before settlement.',
  },
  notReleasable: {
    fa: 'مبلغ این پروژه در وضعیت آزادسازی نیست.',
    en: 'The money of this project cannot be released now.',
  },
  notDisputed: { fa: 'این پروژه اختلافی برای رسیدگی ندارد.', en: 'This project has no dispute to resolve.' },
  insufficientBalance: {
    fa: 'موجودی کیف پول برای پرداخت این پیشنهاد کافی نیست.',
    en: 'Your wallet balance does not cover this offer.',
  },
  tooManyFiles: {
    fa: 'هر پروژه حداکثر ۵ پیوست می‌پذیرد.',
    en: 'A project takes at most 5 files.',
  },
  packageInvalid: {
    fa: 'این بسته برای ثبت پروژه در دسترس نیست؛ یکی از بسته‌های ثبت پروژه را انتخاب کنید.',
    en: 'This package is not available for posting a project; choose one of the project posting packages.',
  },
  noPackage: {
    fa: 'اکنون هیچ بسته‌ای برای ثبت پروژه فعال نیست.',
    en: 'No package for posting a project is active now.',
  },
  badFile: {
    fa: 'پیوست باید PDF یا تصویر باشد.',
    en: 'A file must be a PDF or an image.',
  },
  notRatable: {
    fa: 'وکیل را پس از پایان پروژه و آزادسازی مبلغ می‌توانید امتیاز دهید.',
    en: 'You can rate the lawyer once the project is completed and its money released.',
  },
  alreadyRated: {
    fa: 'شما پیش‌تر به وکیل این پروژه امتیاز داده‌اید.',
    en: 'You have already rated this project’s lawyer.',
  },
} as const satisfies Record<string, Label>;

/** Whether the client may score the project's lawyer: once, after completion with the money released to them. */
export function canRate(project: ProjectState & { rating: number | null }): boolean {
  return project.status === ClientProjectStatus.completed && project.escrow === 'released' && project.rating === null;
}

/** How many files a project takes (kept private: its client and the selected lawyer read them, ADR 0056). */
export const PROJECT_FILES_MAX = 5;

/**
 * Who may read a project's files: its client, and the lawyer whose offer was selected (from the selection on, until
 * the end). Nobody else, not even a lawyer who offered: the files are the client's case.
 */
export function mayReadProjectFiles(
  project: { userId: number; selectedLawyerId: number | null },
  viewerId: number | null,
): boolean {
  return viewerId !== null && (viewerId === project.userId || viewerId === project.selectedLawyerId);
}
