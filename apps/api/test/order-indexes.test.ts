import { sql, type SQLWrapper } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ManagedOrderListQuerySchema } from '@shahrbazar/domain/api/order-admin.schema';
import { OrderStatus } from '@shahrbazar/domain/enums/commerce';
import type { Db } from '../src/db/client.ts';
import { managedOrderQueries, type OrderReader } from '../src/verticals/booth/order-admin.service.ts';
import { orderPageQueries } from '../src/verticals/booth/order.service.ts';
import { unique } from './factories/catalogue.ts';
import { planOf, rowsOf, tableScans } from './support/explain.ts';
import { testDatabase } from './support/test-app.ts';

// ADR 0051: every filter combination the order screens send (the back office's status, booth, buyer, payment status
// and days; the booth's, the buyer's and the agent's lists by status) is served by an index of `orders`. The test
// EXPLAINs the very statements the lists run, over 20,000 orders of 400 buyers and 200 booths made and analysed in a
// transaction that is rolled back (the worker's other tests never see them), with sequential scans priced out
// (`enable_seqscan = off`, local to the transaction): an index that serves the filter is then always the plan's
// choice, on PGlite and on PostgreSQL alike, and a filter no index serves still shows a Seq Scan (or an index that
// does not lead with a filtered column), which fails.

/** Which filter each index of `orders` serves by its leading column (or its partial predicate). */
const SERVES: Record<string, Filter> = {
  orders_pkey: 'id',
  orders_status_idx: 'status',
  orders_booth_idx: 'booth',
  orders_booth_status_idx: 'booth',
  orders_user_idx: 'buyer',
  orders_user_status_idx: 'buyer',
  orders_paid_idx: 'paid',
  orders_unpaid_idx: 'unpaid',
  orders_register_date_idx: 'days',
};
type Filter = 'status' | 'booth' | 'buyer' | 'paid' | 'unpaid' | 'days' | 'id';

class Rollback extends Error {}

