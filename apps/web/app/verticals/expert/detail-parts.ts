import type { DetailParts } from '../../lib/listings/define-vertical.ts';
import { ExpertDetailFacts } from './expert-facts.tsx';

/**
 * An expert's own facts: loaded by its own page only (verticals/detail-parts.ts).
 */
export const detailParts: DetailParts = { DetailFacts: ExpertDetailFacts };
