import type { ListingVertical } from '@shahrbazar/domain/rules/listing-filter';
import type { VerticalWords } from './words.ts';

// Each vertical's words, declared in its own folder (verticals/<key>/words.{fa,en}.json, issue 29), found by the
// folder listing (ADR 0125) and gathered here into one part of the catalogue (`verticalWords.<key>`,
// locales/catalogues.ts): the generic pages read them with useVerticalWords. Every vertical declares every word in
// both locales (words.test.ts).

/** A vertical's words file (a type, not the interface: the catalogue's parts are plain records of words). */
type WordsFile = { [name in keyof VerticalWords]: string };

/** Each folder's words of one locale, by the folder's name (the vertical's key). */
function byKey(files: Record<string, WordsFile>): Record<ListingVertical, WordsFile> {
  return Object.fromEntries(Object.entries(files).map(([file, words]) => [file.split('/')[1]!, words])) as Record<
    ListingVertical,
    WordsFile
  >;
}

/** Persian, the catalogue part `verticalWords`. */
export const faVerticalWords = {
  verticalWords: byKey(import.meta.glob<WordsFile>('./*/words.fa.json', { eager: true, import: 'default' })),
};

/** English, the same keys. */
export const enVerticalWords = {
  verticalWords: byKey(import.meta.glob<WordsFile>('./*/words.en.json', { eager: true, import: 'default' })),
};
