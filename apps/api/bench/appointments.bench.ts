// npm run bench:appointments [-- --count 100000 --runs 300]
// The doctors list by "earliest free slot" (issue 18, Speed): seeds N live clinics with an appointment book each
// (a database of its own on the PostgreSQL server of DATABASE_URL, kept between runs), then times the first page
// sorted by the materialised next free slot against the newest-first page the listing core serves for any vertical,
// and what computing the slots per doctor per request would cost instead. Prints figures; asserts nothing.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { ListingSort } from '@shahrbazar/domain/enums/listing-engagement';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { firstFreeSlot, type BookHours } from '@shahrbazar/domain/rules/appointments';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { generalCategories, generalSubCategories } from '../src/modules/catalogue/category.table.ts';
import { cities, states } from '../src/modules/geo/geo.table.ts';
import { insertUser } from '../src/modules/users/user.repository.ts';
import { users } from '../src/modules/users/user.table.ts';
import { declaredOrder } from '../src/modules/listings/detail-filter.ts';
import { findListingPage } from '../src/modules/listings/listing.repository.ts';
import { clinicVertical } from '../src/verticals/clinic/clinic.vertical.ts';
import type { VerticalDefinition } from '../src/modules/listings/define-vertical.ts';
import { machineLine } from './harness.ts';

const print = (line: string): void => {
  process.stdout.write(`${line}\n`);
};
const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '300' },
    database: { type: 'string', default: 'shahrbazar_bench_appointments' },
  },
});
const count = Number(values.count);
const runs = Number(values.runs);
const HOURS: BookHours = {
  hours: [0, 1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: '16:00', to: '20:00' })),
  durationMinutes: 15,
  breaks: [],
  daysOff: [],
};

