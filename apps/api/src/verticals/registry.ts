import type { VerticalDefinition } from '../modules/listings/define-vertical.ts';
import type { VerticalRegistry } from '../modules/listings/listing.mapper.ts';
import { FOUND_VERTICALS } from './registry.generated.ts';

/**
 * Every vertical of the listing core, found by its folder (issue 33 item 3, ADR 0130): verticals/<key>/<key>.vertical.ts
 * declares it; registry.generated.ts is written from the folder listing before every build, start and test. Ordered
 * by each declaration's `rank` (the web's registry has the same order), then by key.
 */
export const VERTICALS: readonly VerticalDefinition[] = [...FOUND_VERTICALS].sort(
  (a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || a.key.localeCompare(b.key),
);

/** The verticals by key. */
export const VERTICAL_REGISTRY: VerticalRegistry = new Map(VERTICALS.map((vertical) => [vertical.key, vertical]));
