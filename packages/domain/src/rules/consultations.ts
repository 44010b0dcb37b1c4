import type { Label } from '../i18n/locale.ts';
import { normalizeForSearch } from '../text/normalize.ts';
import { PHONE_CONSULTATION, TEXT_CONSULTATION } from './consultation.ts';
import { ONLINE_PAY_MINUTES } from './appointments-policy.ts';
import { tariffPayable, type Tariff } from './tariff.ts';

// Paid consultations (issue 18 item 4, docs/decisions/0039-consultations.md): a text consultation is a paid chat
// session between a patient and a listing's owner, open until the owner closes it or CONSULTATION_HOURS pass; a phone
// consultation is a paid call slot of the listing's appointment book. Shared by clinics and, later, lawyers.

/** The two kinds of consultation. */
export const CONSULTATION_KINDS = ['text', 'phone'] as const;
export type ConsultationKind = (typeof CONSULTATION_KINDS)[number];

/**
 * A text consultation's states: awaitingPayment (bought to pay online, not paid yet: no chat, no 48 hours running),
 * unpaid (its payment did not come within UNPAID_CONSULTATION_MINUTES: it never opens; a late bank payment goes to the
 * wallet), open (chat allowed), closed (by the owner), expired (48 hours passed). A phone consultation takes its
 * appointment's state instead (booked, visited, noShow, cancelled).
 */
export const CONSULTATION_STATUSES = ['awaitingPayment', 'unpaid', 'open', 'closed', 'expired'] as const;

/** How long a text consultation bought to pay online waits for its payment, as a visit paid online does. */
export const UNPAID_CONSULTATION_MINUTES = ONLINE_PAY_MINUTES;

/** The states of a text consultation not paid for: the patient's business, not its owner's (list, figures). */
export const NOT_PAID_CONSULTATION_STATUSES = ['awaitingPayment', 'unpaid'] as const;

/** How a consultation is paid: from the wallet at once, or online at the bank next (ADR 0055). */
export const CONSULTATION_PAY_METHODS = ['wallet', 'online'] as const;
export type ConsultationPayMethod = (typeof CONSULTATION_PAY_METHODS)[number];
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

/** How long a text consultation stays open when its owner does not close it. */
export const CONSULTATION_HOURS = 48;

/** When a text consultation opened at `openedAt` closes by itself. */
export function consultationDeadline(openedAt: Date): Date {
  return new Date(openedAt.getTime() + CONSULTATION_HOURS * 3_600_000);
}

/** Whether a consultation may move from one state to another: only an open one ends, to closed or expired. */
export function canMoveConsultation(from: ConsultationStatus, to: ConsultationStatus): boolean {
  return from === 'open' && (to === 'closed' || to === 'expired');
}

/** Whether messages are accepted in a consultation's chat at `now`: open, and its 48 hours not passed. */
export function acceptsMessages(consultation: { status: ConsultationStatus; deadline: Date }, now: Date): boolean {
  return consultation.status === 'open' && now.getTime() < consultation.deadline.getTime();
}

const titleOf = (label: Label) => new Set([normalizeForSearch(label.fa), normalizeForSearch(label.en)]);
const TITLES: Record<ConsultationKind, Set<string>> = {
  text: titleOf(TEXT_CONSULTATION),
  phone: titleOf(PHONE_CONSULTATION),
};

/** The listing's tariff of a consultation kind («مشاوره متنی» / «مشاوره تلفنی»), compared as consultationFlags does. */
export function consultationTariff<T extends Pick<Tariff, 'title'>>(
  tariffs: readonly T[],
  kind: ConsultationKind,
): T | undefined {
  return tariffs.find((tariff) => TITLES[kind].has(normalizeForSearch(tariff.title)));
}

/** What a consultation costs: its tariff's price less the discount (toman); undefined when the listing has none. */
export function consultationPrice(
  tariffs: readonly Pick<Tariff, 'title' | 'price' | 'discount'>[],
  kind: ConsultationKind,
): number | undefined {
  const tariff = consultationTariff(tariffs, kind);
  return tariff && tariffPayable(tariff);
}

/** The words of consultations the API answers with. */
export const CONSULTATION_MESSAGES = {
  closed: { fa: 'این مشاوره بسته شده است.', en: 'This consultation is closed.' },
  notOffered: {
    fa: 'این مورد مشاوره متنی ارائه نمی‌کند.',
    en: 'This listing does not offer text consultations.',
  },
  phoneNotOffered: {
    fa: 'این مورد مشاوره تلفنی ارائه نمی‌کند.',
    en: 'This listing does not offer phone consultations.',
  },
  ownListing: { fa: 'نمی‌توانید از خودتان مشاوره بخرید.', en: 'You cannot buy a consultation from yourself.' },
  alreadyOpen: {
    fa: 'یک مشاوره باز با همین پزشک دارید؛ در همان گفتگو ادامه دهید.',
    en: 'You already have an open consultation here; continue in that chat.',
  },
  insufficientBalance: {
    fa: 'موجودی کیف پول برای این مشاوره کافی نیست؛ ابتدا کیف پول را شارژ کنید.',
    en: 'Your wallet balance does not cover this consultation; charge your wallet first.',
  },
  notClosable: { fa: 'این مشاوره دیگر باز نیست.', en: 'This consultation is no longer open.' },
  /** A patient without a name, as the owner's notification calls them. */
  someone: { fa: 'کاربری', en: 'Someone' },
} as const satisfies Record<string, Label>;