async function databaseUrl(): Promise<string> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('Set DATABASE_URL to a PostgreSQL server, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/test');
    process.exit(2);
  }
  if (!/^[a-z_][a-z0-9_]*$/.test(values.database)) throw new Error(`bad database name ${values.database}`);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [values.database]);
  if (exists.rowCount === 0) await admin.query(`create database "${values.database}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${values.database}`;
  return target.toString();
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** p50 and p99 (ms) of `runs` sequential runs of `query`. */
async function time(run: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { p50: at(0.5), p99: at(0.99) };
}

async function main() {
  const database = await openDatabase({ url: await databaseUrl(), poolSize: 4 });
  await runMigrations(database);
  const db = database.db;
  let [owner] = await db.select().from(users).where(eq(users.mobile, '09129999998'));
  owner ??= await insertUser(db, { mobile: '09129999998', name: 'بنچمارک نوبت' });
  const [state] = await db
    .insert(states)
    .values({ name: 'استان', slug: 'bench-appt-state' })
    .onConflictDoNothing()
    .returning();
  const stateId =
    state?.id ??
    rowsOf<{ id: number }>(await db.execute(sql`select id from states where slug = 'bench-appt-state'`))[0]!.id;
  await db.insert(cities).values({ stateId, name: 'شهر', slug: 'bench-appt-city' }).onConflictDoNothing();
  const cityId = rowsOf<{ id: number }>(await db.execute(sql`select id from cities where slug = 'bench-appt-city'`))[0]!
    .id;
  await db
    .insert(generalCategories)
    .values({ type: CategoryType.clinic, title: 'پزشکی', slug: 'bench-appt-cat' })
    .onConflictDoNothing();
  const categoryId = rowsOf<{ id: number }>(
    await db.execute(sql`select id from general_categories where slug = 'bench-appt-cat'`),
  )[0]!.id;
  await db
    .insert(generalSubCategories)
    .values({ generalCategoryId: categoryId, title: 'عمومی', slug: 'bench-appt-sub' })
    .onConflictDoNothing();
  const subId = rowsOf<{ id: number }>(
    await db.execute(sql`select id from general_sub_categories where slug = 'bench-appt-sub'`),
  )[0]!.id;

  let have = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from appointment_books`))[0]!.n;
  print(`» seeding up to ${count.toLocaleString('en')} clinics with a book each (skipped when already there)…`);
  const hours = JSON.stringify(HOURS.hours);
  while (have < count) {
    const from = have + 1;
    const to = Math.min(count, have + 20_000);
    // A tenth are full for the coming weeks (next slot null); the rest free from some minute of the next 14 days.
    await db.execute(sql`
      with inserted as (
        insert into listings (vertical, user_id, city_id, general_category_id, general_sub_category_id, title, slug,
          slug_id, status)
        select 'clinic', ${owner.id}, ${cityId}, ${categoryId}, ${subId}, 'دکتر شماره ' || n, 'dr-' || n, 'bap' || n,
          ${ListingStatus.active}::smallint
        from generate_series(${from}::int, ${to}::int) as n
        returning id
      ), details as (
        insert into clinic_details (listing_id, online_reservation) select id, true from inserted returning listing_id
      )
      insert into appointment_books (listing_id, hours, duration_minutes, next_free_slot)
      select listing_id, ${hours}::jsonb, 15,
        case when listing_id % 10 = 0 then null
             else now() + make_interval(mins => ((listing_id::bigint * 7919) % (14 * 24 * 60))::int) end
      from details`);
    have = to;
    process.stdout.write(`\r  ${have.toLocaleString('en')} books`);
  }
  await db.execute(sql`update clinic_details d set available_appointment = b.next_free_slot from appointment_books b
    where b.listing_id = d.listing_id and d.available_appointment is distinct from b.next_free_slot`);
  await db.execute(sql`vacuum analyze listings`);
  await db.execute(sql`vacuum analyze appointment_books`);
  await db.execute(sql`vacuum analyze clinic_details`);
  print('');
  print(machineLine());

  const earliest = () =>
    db.execute(sql`select l.id, l.title, b.next_free_slot from appointment_books b
      join listings l on l.id = b.listing_id
      where b.next_free_slot is not null and l.status = ${ListingStatus.active}
      order by b.next_free_slot, b.listing_id limit 15`);
  const newest = () =>
    db.execute(sql`select id, title from listings where vertical = 'clinic' and status = ${ListingStatus.active}
      order by id desc limit 15`);
  // The doctor list as the API serves it (ADR 0042): the core's page in the clinic's declared order, a city's too.
  const bySlot = declaredOrder(clinicVertical as unknown as VerticalDefinition, ListingSort.earliestSlot)!;
  const doctorList = () =>
    findListingPage(
      db,
      { vertical: 'clinic', status: ListingStatus.active },
      { limit: 16, sort: ListingSort.earliestSlot, declared: bySlot },
    );
  const doctorCityList = () =>
    findListingPage(
      db,
      { vertical: 'clinic', status: ListingStatus.active, cityId },
      { limit: 16, sort: ListingSort.earliestSlot, declared: bySlot },
    );
  const firstPage = await doctorList();
  const doctorNextPage = () =>
    findListingPage(
      db,
      { vertical: 'clinic', status: ListingStatus.active },
      { limit: 16, sort: ListingSort.earliestSlot, declared: bySlot, cursor: firstPage.at(-2)!.id },
    );
  const a = await time(newest);
  const b = await time(earliest);
  const c = await time(doctorList);
  const d = await time(doctorCityList);
  const e = await time(doctorNextPage);
  const plan = rowsOf<{ 'QUERY PLAN': string }>(
    await db.execute(sql`explain select l.id from appointment_books b join listings l on l.id = b.listing_id
      where b.next_free_slot is not null and l.status = ${ListingStatus.active}
      order by b.next_free_slot, b.listing_id limit 15`),
  ).map((row) => row['QUERY PLAN'].trim());
  // Computing instead: every doctor's slots from its hours and its taken starts, to find the 15 earliest.
  const now = new Date();
  const sample = 2_000;
  const start = performance.now();
  for (let i = 0; i < sample; i++) firstFreeSlot(HOURS, { now, days: 14, taken: new Set() });
  const perBook = (performance.now() - start) / sample;
  print(`clinics with a book: ${have.toLocaleString('en')}; ${runs} runs each, first page of 15`);
  print(`| query                                      | p50 ms | p99 ms |`);
  print(`| ------------------------------------------ | ------ | ------ |`);
  print(`| newest clinics (the core's list order)     | ${a.p50.toFixed(2)} | ${a.p99.toFixed(2)} |`);
  print(`| earliest free slot (materialised, indexed) | ${b.p50.toFixed(2)} | ${b.p99.toFixed(2)} |`);
  print(`| doctor list, sort=earliestSlot (the core)  | ${c.p50.toFixed(2)} | ${c.p99.toFixed(2)} |`);
  print(`| the same in one city                       | ${d.p50.toFixed(2)} | ${d.p99.toFixed(2)} |`);
  print(`| its next page (keyset cursor)              | ${e.p50.toFixed(2)} | ${e.p99.toFixed(2)} |`);
  print(
    `computing slots per doctor instead: ${perBook.toFixed(3)} ms per book in JS alone, ` +
      `${((perBook * have) / 1000).toFixed(1)} s for all ${have.toLocaleString('en')} per request (before reading their bookings)`,
  );
  print(`plan: ${plan.slice(0, 4).join(' | ')}`);
  await database.close();
}

await main();
