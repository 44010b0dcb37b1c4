import type { DetailParts } from '../../lib/listings/define-vertical.ts';
import { AdDetailFacts } from './ad-facts.tsx';

/**
 * An ad's own facts: loaded by its own page only (verticals/detail-parts.ts).
 */
export const detailParts: DetailParts = { DetailFacts: AdDetailFacts };
