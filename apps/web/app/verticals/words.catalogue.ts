import adsEn from './ads/words.en.json';
import adsFa from './ads/words.fa.json';
import advertiseEn from './advertise/words.en.json';
import advertiseFa from './advertise/words.fa.json';
import boothEn from './booth/words.en.json';
import boothFa from './booth/words.fa.json';
import clinicEn from './clinic/words.en.json';
import clinicFa from './clinic/words.fa.json';
import expertEn from './expert/words.en.json';
import expertFa from './expert/words.fa.json';
import lawyerEn from './lawyer/words.en.json';
import lawyerFa from './lawyer/words.fa.json';
import workEn from './work/words.en.json';
import workFa from './work/words.fa.json';
import type { VerticalWords } from './words.ts';

// Each vertical's words, declared in its own folder (verticals/<key>/words.{fa,en}.json, issue 29) and gathered here
// into one part of the catalogue (`verticalWords.<key>`, locales/catalogues.ts): the generic pages read them with
// useVerticalWords. Every vertical declares every word in both locales (checked by the compiler here and by
// words.test.ts).

/** Persian, the catalogue part `verticalWords`. */
export const faVerticalWords = {
  verticalWords: {
    ads: adsFa,
    booth: boothFa,
    advertise: advertiseFa,
    expert: expertFa,
    work: workFa,
    clinic: clinicFa,
    lawyer: lawyerFa,
  } satisfies Record<string, VerticalWords>,
};

/** English, the same keys. */
export const enVerticalWords = {
  verticalWords: {
    ads: adsEn,
    booth: boothEn,
    advertise: advertiseEn,
    expert: expertEn,
    work: workEn,
    clinic: clinicEn,
    lawyer: lawyerEn,
  } satisfies Record<string, VerticalWords>,
};
