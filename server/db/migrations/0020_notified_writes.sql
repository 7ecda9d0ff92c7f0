-- Who is signed in and what a role may do are read at every request. Each instance keeps those
-- answers until their tables are written; these triggers tell every instance listening on the
-- channel which table was written (server/db/notifiedWrites.ts). One notification per statement
-- and table, sent when its transaction commits; none for a transaction that rolls back.
CREATE OR REPLACE FUNCTION "tawazun_notify_written"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tawazun_written', TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tawazun_notify_users" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "tawazun_notify_written"();--> statement-breakpoint
CREATE TRIGGER "tawazun_notify_refresh_tokens" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "refresh_tokens" FOR EACH STATEMENT EXECUTE FUNCTION "tawazun_notify_written"();--> statement-breakpoint
CREATE TRIGGER "tawazun_notify_role_permissions" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_permissions" FOR EACH STATEMENT EXECUTE FUNCTION "tawazun_notify_written"();--> statement-breakpoint
CREATE TRIGGER "tawazun_notify_permissions" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "permissions" FOR EACH STATEMENT EXECUTE FUNCTION "tawazun_notify_written"();--> statement-breakpoint
CREATE TRIGGER "tawazun_notify_sub_permissions" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sub_permissions" FOR EACH STATEMENT EXECUTE FUNCTION "tawazun_notify_written"();
