import { defineConfig } from 'drizzle-kit';

// Used only to GENERATE migrations (`npm run db:generate -w @shahrbazar/api`); they are applied from code at
// start-up or by `npm run migrate` (src/db/migrate.ts), on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
