import { and, eq, sql } from 'drizzle-orm';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { PackageType, PlanType } from '@shahrbazar/domain/enums/plans';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { normalizeForSearch } from '@shahrbazar/domain/text/normalize';
import type { Db } from '../src/db/client.ts';
import {
  generalCategories,
  generalSubCategories,
  generalSubSubCategories,
} from '../src/modules/catalogue/category.table.ts';
import { cities, states } from '../src/modules/geo/geo.table.ts';
import { listings } from '../src/modules/listings/listing.table.ts';
import { packages } from '../src/modules/packages/package.table.ts';
import { insertUser } from '../src/modules/users/user.repository.ts';
import { users } from '../src/modules/users/user.table.ts';

export interface BenchFixture {
  total: number;
  citySlugs: string[];
  subSubSlugs: string[];
  slugIds: string[];
  searchWords: string[];
  cursorAtPage200: number;
}

const WORDS = [
  'پژو',
  'پراید',
  'سمند',
  'لپ‌تاپ',
  'گوشی',
  'سامسونگ',
  'آیفون',
  'آپارتمان',
  'ویلا',
  'زمین',
  'مبل',
  'فرش',
  'یخچال',
  'کتاب',
  'دوچرخه',
  'موتور',
  'کولر',
  'تلویزیون',
  'میز',
  'صندلی',
  'کفش',
  'لباس',
  'ساعت',
  'دوربین',
];
const ADJECTIVES = ['نو', 'کارکرده', 'تمیز', 'فوری', 'اقساطی', 'در حد نو', 'کم‌کار', 'اصل'];
const MARKER = 'bench-';
const CITY_COUNT = 30;
const SUB_SUB_COUNT = 60;
const BATCH = 50_000;

async function fixtureRows(db: Db) {
  let [owner] = await db.select().from(users).where(eq(users.mobile, '09129999999'));
  owner ??= await insertUser(db, { mobile: '09129999999', name: 'بنچمارک' });
  let [state] = await db
    .select()
    .from(states)
    .where(eq(states.slug, `${MARKER}state`));
  [state] = state
    ? [state]
    : await db
        .insert(states)
        .values({ name: 'استان آزمون', slug: `${MARKER}state` })
        .returning();
  for (let i = 0; i < CITY_COUNT; i++) {
    await db
      .insert(cities)
      .values({ stateId: state!.id, name: `شهر ${i}`, slug: `${MARKER}city-${i}` })
      .onConflictDoNothing();
  }
  const cityRows = await db.select().from(cities).where(eq(cities.stateId, state!.id));
  let [category] = await db
    .select()
    .from(generalCategories)
    .where(eq(generalCategories.slug, `${MARKER}cat`));
  [category] = category
    ? [category]
    : await db
        .insert(generalCategories)
        .values({ type: CategoryType.ads, title: 'همه چیز', slug: `${MARKER}cat` })
        .returning();
  for (let s = 0; s < SUB_SUB_COUNT / 6; s++) {
    await db
      .insert(generalSubCategories)
      .values({ generalCategoryId: category!.id, title: `زیر ${s}`, slug: `${MARKER}sub-${s}` })
      .onConflictDoNothing();
  }
  const subs = await db
    .select()
    .from(generalSubCategories)
    .where(eq(generalSubCategories.generalCategoryId, category!.id));
  for (let i = 0; i < SUB_SUB_COUNT; i++) {
    const sub = subs[i % subs.length]!;
    await db
      .insert(generalSubSubCategories)
      .values({ generalSubCategoryId: sub.id, title: `گروه ${i}`, slug: `${MARKER}subsub-${i}` })
      .onConflictDoNothing();
  }
  const subSubs = await db
    .select({
      id: generalSubSubCategories.id,
      slug: generalSubSubCategories.slug,
      sub: generalSubSubCategories.generalSubCategoryId,
    })
    .from(generalSubSubCategories)
    .innerJoin(generalSubCategories, eq(generalSubCategories.id, generalSubSubCategories.generalSubCategoryId))
    .where(eq(generalSubCategories.generalCategoryId, category!.id));
  let [pkg] = await db
    .select()
    .from(packages)
    .where(and(eq(packages.type, PackageType.ads), eq(packages.title, `${MARKER}free`)));
  [pkg] = pkg
    ? [pkg]
    : await db
        .insert(packages)
        .values({ planType: PlanType.free, type: PackageType.ads, title: `${MARKER}free`, days: 30 })
        .returning();
  return { owner: owner!, cityRows, category: category!, subSubs, pkg: pkg! };
}

