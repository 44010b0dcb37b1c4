import { useTranslation } from '../../lib/use-translation.tsx';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';

// What a professional's page and form both read (ADR 0128), apart from the form's inputs (professional-fields.tsx):
// the page's chunk of a clinic or a lawyer then carries no form input (ADR 0129).

/**
 * The words of a professional (a doctor's clinic, a lawyer: issue 33, ADR 0128): the catalogue part its form and
 * facts read (`listings.verticals.<words>.*`) and its own pages' part (`<words>.*`). Each domain keeps its own words:
 * a doctor's «شماره نظام پزشکی», a lawyer's «شماره پروانه وکالت».
 */
export type ProfessionalWords = 'clinic' | 'lawyer';

/** A text field of a professional as the API answers it ('' when missing). */
export const professionalText = (listing: VerticalListing | undefined, name: string): string => {
  const value = listing?.[name];
  return typeof value === 'string' ? value : '';
};

/** A whole-number field of a professional as the API answers it (the fallback when missing). */
export const professionalNumber = (listing: VerticalListing | undefined, name: string, fallback = 0): number => {
  const value = listing?.[name];
  return typeof value === 'number' ? value : fallback;
};

/** A form field's catalogue word of a professional (`listings.verticals.<words>.<key>`). */
export function useFieldWord(words: ProfessionalWords) {
  const { t } = useTranslation();
  return (key: string) => t(`listings.verticals.${words}.${key}` as 'listings.verticals.clinic.address');
}