describe('the order lists use an index of orders for every filter the screens send', () => {
  let db: Db;
  beforeAll(async () => {
    db = (await testDatabase()).db;
  });

  it('plans each filter combination on an index that serves it, never a sequential scan', async () => {
    const mark = `ix-${unique()}`;
    const failures: string[] = [];
    let planned = 0;
    await db
      .transaction(async (tx) => {
        // 400 buyers, an agent who onboarded the owners of 2 of the 200 booths, 20,000 orders over a year: most
        // delivered, a few in each other status, one in five unpaid.
        await tx.execute(sql`
          insert into users (referral_id, name)
          select ${mark} || '-u' || g, ${mark} from generate_series(1, 401) g`);
        const people = await tx.execute(sql`
          select array_agg(id order by id) as ids from users where name = ${mark}`);
        const ids = rowsOf<{ ids: number[] }>(people)[0]!.ids;
        const agentId = ids[400]!;
        await tx.execute(sql`
          update users set created_by = ${agentId} where id in (${ids[0]!}, ${ids[1]!})`);
        await tx.execute(sql`
          insert into listings (vertical, user_id, title, slug, slug_id)
          select 'booth', (array[${sql.raw(ids.slice(0, 200).join(','))}])[g], ${mark}, ${mark} || '-b' || g,
                 ${mark} || '-b' || g
          from generate_series(1, 200) g`);
        const shops = await tx.execute(sql`
          select array_agg(id order by id) as ids from listings where title = ${mark}`);
        const booths = rowsOf<{ ids: number[] }>(shops)[0]!.ids;
        await tx.execute(sql`
          insert into orders (user_id, booth_id, booth_name, booth_title, shipping_title, shipping_price, status,
                              items_total, total, delivery_code_main, paid_at, register_date)
          select b.ids[1 + g % 400], s.ids[1 + (g * 7) % 200], ${mark}, ${mark}, 'post', 0,
                 case when g % 100 < 80 then 5 else (g % 100 - 80) % 7 end, 1000, 1000, '123456',
                 case when g % 5 = 0 then null else now() end, now() - make_interval(mins => (20000 - g) * 26)
          from generate_series(1, 20000) g,
               (select array_agg(id order by id) as ids from users where name = ${mark}) b,
               (select array_agg(id order by id) as ids from listings where title = ${mark}) s`);
        await tx.execute(sql`analyze orders`);
        await tx.execute(sql`analyze listings`);
        await tx.execute(sql`analyze users`);
        await tx.execute(sql`set local enable_seqscan = off`);

        const buyer = ids[5]!;
        const booth = booths[3]!;
        const newest = await tx.execute(sql`select max(id) as id from orders`);
        const cursor = Number(rowsOf<{ id: number }>(newest)[0]!.id) - 500;
        const today = new Date(Date.now() + 12_600_000).toISOString().slice(0, 10);
        const weekAgo = new Date(Date.now() + 12_600_000 - 7 * 86_400_000).toISOString().slice(0, 10);

        // A count must read an index that serves its filter. A page (newest first, 15 rows) may also walk the id
        // index backwards and stop at the 15th match: the planner's pick when the filter matches many rows (a
        // common status, a long range), still an index scan that reads a few pages, never the table.
        async function expectIndexed(name: string, statement: SQLWrapper, served: Filter[], page: boolean) {
          const filters: Filter[] = page ? [...served, 'id'] : served;
          const scans = tableScans(await planOf(tx, statement), 'orders');
          planned += 1;
          const wrong = scans.filter((scan) => !scan.index || !filters.includes(SERVES[scan.index] as Filter));
          if (scans.length === 0 || wrong.length > 0) {
            failures.push(`${name}: ${JSON.stringify(scans)} (wanted an index serving ${filters.join(' or ')})`);
          }
        }

        const manager: OrderReader = { kind: 'manager' };
        const managerCases: Array<[string, Record<string, unknown>, Filter[]]> = [
          ['status', { status: OrderStatus.confirmed }, ['status']],
          ['booth', { booth_id: booth }, ['booth']],
          ['buyer', { user_id: buyer }, ['buyer']],
          ['paid', { paymentStatus: 'paid' }, ['paid']],
          ['unpaid', { paymentStatus: 'unPaid' }, ['unpaid']],
          // Paid at checkout with a payment request still open (ADR 0052): the paid orders, each looked up in payments.
          ['part paid', { paymentStatus: 'partPaid' }, ['paid']],
          ['one day', { from: today, to: today }, ['days']],
          ['a week', { from: weekAgo, to: today }, ['days']],
          ['status and booth', { status: OrderStatus.pending, booth_id: booth }, ['booth', 'status']],
          ['status and buyer', { status: OrderStatus.sent, user_id: buyer }, ['buyer', 'status']],
          ['status and paid', { status: OrderStatus.sent, paymentStatus: 'paid' }, ['status', 'paid']],
          ['status and unpaid', { status: OrderStatus.pending, paymentStatus: 'unPaid' }, ['status', 'unpaid']],
          ['booth and paid', { booth_id: booth, paymentStatus: 'paid' }, ['booth', 'paid']],
          ['buyer and unpaid', { user_id: buyer, paymentStatus: 'unPaid' }, ['buyer', 'unpaid']],
          ['status and a day', { status: OrderStatus.delivered, from: today, to: today }, ['status', 'days']],
          ['booth and a week', { booth_id: booth, from: weekAgo, to: today }, ['booth', 'days']],
          ['status, booth, buyer', { status: 1, booth_id: booth, user_id: buyer }, ['booth', 'buyer', 'status']],
          ['problem', { status: OrderStatus.problem }, ['status']],
          ['delivered, page 40', { status: OrderStatus.delivered, page: 40 }, ['status']],
        ];
        for (const [name, filter, served] of managerCases) {
          const statements = managedOrderQueries(tx, manager, ManagedOrderListQuerySchema.parse(filter));
          await expectIndexed(`back office, ${name}, page`, statements.page, served, true);
          await expectIndexed(`back office, ${name}, count`, statements.total, served, false);
        }

        const agent: OrderReader = { kind: 'agent', agentId };
        for (const [name, filter] of [
          ['all', {}],
          ['by status', { status: OrderStatus.confirmed }],
        ] as const) {
          const statements = managedOrderQueries(tx, agent, ManagedOrderListQuerySchema.parse(filter));
          await expectIndexed(`agent, ${name}, page`, statements.page, ['booth'], true);
          await expectIndexed(`agent, ${name}, count`, statements.total, ['booth'], false);
        }

        for (const [name, by, query] of [
          ['booth', { boothId: booth }, { perPage: 15 }],
          ['booth by status', { boothId: booth }, { status: OrderStatus.preparing, perPage: 15 }],
          ['booth by status, more', { boothId: booth }, { status: OrderStatus.preparing, cursor, perPage: 15 }],
          ['buyer', { userId: buyer }, { perPage: 15 }],
          ['buyer by status', { userId: buyer }, { status: OrderStatus.sent, perPage: 15 }],
          ['buyer, more', { userId: buyer }, { cursor, perPage: 15 }],
        ] as const) {
          const statements = orderPageQueries(tx, by, query);
          const served: Filter[] = 'userId' in by ? ['buyer'] : ['booth'];
          await expectIndexed(`${name}, page`, statements.page, served, true);
          await expectIndexed(`${name}, pending`, statements.waiting, served, false);
        }
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });

    expect(planned).toBe(2 * 19 + 2 * 2 + 2 * 6);
    expect(failures).toEqual([]);
  });
});
