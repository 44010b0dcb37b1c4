import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The operator's trail (docs/decisions/0078-an-operators-trail.md): one row per back-office action that moved money
 * or changed a person's rights or a listing's state, written in the transaction of the change it records. Append
 * only: a trigger (migration 0044_audit-append-only) refuses UPDATE, DELETE and TRUNCATE.
 *
 * No foreign keys: an entry outlives the account, role or record it names (a deleted user's trail stays, and an
 * ON DELETE SET NULL would be an UPDATE the trigger refuses).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** The member of staff who acted. */
    actorId: integer('actor_id').notNull(),
    /** domain AuditAction, by name. */
    action: text('action').notNull(),
    /** domain AuditSubject, by name, and the record's id. */
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    /** Whose money or rights it touched (the payer, the withdrawal's owner, the listing's owner); null for a role. */
    targetUserId: integer('target_user_id'),
    /** The address the request came from (behind the proxies trusted by TRUST_PROXY). */
    ip: text('ip').notNull().default(''),
    /** The record's state before and after the action (null when it did not exist before, or no longer after). */
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    /** Set by recordAudit to the millisecond, so (createdAt, id) is an exact keyset cursor. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc(), t.id.desc()),
    index('audit_log_target_idx')
      .on(t.targetUserId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.targetUserId} is not null`),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.createdAt.desc(), t.id.desc()),
  ],
);
