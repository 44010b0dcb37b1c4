import { NON_TRANSACTIONAL_SUFFIX, type Migration } from './migrate.ts';

// ADR 0089. A plain CREATE INDEX holds a lock that stops every write to its table until the index is built: on a
// large table, a release that stalls checkouts. From the migration after 0051 on, an index on a table an earlier
// migration made is built CONCURRENTLY, in a migration of its own that the migrator runs outside a transaction (its
// name ends in NON_TRANSACTIONAL_SUFFIX). A table made in the same migration is empty: its indexes may be plain.
export const RULE_FROM = 52;

export type Rule = Pick<Migration, 'tag' | 'statements' | 'transactional'>;

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

/**
 * What the migrations from RULE_FROM on do that would lock a table's writes while an index is built, one line each
 * (naming the migration); none when they keep the rule. Tested by migration-rules.unit.test.ts, and checked on the
 * real folder by migrations-journal.unit.test.ts, which every landing with a schema change runs.
 */
export function lockingIndexBuilds(migrations: Rule[]): string[] {
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
