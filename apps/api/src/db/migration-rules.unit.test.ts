import { describe, expect, it } from 'vitest';
import { NON_TRANSACTIONAL_SUFFIX, readMigrations, type Migration } from './migrate.ts';

// ADR 0089. A plain CREATE INDEX holds a lock that stops every write to its table until the index is built: on a
// large table, a release that stalls checkouts. From the migration after 0051 on, an index on a table an earlier
// migration made is built CONCURRENTLY, in a migration of its own that the migrator runs outside a transaction (its
// name ends in NON_TRANSACTIONAL_SUFFIX). A table made in the same migration is empty: its indexes may be plain.
const RULE_FROM = 52;

type Rule = Pick<Migration, 'tag' | 'statements' | 'transactional'>;

const name = String.raw`(?:"(?:[^"]|"")+"\.)?"?((?:[^"]|"")+?)"?`;
const CREATE_TABLE = new RegExp(
  String.raw`^create\s+(?:unlogged\s+)?table\s+(?:if\s+not\s+exists\s+)?${name}\s*\(`,
  'i',
);
const RENAME_TABLE = new RegExp(
  String.raw`^alter\s+table\s+(?:if\s+exists\s+)?${name}\s+rename\s+to\s+${name}\s*;?$`,
  'i',
);
const CREATE_INDEX = new RegExp(
  String.raw`^create\s+(?:unique\s+)?index\s+(concurrently\s+)?(if\s+not\s+exists\s+)?\S+\s+on\s+(?:only\s+)?${name}[\s(]`,
  'i',
);
const ADD_KEY = new RegExp(
  String.raw`^alter\s+table\s+(?:only\s+)?${name}\s+add\s+constraint\s+\S+\s+(?:unique|primary\s+key)\b(?![\s\S]*\busing\s+index\b)`,
  'i',
);
const IDEMPOTENT_CONCURRENT =
  /^(create\s+(unique\s+)?index\s+concurrently\s+if\s+not\s+exists|drop\s+index\s+concurrently\s+if\s+exists)\s/i;

