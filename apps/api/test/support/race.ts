import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { expect, inject } from 'vitest';
import { refundsOrder } from '@shahrbazar/domain/rules/order';
import type { Db } from '../../src/db/client.ts';
import { walletEntries } from '../../src/modules/payments/payment.table.ts';
import { walletReserves } from '../../src/modules/payments/reserve.table.ts';
import { users } from '../../src/modules/users/user.table.ts';
import { orderDetails, orders } from '../../src/verticals/booth/order.table.ts';
import { products } from '../../src/verticals/booth/product.table.ts';

// Races (issue 34): N requests fired at once, and the invariants every race must leave true. PGlite is one
// connection, so concurrent transactions cannot overlap there: a race only really races on PostgreSQL
// (DATABASE_URL, as CI runs the integration suite a second time). On PGlite the attempts run one after another and
// the same invariants are asserted.

/** Whether this run is on real PostgreSQL (where races are real), not on the embedded PGlite. */
export const onPostgres = Boolean(inject('runDatabaseUrl'));

/**
 * Runs `count` attempts at once on PostgreSQL, one after another on PGlite, and answers their results in order. On
 * PostgreSQL the pool first opens its connections (each held 50 ms at once), so the attempts do not queue behind
 * connection set-up and really overlap in the database.
 */
export async function race<T>(db: Db, count: number, attempt: (index: number) => Promise<T>): Promise<T[]> {
  if (!onPostgres) {
    const answers: T[] = [];
    for (let index = 0; index < count; index++) answers.push(await attempt(index));
    return answers;
  }
  // At most the test pool's 20 connections (test-app.ts): more would only queue.
  await Promise.all(Array.from({ length: Math.min(count, 20) }, () => db.execute(sql`select pg_sleep(0.05)`)));
  return Promise.all(Array.from({ length: count }, (_, index) => attempt(index)));
}

/**
 * Waits (bounded, `timeoutMs`) until another connection to this test database waits for a row or table lock, and
 * answers whether one did: a transaction held at a chosen point (a gateway's verify, say) lets a racing request run
 * into its locks first, so the interleaving that deadlocked is taken every time instead of now and then. On PGlite
 * (one connection, nothing overlaps) it answers false at once.
 */
export async function untilAnotherWaitsForALock(db: Db, timeoutMs = 10_000): Promise<boolean> {
  if (!onPostgres) return false;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await db.execute(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
    );
    // Both drivers answer { rows }; the Db type does not say so.
    if (((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0) > 0) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Fires `count` attempts at once, whatever the database (real HTTP to another process: its own pool races), and
 * answers each one's outcome: an answer, or the error of one that never got an answer (the process was killed).
 */
export function burst<T>(count: number, attempt: (index: number) => Promise<T>): Promise<PromiseSettledResult<T>[]> {
  return Promise.allSettled(Array.from({ length: count }, (_, index) => attempt(index)));
}

/** How many answers had each status code, e.g. `{ 201: 1, 409: 29 }`: what a race's callers saw. */
export function tally(answers: ReadonlyArray<{ statusCode: number } | { status: number }>): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) {
    const code = 'statusCode' in answer ? answer.statusCode : answer.status;
    counts[code] = (counts[code] ?? 0) + 1;
  }
  return counts;
}

/** Every wallet of `userIds` holds exactly the sum of its ledger (ADR 0014): no money made or lost. */
export async function expectWalletsBalanced(db: Db, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  const ids = [...userIds];
  const balances = await db
    .select({ id: users.id, balance: users.walletBalance })
    .from(users)
    .where(inArray(users.id, ids));
  const ledgers = await db
    .select({ id: walletEntries.userId, sum: sql<string>`sum(${walletEntries.amount})` })
    .from(walletEntries)
    .where(inArray(walletEntries.userId, ids))
    .groupBy(walletEntries.userId);
  const ledger = new Map(ledgers.map((row) => [row.id, Number(row.sum)]));
  const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
  expect(balances.map((row) => ({ id: row.id, balance: row.balance })).sort(byId)).toEqual(
    balances.map((row) => ({ id: row.id, balance: ledger.get(row.id) ?? 0 })).sort(byId),
  );
}

