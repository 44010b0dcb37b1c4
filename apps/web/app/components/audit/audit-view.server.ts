import type { AuditEntry } from '@shahrbazar/domain/api/audit.schema';
import { listText } from '@shahrbazar/domain/format/list';
import { DocumentStatus } from '@shahrbazar/domain/api/user.schema';
import { AuditAction, AuditSubject } from '@shahrbazar/domain/enums/audit';
import { PaymentMethod, PaymentStatus, PaymentType } from '@shahrbazar/domain/enums/commerce';
import { AuthLevel, UserType } from '@shahrbazar/domain/enums/people';
import { ActiveStatus, ClientProjectStatus, ListingStatus } from '@shahrbazar/domain/enums/status';
import { formatJalaliDateTime } from '@shahrbazar/domain/format/date';
import { localizeDigits, toAsciiDigits } from '@shahrbazar/domain/format/number';
import { formatAmount } from '@shahrbazar/domain/format/price';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { POLICY_CATALOGUE } from '@shahrbazar/domain/rules/policy-catalogue';
import { ReceiptStatus } from '@shahrbazar/domain/rules/receipt';
import { WithdrawalStatus } from '@shahrbazar/domain/rules/withdrawal';
import { postedDay } from '../forms/jalali-date.ts';
import type { Option } from '../manager/types.ts';
import type { ApiQuery } from '../../lib/api-client.ts';
import { catalogues } from '../../lib/i18n.server.ts';

// The operator's trail as the back office reads it (ADR 0078): each entry's texts made here, on the server, in the
// page's locale — Jalali times, Persian digits, the action and the record's kind in words, and before/after as
// labelled values (a status in its record's words, money in toman, permissions by name).

/** An enumeration's label of a value, or the value itself when it is not one of them. */
interface Labelled {
  is(value: unknown): boolean;
  labelOf(value: unknown): { fa: string; en: string } | undefined;
}

/** The statuses each kind of record speaks in. */
const STATUS_OF: Partial<Record<string, Labelled>> = {
  withdrawal: WithdrawalStatus,
  receipt: ReceiptStatus,
  payment: PaymentStatus,
  document: DocumentStatus,
  listing: ListingStatus,
  sectionAd: ListingStatus,
  lawyerProject: ClientProjectStatus,
  user: ActiveStatus,
};

/** Fields whose values are labels of an enumeration, whatever the record. */
const ENUM_FIELDS: Partial<Record<string, Labelled>> = {
  paymentStatus: PaymentStatus,
  paymentType: PaymentType,
  method: PaymentMethod,
  authLevel: AuthLevel,
  type: UserType,
};

const MONEY_FIELDS = new Set(['amount', 'refund', 'siteShare']);
/** Codes written left to right (digits and latin letters) inside Persian text. */
const CODE_FIELDS = new Set(['trackingNumber']);

/** The back-office page of a record, when it has one. */
function subjectHref(entry: AuditEntry): string | null {
  if (entry.action === AuditAction.roleDeleted) return null;
  const id = entry.subjectId;
  switch (entry.subjectType) {
    case 'withdrawal':
      return `/manager/withdrawal/${id}`;
    case 'receipt':
      return `/manager/receipt/${id}`;
    case 'payment':
      return `/manager/payment/${id}`;
    case 'role':
      return `/manager/role/${id}/edit`;
    case 'user':
      return `/manager/user/${id}/edit`;
    case 'document':
      return `/manager/document/${id}`;
    case 'listing':
      return `/manager/listing/${id}`;
    default:
      return null;
  }
}

/** One changed value of a record: its label, and the value before and after as text. */
export interface AuditChange {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
  /** A code (a tracking number) to keep left to right. */
  code: boolean;
}

/** An entry as a row of the trail, every text in the page's locale. */
export interface AuditRow {
  id: number;
  /** Jalali date and time, in the page's digits. */
  at: string;
  action: string;
  actor: { id: number; name: string; filter: string };
  subject: { text: string; href: string | null; filter: string };
  user: { id: number; name: string; filter: string } | null;
  /** The values the action changed (or set, or removed); `state` says when there was nothing before or after. */
  changes: AuditChange[];
  state: 'changed' | 'created' | 'removed';
  ip: string;
}

/** A value of a record as text: labelled, money in toman, lists joined, digits in the page's locale. */
function valueText(field: string, value: unknown, subjectType: string, locale: Locale): string {
  const words = catalogues[locale].audit;
  if (value === null || value === undefined || value === '') return words.blank;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  const labels = field === 'status' ? STATUS_OF[subjectType] : ENUM_FIELDS[field];
  if (labels?.is(value)) return labels.labelOf(value)![locale];
  if (field === 'escrow' && typeof value === 'string') {
    const escrow = catalogues[locale].lawyerProjects.escrow as Record<string, string>;
    return escrow[value] ?? value;
  }
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return formatAmount(value, locale);
  if (field === 'policies' && Array.isArray(value)) {
    const names = value.map((key) => {
      const [group, name] = String(key).split('.');
      return POLICY_CATALOGUE.find((p) => p.group === group && p.name === name)?.label[locale] ?? String(key);
    });
    return names.length ? listText(names, locale) : words.blank;
  }
  if (Array.isArray(value)) {
    return value.length
      ? listText(
          value.map((item) => localizeDigits(String(item), locale)),
          locale,
        )
      : words.blank;
  }
  if (field === 'vertical' && typeof value === 'string') return value;
  if (CODE_FIELDS.has(field)) return String(value);
  return localizeDigits(typeof value === 'object' ? JSON.stringify(value) : String(value), locale);
}

