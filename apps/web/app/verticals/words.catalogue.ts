import type { VerticalWords } from './words.ts';
import { EN_CATALOGUES, EN_WORDS, FA_CATALOGUES, FA_WORDS } from './catalogue.generated.ts';

// Every word a vertical declares, in its own folder, gathered here into parts of the catalogue (locales/catalogues.ts
// merges them deeply into the shared parts). Found by the folder listing (ADR 0125): catalogue.generated.ts, a list
// of static imports written from the folders before every build, typecheck and test (apps/web/scripts/index-files.mjs),
// so the catalogue's type, and with it every key a page reads, is checked against the files.
// - words.{fa,en}.json (issue 29): what the vertical calls its people and things, as `verticalWords.<key>`, read by the
//   generic pages with useVerticalWords. Every vertical declares every word in both locales (words.test.ts).
// - catalogue.{fa,en}.json: the vertical's other words at their full paths: its group of a shared group
//   (`listings.verticals.<key>`, `sections.<section>`, `sectionAds.sections.<key>`, `settings.seo.types.<section>`,
//   `verticalNouns.<key>`) and parts of its own (`clinic`, `lawyerProjects`, `booths`): the keys the pages read are
//   the same wherever the words are kept.

/** A vertical's words file (a type, not the interface: the catalogue's parts are plain records of words). */
type WordsFile = { [name in keyof VerticalWords]: string };

/** The Persian parts: `verticalWords`, then each vertical's catalogue.fa.json. */
export const FA_VERTICAL_PARTS = [
  { verticalWords: FA_WORDS satisfies Record<string, WordsFile> },
  ...FA_CATALOGUES,
] as const;

/** English, the same keys. */
export const EN_VERTICAL_PARTS = [
  { verticalWords: EN_WORDS satisfies Record<string, WordsFile> },
  ...EN_CATALOGUES,
] as const;
