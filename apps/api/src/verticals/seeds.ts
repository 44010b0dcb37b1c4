import type { VerticalSeed } from '../seed/vertical-seed.ts';
import { FOUND_SEEDS } from './seeds.generated.ts';

/**
 * The verticals' declarations, for the core's services the demo seed calls (a payment, a visit, a review find a
 * vertical's hooks there): the seed (seed/**) reads the verticals through this file only (eslint.config.js).
 */
export { VERTICAL_REGISTRY } from './registry.ts';

/**
 * Every vertical's demo seed, found by its folder (verticals/<key>/<key>.seed.ts; seeds.generated.ts is written from
 * the folder listing before every build, start and test, ADR 0130), in the order each declares (seed/vertical-seed.ts),
 * then by key. The demo seed (seed/seed.ts) runs them one after the other.
 */
export const VERTICAL_SEEDS: readonly VerticalSeed[] = [...FOUND_SEEDS].sort(
  (a, b) => a.order - b.order || a.key.localeCompare(b.key),
);
