import { toAsciiDigits } from '../format/number.ts';

// Zero-width joiners and non-joiners, and every Unicode space (\s covers NBSP, U+2000-U+200A, U+202F, U+3000, BOM),
// become one ASCII space: «لپ‌تاپ» and «لپ تاپ» must find each other.
const SPACES = /[\s\u200B-\u200D\u2060]+/g;
// Direction marks carry no letter; removing them (not spacing) keeps «‏سلام» equal to «سلام».
const DIRECTION_MARKS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
// Tatweel (kashida) and the Arabic diacritics: harakat, tanwin, shadda, sukun, superscript alef, Quranic marks.
const MARKS = /\u0640|[\u064B-\u065F]|\u0670|[\u06D6-\u06DC]|[\u06DF-\u06E8]|[\u06EA-\u06ED]/g;
// The ezafe is written «ۀ» (U+06C0) or «هٔ» (ه and a hamza above, a diacritic dropped below); ۀ is folded to ه too,
// so both spellings are one word. ۀ is U+06D5 + U+0654 canonically, so NFKC composes it again: it is folded after.
const LETTERS: Record<string, string> = { ي: 'ی', ى: 'ی', ك: 'ک', ۀ: 'ه' };

/**
 * Normalises text for search, the same way on write (the stored search column) and on query: Arabic ي/ى/ك to Persian
 * ی/ک, the ezafe ۀ and هٔ to ه, Persian and Arabic digits to ASCII, zero-width and space variants to one space, no tatweel or diacritics,
 * trimmed, Latin lowercased. NFKC first folds presentation forms (ﻻ, ﮐ) and full-width Latin to plain letters.
 */
export function normalizeForSearch(text: string): string {
  return toAsciiDigits(text.normalize('NFKC'))
    .replace(/[يىكۀ]/g, (letter) => LETTERS[letter] ?? letter)
    .replace(DIRECTION_MARKS, '')
    .replace(MARKS, '')
    .replace(SPACES, ' ')
    .trim()
    .toLowerCase();
}
