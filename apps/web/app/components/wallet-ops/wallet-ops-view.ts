import type { Receipt } from '@shahrbazar/domain/api/receipt.schema';
import type { ManagedWithdrawal, Withdrawal } from '@shahrbazar/domain/api/withdrawal.schema';
import { formatJalaliDate, formatJalaliDateTime } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { formatAmount, formatPrice } from '@shahrbazar/domain/format/price';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { ReceiptStatus, receiptStatusColor } from '@shahrbazar/domain/rules/receipt';
import { WithdrawalStatus, withdrawalStatusColor } from '@shahrbazar/domain/rules/withdrawal';
import type { Option } from '../manager/types.ts';

// Withdrawals and receipts as the pages show them, worked out on the server (loaders, the back office's row builders):
// labels in the page's locale (the domain's enumerations), toman amounts and Jalali dates in the page's digits, and
// the status colours. Client-safe: the domain's enumerations carry no schema.

/** A SHABA in groups of four, as printed on bank cards and statements (IR82 0540 1026 ...). */
export function groupedShaba(shaba: string): string {
  return shaba.replace(/(.{4})(?=.)/g, '$1 ');
}

/** A card number in groups of four, in the page's digits, read left to right. */
export function groupedCard(card: string, locale: Locale): string {
  return localizeDigits(card.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1 '), locale);
}

/** A withdrawal request with every text ready in the page's locale. */
export interface WithdrawalView {
  id: number;
  /** Its row number in a list, or its id on its own page. */
  number: string;
  code: string;
  amount: string;
  amountValue: number;
  shaba: string;
  status: number;
  statusLabel: string;
  /** warning, success or danger (the spec's colours). */
  statusColor: string;
  isPending: boolean;
  message: string;
  tracking: string | null;
  registered: string;
  reviewed: string | null;
}

export function withdrawalView(withdrawal: Withdrawal, locale: Locale, number?: string): WithdrawalView {
  const known = WithdrawalStatus.is(withdrawal.status);
  return {
    id: withdrawal.id,
    number: number ?? localizeDigits(withdrawal.id, locale),
    code: localizeDigits(withdrawal.id, locale),
    amount: formatPrice(withdrawal.amount, locale),
    amountValue: withdrawal.amount,
    shaba: groupedShaba(withdrawal.shabaNumber),
    status: withdrawal.status,
    statusLabel: known ? WithdrawalStatus.label(withdrawal.status, locale) : String(withdrawal.status),
    statusColor: withdrawalStatusColor(withdrawal.status),
    isPending: withdrawal.status === WithdrawalStatus.pending,
    message: withdrawal.message,
    tracking: withdrawal.trackingNumber ? localizeDigits(withdrawal.trackingNumber, locale) : null,
    registered: formatJalaliDateTime(new Date(withdrawal.registerDate), locale),
    reviewed: withdrawal.reviewedAt ? formatJalaliDateTime(new Date(withdrawal.reviewedAt), locale) : null,
  };
}

/** A request as the back office shows it: with the user, their balance now and whether it covers the amount. */
export function managedWithdrawalView(withdrawal: ManagedWithdrawal, locale: Locale, number?: string) {
  const { user } = withdrawal;
  return {
    ...withdrawalView(withdrawal, locale, number),
    user: {
      id: user.id,
      name: user.name || (user.mobile ? localizeDigits(user.mobile, locale) : localizeDigits(user.id, locale)),
      mobile: user.mobile ? localizeDigits(user.mobile, locale) : '',
      balance: formatAmount(user.walletBalance, locale),
    },
    short: user.walletBalance < withdrawal.amount,
  };
}
export type ManagedWithdrawalView = ReturnType<typeof managedWithdrawalView>;

export const withdrawalStatusOptions = (locale: Locale): Option[] =>
  WithdrawalStatus.options(locale).map((option) => ({ value: String(option.value), label: option.label }));

export const receiptStatusOptions = (locale: Locale): Option[] =>
  ReceiptStatus.options(locale).map((option) => ({ value: String(option.value), label: option.label }));

/** A receipt with every text ready in the page's locale. */
export interface ReceiptView {
  id: number;
  number: string;
  code: string;
  /** The image's address (an access-checked API route). */
  src: string;
  tracking: string;
  /** The day paid, Jalali. */
  paidOn: string;
  status: number;
  statusLabel: string;
  statusColor: string;
  isPending: boolean;
  message: string;
  sent: string;
  reviewed: string | null;
}

export function receiptView(receipt: Receipt, locale: Locale, number?: string): ReceiptView {
  const known = ReceiptStatus.is(receipt.status);
  return {
    id: receipt.id,
    number: number ?? localizeDigits(receipt.id, locale),
    code: localizeDigits(receipt.id, locale),
    src: receipt.file,
    tracking: localizeDigits(receipt.trackingNumber, locale),
    // Noon UTC of the stored day: the same calendar day in Tehran, whatever the server's zone.
    paidOn: formatJalaliDate(new Date(`${receipt.paidOn}T12:00:00Z`), locale),
    status: receipt.status,
    statusLabel: known ? ReceiptStatus.label(receipt.status, locale) : String(receipt.status),
    statusColor: receiptStatusColor(receipt.status),
    isPending: receipt.status === ReceiptStatus.pending,
    message: receipt.message,
    sent: formatJalaliDateTime(new Date(receipt.registerDate), locale),
    reviewed: receipt.reviewedAt ? formatJalaliDateTime(new Date(receipt.reviewedAt), locale) : null,
  };
}

/**
 * A status filter from the address (?status=0), defaulting to the pending ones (the queue's work); -1 shows all.
 * Unknown values show all rather than an error page.
 */
export function queueStatusParam(url: URL, is: (value: unknown) => boolean): string {
  const asked = url.searchParams.get('status');
  if (asked === null) return '0';
  if (asked === '' || asked === '-1') return '';
  return is(Number(asked)) ? String(Number(asked)) : '';
}
