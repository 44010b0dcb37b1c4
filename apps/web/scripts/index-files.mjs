// The web's list of its verticals' words, written from their folders (issue 33 item 3, ADR 0125, as the API's lists:
// apps/api/scripts/index-files.mjs, ADR 0130). Each vertical declares its words in its folder: words.{fa,en}.json
// (what it calls its people and things, `verticalWords.<key>`) and catalogue.{fa,en}.json (its parts of the catalogue
// at their full paths, e.g. `listings.verticals.<key>`, `sections.<section>`, a part of its own such as `clinic`).
// The catalogue's type is read from those files (a misspelt key fails the typecheck), and a type cannot be read from a
// glob: so the list is a file of static imports, app/verticals/catalogue.generated.ts, written from the folder
// listing before every build, typecheck and test. Nothing lists a vertical by hand.
// `node apps/web/scripts/index-files.mjs` writes the file if it differs; `--check` only says whether it does (exit 1).
// indexFiles(app) gives the texts without writing, for the test that proves a new vertical needs no other edit.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FILE = 'verticals/catalogue.generated.ts';
const LOCALES = ['fa', 'en'];
/** The files a vertical's folder may hold words in, and the name of each in the list. */
const KINDS = [
  { kind: 'words', file: (locale) => `words.${locale}.json`, name: 'Words' },
  { kind: 'catalogue', file: (locale) => `catalogue.${locale}.json`, name: 'Catalogue' },
];

/** `fooBar` for the folder `foo-bar`. */
const camel = (key) => key.replace(/[^A-Za-z0-9]+(.)/g, (_, letter) => letter.toUpperCase());

/** An array of names on one line, or one a line when prettier would break it (printWidth 120). */
function arrayLine(head, names, tail) {
  const line = `${head}[${names.join(', ')}]${tail}`;
  if (line.length <= 120) return line;
  return `${head}[\n${names.map((name) => `  ${name},`).join('\n')}\n]${tail}`;
}

/** The texts of the generated files, by their path relative to `app` (the web's app folder). */
export function indexFiles(app) {
  const verticalsDir = path.join(app, 'verticals');
  const keys = readdirSync(verticalsDir)
    .filter((name) => statSync(path.join(verticalsDir, name)).isDirectory())
    .sort();
  /** Each vertical's file of a kind and locale there is, with the name it is imported as. */
  const found = (kind, locale) =>
    keys.flatMap((key) => {
      const { file, name } = KINDS.find((each) => each.kind === kind);
      if (!existsSync(path.join(verticalsDir, key, file(locale)))) return [];
      return [
        {
          key,
          name: `${camel(key)}${name}${locale[0].toUpperCase()}${locale.slice(1)}`,
          from: `./${key}/${file(locale)}`,
        },
      ];
    });
  const imports = LOCALES.flatMap((locale) => KINDS.flatMap(({ kind }) => found(kind, locale)))
    .sort((a, b) => a.from.localeCompare(b.from))
    .map(({ name, from }) => `import ${name} from '${from}';`);
  const lists = LOCALES.flatMap((locale) => {
    const words = found('words', locale);
    const catalogues = found('catalogue', locale);
    const LOCALE = locale.toUpperCase();
    return [
      '',
      `/** Each vertical's words.${locale}.json, by its key (the folder's name). */`,
      `export const ${LOCALE}_WORDS = {`,
      ...words.map(({ key, name }) => `  ${/^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`}: ${name},`),
      '};',
      '',
      `/** Each vertical's catalogue.${locale}.json, in the folders' order. */`,
      arrayLine(
        `export const ${LOCALE}_CATALOGUES = `,
        catalogues.map(({ name }) => name),
        ' as const;',
      ),
    ];
  });
  const text = [
    '// Written by apps/web/scripts/index-files.mjs from the files app/verticals/<key>/{words,catalogue}.{fa,en}.json',
    '// (ADR 0125): do not edit. It is written again before every build, typecheck and test; a new vertical needs only',
    '// its own files.',
    ...imports,
    ...lists,
    '',
  ].join('\n');
  return { [FILE]: text };
}

/** Writes the generated files that differ from their text; returns the paths written. */
export function writeIndexFiles(app) {
  return Object.entries(indexFiles(app)).flatMap(([file, text]) => {
    const target = path.join(app, file);
    if (existsSync(target) && readFileSync(target, 'utf8') === text) return [];
    writeFileSync(target, text);
    return [file];
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../app');
  if (process.argv.includes('--check')) {
    const stale = Object.entries(indexFiles(app)).filter(
      ([file, text]) => !existsSync(path.join(app, file)) || readFileSync(path.join(app, file), 'utf8') !== text,
    );
    for (const [file] of stale) console.error(`apps/web/app/${file} is not what the folders say: run this script`);
    process.exit(stale.length === 0 ? 0 : 1);
  }
  for (const file of writeIndexFiles(app)) process.stdout.write(`wrote apps/web/app/${file}\n`);
}
