import { SITE_SETTING_GROUP, SITE_TEXT_GROUP } from '@shahrbazar/domain/api/app.schema';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categoryEnglish } from './category-trees-en.ts';
import { CATEGORY_TREES, type SeedCategory } from './category-trees.ts';
import { IRAN_STATES } from './iran-cities.ts';
import { packageEnglish } from './packages-en.ts';
import { DEMO_PACKAGES } from './packages.ts';
import { englishPlaceName } from './place-names-en.ts';
import { SITE_SETTINGS } from './settings.ts';
import { SITE_SETTINGS_EN, SITE_TEXTS_EN } from './site-texts-en.ts';
import { SITE_TEXTS } from './site-texts.ts';

// ADR 0045: the seeded names and texts get their English values beside the Persian ones. A value is filled only
// where the row still has the seeded Persian text and no English value yet: a manager's English value, or a row a
// manager renamed in Persian (whose seeded English would no longer fit), is left alone. Idempotent, runs at start.

type Row = readonly [key: string, fa: string, en: string];

/**
 * `UPDATE table SET en = v.en FROM (VALUES ...) v WHERE table.key = v.key AND table.fa = v.fa AND table.en = ''`,
 * with `where` narrowing the rows further (an option group). Answers how many rows it filled.
 */
async function fill(
  db: Db,
  table: string,
  columns: { key: string; fa: string; en: string },
  rows: readonly Row[],
  where: SQL = sql`true`,
): Promise<number> {
  const wanted = rows.filter(([, , en]) => en !== '');
  if (wanted.length === 0) return 0;
  const t = sql.identifier(table);
  const [key, fa, en] = [sql.identifier(columns.key), sql.identifier(columns.fa), sql.identifier(columns.en)];
  const values = sql.join(
    wanted.map(([k, f, e]) => sql`(${k}::text, ${f}::text, ${e}::text)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    update ${t} set ${en} = v.en
    from (values ${values}) as v(key, fa, en)
    where ${t}.${key} = v.key and ${t}.${fa} = v.fa and ${t}.${en} = '' and ${where}`);
  return (
    (result as { affectedRows?: number; rowCount?: number }).affectedRows ??
    (result as { rowCount?: number }).rowCount ??
    0
  );
}

/** Every node of the starter trees at one level (0 first, 1 sub, 2 sub-sub). */
function nodesAt(level: number): SeedCategory[] {
  let nodes: SeedCategory[] = Object.values(CATEGORY_TREES).flat();
  for (let depth = 0; depth < level; depth += 1) nodes = nodes.flatMap((node) => node.children ?? []);
  return nodes;
}

const CATEGORY_TABLES = ['general_categories', 'general_sub_categories', 'general_sub_sub_categories'] as const;

/** Fills the English values of the seeded catalogue names and site texts that have none. */
export async function seedEnglishValues(db: Db): Promise<number> {
  let filled = 0;
  for (const [level, table] of CATEGORY_TABLES.entries()) {
    const nodes = nodesAt(level);
    const english = (node: SeedCategory) => categoryEnglish(node.slug);
    filled += await fill(
      db,
      table,
      { key: 'slug', fa: 'title', en: 'title_en' },
      nodes.map((node) => [node.slug, node.title, english(node)?.title ?? '']),
    );
    if (level < 2) {
      filled += await fill(
        db,
        table,
        { key: 'slug', fa: 'description', en: 'description_en' },
        nodes.map((node) => [node.slug, node.description ?? '', english(node)?.description ?? '']),
      );
    }
  }

  filled += await fill(
    db,
    'states',
    { key: 'slug', fa: 'name', en: 'name_en' },
    IRAN_STATES.map((state) => [state.slug, state.name, englishPlaceName(state.slug)]),
  );
  filled += await fill(
    db,
    'cities',
    { key: 'slug', fa: 'name', en: 'name_en' },
    IRAN_STATES.flatMap((state) => state.cities.map((city) => [city.slug, city.name, englishPlaceName(city.slug)])),
  );

  const packages = DEMO_PACKAGES.flatMap((demo) => {
    const english = packageEnglish(demo.title, demo.categoryTitle);
    return english ? [{ demo, english }] : [];
  });
  filled += await fill(
    db,
    'packages',
    { key: 'title', fa: 'title', en: 'title_en' },
    packages.map(({ demo, english }) => [demo.title, demo.title, english.title]),
  );
  filled += await fill(
    db,
    'packages',
    { key: 'title', fa: 'category_title', en: 'category_title_en' },
    packages.map(({ demo, english }) => [demo.title, demo.categoryTitle, english.categoryTitle]),
  );
  filled += await fill(
    db,
    'packages',
    { key: 'title', fa: 'description', en: 'description_en' },
    packages.map(({ demo, english }) => [demo.title, demo.description, english.description]),
  );

  filled += await fill(
    db,
    'options',
    { key: 'name', fa: 'content', en: 'content_en' },
    SITE_TEXTS.map(([name, , content]) => [name, content, SITE_TEXTS_EN[name] ?? '']),
    sql`"options"."group" = ${SITE_TEXT_GROUP}`,
  );
  filled += await fill(
    db,
    'options',
    { key: 'name', fa: 'content', en: 'content_en' },
    SITE_SETTINGS.map(([name, , content]) => [name, content, SITE_SETTINGS_EN[name] ?? '']),
    sql`"options"."group" = ${SITE_SETTING_GROUP}`,
  );
  return filled;
}
