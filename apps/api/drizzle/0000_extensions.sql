-- pg_trgm powers the Persian-normalised search (GIN trigram indexes); drizzle-kit does not create extensions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
