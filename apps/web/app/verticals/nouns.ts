import { useTranslation } from '../lib/use-translation.tsx';
import type { fa } from '../locales/catalogues.ts';

/** What the generic pages' words may be about: each vertical's listing, and a booth's product. */
export type NounKey = keyof (typeof fa)['verticalNouns'];

/** The words for it in a sentence (`noun`) and at the start of one (`Noun`; English capitalises). */
export type Nouns = {
  noun: string;
  Noun: string;
};

/**
 * The nouns a generic page's words take for a vertical (`{{noun}}`, `{{Noun}}` in the catalogue): «غرفه» on a booth's
 * pages, «آگهی» on an ad's, «محصول» for a product. Each vertical of the registry has its nouns under
 * `verticalNouns.<key>` in its folder's catalogue.{fa,en}.json (the booth also `product`; tested in registry.test.ts);
 * an unknown key reads as an ad.
 */
export function useNouns(key: string | undefined): Nouns {
  const { t, i18n } = useTranslation();
  const known = key !== undefined && i18n.exists(`verticalNouns.${key}.noun`) ? (key as NounKey) : 'ads';
  return { noun: t(`verticalNouns.${known}.noun`), Noun: t(`verticalNouns.${known}.Noun`) };
}