/**
 * Every reserve of `userIds` adds up (ADR 0023): funded once by a `reserve` entry of its amount; held, it still
 * holds its amount less its payouts; released, it holds nothing and its `release` entry (if any) gave back what it
 * says; payouts and release never exceed what was funded. At most one reserve is held per (purpose, item).
 */
export async function expectReservesConsistent(db: Db, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  const reserves = await db
    .select()
    .from(walletReserves)
    .where(inArray(walletReserves.userId, [...userIds]));
  if (reserves.length === 0) return;
  const entries = await db
    .select()
    .from(walletEntries)
    .where(
      inArray(
        walletEntries.reserveId,
        reserves.map((reserve) => reserve.id),
      ),
    );
  const problems: string[] = [];
  for (const reserve of reserves) {
    const mine = entries.filter((entry) => entry.reserveId === reserve.id);
    const sum = (kind: string) => mine.filter((e) => e.kind === kind).reduce((total, e) => total + e.amount, 0);
    const funded = -sum('reserve');
    const paidOut = sum('payout');
    const released = sum('release');
    const name = `reserve ${reserve.id} (${reserve.purpose} ${reserve.itemId})`;
    if (funded !== reserve.amount) problems.push(`${name}: funded ${funded}, amount ${reserve.amount}`);
    if (paidOut + released > reserve.amount)
      problems.push(`${name}: ${paidOut} + ${released} out of ${reserve.amount}`);
    if (reserve.status === 'held' && reserve.remaining !== reserve.amount - paidOut) {
      problems.push(`${name}: holds ${reserve.remaining}, ${reserve.amount} less ${paidOut} paid out`);
    }
    if (reserve.status === 'released' && (reserve.remaining !== 0 || released !== (reserve.released ?? 0))) {
      problems.push(`${name}: released ${released}, says ${reserve.released}, holds ${reserve.remaining}`);
    }
  }
  const held = reserves.filter((reserve) => reserve.status === 'held').map((r) => `${r.purpose} ${r.itemId}`);
  if (new Set(held).size !== held.length) problems.push(`two reserves held for one item: ${held.join(', ')}`);
  expect(problems).toEqual([]);
}

/**
 * Each product's stock is its initial stock less the units of its live orders (neither expired nor refunded), and
 * every order of those products is whole: its lines and its payment are there (issue 34: never an order without
 * lines or payment, never stock taken with no order).
 */
export async function expectStockMatchesOrders(db: Db, initial: ReadonlyMap<number, number>): Promise<void> {
  const ids = [...initial.keys()];
  if (ids.length === 0) return;
  const lines = await db
    .select({ productId: orderDetails.productId, count: orderDetails.count, status: orders.status })
    .from(orderDetails)
    .innerJoin(orders, eq(orders.id, orderDetails.orderId))
    .where(and(inArray(orderDetails.productId, ids), isNull(orders.cancelledAt)));
  const stock = await db
    .select({ id: products.id, count: products.count })
    .from(products)
    .where(inArray(products.id, ids));
  const expected = ids.map((id) => ({
    id,
    count:
      (initial.get(id) ?? 0) -
      lines
        .filter((line) => line.productId === id && !refundsOrder(line.status))
        .reduce((total, line) => total + line.count, 0),
  }));
  expect(stock.sort((a, b) => a.id - b.id)).toEqual(expected.sort((a, b) => a.id - b.id));
}

/** Every order of `userIds` is whole: it has its lines and its payment (none half-written by a failed checkout). */
export async function expectOrdersWhole(db: Db, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  const rows = await db
    .select({ id: orders.id, paymentId: orders.paymentId, lines: sql<number>`count(${orderDetails.id})::int` })
    .from(orders)
    .leftJoin(orderDetails, eq(orderDetails.orderId, orders.id))
    .where(inArray(orders.userId, [...userIds]))
    .groupBy(orders.id);
  expect(rows.filter((row) => row.paymentId === null || row.lines === 0)).toEqual([]);
}
