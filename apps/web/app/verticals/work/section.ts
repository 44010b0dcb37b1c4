import type { VerticalSection } from '../../lib/listings/define-vertical.ts';

/**
 * Jobs: /work.
 * What the site's shell reads of this vertical (lib/sections.ts: the header's and the home page's sections) without
 * its forms; index.ts declares the rest of it on top of this.
 */
export const workSection: VerticalSection = {
  rank: 5,
  path: 'work',
  section: 'work',
  icon: 'work',
};

export default workSection;
