import type { DetailParts } from '../../lib/listings/define-vertical.ts';
import { BoothDetailFacts } from './booth-facts.tsx';

/**
 * A booth's own facts: loaded by its own page only (verticals/detail-parts.ts).
 */
export const detailParts: DetailParts = { DetailFacts: BoothDetailFacts };
