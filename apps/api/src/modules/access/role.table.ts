import { index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Policy: one permission, a name within a group (seeded from the domain's policy catalogue). */
export const policies = pgTable(
  'policies',
  {
    id: serial('id').primaryKey(),
    group: text('group').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('policies_group_name_uq').on(t.group, t.name)],
);

/** Role: a titled set of policies given to employees and agents. */
export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  type: smallint('type').notNull().default(1),
  title: text('title').notNull(),
});

export const rolePolicies = pgTable(
  'role_policies',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.policyId] }), index('role_policies_policy_idx').on(t.policyId)],
);
