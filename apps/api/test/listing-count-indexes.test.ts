import { sql } from 'drizzle-orm';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { WAITING_FOR_REVIEW } from '@shahrbazar/domain/rules/listing-status';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { listingCountQuery, type ListingFilter } from '../src/modules/listings/listing.repository.ts';
import { unique } from './factories/catalogue.ts';
import { planOf, rowsOf, tableScans } from './support/explain.ts';
import { testDatabase } from './support/test-app.ts';

// ADR 0117: a counted list of listings (a person's, an agent's users', the back office's) counts over an index that
// leads with what it filters by. EXPLAINs the very statement `countListings` runs, over 6,000 listings of 300 owners
// made and analysed in a transaction that is rolled back, with sequential scans priced out (`enable_seqscan = off`,
// local to the transaction): an index that serves the filter is then the plan's choice, on PGlite and PostgreSQL
// alike; a filter no index leads with shows a Seq Scan or an index led by another column, which fails. Without
// listings_status_idx the back office's default queue (waiting for review, every vertical) fails.

/** What each index of `listings` serves by its leading column. */
const LEADS: Record<string, string> = {
  listings_owner_idx: 'owner',
  listings_status_idx: 'status',
  listings_list_idx: 'vertical',
  // The lists' newest-first order (ADR 0084): (vertical, status, sort_key) serves a vertical's count as well, and the
  // planner may take either of the two by the statistics other files of the worker leave.
  listings_newest_idx: 'vertical',
};

class Rollback extends Error {}

describe('the counted lists of listings count over an index', () => {
  let db: Db;
  beforeAll(async () => {
    db = (await testDatabase()).db;
  });

  it('plans each count on an index that leads with its filter, never a sequential scan', async () => {
    const mark = `cx-${unique()}`;
    const failures: string[] = [];
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`
          insert into users (referral_id, name)
          select ${mark} || '-u' || g, ${mark} from generate_series(1, 301) g`);
        const people = rowsOf<{ ids: number[] }>(
          await tx.execute(sql`select array_agg(id order by id) as ids from users where name = ${mark}`),
        )[0]!.ids;
        const agentId = people[300]!;
        await tx.execute(sql`update users set created_by = ${agentId} where id in (${people[0]!}, ${people[1]!})`);
        // Six verticals, most listings live, a few waiting for review or in another status.
        await tx.execute(sql`
          insert into listings (vertical, user_id, title, slug, slug_id, status)
          select (array['ads','advertise','booth','clinic','expert','work'])[1 + g % 6], ${sql.raw(
            `(array[${people.slice(0, 300).join(',')}])`,
          )}[1 + g % 300], ${mark}, 'x', ${mark} || '-' || g,
                 case when g % 50 = 0 then ${ListingStatus.pending}::int when g % 70 = 0 then ${ListingStatus.inactive}::int
                      else ${ListingStatus.active}::int end
          from generate_series(1, 6000) g`);
        await tx.execute(sql`analyze listings`);
        await tx.execute(sql`analyze users`);
        await tx.execute(sql`set local enable_seqscan = off`);

        const agentUsers = sql`select ${sql.raw('id')} from users where created_by = ${agentId}`;
        const cases: Array<[string, ListingFilter, string]> = [
          ['a person’s ads', { vertical: 'ads', userId: people[7]! }, 'owner'],
          ['an agent’s booths', { vertical: 'booth', userIn: agentUsers }, 'owner'],
          ['the back office, one vertical', { vertical: 'clinic' }, 'vertical'],
          ['the back office, a vertical in a status', { vertical: 'work', status: ListingStatus.active }, 'vertical'],
          ['the back office, waiting in every vertical', { statusIn: WAITING_FOR_REVIEW }, 'status'],
          ['the back office, a status in every vertical', { status: ListingStatus.inactive }, 'status'],
        ];
        for (const [name, filter, lead] of cases) {
          const scans = tableScans(await planOf(tx, listingCountQuery(tx as unknown as Db, filter)), 'listings');
          const wrong = scans.filter((scan) => !scan.index || LEADS[scan.index] !== lead);
          if (scans.length === 0 || wrong.length > 0) {
            failures.push(`${name}: ${JSON.stringify(scans)} (wanted an index led by ${lead})`);
          }
        }
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    expect(failures).toEqual([]);
  });
});
