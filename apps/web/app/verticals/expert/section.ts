import type { VerticalSection } from '../../lib/listings/define-vertical.ts';

/**
 * Experts: /expert.
 * What the site's shell reads of this vertical (lib/sections.ts: the header's and the home page's sections) without
 * its forms; index.ts declares the rest of it on top of this.
 */
export const expertSection: VerticalSection = {
  rank: 4,
  path: 'expert',
  section: 'expert',
  icon: 'expert',
};

export default expertSection;
