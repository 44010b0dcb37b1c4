import { defineEnum } from './define-enum.ts';
import type { EnumValue } from './define-enum.ts';
import type { Locale } from '../i18n/locale.ts';

const listingStatusMembers = {
  pending: { value: 0, fa: 'در انتظار بررسی', en: 'Pending review' },
  inactive: { value: 1, fa: 'غیرفعال', en: 'Inactive' },
  active: { value: 2, fa: 'فعال', en: 'Active' },
  awaitingPayment: { value: 3, fa: 'در انتظار پرداخت', en: 'Awaiting payment' },
  paidWaitingConfirmation: { value: 4, fa: 'پرداخت‌شده، در انتظار تأیید', en: 'Paid, awaiting confirmation' },
} as const;

/** Status of a booth, clinic, expert, work, lawyer, advertisement, advertise, section ad and classified ad. */
export const ListingStatus = defineEnum(listingStatusMembers);
export type ListingStatus = EnumValue<typeof ListingStatus>;

/** Status of a lawyer client project: the listing statuses plus selected, completed and ended. */
export const ClientProjectStatus = defineEnum({
  ...listingStatusMembers,
  selected: { value: 5, fa: 'وکیل انتخاب شده', en: 'Lawyer selected' },
  completed: { value: 6, fa: 'انجام‌شده', en: 'Completed' },
  ended: { value: 7, fa: 'پایان مهلت', en: 'Ended (deadline passed)' },
});
export type ClientProjectStatus = EnumValue<typeof ClientProjectStatus>;

/** Status of a user, a shipping method and a subscription. */
export const ActiveStatus = defineEnum({
  inactive: { value: 0, fa: 'غیرفعال', en: 'Inactive' },
  active: { value: 1, fa: 'فعال', en: 'Active' },
});
export type ActiveStatus = EnumValue<typeof ActiveStatus>;

/** Whether a booth is open (the booth field `active`, default open). */
export const BoothOpenStatus = defineEnum({
  closed: { value: 0, fa: 'بسته', en: 'Closed' },
  open: { value: 1, fa: 'باز', en: 'Open' },
});
export type BoothOpenStatus = EnumValue<typeof BoothOpenStatus>;

/** Status of a package; hidden packages are kept but not offered. */
export const PackageStatus = defineEnum({
  inactive: { value: 0, fa: 'غیرفعال', en: 'Inactive' },
  active: { value: 1, fa: 'فعال', en: 'Active' },
  hide: { value: 2, fa: 'پنهان', en: 'Hidden' },
});
export type PackageStatus = EnumValue<typeof PackageStatus>;

/** Status of a job application as its employer moves it (a new one becomes seen when the employer opens its CV). */
export const ApplicationStatus = defineEnum({
  new: { value: 'new', fa: 'جدید', en: 'New' },
  seen: { value: 'seen', fa: 'دیده‌شده', en: 'Seen' },
  shortlisted: { value: 'shortlisted', fa: 'در فهرست کوتاه', en: 'Shortlisted' },
  rejected: { value: 'rejected', fa: 'رد شده', en: 'Rejected' },
});
export type ApplicationStatus = EnumValue<typeof ApplicationStatus>;

/** Status of a lawyer question and of a lawyer answer. */
export const LawyerPostStatus = defineEnum({
  inactive: { value: 0, fa: 'غیرفعال', en: 'Inactive' },
  draft: { value: 1, fa: 'پیش‌نویس', en: 'Draft' },
  published: { value: 2, fa: 'منتشرشده', en: 'Published' },
});
export type LawyerPostStatus = EnumValue<typeof LawyerPostStatus>;

/** Colour family a status badge is drawn in. */
export const StatusColor = defineEnum({
  warning: { value: 'warning', fa: 'هشدار', en: 'Warning' },
  danger: { value: 'danger', fa: 'خطر', en: 'Danger' },
  success: { value: 'success', fa: 'موفق', en: 'Success' },
});
export type StatusColor = EnumValue<typeof StatusColor>;

/**
 * Badge colour of each status. The spec colours 0..4 only; for client projects we chose: selected (a lawyer is on
 * it) and completed are success, ended (deadline passed without completion) is danger.
 */
export const STATUS_COLORS: Readonly<Record<ClientProjectStatus, StatusColor>> = {
  [ClientProjectStatus.pending]: StatusColor.warning,
  [ClientProjectStatus.inactive]: StatusColor.danger,
  [ClientProjectStatus.active]: StatusColor.success,
  [ClientProjectStatus.awaitingPayment]: StatusColor.warning,
  [ClientProjectStatus.paidWaitingConfirmation]: StatusColor.warning,
  [ClientProjectStatus.selected]: StatusColor.success,
  [ClientProjectStatus.completed]: StatusColor.success,
  [ClientProjectStatus.ended]: StatusColor.danger,
};

/** Badge colour of a listing or client-project status. */
export function statusColorOf(status: ClientProjectStatus): StatusColor {
  return STATUS_COLORS[status];
}

/**
 * A listing's status as its badge shows it: the colour and the label in a locale; an unknown value (bad data) as
 * itself, uncoloured. Worded by a page's loader, so the page's script needs no table of statuses.
 */
export function listingStatusBadge(status: number, locale: Locale): { color: StatusColor | ''; label: string } {
  return ListingStatus.is(status)
    ? { color: statusColorOf(status), label: ListingStatus.label(status, locale) }
    : { color: '', label: String(status) };
}
