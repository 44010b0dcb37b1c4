import { trustOf } from '@shahrbazar/domain/rules/trust';
import type { ShownTrust } from './verified-badge.tsx';

// Apart from the badge (verified-badge.tsx), and called by loaders: the rule and the identity levels it reads are
// ~1.6 KB (brotli) of script a page need not run to draw a badge (ADR 0129).

/**
 * The trust of what rests on a person's identity alone, when only their level is known: a person's public profile, a
 * product's booth (spec: a booth is verified from authLevel level 1), by the one rule.
 */
export const identityTrust = (authLevel: number | null | undefined): ShownTrust =>
  trustOf([], { ownerAuthLevel: authLevel ?? 0 });
