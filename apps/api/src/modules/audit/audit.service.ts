import { PgTransaction } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditSubject } from '@shahrbazar/domain/enums/audit';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../auth/access-control.ts';
import { auditLog } from './audit.table.ts';

// The operator's trail (docs/decisions/0078-an-operators-trail.md). Every back-office action that moves money or
// changes a person's rights or a listing's state calls recordAudit in the transaction of its change: a rolled-back
// change leaves no entry, and a committed one always has its entry.

/** Who acted, and from which address. */
export interface AuditActor {
  id: number;
  ip: string;
}

/** The signed-in member of staff of a back-office request, and the address it came from. */
export function auditActor(request: FastifyRequest): AuditActor {
  return { id: requireAuth(request).user.id, ip: request.ip };
}

/** A record's state as the trail keeps it: a flat object of plain JSON values. */
export type AuditState = Record<string, string | number | boolean | null | ReadonlyArray<string | number>>;

export interface AuditEntryInput {
  by: AuditActor;
  action: AuditAction;
  subject: { type: AuditSubject; id: number };
  /** Whose money or rights the action touched; null when nobody's in particular (a role). */
  targetUserId: number | null;
  /** null when the record did not exist before the action. */
  before: AuditState | null;
  /** null when the record no longer exists after it. */
  after: AuditState | null;
}

/**
 * Appends one entry to the trail. `tx` MUST be the transaction of the change it records (refused otherwise): the entry
 * commits with the change or not at all.
 */
export async function recordAudit(tx: Db, entry: AuditEntryInput): Promise<void> {
  if (!(tx instanceof PgTransaction)) {
    throw new Error('recordAudit runs inside the transaction of the change it records');
  }
  await tx.insert(auditLog).values({
    actorId: entry.by.id,
    action: entry.action,
    subjectType: entry.subject.type,
    subjectId: entry.subject.id,
    targetUserId: entry.targetUserId,
    ip: entry.by.ip,
    before: entry.before,
    after: entry.after,
    // To the millisecond (PostgreSQL's now() has microseconds, a JavaScript Date milliseconds): the keyset cursor
    // (createdAt, id) then compares exactly.
    createdAt: new Date(),
  });
}
