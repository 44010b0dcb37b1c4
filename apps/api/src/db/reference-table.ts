import type { Db } from './client.ts';

// Small reference tables (cities, categories, packages) read on every list request are held in memory per database
// (ADR 0030). Only the app's own database is cached (`attachReferenceCache` in app.ts): a transaction or a database
// no app serves reads through as before. The copy is dropped on every successful write request (every instance, over
// Redis: http/cache-invalidation.ts) and after REFERENCE_TTL_MS at the latest (writes outside HTTP: seeds, scripts).
// A lookup that misses the copy (a row inserted since, by a test's factory) asks the database for that row alone, so
// a stale copy can never hide a new row, and a miss costs what a lookup cost before.

const REFERENCE_TTL_MS = 60_000;

interface Loaded {
  rows: Promise<unknown>;
  at: number;
}

const attached = new WeakMap<Db, Map<string, Loaded>>();

/** Caches reference tables read through this database handle (the app's root handle, never a transaction). */
export function attachReferenceCache(db: Db): void {
  if (!attached.has(db)) attached.set(db, new Map());
}

/** Drops every cached reference table of this database (after a write). */
export function dropReferenceCache(db: Db): void {
  attached.get(db)?.clear();
}

/**
 * A reference table held in memory: `of(db)` answers the loaded value (maps by id and slug, built by `load`), or
 * undefined when `db` is not cached (callers then query as before).
 */
export function referenceTable<T>(name: string, load: (db: Db) => Promise<T>) {
  return {
    async of(db: Db): Promise<T | undefined> {
      const tables = attached.get(db);
      if (!tables) return undefined;
      const now = Date.now();
      let entry = tables.get(name);
      if (!entry || now - entry.at > REFERENCE_TTL_MS) {
        const rows = load(db);
        entry = { rows, at: now };
        tables.set(name, entry);
        // A failed load is not kept: the next request tries again.
        rows.catch(() => {
          if (tables.get(name) === entry) tables.delete(name);
        });
      }
      return entry.rows as Promise<T>;
    },
  };
}

/** Rows by id and by slug. */
export function indexed<R extends { id: number; slug: string }>(rows: R[]) {
  return { byId: new Map(rows.map((row) => [row.id, row])), bySlug: new Map(rows.map((row) => [row.slug, row])) };
}
