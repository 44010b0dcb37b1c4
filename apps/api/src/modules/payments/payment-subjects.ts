import type { PaymentSubject } from '@shahrbazar/domain/api/payment.schema';
import type { Db } from '../../db/client.ts';
import type { PaymentRow } from './payment.repository.ts';

// What a payment bought, told by the module that sells it (ADR 0026's payment items): billing answers a
// payment with its subject (an order and its delivery code, a visit and its time, a project...) without knowing any
// vertical. Each module declares a resolver for its payment type, once, where it declares its payment item handler.

/** Who reads the answer: an order's delivery code is its payer's only (never a manager's or an agent's list). */
export interface SubjectReader {
  /** The signed-in payer reading their own payments; null for the back office and agents. */
  viewerId: number | null;
}

/**
 * The subjects of some payments of one type, by payment id: only those whose item is the resolver's own (two modules
 * may sell under one type: a clinic's visits and its consultations), one query for the whole page.
 */
export type PaymentSubjectResolver = (
  db: Db,
  payments: readonly PaymentRow[],
  reader: SubjectReader,
) => Promise<Map<number, PaymentSubject>>;

const RESOLVERS = new Map<number, PaymentSubjectResolver[]>();

/**
 * Declares a resolver of the subjects of payments of `type`; a type may have several (each answers its own). The same
 * resolver registered again (routes registered for a second app) adds nothing.
 */
export function registerPaymentSubject(type: number, resolver: PaymentSubjectResolver): void {
  const list = RESOLVERS.get(type) ?? [];
  if (!list.includes(resolver)) RESOLVERS.set(type, [...list, resolver]);
}

/** Whether some module declared the subjects of payments of `type`. */
export function hasPaymentSubject(type: number): boolean {
  return (RESOLVERS.get(type)?.length ?? 0) > 0;
}

/** A subject with nothing but what is given: the facts a kind does not have are null. */
export function subjectOf(
  fields: Pick<PaymentSubject, 'kind' | 'id' | 'title' | 'path'> & Partial<PaymentSubject>,
): PaymentSubject {
  return { listing: null, deliveryCode: null, startAt: null, consultationKind: null, turn: null, ...fields };
}

/** The subjects of payments, by payment id: each type's resolvers in turn, each asked only about the unanswered. */
export async function subjectsOf(
  db: Db,
  payments: readonly PaymentRow[],
  reader: SubjectReader,
): Promise<Map<number, PaymentSubject>> {
  const byType = new Map<number, PaymentRow[]>();
  for (const payment of payments) byType.set(payment.type, [...(byType.get(payment.type) ?? []), payment]);
  const answers = new Map<number, PaymentSubject>();
  await Promise.all(
    [...byType].map(async ([type, rows]) => {
      for (const resolver of RESOLVERS.get(type) ?? []) {
        const left = rows.filter((row) => !answers.has(row.id));
        if (left.length === 0) return;
        for (const [id, subject] of await resolver(db, left, reader)) answers.set(id, subject);
      }
    }),
  );
  return answers;
}
