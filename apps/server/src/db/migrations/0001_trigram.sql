-- Trigram matching for the catalogue text search (GIN indexes on names). PGlite loads the
-- extension's files at open (see db/client.ts); PostgreSQL ships it as contrib (a trusted
-- extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
