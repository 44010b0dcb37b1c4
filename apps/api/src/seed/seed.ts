import type { Database } from '../db/client.ts';
import { insertMissingOptions } from '../modules/app/option.repository.ts';
import { siteTextOptions } from './site-texts.ts';

export interface SeedReport {
  options: number;
}

/**
 * Seeds the demo data. Idempotent: it only inserts what is missing, so it runs at every start and never overwrites
 * what a manager changed in the back office.
 */
export async function seedDemoData(database: Database): Promise<SeedReport> {
  return database.db.transaction(async (tx) => {
    const options = await insertMissingOptions(tx, siteTextOptions());
    return { options };
  });
}
