-- Every write to a structure list moves its organisation's version (list_versions), in the same
-- transaction as the write: a server that kept a page at an older version reads it again. Row-level,
-- so organisations never wait for each other's versions; TRUNCATE moves every organisation's.
CREATE OR REPLACE FUNCTION "tawazun_list_written"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "list_versions" ("list", "organization_id", "version") VALUES (TG_TABLE_NAME, OLD."organization_id", 1)
    ON CONFLICT ("list", "organization_id") DO UPDATE SET "version" = "list_versions"."version" + 1;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."organization_id" <> OLD."organization_id") THEN
    INSERT INTO "list_versions" ("list", "organization_id", "version") VALUES (TG_TABLE_NAME, NEW."organization_id", 1)
    ON CONFLICT ("list", "organization_id") DO UPDATE SET "version" = "list_versions"."version" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tawazun_list_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "list_versions" ("list", "organization_id", "version") SELECT TG_TABLE_NAME, "id", 1 FROM "organizations"
  ON CONFLICT ("list", "organization_id") DO UPDATE SET "version" = "list_versions"."version" + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "departments_list_written" AFTER INSERT OR UPDATE OR DELETE ON "departments" FOR EACH ROW EXECUTE FUNCTION "tawazun_list_written"();
--> statement-breakpoint
CREATE TRIGGER "departments_list_truncated" AFTER TRUNCATE ON "departments" FOR EACH STATEMENT EXECUTE FUNCTION "tawazun_list_truncated"();
--> statement-breakpoint
CREATE TRIGGER "employee_types_list_written" AFTER INSERT OR UPDATE OR DELETE ON "employee_types" FOR EACH ROW EXECUTE FUNCTION "tawazun_list_written"();
--> statement-breakpoint
CREATE TRIGGER "employee_types_list_truncated" AFTER TRUNCATE ON "employee_types" FOR EACH STATEMENT EXECUTE FUNCTION "tawazun_list_truncated"();
--> statement-breakpoint
CREATE TRIGGER "job_titles_list_written" AFTER INSERT OR UPDATE OR DELETE ON "job_titles" FOR EACH ROW EXECUTE FUNCTION "tawazun_list_written"();
--> statement-breakpoint
CREATE TRIGGER "job_titles_list_truncated" AFTER TRUNCATE ON "job_titles" FOR EACH STATEMENT EXECUTE FUNCTION "tawazun_list_truncated"();
--> statement-breakpoint
CREATE TRIGGER "projects_list_written" AFTER INSERT OR UPDATE OR DELETE ON "projects" FOR EACH ROW EXECUTE FUNCTION "tawazun_list_written"();
--> statement-breakpoint
CREATE TRIGGER "projects_list_truncated" AFTER TRUNCATE ON "projects" FOR EACH STATEMENT EXECUTE FUNCTION "tawazun_list_truncated"();
--> statement-breakpoint
CREATE TRIGGER "sub_departments_list_written" AFTER INSERT OR UPDATE OR DELETE ON "sub_departments" FOR EACH ROW EXECUTE FUNCTION "tawazun_list_written"();
--> statement-breakpoint
CREATE TRIGGER "sub_departments_list_truncated" AFTER TRUNCATE ON "sub_departments" FOR EACH STATEMENT EXECUTE FUNCTION "tawazun_list_truncated"();
--> statement-breakpoint
CREATE TRIGGER "teams_list_written" AFTER INSERT OR UPDATE OR DELETE ON "teams" FOR EACH ROW EXECUTE FUNCTION "tawazun_list_written"();
--> statement-breakpoint
CREATE TRIGGER "teams_list_truncated" AFTER TRUNCATE ON "teams" FOR EACH STATEMENT EXECUTE FUNCTION "tawazun_list_truncated"();