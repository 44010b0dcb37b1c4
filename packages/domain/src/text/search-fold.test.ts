import { describe, expect, it } from 'vitest';
import { foldSpelling, listingSearchText, searchWordsOf } from './search-fold.ts';

/** Whether a listing with this title is found by this query (every word somewhere in its search text). */
const finds = (title: string, query: string) =>
  searchWordsOf(query).every((word) => listingSearchText(title, []).includes(word));

describe('the listing search folding', () => {
  it('folds آ as ا and the ezafe ۀ, هٔ and ه‌ی as ه', () => {
    expect(foldSpelling('آب معدنی')).toBe('اب معدنی');
    expect(foldSpelling('خانۀ ویلایی')).toBe('خانه ویلایی');
    expect(foldSpelling('خانه ی ویلایی')).toBe('خانه ویلایی');
    // A ی that starts a word is kept.
    expect(foldSpelling('خانه یک طبقه')).toBe('خانه یک طبقه');
  });

  it('finds a title whatever spelling the query uses', () => {
    expect(finds('آپارتمان نوساز', 'اپارتمان')).toBe(true);
    expect(finds('خانهٔ ویلایی', 'خانه‌ی ویلایی')).toBe(true);
    expect(finds('خانه‌ی ویلایی', 'خانۀ')).toBe(true);
    expect(finds('لپ تاپ ایسوس', 'لپتاپ')).toBe(true);
    expect(finds('لپ‌تاپ ایسوس', 'لپتاپ ايسوس')).toBe(true);
    expect(finds('لپتاپ ایسوس', 'لپ تاپ')).toBe(true);
    expect(finds('لپ تاپ ایسوس', 'گوشی')).toBe(false);
  });

  it('keeps at most six words of two characters or more', () => {
    expect(searchWordsOf('a ب پژو ۲۰۶ سفید تمیز بی رنگ کم کار')).toEqual(['پژو', '206', 'سفید', 'تمیز', 'بی', 'رنگ']);
  });
});
