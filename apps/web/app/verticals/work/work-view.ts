import type { VerticalListing } from '../../lib/listings/define-vertical.ts';

// A job's fields as the API answers them, read by its page, its form and its loader's words (work-words.ts): apart
// from the wording, so a visitor's page downloads neither the people enumerations nor the price's wording (ADR 0129).

/** A job's salary in toman (0 = «توافقی»), as the API answers it. */
export function jobSalary(listing: VerticalListing): number {
  return typeof listing.salary === 'number' ? listing.salary : 0;
}

/** A text field of a job as the API answers it ('' when missing). */
export const jobText = (listing: VerticalListing | undefined, name: string): string => {
  const value = listing?.[name];
  return typeof value === 'string' ? value : '';
};
