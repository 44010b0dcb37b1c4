// Written by apps/api/scripts/index-files.mjs from the folders src/verticals/<key>/<key>.vertical.ts (ADR 0130): do not edit.
// It is written again before every build, start and test; a new vertical or table needs only its own file.

import type { VerticalDefinition } from '../modules/listings/define-vertical.ts';
import { adsVertical } from './ads/ads.vertical.ts';
import { advertiseVertical } from './advertise/advertise.vertical.ts';
import { boothVertical } from './booth/booth.vertical.ts';
import { clinicVertical } from './clinic/clinic.vertical.ts';
import { expertVertical } from './expert/expert.vertical.ts';
import { lawyerVertical } from './lawyer/lawyer.vertical.ts';
import { workVertical } from './work/work.vertical.ts';

/** Every vertical found in its folder, in the folders' order (registry.ts orders them by rank). */
export const FOUND_VERTICALS: readonly VerticalDefinition[] = [
  adsVertical as unknown as VerticalDefinition,
  advertiseVertical as unknown as VerticalDefinition,
  boothVertical as unknown as VerticalDefinition,
  clinicVertical as unknown as VerticalDefinition,
  expertVertical as unknown as VerticalDefinition,
  lawyerVertical as unknown as VerticalDefinition,
  workVertical as unknown as VerticalDefinition,
];
