import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ApiKeyScope } from '@shahrbazar/domain/rules/api-key';
import { users } from '../users/user.table.ts';

/**
 * A personal API key (issue 31, ADR 0103): only the SHA-256 of the key is kept, as a session's token is; `prefix` is
 * its first characters, shown so its owner recognises it. A revoked key stays (revoked_at) so the list can be honest
 * about what was cut off; it no longer signs anything in.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    prefix: text('prefix').notNull(),
    scopes: jsonb('scopes').$type<ApiKeyScope[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('api_keys_hash_uq').on(table.keyHash), index('api_keys_user_idx').on(table.userId)],
);
