import type { Db } from '../db/client.ts';
import type { FileStorage } from '../modules/media/storage.ts';

/**
 * A vertical's demo data (its listings, their pictures, their own rows: a clinic's tariffs and appointment book),
 * declared in its folder, verticals/<key>/<key>.seed.ts, and found there (apps/api/scripts/index-files.mjs, ADR 0130):
 * the demo seed (seed.ts) runs every one found, in their `order`, after the demo accounts and before the stories that
 * walk between verticals (the agent's seller, the city tour, the accounts' history).
 */
export interface VerticalSeed {
  /** The vertical's key (its folder). */
  key: string;
  /**
   * Its place among the verticals' demo seeds, lowest first. Not the vertical's rank: the demo's rows are numbered in
   * the order they are written (listings, files, notifications), so the seeds keep the order seed.ts ran them in when
   * it named them (ads 1, expert 2, work 3, advertise 4, clinic 5, lawyer 6, booth 7) and a fresh demo has the same
   * ids as before. A new vertical takes the next number.
   */
  order: number;
  /** Writes what is missing (a database that has the vertical's demo keeps it); answers how many records it made. */
  run(db: Db, storage?: FileStorage): Promise<number>;
}

/** Declares a vertical's demo seed (the file's one `export const … = defineVerticalSeed(…)`, found by its folder). */
export function defineVerticalSeed(seed: VerticalSeed): VerticalSeed {
  return seed;
}
