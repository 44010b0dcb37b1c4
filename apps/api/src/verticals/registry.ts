import type { VerticalDefinition } from '../modules/listings/define-vertical.ts';
import type { VerticalRegistry } from '../modules/listings/listing.mapper.ts';
import { adsVertical } from './ads/ads.vertical.ts';
import { advertiseVertical } from './advertise/advertise.vertical.ts';
import { boothVertical } from './booth/booth.vertical.ts';
import { clinicVertical } from './clinic/clinic.vertical.ts';
import { expertVertical } from './expert/expert.vertical.ts';
import { lawyerVertical } from './lawyer/lawyer.vertical.ts';
import { workVertical } from './work/work.vertical.ts';

/** Every vertical of the listing core, in one explicit list (docs/ARCHITECTURE.md: adding a vertical). */
export const VERTICALS: readonly VerticalDefinition[] = [
  boothVertical as unknown as VerticalDefinition,
  adsVertical as unknown as VerticalDefinition,
  advertiseVertical as unknown as VerticalDefinition,
  expertVertical as unknown as VerticalDefinition,
  workVertical as unknown as VerticalDefinition,
  clinicVertical as unknown as VerticalDefinition,
  lawyerVertical as unknown as VerticalDefinition,
];

/** The verticals by key. */
export const VERTICAL_REGISTRY: VerticalRegistry = new Map(VERTICALS.map((vertical) => [vertical.key, vertical]));
