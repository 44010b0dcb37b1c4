import type { VerticalSection } from '../../lib/listings/define-vertical.ts';

/**
 * City advertising: /advertise.
 * What the site's shell reads of this vertical (lib/sections.ts: the header's and the home page's sections) without
 * its forms; index.ts declares the rest of it on top of this.
 */
export const advertiseSection: VerticalSection = {
  rank: 3,
  path: 'advertise',
  section: 'advertise',
  icon: 'advertise',
};

export default advertiseSection;
