import type { VerticalSection } from '../../lib/listings/define-vertical.ts';

/**
 * Clinics and doctors: /doctor, entered with a full browser navigation (spec).
 * What the site's shell reads of this vertical (lib/sections.ts: the header's and the home page's sections) without
 * its forms; index.ts declares the rest of it on top of this.
 */
export const clinicSection: VerticalSection = {
  rank: 6,
  path: 'doctor',
  section: 'doctor',
  icon: 'doctor',
  reloadDocument: true,
};

export default clinicSection;
