-- Custom migration (drizzle-kit cannot express trigram indexes).
-- Ticket search: full text runs on the generated, GIN-indexed search_vector (0003). Ticket numbers
-- and partial words (infix: "00012", "undin") are matched with ILIKE, which pg_trgm GIN indexes
-- make fast on PostgreSQL. Embedded PGlite ships pg_trgm only when the extension is registered
-- with PGlite.create; where it is not available this migration skips the trigram indexes and the
-- same ILIKE queries run without them (fine at embedded sizes). A PGlite data dir that has
-- pg_trgm installed must always be opened with the extension registered.
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN others THEN
    RAISE NOTICE 'pg_trgm not available (%); ticket search runs without trigram indexes', SQLERRM;
  END;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS support_tickets_number_trgm_idx ON support_tickets USING gin (ticket_number gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS support_tickets_text_trgm_idx ON support_tickets USING gin ((title || '' '' || description) gin_trgm_ops)';
  END IF;
END
$$;
