// The API's two lists written from its folders (issue 33 item 3, ADR 0130): nothing lists a vertical or a table by
// hand. The API is bundled by esbuild and run by tsx, and neither expands a glob at run time, so the lists are files
// written from the folder listing, before every build, start, test and migration generation:
// - src/verticals/registry.generated.ts: each vertical's declaration, `export const <name>Vertical = defineVertical(`
//   in src/verticals/<key>/<key>.vertical.ts;
// - src/verticals/seeds.generated.ts: each vertical's demo seed, `export const <name>Seed = defineVerticalSeed(` in
//   src/verticals/<key>/<key>.seed.ts (a vertical may have none);
// - src/db/schema.ts: every table, `export const <name> = pgTable(` in any src/**/<name>.table.ts, the list drizzle
//   builds its typed queries from and drizzle-kit reads to generate a migration.
// `node apps/api/scripts/index-files.mjs` writes the files that differ; `--check` only says which differ (exit 1).
// indexFiles(src) gives the texts without writing, for the test that proves a new vertical needs no other edit.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HEAD = (what) =>
  `// Written by apps/api/scripts/index-files.mjs from ${what} (ADR 0130): do not edit.\n` +
  `// It is written again before every build, start and test; a new vertical or table needs only its own file.\n`;

/** Every file below a folder whose name passes the test, as sorted POSIX paths relative to the folder. */
function filesBelow(dir, test, prefix = '') {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const relative = prefix + name;
      if (isFolder(path.join(dir, name))) return filesBelow(path.join(dir, name), test, `${relative}/`);
      return test(name) ? [relative] : [];
    });
}

/** A folder, or a link to one. */
const isFolder = (file) => statSync(file).isDirectory();

/** The names a file exports as `export const <name> = <call>(`, in the file's order. */
function exportedCalls(file, call) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(new RegExp(`^export const (\\w+) = ${call}\\b`, 'gm'))].map((match) => match[1]);
}

/** An `export { a, b } from '…'` line, or lines when prettier would break it (printWidth 120). */
function exportLine(names, from) {
  const line = `export { ${names.join(', ')} } from '${from}';`;
  if (line.length <= 120) return line;
  return `export {\n${names.map((name) => `  ${name},`).join('\n')}\n} from '${from}';`;
}

/** The texts of the generated files, by their path relative to `src` (the API's src folder). */
export function indexFiles(src) {
  const verticalsDir = path.join(src, 'verticals');
  const keys = readdirSync(verticalsDir)
    .filter((name) => isFolder(path.join(verticalsDir, name)))
    .sort();
  /** The one `export const … = <call>(` of each verticals/<key>/<key>.<kind>.ts there is. */
  const declared = (kind, call) =>
    keys.flatMap((key) => {
      const file = path.join(verticalsDir, key, `${key}.${kind}.ts`);
      if (!existsSync(file)) return [];
      const names = exportedCalls(file, `${call}(?:<[^\\n]*>)?`);
      if (names.length !== 1) {
        throw new Error(`verticals/${key}/${key}.${kind}.ts must export one \`const … = ${call}(…)\``);
      }
      return [{ key, name: names[0] }];
    });
  const verticals = declared('vertical', 'defineVertical');
  const registry = [
    HEAD('the folders src/verticals/<key>/<key>.vertical.ts'),
    `import type { VerticalDefinition } from '../modules/listings/define-vertical.ts';`,
    ...verticals.map(({ key, name }) => `import { ${name} } from './${key}/${key}.vertical.ts';`),
    '',
    "/** Every vertical found in its folder, in the folders' order (registry.ts orders them by rank). */",
    'export const FOUND_VERTICALS: readonly VerticalDefinition[] = [',
    ...verticals.map(({ name }) => `  ${name} as unknown as VerticalDefinition,`),
    '];',
    '',
  ].join('\n');

  const seeds = declared('seed', 'defineVerticalSeed');
  const seedList = [
    HEAD('the files src/verticals/<key>/<key>.seed.ts'),
    `import type { VerticalSeed } from '../seed/vertical-seed.ts';`,
    ...seeds.map(({ key, name }) => `import { ${name} } from './${key}/${key}.seed.ts';`),
    '',
    "/** Every vertical's demo seed found in its folder, in the folders' order (seeds.ts orders them). */",
    'export const FOUND_SEEDS: readonly VerticalSeed[] = [',
    ...seeds.map(({ name }) => `  ${name},`),
    '];',
    '',
  ].join('\n');

  const tables = filesBelow(src, (name) => name.endsWith('.table.ts'))
    .map((file) => ({ file, names: exportedCalls(path.join(src, file), 'pgTable') }))
    .filter(({ names }) => names.length > 0);
  const schema = [
    HEAD('every src/**/*.table.ts'),
    '// The drizzle schema: every table of every module and vertical (drizzle-kit reads this file to generate migrations,',
    '// and the typed query API is built from it). Each module owns its tables (ADR 0127).',
    ...tables.map(({ file, names }) => exportLine(names, `../${file}`)),
    '',
  ].join('\n');

  return {
    'verticals/registry.generated.ts': registry,
    'verticals/seeds.generated.ts': seedList,
    'db/schema.ts': schema,
  };
}

/** Writes the generated files that differ from their text; returns the paths written. */
export function writeIndexFiles(src) {
  return Object.entries(indexFiles(src)).flatMap(([file, text]) => {
    const target = path.join(src, file);
    if (existsSync(target) && readFileSync(target, 'utf8') === text) return [];
    writeFileSync(target, text);
    return [file];
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
  if (process.argv.includes('--check')) {
    const stale = Object.entries(indexFiles(src)).filter(
      ([file, text]) => !existsSync(path.join(src, file)) || readFileSync(path.join(src, file), 'utf8') !== text,
    );
    for (const [file] of stale) console.error(`apps/api/src/${file} is not what the folders say: run this script`);
    process.exit(stale.length === 0 ? 0 : 1);
  }
  for (const file of writeIndexFiles(src)) process.stdout.write(`wrote apps/api/src/${file}\n`);
}
