import type { DetailParts } from '../../lib/listings/define-vertical.ts';
import { AdvertiseDetailExtra, AdvertiseDetailTop } from './advertise-detail.tsx';
import { AdvertiseDetailFacts } from './advertise-facts.tsx';

/**
 * A city ad's own facts, its reward countdown on top and its links under the facts: loaded by its own page only (verticals/detail-parts.ts).
 */
export const detailParts: DetailParts = {
  DetailFacts: AdvertiseDetailFacts,
  DetailTop: AdvertiseDetailTop,
  DetailExtra: AdvertiseDetailExtra,
};
