// English names of the seeded states and cities (ADR 0045). Slugs are the common Latin spellings of the names
// (seed/iran-cities.ts), so a name is its slug's words capitalised, with the Persian ezafe kept as English maps
// write it ("torbat-e-heydarieh": "Torbat-e Heydarieh") and "and" in lower case; a few names are spelt otherwise.

const SPELT_OTHERWISE: Readonly<Record<string, string>> = {
  'kohgiluyeh-and-boyer-ahmad': 'Kohgiluyeh and Boyer-Ahmad',
  'khomeyni-shahr': 'Khomeyni Shahr',
  'tazeh-kand-e-angut': 'Tazeh Kand-e Angut',
  'bandar-imam-khomeini': 'Bandar Imam Khomeini',
};

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The English name of a seeded state or city from its slug. */
export function englishPlaceName(slug: string): string {
  const spelt = SPELT_OTHERWISE[slug];
  if (spelt) return spelt;
  const words: string[] = [];
  for (const part of slug.split('-')) {
    // The ezafe joins the word before it: "torbat-e heydarieh".
    if ((part === 'e' || part === 'ye') && words.length > 0) words[words.length - 1] += `-${part}`;
    else words.push(part === 'and' ? part : capital(part));
  }
  return words.join(' ');
}
