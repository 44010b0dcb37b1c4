import type { Label } from '@shahrbazar/domain/i18n/locale';
import { ActiveStatus, LawyerPostStatus, ListingStatus } from '@shahrbazar/domain/enums/status';
import { isPubliclyVisible } from '@shahrbazar/domain/rules/listing-status';
import { AppError } from '../../http/app-error.ts';

// Who may touch a record, declared once per kind of record (issue 33, ADR 0122). A route still declares who may call
// it (config.access, ADR 0008); this answers whether this caller may act on this row. Lint refuses a hand-written
// `row.userId !== userId` elsewhere in the API: a new kind of record is a line here.

/** What a caller does to a record: `read` it (the public too, while it is open), `manage` its owner's side (its
 * statistics, sales, bookings), change it, pay for it, cancel, close or reply to it. */
export type AccessAction = 'read' | 'manage' | 'change' | 'pay' | 'cancel' | 'close' | 'reply';

/** A signed-in user's id (none: nobody signed in), or a user acting from a back office (`staff`). */
export type Caller = number | null | undefined | { userId: number; staff: boolean };

type Party<R> = (record: R) => number | null | undefined;

interface RecordRule<R, P extends string> {
  /** The record's owner, or the two parties of a two-party record, by name. */
  parties: Record<P, Party<R>>;
  /** Which parties may take each action; an action not listed is nobody's. */
  may: Partial<Record<AccessAction, readonly P[]>>;
  /** Actions any caller may take while the record is public (a published question, a live listing). */
  open?: Partial<Record<AccessAction, (record: R) => boolean>>;
  /** Actions a back office's staff may take on anyone's record. */
  staff?: readonly AccessAction[];
}

const rule = <R, P extends string>(declared: RecordRule<R, P>) => declared;
const userOf = (record: { userId: number }) => record.userId;

const RULES = {
  /** A listing, and so a booth, a clinic, a lawyer's profile, a city ad or a job: its owner's. */
  listing: rule({
    parties: { owner: (record: { userId: number; status?: number }) => record.userId },
    may: { read: ['owner'], manage: ['owner'], change: ['owner'], pay: ['owner'] },
    open: { read: (record) => record.status !== undefined && isPubliclyVisible(record.status) },
  }),
  /** A booth's product: its booth's owner's; the public's while it and its booth are live. */
  product: rule({
    parties: {
      boothOwner: (record: { ownerId: number; status?: number; boothStatus?: number }) => record.ownerId,
    },
    may: { read: ['boothOwner'], change: ['boothOwner'] },
    open: { read: (record) => record.status === ActiveStatus.active && record.boothStatus === ListingStatus.active },
  }),
  /** A user, as managed by the agent who onboarded them (users.created_by; an agent's users, ADR 0017). */
  user: rule({
    parties: { agent: (record: { createdBy: number | null }) => record.createdBy },
    may: { change: ['agent'] },
  }),
  sectionAd: rule({ parties: { owner: userOf }, may: { read: ['owner'], pay: ['owner'] } }),
  payment: rule({ parties: { payer: userOf }, may: { read: ['payer'], pay: ['payer'] } }),
  withdrawal: rule({ parties: { owner: userOf }, may: { read: ['owner'] } }),
  /** A support ticket: its owner's; the back office answers any. */
  ticket: rule({ parties: { owner: userOf }, may: { read: ['owner'], reply: ['owner'] }, staff: ['reply'] }),
  appointment: rule({
    parties: { patient: userOf },
    may: { read: ['patient'], change: ['patient'], cancel: ['patient'], pay: ['patient'] },
  }),
  waitlistEntry: rule({ parties: { patient: userOf }, may: { read: ['patient'], change: ['patient'] } }),
  /** A lawyer's Q&A question: its asker's; the public reads it once published. */
  question: rule({
    parties: { asker: (record: { userId: number; status?: number }) => record.userId },
    may: { read: ['asker'], change: ['asker'] },
    open: { read: (record) => record.status === LawyerPostStatus.published },
  }),
  /** A bought consultation: the patient pays for it, the listing's owner (the consultant) closes it. */
  consultation: rule({
    parties: {
      patient: (record: { patientId: number; ownerId?: number }) => record.patientId,
      consultant: (record) => record.ownerId,
    },
    may: { read: ['patient', 'consultant'], pay: ['patient'], close: ['consultant'] },
  }),
  /** A booth's order: the buyer pays; the buyer and the booth's owner (when read with it) see and move it. */
  order: rule({
    parties: {
      buyer: (record: { userId: number; boothOwnerId?: number | null }) => record.userId,
      boothOwner: (record) => record.boothOwnerId,
    },
    may: { read: ['buyer', 'boothOwner'], change: ['buyer', 'boothOwner'], pay: ['buyer'] },
  }),
  /** A lawyer project: its client posts, pays and files; the chosen lawyer (when read with it) reads it too. */
  lawyerProject: rule({
    parties: {
      client: (record: { userId: number; lawyerUserId?: number | null }) => record.userId,
      lawyer: (record) => record.lawyerUserId,
    },
    may: { read: ['client', 'lawyer'], change: ['client'], pay: ['client'] },
  }),
};

export type RecordKind = keyof typeof RULES;
type RuleOf<K extends RecordKind> = (typeof RULES)[K];
/** The columns a kind of record is checked on. */
export type RecordOf<K extends RecordKind> = RuleOf<K> extends RecordRule<infer R, string> ? R : never;

/** What a refusal answers: 404 by default, so that another's record does not exist for the caller. */
export type Refusal = { code: 'not_found' } | { code: 'forbidden'; label?: Label };

const NOT_FOUND: Refusal = { code: 'not_found' };

const callerId = (caller: Caller) => (typeof caller === 'object' ? caller?.userId : caller);

/** Whether `caller` may take `action` on this `kind` of record (false for none). */
export function mayAccess<K extends RecordKind>(
  caller: Caller,
  kind: K,
  record: RecordOf<K> | null | undefined,
  action: AccessAction,
): boolean {
  if (!record) return false;
  const declared = RULES[kind] as RecordRule<RecordOf<K>, string>;
  if (declared.open?.[action]?.(record)) return true;
  if (typeof caller === 'object' && caller?.staff && declared.staff?.includes(action)) return true;
  const id = callerId(caller);
  if (id === undefined || id === null) return false;
  return (declared.may[action] ?? []).some((party) => declared.parties[party]!(record) === id);
}

/** Whether the record is the caller's own: they are one of its parties (nobody's for no caller). */
export function isOwnRecord<K extends RecordKind>(caller: Caller, kind: K, record: RecordOf<K>): boolean {
  const id = callerId(caller);
  const declared = RULES[kind] as RecordRule<RecordOf<K>, string>;
  return id !== undefined && id !== null && Object.values(declared.parties).some((party) => party(record) === id);
}

/**
 * Refuses, as the route always has (404 unless it says otherwise), a caller who may not take `action` on the record,
 * or no record at all; afterwards the record is known to be there.
 */
export function requireAccess<K extends RecordKind, R extends RecordOf<K>>(
  caller: Caller,
  kind: K,
  record: R | null | undefined,
  action: AccessAction,
  refusal: Refusal = NOT_FOUND,
): asserts record is R {
  if (mayAccess(caller, kind, record, action)) return;
  throw refusal.code === 'forbidden' ? new AppError('forbidden', refusal.label) : new AppError('not_found');
}
