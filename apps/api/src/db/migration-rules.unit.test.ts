import { describe, expect, it } from 'vitest';
import { NON_TRANSACTIONAL_SUFFIX, readMigrations } from './migrate.ts';
import { lockingIndexBuilds, RULE_FROM, type Rule } from './migration-rules.ts';

const real = readMigrations();

/** What the rule finds in these migrations beyond what it finds in the real ones (none, unless main breaks it). */
function added(migrations: Rule[]): string[] {
  const known = new Set(lockingIndexBuilds(real));
  return lockingIndexBuilds(migrations).filter((problem) => !known.has(problem));
}

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
      added(withNext('orders-by-city', ['CREATE INDEX "orders_city_idx" ON "orders" USING btree ("city");'])),
    ).toEqual([expect.stringContaining('builds an index on the existing table orders without CONCURRENTLY')]);
    expect(
      added(withNext('orders-code', ['ALTER TABLE "orders" ADD CONSTRAINT "orders_code_unique" UNIQUE("code");'])),
    ).toEqual([expect.stringContaining('a unique key on the existing table orders')]);
    // A table renamed earlier is still an existing one.
    expect(
      added([
        ...withNext('rename', ['ALTER TABLE "orders" RENAME TO "purchases";']),
        { tag: 'next', statements: ['CREATE INDEX "p_idx" ON "purchases" ("id");'], transactional: true },
      ]),
    ).toEqual([expect.stringContaining('existing table purchases')]);
  });

  it('finds CONCURRENTLY in a transactional migration, and other statements beside it in its own', () => {
    const index = 'CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_city_idx" ON "orders" USING btree ("city");';
    expect(added(withNext('orders-by-city', [index]))).toEqual([
      expect.stringContaining('CONCURRENTLY needs a migration of its own'),
    ]);
    expect(
      added(withNext('orders-by-city-concurrently', [index, 'ALTER TABLE "orders" ADD COLUMN "x" text;'])),
    ).toEqual([expect.stringContaining('holds only CREATE INDEX CONCURRENTLY IF NOT EXISTS')]);
    expect(added(withNext('orders-by-city-concurrently', [index.replace(' IF NOT EXISTS', '')]))).toEqual([
      expect.stringContaining('holds only CREATE INDEX CONCURRENTLY IF NOT EXISTS'),
    ]);
  });

  it('lets a concurrent index through, and plain indexes on a table made in the same migration', () => {
    expect(
      added(
        withNext('orders-by-city-concurrently', [
          '-- the city filter of the back office\nCREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_city_idx" ON "orders" USING btree ("city");',
          'DROP INDEX CONCURRENTLY IF EXISTS "orders_old_idx";',
        ]),
      ),
    ).toEqual([]);
    expect(
      added(
        withNext('gift-cards', [
          'CREATE TABLE "gift_cards" (\n\t"id" serial PRIMARY KEY NOT NULL,\n\t"code" text NOT NULL\n);',
          'CREATE UNIQUE INDEX "gift_cards_code_uq" ON "gift_cards" USING btree ("code");',
          'ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_code_unique" UNIQUE("code");',
        ]),
      ),
    ).toEqual([]);
  });
});
