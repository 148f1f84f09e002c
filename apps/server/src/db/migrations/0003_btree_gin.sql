-- btree_gin lets one GIN index hold a name's trigrams and its trigram count, for the catalogue
-- text search (docs/decisions/023). A trusted extension, like pg_trgm (0001); PGlite loads it at
-- open (db/client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gin;
