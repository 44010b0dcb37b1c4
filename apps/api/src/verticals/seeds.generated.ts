// Written by apps/api/scripts/index-files.mjs from the files src/verticals/<key>/<key>.seed.ts (ADR 0130): do not edit.
// It is written again before every build, start and test; a new vertical or table needs only its own file.

import type { VerticalSeed } from '../seed/vertical-seed.ts';
import { adsSeed } from './ads/ads.seed.ts';
import { advertiseSeed } from './advertise/advertise.seed.ts';
import { boothSeed } from './booth/booth.seed.ts';
import { clinicSeed } from './clinic/clinic.seed.ts';
import { expertSeed } from './expert/expert.seed.ts';
import { lawyerSeed } from './lawyer/lawyer.seed.ts';
import { workSeed } from './work/work.seed.ts';

/** Every vertical's demo seed found in its folder, in the folders' order (seeds.ts orders them). */
export const FOUND_SEEDS: readonly VerticalSeed[] = [
  adsSeed,
  advertiseSeed,
  boothSeed,
  clinicSeed,
  expertSeed,
  lawyerSeed,
  workSeed,
];
