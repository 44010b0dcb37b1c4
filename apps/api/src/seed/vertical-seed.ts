import type { Db } from '../db/client.ts';
import type { VerticalRegistry } from '../modules/listings/listing.mapper.ts';
import type { FileStorage } from '../modules/media/storage.ts';
import type { UserRow } from '../modules/users/user.mapper.ts';

/**
 * A vertical's demo data (its listings, their pictures, their own rows: a clinic's tariffs and appointment book),
 * declared in its folder, verticals/<key>/<key>.seed.ts, and found there (apps/api/scripts/index-files.mjs, ADR 0130):
 * the demo seed (seed.ts) runs every one found, in their `order`, after the demo accounts and before the stories that
 * walk between verticals (the agent's seller, the city tour, the accounts' history). What the vertical adds to those
 * stories it declares here too (`agentWork`, `history`), and seed.ts runs it at their moment.
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
  /**
   * What the demo agent did in this vertical for the seller she onboarded (the booth she opened for her): run by
   * seed/demo-agent.ts right after the seller and her document, in the seeds' `order`, before the city tour. Writes
   * what is missing; answers how many records it made.
   */
  agentWork?(db: Db, work: DemoAgentWork): Promise<number>;
  /**
   * The vertical's scene of the demo accounts' lived-in history (the booth's orders and stories, the lawyer's
   * project), played by seed/demo-history.ts among the core's scenes (a chat, a ticket, visits, reviews) in the order
   * of their `place`: what the scenes tell the accounts is marked as read with the rest of the history.
   */
  history?: DemoHistoryScene;
}

/** The demo agent's onboarded seller, as seed/demo-agent.ts made her (her account and her identity document). */
export interface DemoAgentWork {
  /** The demo agent. */
  agent: UserRow;
  /** The seller the agent onboarded (her account's `createdBy` is the agent). */
  seller: UserRow;
  /** The public storage: without one, nothing that needs a picture is made. */
  storage?: FileStorage | undefined;
}

/** Who and what the demo accounts' history is about (seed/demo-history.ts). */
export interface DemoHistory {
  /** The demo customer, whose history it is. */
  customer: UserRow;
  /** The demo manager: the back office. */
  admin: UserRow;
  /** The seller the demo agent onboarded, when she exists. */
  seller: UserRow | undefined;
  /** The public storage: without one, nothing that needs a picture is made. */
  storage?: FileStorage | undefined;
  /** The verticals, for the core's services a scene calls (a payment, a checkout find a vertical's hooks there). */
  registry: VerticalRegistry;
  /** The start's instant: the history's instants are counted from it. */
  now: Date;
}

/** One scene of the demo accounts' history. */
export interface DemoHistoryScene {
  /**
   * Its place among the history's scenes, lowest first: the core's are chat 20, ticket 30, visits 40, reviews 60
   * (seed/demo-history.ts). The history's rows (notifications above all) are numbered in the order they are written,
   * so the places keep the order the history had when it named each scene (booth 10, lawyer 50) and a fresh demo has
   * the same ids as before; a new vertical takes a free place (after 60 leaves every earlier row's id as it is).
   */
  place: number;
  /** Writes the scene when it is missing (each part once); answers how many records it made. */
  run(db: Db, history: DemoHistory): Promise<number>;
}

/** Declares a vertical's demo seed (the file's one `export const … = defineVerticalSeed(…)`, found by its folder). */
export function defineVerticalSeed(seed: VerticalSeed): VerticalSeed {
  return seed;
}
