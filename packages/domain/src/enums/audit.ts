import { defineEnum } from './define-enum.ts';
import type { EnumValue } from './define-enum.ts';
import { ListingStatus } from './status.ts';

// The operator's trail (docs/decisions/0078-an-operators-trail.md): what a member of staff did in the back office that
// moved money or changed a person's rights or a listing's state. Stored by name (text), so the trail reads without
// this table and a new action needs no migration.

/** What a back-office action did, as the audit log records it. */
export const AuditAction = defineEnum({
  receiptConfirmed: { value: 'receiptConfirmed', fa: 'تأیید رسید کارت به کارت', en: 'Card-to-card receipt confirmed' },
  receiptRejected: { value: 'receiptRejected', fa: 'رد رسید کارت به کارت', en: 'Card-to-card receipt rejected' },
  withdrawalApproved: { value: 'withdrawalApproved', fa: 'تأیید و واریز برداشت', en: 'Withdrawal approved and paid' },
  withdrawalRejected: { value: 'withdrawalRejected', fa: 'رد درخواست برداشت', en: 'Withdrawal rejected' },
  paymentRecorded: { value: 'paymentRecorded', fa: 'ثبت دستی پرداخت', en: 'Payment recorded by hand' },
  escrowRefunded: { value: 'escrowRefunded', fa: 'بازگرداندن پول امانی به مشتری', en: 'Held money refunded' },
  escrowReleased: { value: 'escrowReleased', fa: 'پرداخت پول امانی به وکیل', en: 'Held money released' },
  roleCreated: { value: 'roleCreated', fa: 'ساخت نقش', en: 'Role created' },
  roleChanged: { value: 'roleChanged', fa: 'تغییر نقش و دسترسی‌هایش', en: 'Role or its permissions changed' },
  roleDeleted: { value: 'roleDeleted', fa: 'حذف نقش', en: 'Role deleted' },
  userAccessChanged: {
    value: 'userAccessChanged',
    fa: 'تغییر نوع، نقش یا وضعیت کاربر',
    en: "User's type, role or status changed",
  },
  documentApproved: { value: 'documentApproved', fa: 'تأیید مدرک احراز هویت', en: 'Identity document approved' },
  documentRejected: { value: 'documentRejected', fa: 'رد مدرک احراز هویت', en: 'Identity document rejected' },
  documentReviewed: { value: 'documentReviewed', fa: 'بررسی مدرک احراز هویت', en: 'Identity document reviewed' },
  listingApproved: { value: 'listingApproved', fa: 'تأیید آگهی', en: 'Listing approved' },
  listingRejected: { value: 'listingRejected', fa: 'رد آگهی', en: 'Listing rejected' },
  listingDeactivated: { value: 'listingDeactivated', fa: 'غیرفعال کردن آگهی', en: 'Listing deactivated' },
  listingReinstated: { value: 'listingReinstated', fa: 'فعال کردن دوباره آگهی', en: 'Listing reinstated' },
  sectionAdApproved: { value: 'sectionAdApproved', fa: 'تأیید تبلیغ بخش', en: 'Section ad approved' },
  sectionAdRejected: {
    value: 'sectionAdRejected',
    fa: 'رد تبلیغ بخش و بازگرداندن پول',
    en: 'Section ad rejected and refunded',
  },
});
export type AuditAction = EnumValue<typeof AuditAction>;

/** The kind of record an audit entry is about (with its id, the entry's subject). */
export const AuditSubject = defineEnum({
  receipt: { value: 'receipt', fa: 'رسید', en: 'Receipt' },
  withdrawal: { value: 'withdrawal', fa: 'درخواست برداشت', en: 'Withdrawal' },
  payment: { value: 'payment', fa: 'پرداخت', en: 'Payment' },
  lawyerProject: { value: 'lawyerProject', fa: 'پروژه حقوقی', en: 'Legal project' },
  role: { value: 'role', fa: 'نقش', en: 'Role' },
  user: { value: 'user', fa: 'کاربر', en: 'User' },
  document: { value: 'document', fa: 'مدرک', en: 'Document' },
  listing: { value: 'listing', fa: 'آگهی', en: 'Listing' },
  sectionAd: { value: 'sectionAd', fa: 'تبلیغ بخش', en: 'Section ad' },
});
export type AuditSubject = EnumValue<typeof AuditSubject>;

/** The listing moderation a manager's move from one status to another is (ListingStatus). */
export function listingAuditAction(from: number, to: number): AuditAction {
  if (to === ListingStatus.active) {
    return from === ListingStatus.inactive ? AuditAction.listingReinstated : AuditAction.listingApproved;
  }
  if (to === ListingStatus.inactive && from === ListingStatus.active) return AuditAction.listingDeactivated;
  return AuditAction.listingRejected;
}
