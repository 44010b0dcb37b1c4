import type { VerticalListing } from '../../lib/listings/define-vertical.ts';

// A lawyer's fields as their page reads them, apart from the owner's form (lawyer-fields.tsx), the answers' card
// (lawyer-card.tsx) and the loader's wording (lawyer-dates.ts, lawyer-rating.ts): the page's chunk of this vertical
// (detail-parts.ts) then carries none of them (ADR 0129), and this module is in that chunk.

/** The lawyer's work experience as the API answers it. */
export function workExperienceOf(listing: VerticalListing | undefined): Record<string, string>[] {
  const list = listing?.lawyerWorkExperience;
  return Array.isArray(list) ? (list as Record<string, string>[]) : [];
}

/** The social handles of a lawyer (spec extraTag.socialMedia). */
export function socialOf(listing: VerticalListing | undefined): Record<'instagram' | 'linkedin' | 'twitter', string> {
  const social = (listing?.extraTag as { socialMedia?: Record<string, string> } | undefined)?.socialMedia ?? {};
  return { instagram: social.instagram ?? '', linkedin: social.linkedin ?? '', twitter: social.twitter ?? '' };
}
