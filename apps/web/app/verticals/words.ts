import { useTranslation } from '../lib/use-translation.tsx';
import type { fa } from '../locales/catalogues.ts';

/**
 * What a vertical calls the people and things of its pages (issue 29: a doctor is never «فروشنده»), declared in its
 * folder as verticals/<key>/words.{fa,en}.json and read by the generic pages (the listing page, the posting form):
 */
export interface VerticalWords {
  /** Who stands behind a listing, in a sentence («پزشک», "doctor"): «گفتگو با پزشک». */
  person: string;
  /** The same at the start of a sentence or as a heading (English capitalises): the owner's card. */
  Person: string;
  /** What the visitor comes for («ویزیت», "visit"): «پیش از ویزیت بخوانید». */
  thing: string;
  /**
   * Who books the listing's appointment book, in a sentence and at the start of one («بیمار», "patient"; a lawyer's
   * «موکل»): the booking form's «نام و نام خانوادگی بیمار».
   */
  client: string;
  Client: string;
  /** The heading of the owner's other listings («مطب‌های دیگر این پزشک»). */
  others: string;
  /** The heading of similar listings under the page («پزشکان هم‌تخصص در این شهر»). */
  similar: string;
  /** The safety tips under the owner's card. */
  safety1: string;
  safety2: string;
  safety3: string;
  /** The report form's title, and its link for a visitor without a session. */
  report: string;
  reportSignIn: string;
  /** Its words for the report reasons that differ by vertical: a duplicate, and what is gone (sold, a job filled). */
  reportDuplicate: string;
  reportUnavailable: string;
  /** The posting form's hints under the title and the description (an example title of its own). */
  titleHint: string;
  descriptionHint: string;
}

/** The names every vertical declares, in its files' order. */
export const VERTICAL_WORD_NAMES = [
  'person',
  'Person',
  'thing',
  'client',
  'Client',
  'others',
  'similar',
  'safety1',
  'safety2',
  'safety3',
  'report',
  'reportSignIn',
  'reportDuplicate',
  'reportUnavailable',
  'titleHint',
  'descriptionHint',
] as const satisfies ReadonlyArray<keyof VerticalWords>;

/** The verticals that declare words (every vertical of the registry: tested). */
export type WordsKey = keyof (typeof fa)['verticalWords'];

/** A vertical's words from a whole catalogue (a loader's), an unknown key reading as an ad's. */
export function verticalWordsIn(catalogue: typeof fa, key: string | undefined): VerticalWords {
  const all: Record<string, VerticalWords> = catalogue.verticalWords;
  return (key !== undefined ? all[key] : undefined) ?? catalogue.verticalWords.ads;
}

/** A vertical's words in the page's locale (an unknown key reads as an ad's). */
export function useVerticalWords(key: string | undefined): VerticalWords {
  const { t, i18n } = useTranslation();
  const known: WordsKey = key !== undefined && i18n.exists(`verticalWords.${key}.person`) ? (key as WordsKey) : 'ads';
  return t(`verticalWords.${known}`, { returnObjects: true });
}
