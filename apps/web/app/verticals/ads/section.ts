import type { VerticalSection } from '../../lib/listings/define-vertical.ts';

/**
 * Classified ads: /ads.
 * What the site's shell reads of this vertical (lib/sections.ts: the header's and the home page's sections) without
 * its forms; index.ts declares the rest of it on top of this.
 */
export const adsSection: VerticalSection = {
  rank: 2,
  path: 'ads',
  section: 'ads',
  icon: 'ads',
};

export default adsSection;
