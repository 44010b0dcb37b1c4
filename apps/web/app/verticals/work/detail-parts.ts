import type { DetailParts } from '../../lib/listings/define-vertical.ts';
import { WorkDetailActions, WorkDetailFacts } from './work-facts.tsx';

/**
 * A job's own facts, and its «apply»: loaded by its own page only (verticals/detail-parts.ts).
 */
export const detailParts: DetailParts = { DetailFacts: WorkDetailFacts, DetailActions: WorkDetailActions };
