// cd apps/api && npx tsx bench/doctor-sorts.bench.ts [count]   (in-memory PGlite, about 20 s for 100 000)
// Checks that the doctor list's two declared sorts (ADR 0042) are served by an index (ADR 0050): seeds `count`
// live clinics (a third of them rated, each with a free slot or none) beside as many ads, then times the core's first
// page sorted by earliest slot and by rating and prints each plan's first lines. Prints figures; asserts nothing.
import { sql } from 'drizzle-orm';
import { ListingSort } from '@shahrbazar/domain/enums/listing-engagement';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import type { VerticalDefinition } from '../src/modules/listings/define-vertical.ts';
import { declaredOrder } from '../src/modules/listings/detail-filter.ts';
import { findListingPage } from '../src/modules/listings/listing.repository.ts';
import { insertUser } from '../src/modules/users/user.repository.ts';
import { clinicVertical } from '../src/verticals/clinic/clinic.vertical.ts';

const count = Number(process.argv[2] ?? 100_000);
const runs = 20;
const print = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

const database = await openDatabase({});
await runMigrations(database);
const db = database.db;
const owner = await insertUser(db, { mobile: '09129999997', name: 'بنچمارک مرتب‌سازی' });
const active = ListingStatus.active;
await db.execute(sql`insert into listings (vertical, user_id, title, slug, slug_id, status)
  select 'clinic', ${owner.id}, 'دکتر ' || g, 'dr', 'ds' || g, ${active}::smallint from generate_series(1, ${count}) g`);
await db.execute(sql`insert into listings (vertical, user_id, title, slug, slug_id, status)
  select 'ads', ${owner.id}, 'آگهی ' || g, 'ad', 'as' || g, ${active}::smallint from generate_series(1, ${count}) g`);
await db.execute(sql`insert into clinic_details (listing_id, available_appointment)
  select id, case when id % 10 = 0 then null else now() + make_interval(mins => (id * 7919) % 20160) end
  from listings where vertical = 'clinic'`);
await db.execute(sql`insert into item_ratings (type, item_id, rate, total_user)
  select 'clinic', id, 1 + (id % 41) / 10.0, 3 from listings where vertical = 'clinic' and id % 3 = 0`);
// The comments module keeps the rate on the detail row as it counts scores (ADR 0050); seeded here as it would be.
await db.execute(sql`update clinic_details d set rate = r.rate from item_ratings r
  where r.type = 'clinic' and r.item_id = d.listing_id`);
await db.execute(sql`analyze`);

const clinic = clinicVertical as unknown as VerticalDefinition;
const filter = { vertical: 'clinic', status: active };
for (const sort of [ListingSort.earliestSlot, ListingSort.topRated]) {
  const declared = declaredOrder(clinic, sort)!;
  const page = () => findListingPage(db, filter, { limit: 16, sort, declared });
  await page();
  const start = performance.now();
  for (let i = 0; i < runs; i++) await page();
  const ms = (performance.now() - start) / runs;
  const keys = declared.keys.map((key) => sql`${key} desc`);
  const order = declared.descending ? sql.join(keys, sql`, `) : sql.join(declared.keys, sql`, `);
  const joined = sql`${declared.join.left ? sql`left join` : sql`join`} ${declared.join.table} on ${declared.join.on}`;
  const plan = (await db.execute(
    sql`explain select listings.id from listings ${joined} where listings.vertical = 'clinic'
      and listings.status = ${active} order by ${order} limit 16`,
  )) as unknown as { rows: Array<Record<string, string>> };
  const lines = plan.rows.map((row) => String(Object.values(row)[0]).trim());
  print(
    `${sort}: ${ms.toFixed(1)} ms mean of ${runs} (${count.toLocaleString('en')} clinics) | ${lines.slice(0, 5).join(' | ')}`,
  );
}
await database.close();
