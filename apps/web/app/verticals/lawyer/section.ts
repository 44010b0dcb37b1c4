import type { VerticalSection } from '../../lib/listings/define-vertical.ts';

/**
 * Lawyers: /lawyer (the spec names the lawyer pages but shows no public path; /lawyer follows the other sections).
 * What the site's shell reads of this vertical (lib/sections.ts: the header's and the home page's sections) without
 * its forms; index.ts declares the rest of it on top of this.
 */
export const lawyerSection: VerticalSection = {
  rank: 7,
  path: 'lawyer',
  section: 'lawyer',
  icon: 'lawyer',
};

export default lawyerSection;
