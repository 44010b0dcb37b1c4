import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readMigrations } from './migrate.ts';
import { lockingIndexBuilds } from './migration-rules.ts';

// drizzle's migrator runs the journal's entries in their order and, on a database that has some, only those dated
// after the last one it applied: an entry out of order or dated before its predecessor would be skipped on every
// existing database (several people generating migrations at once can leave the journal so).
const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
  entries: Array<{ idx: number; when: number; tag: string }>;
};

describe('the migrations journal', () => {
  it('lists every migration once, in number order, each dated after the one before', () => {
    journal.entries.forEach((entry, i) => {
      expect(entry.idx, entry.tag).toBe(i);
      expect(entry.tag.startsWith(String(i).padStart(4, '0') + '_'), entry.tag).toBe(true);
      if (i > 0) expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[i - 1]!.when);
    });
  });

  // Every landing with a schema change runs this file: the rule of migration-rules.ts is checked here too (ADR 0089).
  it('builds an index on an existing table CONCURRENTLY, in a migration of its own named …-concurrently', () => {
    expect(lockingIndexBuilds(readMigrations(folder))).toEqual([]);
  });

  it('names exactly the SQL files of the folder', () => {
    const files = fs
      .readdirSync(folder)
      .filter((file) => file.endsWith('.sql'))
      .sort();
    expect(files).toEqual(journal.entries.map((entry) => `${entry.tag}.sql`));
  });
});
