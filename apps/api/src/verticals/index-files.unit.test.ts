import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getTableName, isTable } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the API's (no types); it is what the build, start and test run.
import { indexFiles, writeIndexFiles } from '../../scripts/index-files.mjs';
import type * as Registry from './registry.ts';
import type * as Seeds from './seeds.ts';
import type * as History from '../seed/demo-history.ts';

// Issue 33 item 3 on the API's side (ADR 0130): the verticals, their demo seeds and the tables are lists written from
// the folders, so a vertical written into src/verticals/<key>/ alone is registered, its table is in the schema and its
// demo is seeded with no other edit.
const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const src = fileURLToPath(new URL('../', import.meta.url));

type Texts = Record<string, string>;
const texts = (folder: string): Texts => (indexFiles as (src: string) => Texts)(folder);

describe("the API's lists of verticals, demo seeds and tables", () => {
  it('are what the folders say (the checkout holds them as the build writes them)', () => {
    for (const [file, text] of Object.entries(texts(src))) {
      expect(readFileSync(path.join(src, file), 'utf8'), file).toBe(text);
    }
  });

  it('name every vertical folder and every table file of the checkout', () => {
    const {
      'verticals/registry.generated.ts': registry,
      'verticals/seeds.generated.ts': seeds,
      'db/schema.ts': schema,
    } = texts(src);
    for (const key of ['ads', 'advertise', 'booth', 'clinic', 'expert', 'lawyer', 'work']) {
      expect(registry).toContain(`from './${key}/${key}.vertical.ts'`);
      expect(seeds).toContain(`from './${key}/${key}.seed.ts'`);
    }
    expect(schema).toContain("from '../modules/listings/listing.table.ts'");
    expect(schema).toContain("from '../verticals/lawyer/projects/project.table.ts'");
  });
});

describe('a vertical written into its own folder alone (the API)', () => {
  // Written into a copy of the API's src in a temporary folder, never into the checkout: npm test type-checks, lints
  // and builds the checkout beside the unit tests (ADR 0125).
  const copy = mkdtempSync(path.join(os.tmpdir(), 'shahrbazar-throwaway-api-'));
  const copySrc = path.join(copy, 'apps', 'api', 'src');
  const folder = path.join(copySrc, 'verticals', 'throwaway');
  let written: string[] = [];

  beforeAll(() => {
    // The copy links to the checkout's files but the two folders whose lists are written and the registry that reads
    // one (imports resolve to the real files, so the modules are those the other tests load, not a second copy).
    const linkAllBut = (from: string, to: string, own: readonly string[]) => {
      mkdirSync(to, { recursive: true });
      for (const name of readdirSync(from)) {
        if (!own.includes(name)) symlinkSync(path.join(from, name), path.join(to, name));
      }
    };
    linkAllBut(src, copySrc, ['db', 'verticals']);
    linkAllBut(path.join(src, 'db'), path.join(copySrc, 'db'), ['schema.ts']);
    linkAllBut(path.join(src, 'verticals'), path.join(copySrc, 'verticals'), [
      'registry.ts',
      'registry.generated.ts',
      'seeds.ts',
      'seeds.generated.ts',
    ]);
    for (const file of ['registry.ts', 'seeds.ts']) {
      cpSync(path.join(src, 'verticals', file), path.join(copySrc, 'verticals', file));
    }
    symlinkSync(path.join(repo, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    mkdirSync(folder);
    // An expert's declaration, table and demo seed under another key, rank, table name and seed order.
    const expert = path.join(src, 'verticals', 'expert');
    const rename = (text: string) =>
      text
        .replaceAll('expertVertical', 'throwawayVertical')
        .replaceAll('expertDetails', 'throwawayDetails')
        .replaceAll('expertSeed', 'throwawaySeed')
        .replaceAll("'expert_details'", "'throwaway_details'")
        .replaceAll("key: 'expert'", "key: 'throwaway'")
        .replace(/rank: \d+/, 'rank: 99')
        .replace(/order: \d+/, 'order: 99')
        .replaceAll('./expert.table.ts', './throwaway.table.ts')
        .replaceAll('./expert.vertical.ts', './throwaway.vertical.ts');
    writeFileSync(
      path.join(folder, 'throwaway.vertical.ts'),
      rename(readFileSync(path.join(expert, 'expert.vertical.ts'), 'utf8')),
    );
    writeFileSync(
      path.join(folder, 'throwaway.table.ts'),
      rename(readFileSync(path.join(expert, 'expert.table.ts'), 'utf8')),
    );
    // With a scene of the demo accounts' history of its own (VerticalSeed.history), after the others by its place.
    writeFileSync(
      path.join(folder, 'throwaway.seed.ts'),
      rename(readFileSync(path.join(expert, 'expert.seed.ts'), 'utf8')).replace(
        'defineVerticalSeed({',
        'defineVerticalSeed({ history: { place: 70, run: () => Promise.resolve(0) },',
      ),
    );
    written = (writeIndexFiles as (src: string) => string[])(copySrc);
  });

  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('is written into the three lists by the step every build, start and test runs first', () => {
    expect(written.sort()).toEqual(['db/schema.ts', 'verticals/registry.generated.ts', 'verticals/seeds.generated.ts']);
  });

  it('is in the registry, after the others by its rank, and its table is in the schema', async () => {
    const { VERTICALS, VERTICAL_REGISTRY } = (await import(
      pathToFileURL(path.join(copySrc, 'verticals', 'registry.ts')).href
    )) as typeof Registry;
    expect(VERTICAL_REGISTRY.get('throwaway')?.detail?.table).toBeDefined();
    expect(VERTICALS.map((vertical) => vertical.key)).toEqual([
      'booth',
      'ads',
      'advertise',
      'expert',
      'work',
      'clinic',
      'lawyer',
      'throwaway',
    ]);
    const schema = (await import(pathToFileURL(path.join(copySrc, 'db', 'schema.ts')).href)) as Record<string, unknown>;
    const table = schema.throwawayDetails;
    expect(isTable(table) && getTableName(table)).toBe('throwaway_details');
    // Its own bound (ADR 0111): the registry loads every vertical's code, a few seconds quiet, ten times that on a busy
    // machine.
  }, 180_000);

  it('has its demo seeded after the others by its order, which keeps theirs (and so the demo ids)', async () => {
    const { VERTICAL_SEEDS } = (await import(
      pathToFileURL(path.join(copySrc, 'verticals', 'seeds.ts')).href
    )) as typeof Seeds;
    expect(VERTICAL_SEEDS.map((seed) => seed.key)).toEqual([
      'ads',
      'expert',
      'work',
      'advertise',
      'clinic',
      'lawyer',
      'booth',
      'throwaway',
    ]);
    // Its scene is played in the demo history at its place: after the booth's (10), the core's chat, ticket and visits
    // (20 to 40), the lawyer's (50) and the core's reviews (60), which keeps their rows' ids.
    const { historyScenes } = (await import(
      pathToFileURL(path.join(copySrc, 'seed', 'demo-history.ts')).href
    )) as typeof History;
    const scenes = historyScenes(VERTICAL_SEEDS);
    expect(scenes.map((scene) => scene.place)).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(scenes.at(-1)).toBe(VERTICAL_SEEDS.find((seed) => seed.key === 'throwaway')?.history);
    // The seeds bring the demo's pictures (sharp) beside the verticals' code: its own bound, as above.
  }, 180_000);
});