/** A statement without its comments and surrounding blanks, on one line. */
function clean(statement: string): string {
  return statement
    .replace(/--[^\n]*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What the migrations from RULE_FROM on do that would lock a table's writes while an index is built. */
function lockingIndexBuilds(migrations: Rule[]): string[] {
  const tables = new Set<string>();
  const problems: string[] = [];
  migrations.forEach((migration, i) => {
    const existing = new Set(tables);
    const checked = i >= RULE_FROM;
    const concurrent = migration.statements.some((statement) => /\bconcurrently\b/i.test(clean(statement)));
    if (checked && concurrent && migration.transactional) {
      problems.push(`${migration.tag}: CONCURRENTLY needs a migration of its own named …${NON_TRANSACTIONAL_SUFFIX}`);
    }
    for (const statement of migration.statements.map(clean)) {
      const created = CREATE_TABLE.exec(statement);
      if (created?.[1]) tables.add(created[1]);
      const renamed = RENAME_TABLE.exec(statement);
      if (renamed?.[1] && renamed[2] && tables.delete(renamed[1])) {
        tables.add(renamed[2]);
        existing.add(renamed[2]);
      }
      if (!checked) continue;
      if (!migration.transactional && !IDEMPOTENT_CONCURRENT.test(statement)) {
        problems.push(
          `${migration.tag}: a migration run outside a transaction holds only CREATE INDEX CONCURRENTLY IF NOT ` +
            `EXISTS and DROP INDEX CONCURRENTLY IF EXISTS (safe to run again), not: ${statement.slice(0, 80)}`,
        );
      }
      const index = CREATE_INDEX.exec(statement);
      if (index?.[3] && existing.has(index[3]) && !index[1]) {
        problems.push(`${migration.tag}: builds an index on the existing table ${index[3]} without CONCURRENTLY`);
      }
      const key = ADD_KEY.exec(statement);
      if (key?.[1] && existing.has(key[1])) {
        problems.push(
          `${migration.tag}: a unique key on the existing table ${key[1]} builds its index under a lock: build a ` +
            'unique index CONCURRENTLY first, then ADD CONSTRAINT … UNIQUE USING INDEX',
        );
      }
    }
  });
  return problems;
}

const real = readMigrations();

/** The real migrations and then `next`, numbered after them. */
function withNext(tag: string, sql: string[]): Rule[] {
  const number = String(real.length).padStart(4, '0');
  return [
    ...real,
    { tag: `${number}_${tag}`, statements: sql, transactional: !tag.endsWith(NON_TRANSACTIONAL_SUFFIX) },
  ];
}

describe('indexes on existing tables are built CONCURRENTLY, in a migration of their own', () => {
  it(`holds for every migration from ${String(RULE_FROM).padStart(4, '0')} on`, () => {
    expect(real.length).toBeGreaterThanOrEqual(RULE_FROM);
    expect(lockingIndexBuilds(real)).toEqual([]);
  });

  it('finds a plain index on an existing table, and a unique key added to one', () => {
    expect(
      lockingIndexBuilds(
        withNext('orders-by-city', ['CREATE INDEX "orders_city_idx" ON "orders" USING btree ("city");']),
      ),
    ).toEqual([expect.stringContaining('builds an index on the existing table orders without CONCURRENTLY')]);
    expect(
      lockingIndexBuilds(
        withNext('orders-code', ['ALTER TABLE "orders" ADD CONSTRAINT "orders_code_unique" UNIQUE("code");']),
      ),
    ).toEqual([expect.stringContaining('a unique key on the existing table orders')]);
    // A table renamed earlier is still an existing one.
    expect(
      lockingIndexBuilds([
        ...withNext('rename', ['ALTER TABLE "orders" RENAME TO "purchases";']),
        { tag: 'next', statements: ['CREATE INDEX "p_idx" ON "purchases" ("id");'], transactional: true },
      ]),
    ).toEqual([expect.stringContaining('existing table purchases')]);
  });

  it('finds CONCURRENTLY in a transactional migration, and other statements beside it in its own', () => {
    const index = 'CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_city_idx" ON "orders" USING btree ("city");';
    expect(lockingIndexBuilds(withNext('orders-by-city', [index]))).toEqual([
      expect.stringContaining('CONCURRENTLY needs a migration of its own'),
    ]);
    expect(
      lockingIndexBuilds(withNext('orders-by-city-concurrently', [index, 'ALTER TABLE "orders" ADD COLUMN "x" text;'])),
    ).toEqual([expect.stringContaining('holds only CREATE INDEX CONCURRENTLY IF NOT EXISTS')]);
    expect(lockingIndexBuilds(withNext('orders-by-city-concurrently', [index.replace(' IF NOT EXISTS', '')]))).toEqual([
      expect.stringContaining('holds only CREATE INDEX CONCURRENTLY IF NOT EXISTS'),
    ]);
  });

  it('lets a concurrent index through, and plain indexes on a table made in the same migration', () => {
    expect(
      lockingIndexBuilds(
        withNext('orders-by-city-concurrently', [
          '-- the city filter of the back office\nCREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_city_idx" ON "orders" USING btree ("city");',
          'DROP INDEX CONCURRENTLY IF EXISTS "orders_old_idx";',
        ]),
      ),
    ).toEqual([]);
    expect(
      lockingIndexBuilds(
        withNext('gift-cards', [
          'CREATE TABLE "gift_cards" (\n\t"id" serial PRIMARY KEY NOT NULL,\n\t"code" text NOT NULL\n);',
          'CREATE UNIQUE INDEX "gift_cards_code_uq" ON "gift_cards" USING btree ("code");',
          'ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_code_unique" UNIQUE("code");',
        ]),
      ),
    ).toEqual([]);
  });
});
