import { normalizeForSearch } from './normalize.ts';

// What the listing search folds beyond normalising (issue 16): Persian spellings of one word that people write either
// way. Kept apart from normalizeForSearch, which also keys tags, cities and packages: folding those would split their
// stored keys from new ones; the listings' search text is rebuilt by its migration instead.

/** Folds normalised text: آ as ا, and the ezafe written ۀ, هٔ or ه‌ی at a word's end as a plain ه. */
export function foldSpelling(normalised: string): string {
  // هٔ is ه with a hamza above, and the hamza is a diacritic normalising already drops; ه‌ی became «ه ی».
  return normalised
    .replace(/آ/g, 'ا')
    .replace(/ۀ/g, 'ه')
    .replace(/ه ی(?= |$)/g, 'ه');
}

/** A query's search words: normalised and folded, at most 6, each at least 2 characters. */
export function searchWordsOf(q: string): string[] {
  return foldSpelling(normalizeForSearch(q))
    .split(' ')
    .filter((word) => word.length >= 2)
    .slice(0, 6);
}

/**
 * A listing's stored search text: its words normalised and folded, then its title once more without spaces, so a
 * query written as one word («لپتاپ») finds a title written as two («لپ تاپ»), as well as the other way round.
 */
export function listingSearchText(title: string, rest: readonly string[]): string {
  const text = foldSpelling(normalizeForSearch([title, ...rest].join(' ')));
  const joined = foldSpelling(normalizeForSearch(title)).replace(/ /g, '');
  return `${text} ${joined}`.trim();
}
