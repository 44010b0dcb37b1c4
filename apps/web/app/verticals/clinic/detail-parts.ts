import type { DetailParts } from '../../lib/listings/define-vertical.ts';
import { ClinicDetailFacts } from './clinic-facts.tsx';
import { ClinicDetailActions, ClinicDetailExtra } from './clinic-profile.tsx';

/**
 * A doctor's own facts, booking and tariffs: loaded by its own page only (verticals/detail-parts.ts).
 */
export const detailParts: DetailParts = {
  DetailFacts: ClinicDetailFacts,
  DetailActions: ClinicDetailActions,
  DetailExtra: ClinicDetailExtra,
};
