import type { VerticalSection } from '../../lib/listings/define-vertical.ts';

/**
 * Booths: /booth, the first of the sections.
 * What the site's shell reads of this vertical (lib/sections.ts: the header's and the home page's sections) without
 * its forms; index.ts declares the rest of it on top of this.
 */
export const boothSection: VerticalSection = {
  rank: 1,
  path: 'booth',
  section: 'booth',
  icon: 'booth',
};

export default boothSection;
