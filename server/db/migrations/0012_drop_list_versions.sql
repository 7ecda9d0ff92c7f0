-- PostgreSQL reads list pages fresh: nothing needs the per-list versions any more. The functions go
-- with every trigger that calls them (CASCADE), whichever tables those are.
DROP FUNCTION IF EXISTS "tawazun_list_written"() CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS "tawazun_list_truncated"() CASCADE;--> statement-breakpoint
DROP TABLE "list_versions" CASCADE;