/** The fields an action changed: all of them when the record was made or removed, else those whose value differs. */
function changesOf(entry: AuditEntry, locale: Locale): AuditChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const labels = catalogues[locale].audit.fields as Record<string, string>;
  return fields
    .filter(
      (field) =>
        entry.before === null || entry.after === null || JSON.stringify(before[field]) !== JSON.stringify(after[field]),
    )
    .map((field) => ({
      field,
      label: labels[field] ?? field,
      before: entry.before === null ? null : valueText(field, before[field], entry.subjectType, locale),
      after: entry.after === null ? null : valueText(field, after[field], entry.subjectType, locale),
      code: CODE_FIELDS.has(field),
    }));
}

/** A person's name, or «کاربر ۱۲» when the account has none (or is gone). */
const personName = (person: { id: number; name: string }, locale: Locale) =>
  person.name || catalogues[locale].audit.person.replace('{{id}}', localizeDigits(person.id, locale));

/** An entry as a row of the trail. */
export function auditRow(entry: AuditEntry, locale: Locale): AuditRow {
  const words = catalogues[locale].audit;
  return {
    id: entry.id,
    at: formatJalaliDateTime(new Date(entry.createdAt), locale),
    action: AuditAction.label(entry.action, locale),
    actor: { id: entry.actor.id, name: personName(entry.actor, locale), filter: `?actor=${entry.actor.id}` },
    subject: {
      text: words.subject
        .replace('{{type}}', AuditSubject.label(entry.subjectType, locale))
        .replace('{{id}}', localizeDigits(entry.subjectId, locale)),
      href: subjectHref(entry),
      filter: `?subjectType=${entry.subjectType}&subjectId=${entry.subjectId}`,
    },
    user: entry.targetUser
      ? {
          id: entry.targetUser.id,
          name: personName(entry.targetUser, locale),
          filter: `?user=${entry.targetUser.id}`,
        }
      : null,
    changes: changesOf(entry, locale),
    state: entry.before === null ? 'created' : entry.after === null ? 'removed' : 'changed',
    ip: entry.ip,
  };
}

/** The trail's filters as the address carries them (ids as typed, days as ISO days), cleaned. */
export interface AuditFilters {
  actor: string;
  user: string;
  subjectType: string;
  subjectId: string;
  action: string;
  from: string;
  to: string;
}

/** A positive whole number as typed (Persian digits too), as the API takes it; null when it is not one. */
const idOf = (typed: string): string | null => {
  const value = toAsciiDigits(typed);
  return /^\d{1,9}$/.test(value) && Number(value) > 0 ? String(Number(value)) : null;
};

/**
 * The filters of a trail address and the API query for them. A value that is not an id, a kind, an action or a
 * real Jalali day is left out and named in `bad` (the page says why), never sent to become an error page.
 */
export function auditQuery(url: URL): {
  filters: AuditFilters;
  query: ApiQuery<'/api/v1/manager/audit'>;
  bad: Partial<Record<string, string>>;
} {
  const get = (name: string) => (url.searchParams.get(name) ?? '').trim().slice(0, 20);
  const filters: AuditFilters = {
    actor: get('actor'),
    user: get('user'),
    subjectType: AuditSubject.is(get('subjectType')) ? get('subjectType') : '',
    subjectId: get('subjectId'),
    action: AuditAction.is(get('action')) ? get('action') : '',
    from: get('from'),
    to: get('to'),
  };
  const query: ApiQuery<'/api/v1/manager/audit'> = { perPage: 20 };
  const bad: Partial<Record<string, string>> = {};
  for (const [name, param] of [
    ['actor', 'actor'],
    ['user', 'targetUser'],
    ['subjectId', 'subjectId'],
  ] as const) {
    if (!filters[name]) continue;
    const id = idOf(filters[name]);
    if (id) query[param] = Number(id);
    else bad[name] = 'badId';
  }
  if (query.subjectId !== undefined && !filters.subjectType) {
    delete query.subjectId;
    bad.subjectId = 'needsType';
  }
  if (AuditSubject.is(filters.subjectType)) query.subjectType = filters.subjectType;
  if (AuditAction.is(filters.action)) query.action = filters.action;
  // The Jalali date field posts the ISO day (ADR 0124); an address written before it carries the Jalali day as typed.
  for (const name of ['from', 'to'] as const) {
    if (!filters[name]) continue;
    const day = postedDay(filters[name]);
    if (day) {
      query[name] = day;
      filters[name] = day;
    } else bad[name] = 'badDate';
  }
  const cursor = url.searchParams.get('cursor') ?? '';
  if (/^\d{1,13}_\d{1,10}$/.test(cursor)) query.cursor = cursor;
  return { filters, query, bad };
}

/** The address of the next (older) page: the same filters and the API's cursor. */
export function nextPageHref(url: URL, cursor: string | null): string | null {
  if (cursor === null) return null;
  const params = new URLSearchParams(url.search);
  params.set('cursor', cursor);
  return `?${params.toString()}`;
}

/** The address of the newest page: the same filters, no cursor. */
export function firstPageHref(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete('cursor');
  return `?${params.toString()}`;
}

/** The kinds of record and the actions, for the filter's selects, in the page's locale. */
export function auditChoices(locale: Locale): { subjects: Option[]; actions: Option[] } {
  const options = (e: { options(locale: Locale): Array<{ value: string; label: string }> }) =>
    e.options(locale).map((option) => ({ value: option.value, label: option.label }));
  return { subjects: options(AuditSubject), actions: options(AuditAction) };
}
