// Written by apps/web/scripts/index-files.mjs from the files app/verticals/<key>/{words,catalogue}.{fa,en}.json
// (ADR 0125): do not edit. It is written again before every build, typecheck and test; a new vertical needs only
// its own files.
import adsCatalogueEn from './ads/catalogue.en.json';
import adsCatalogueFa from './ads/catalogue.fa.json';
import adsWordsEn from './ads/words.en.json';
import adsWordsFa from './ads/words.fa.json';
import advertiseCatalogueEn from './advertise/catalogue.en.json';
import advertiseCatalogueFa from './advertise/catalogue.fa.json';
import advertiseWordsEn from './advertise/words.en.json';
import advertiseWordsFa from './advertise/words.fa.json';
import boothCatalogueEn from './booth/catalogue.en.json';
import boothCatalogueFa from './booth/catalogue.fa.json';
import boothWordsEn from './booth/words.en.json';
import boothWordsFa from './booth/words.fa.json';
import clinicCatalogueEn from './clinic/catalogue.en.json';
import clinicCatalogueFa from './clinic/catalogue.fa.json';
import clinicWordsEn from './clinic/words.en.json';
import clinicWordsFa from './clinic/words.fa.json';
import expertCatalogueEn from './expert/catalogue.en.json';
import expertCatalogueFa from './expert/catalogue.fa.json';
import expertWordsEn from './expert/words.en.json';
import expertWordsFa from './expert/words.fa.json';
import lawyerCatalogueEn from './lawyer/catalogue.en.json';
import lawyerCatalogueFa from './lawyer/catalogue.fa.json';
import lawyerWordsEn from './lawyer/words.en.json';
import lawyerWordsFa from './lawyer/words.fa.json';
import workCatalogueEn from './work/catalogue.en.json';
import workCatalogueFa from './work/catalogue.fa.json';
import workWordsEn from './work/words.en.json';
import workWordsFa from './work/words.fa.json';

/** Each vertical's words.fa.json, by its key (the folder's name). */
export const FA_WORDS = {
  ads: adsWordsFa,
  advertise: advertiseWordsFa,
  booth: boothWordsFa,
  clinic: clinicWordsFa,
  expert: expertWordsFa,
  lawyer: lawyerWordsFa,
  work: workWordsFa,
};

/** Each vertical's catalogue.fa.json, in the folders' order. */
export const FA_CATALOGUES = [
  adsCatalogueFa,
  advertiseCatalogueFa,
  boothCatalogueFa,
  clinicCatalogueFa,
  expertCatalogueFa,
  lawyerCatalogueFa,
  workCatalogueFa,
] as const;

/** Each vertical's words.en.json, by its key (the folder's name). */
export const EN_WORDS = {
  ads: adsWordsEn,
  advertise: advertiseWordsEn,
  booth: boothWordsEn,
  clinic: clinicWordsEn,
  expert: expertWordsEn,
  lawyer: lawyerWordsEn,
  work: workWordsEn,
};

/** Each vertical's catalogue.en.json, in the folders' order. */
export const EN_CATALOGUES = [
  adsCatalogueEn,
  advertiseCatalogueEn,
  boothCatalogueEn,
  clinicCatalogueEn,
  expertCatalogueEn,
  lawyerCatalogueEn,
  workCatalogueEn,
] as const;
