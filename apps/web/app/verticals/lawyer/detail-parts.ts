import type { DetailParts } from '../../lib/listings/define-vertical.ts';
import { LawyerDetailFacts } from './lawyer-facts.tsx';
import { LawyerDetailActions, LawyerDetailExtra } from './lawyer-profile.tsx';

/**
 * A lawyer's own facts, booking and tariffs: loaded by its own page only (verticals/detail-parts.ts).
 */
export const detailParts: DetailParts = {
  DetailFacts: LawyerDetailFacts,
  DetailActions: LawyerDetailActions,
  DetailExtra: LawyerDetailExtra,
};