const intArray = (values: number[]) => sql.raw(`ARRAY[${values.map((v) => Math.trunc(v)).join(',')}]::int[]`);
const textArray = (values: string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** Seeds bench listings (vertical ads) up to `count`, in batches of one INSERT … SELECT generate_series each. */
export async function seedBenchData(db: Db, count: number, progress: (done: number) => void): Promise<BenchFixture> {
  const { owner, cityRows, category, subSubs, pkg } = await fixtureRows(db);
  const countRows = await db.execute(sql`select count(*)::int as n from ${listings} where slug_id like 'bch%'`);
  let have = (countRows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
  const display = WORDS;
  const normal = WORDS.map(normalizeForSearch);
  const adjectives = ADJECTIVES;
  const adjectivesNormal = ADJECTIVES.map(normalizeForSearch);
  while (have < count) {
    const from = have + 1;
    const to = Math.min(count, have + BATCH);
    await db.execute(sql`
      with g as (
        select n, ((n::bigint * 7919) % ${display.length})::int as w, ((n::bigint * 104729) % ${adjectives.length})::int as a,
               n % ${subSubs.length} as k, ((n::bigint * 31) % ${cityRows.length})::int as c
        from generate_series(${from}::int, ${to}::int) as n
      ), inserted as (
        insert into ${listings} (vertical, user_id, city_id, general_category_id, general_sub_category_id,
          general_sub_sub_category_id, package_id, title, slug, slug_id, description, status, search_text, register_date)
        select 'ads', ${owner.id}, (${intArray(cityRows.map((c) => c.id))})[c + 1], ${category.id},
          (${intArray(subSubs.map((s) => s.sub))})[k + 1], (${intArray(subSubs.map((s) => s.id))})[k + 1], ${pkg.id},
          (${textArray(display)})[w + 1] || ' ' || (${textArray(adjectives)})[a + 1] || ' شماره ' || n,
          'item-' || n, 'bch' || n, 'توضیحات آگهی شماره ' || n,
          case when n % 10 = 0 then ${ListingStatus.pending}::smallint else ${ListingStatus.active}::smallint end,
          (${textArray(normal)})[w + 1] || ' ' || (${textArray(adjectivesNormal)})[a + 1] || ' شماره ' || n || ' توضیحات آگهی',
          now() - make_interval(secs => (${count} - n))
        from g
        returning id
      )
      insert into ad_details (listing_id, price) select id, (id % 500)::bigint * 100000 from inserted`);
    have = to;
    progress(have);
  }
  await db.execute(sql`vacuum analyze listings`);
  await db.execute(sql`vacuum analyze ad_details`);
  const sample = await db.execute(
    sql`select slug_id from ${listings} where slug_id like 'bch%' and status = ${ListingStatus.active} order by random() limit 500`,
  );
  const deep = await db.execute(
    sql`select id from ${listings} where vertical = 'ads' and status = ${ListingStatus.active} order by id desc offset ${199 * 15 - 1} limit 1`,
  );
  const total = await db.execute(sql`select count(*)::int as n from ${listings}`);
  return {
    total: (total as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0,
    citySlugs: cityRows.map((c) => c.slug),
    subSubSlugs: subSubs.map((s) => s.slug),
    slugIds: (sample as unknown as { rows: Array<{ slug_id: string }> }).rows.map((r) => r.slug_id),
    searchWords: display,
    cursorAtPage200: (deep as unknown as { rows: Array<{ id: number }> }).rows[0]?.id ?? 1,
  };
}
