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
import { products } from '../src/verticals/booth/product.table.ts';

// The products of `npm run bench:products` (issue 12, ADR 0053): N products in N/50 shop booths of 30 cities, over
// 6 categories, 24 sub categories and 96 sub-sub categories, written by PostgreSQL itself (INSERT … SELECT
// generate_series, 100 000 rows a statement: a million in about a minute here), 1 in 10 unavailable, discounts of 0 to
// 20 % and views skewed as real ones are (most products little seen, a few up to 20 000; ADR 0059). Kept between runs:
// a second run at the same count adds nothing.

export interface ProductFixture {
  total: number;
  booths: number;
  citySlugs: string[];
  categorySlugs: string[];
  subSubSlugs: string[];
  boothNames: string[];
  /** The id 200 pages (15 each) into the newest list: a deep "more". */
  cursorAtPage200: number;
}

const MARKER = 'pbench-';
const CITY_COUNT = 30;
const CATEGORY_COUNT = 6;
const SUBS_PER_CATEGORY = 4;
const SUB_SUBS_PER_SUB = 4;
const PRODUCTS_PER_BOOTH = 50;
const BATCH = 100_000;
const WORDS = ['گوشی', 'لپ‌تاپ', 'کفش', 'پیراهن', 'کتاب', 'ساعت', 'یخچال', 'فرش', 'مبل', 'دوربین', 'عطر', 'کیف'];

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const intArray = (values: number[]) => sql.raw(`ARRAY[${values.map((v) => Math.trunc(v)).join(',')}]::int[]`);
const textArray = (values: string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** The owner, cities, the shop category tree and a package of the bench, made once. */
async function fixtureRows(db: Db) {
  let [owner] = await db.select().from(users).where(eq(users.mobile, '09129999998'));
  owner ??= await insertUser(db, { mobile: '09129999998', name: 'بنچمارک محصولات' });
  let [state] = await db
    .select()
    .from(states)
    .where(eq(states.slug, `${MARKER}state`));
  state ??= (
    await db
      .insert(states)
      .values({ name: 'استان محصولات', slug: `${MARKER}state` })
      .returning()
  )[0];
  for (let i = 0; i < CITY_COUNT; i++) {
    await db
      .insert(cities)
      .values({ stateId: state!.id, name: `شهر محصول ${i}`, slug: `${MARKER}city-${i}` })
      .onConflictDoNothing();
  }
  const cityRows = await db.select().from(cities).where(eq(cities.stateId, state!.id));
  for (let c = 0; c < CATEGORY_COUNT; c++) {
    await db
      .insert(generalCategories)
      .values({ type: CategoryType.shop, title: `دسته ${c}`, slug: `${MARKER}cat-${c}` })
      .onConflictDoNothing();
    const [category] = await db
      .select()
      .from(generalCategories)
      .where(eq(generalCategories.slug, `${MARKER}cat-${c}`));
    for (let s = 0; s < SUBS_PER_CATEGORY; s++) {
      const slug = `${MARKER}sub-${c}-${s}`;
      await db
        .insert(generalSubCategories)
        .values({ generalCategoryId: category!.id, title: `زیر ${c}-${s}`, slug })
        .onConflictDoNothing();
      const [sub] = await db.select().from(generalSubCategories).where(eq(generalSubCategories.slug, slug));
      for (let k = 0; k < SUB_SUBS_PER_SUB; k++) {
        await db
          .insert(generalSubSubCategories)
          .values({
            generalSubCategoryId: sub!.id,
            title: `گروه ${c}-${s}-${k}`,
            slug: `${MARKER}subsub-${c}-${s}-${k}`,
          })
          .onConflictDoNothing();
      }
    }
  }
  const tree = rowsOf<{ cat: number; cat_slug: string; sub: number; subsub: number; subsub_slug: string }>(
    await db.execute(sql`
      select c.id as cat, c.slug as cat_slug, s.id as sub, ss.id as subsub, ss.slug as subsub_slug
      from ${generalSubSubCategories} ss
      join ${generalSubCategories} s on s.id = ss.general_sub_category_id
      join ${generalCategories} c on c.id = s.general_category_id
      where c.slug like ${`${MARKER}cat-%`} order by ss.id`),
  );
  let [pkg] = await db
    .select()
    .from(packages)
    .where(and(eq(packages.type, PackageType.shop), eq(packages.title, `${MARKER}percentage`)));
  pkg ??= (
    await db
      .insert(packages)
      .values({ planType: PlanType.percentage, type: PackageType.shop, title: `${MARKER}percentage`, days: 0 })
      .returning()
  )[0];
  return { owner: owner!, cityRows, tree, pkg: pkg! };
}

/** Live shop booths up to `count` (listing + booth details), one INSERT … SELECT generate_series. */
async function seedBooths(db: Db, fx: Awaited<ReturnType<typeof fixtureRows>>, count: number) {
  const [have] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from ${listings} where slug_id like 'pbb%'`),
  );
  const from = (have?.n ?? 0) + 1;
  if (from > count) return;
  const { tree } = fx;
  await db.execute(sql`
    with g as (
      select n, n % ${tree.length} as k, ((n::bigint * 31) % ${fx.cityRows.length})::int as c
      from generate_series(${from}::int, ${count}::int) as n
    ), inserted as (
      insert into ${listings} (vertical, user_id, city_id, general_category_id, general_sub_category_id,
        general_sub_sub_category_id, package_id, title, slug, slug_id, status, search_text)
      select 'booth', ${fx.owner.id}, (${intArray(fx.cityRows.map((c) => c.id))})[c + 1],
        (${intArray(tree.map((t) => t.cat))})[k + 1], (${intArray(tree.map((t) => t.sub))})[k + 1], null,
        ${fx.pkg.id}, 'غرفه ' || n, 'booth-' || n, 'pbb' || n, ${ListingStatus.active}::smallint, 'غرفه ' || n
      from g
      returning id, slug_id
    )
    insert into booth_details (listing_id, type, name, active_sale)
    select id, 'shop', ${MARKER} || substr(slug_id, 4), 1 from inserted`);
}

/** Seeds the bench's booths and products up to `count` products, in batches; answers what the scenarios pick from. */
export async function seedProducts(db: Db, count: number, progress: (done: number) => void): Promise<ProductFixture> {
  const fx = await fixtureRows(db);
  const boothCount = Math.max(1, Math.ceil(count / PRODUCTS_PER_BOOTH));
  await seedBooths(db, fx, boothCount);
  const booths = rowsOf<{ id: number; city_id: number; n: number }>(
    await db.execute(sql`
      select id, city_id, substr(slug_id, 4)::int as n from ${listings}
      where slug_id like 'pbb%' and substr(slug_id, 4)::int <= ${boothCount} order by id`),
  );
  const [first] = booths;
  const [counted] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from ${products} where booth_id >= ${first?.id ?? 0} and barcode like 'pb%'`,
    ),
  );
  let have = counted?.n ?? 0;
  const { tree } = fx;
  const words = WORDS;
  const normal = WORDS.map(normalizeForSearch);
  // Booth ids are consecutive from one INSERT: product n goes to booth (n / 50), with that booth's city.
  while (have < count) {
    const from = have + 1;
    const to = Math.min(count, have + BATCH);
    await db.execute(sql`
      with g as (
        select n, ((n - 1) / ${PRODUCTS_PER_BOOTH})::int as b, ((n::bigint * 7919) % ${tree.length})::int as k,
               ((n::bigint * 104729) % ${words.length})::int as w
        from generate_series(${from}::int, ${to}::int) as n
      )
      insert into ${products} (booth_id, booth_type, city_id, general_category_id, general_sub_category_id,
        general_sub_sub_category_id, title, barcode, price, sort_price, count, discount, views, status, search_text,
        register_date)
      select (${intArray(booths.map((b) => b.id))})[b + 1], 'shop', (${intArray(booths.map((b) => b.city_id))})[b + 1],
        (${intArray(tree.map((t) => t.cat))})[k + 1], (${intArray(tree.map((t) => t.sub))})[k + 1],
        (${intArray(tree.map((t) => t.subsub))})[k + 1],
        (${textArray(words)})[w + 1] || ' مدل ' || n, 'pb' || n, (n % 900 + 1)::bigint * 50000,
        (n % 900 + 1)::bigint * 50000, n % 7, (n % 5 * 5)::smallint,
        (power(((n::bigint * 48271) % 1000) / 1000.0, 3) * 20000)::int,
        case when n % 10 = 0 then 0::smallint else 1::smallint end,
        (${textArray(normal)})[w + 1] || ' مدل ' || n, now() - make_interval(secs => (${count} - n))
      from g`);
    have = to;
    progress(have);
  }
  await db.execute(sql`vacuum analyze products`);
  await db.execute(sql`vacuum analyze listings`);
  const [deep] = rowsOf<{ id: number }>(
    await db.execute(sql`
      select p.id from ${products} p join ${listings} l on l.id = p.booth_id
      where p.status = 1 and l.status = ${ListingStatus.active} order by p.id desc offset ${200 * 15 - 1} limit 1`),
  );
  const [total] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${products}`));
  const names = rowsOf<{ name: string }>(
    await db.execute(sql`select name from booth_details where name like ${`${MARKER}%`} order by random() limit 200`),
  );
  return {
    total: total?.n ?? 0,
    booths: booths.length,
    citySlugs: fx.cityRows.map((c) => c.slug),
    categorySlugs: [...new Set(tree.map((t) => t.cat_slug))],
    subSubSlugs: tree.map((t) => t.subsub_slug),
    boothNames: names.map((row) => row.name),
    cursorAtPage200: deep?.id ?? 1,
  };
}
