-- Names compare by the key of domain/sameName.ts (case, invisible characters and compatibility
-- forms aside): the structure lists' stored name key becomes that key, and the unique indexes of
-- structure and role names move onto it. Names saved before that only look alike ("Finance" and
-- "Fin\u200bance") cannot both stay: the later one is renamed "<name> (<id>)" so the two can
-- be told apart, and the indexes created.
DROP INDEX "departments_name_uq";--> statement-breakpoint
ALTER TABLE "departments" DROP COLUMN "name_key";--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(btrim(regexp_replace(regexp_replace(normalize(regexp_replace(name, '[\u00ad-\u00ad\u034f-\u034f\u061c-\u061c\u115f-\u1160\u17b4-\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164-\u3164\ufe00-\ufe0f\ufeff-\ufeff\uffa0-\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]', '', 'g'), NFKC), '[\u0009\u000a\u000b\u000c\u000d\u0085\u1680\u2028\u2029\u2800]', ' ', 'g'), ' +', ' ', 'g'), ' '))) STORED;--> statement-breakpoint
UPDATE "departments" SET "name" = "name" || ' (' || "id" || ')', "name_ar" = NULL WHERE EXISTS (SELECT 1 FROM "departments" "earlier" WHERE "earlier"."organization_id" = "departments"."organization_id" AND coalesce("earlier"."parent_id", 0) = coalesce("departments"."parent_id", 0) AND "earlier"."name_key" = "departments"."name_key" AND "earlier"."id" < "departments"."id");--> statement-breakpoint
CREATE INDEX "departments_org_name_key_order_idx" ON "departments" USING btree ("organization_id","name_key","id");--> statement-breakpoint
CREATE INDEX "departments_name_key_trgm_idx" ON "departments" USING gin ("name_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE UNIQUE INDEX "departments_name_uq" ON "departments" USING btree ("organization_id",coalesce("parent_id", 0),"name_key");--> statement-breakpoint
DROP INDEX "employee_types_name_uq";--> statement-breakpoint
ALTER TABLE "employee_types" DROP COLUMN "name_key";--> statement-breakpoint
ALTER TABLE "employee_types" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(btrim(regexp_replace(regexp_replace(normalize(regexp_replace(name, '[\u00ad-\u00ad\u034f-\u034f\u061c-\u061c\u115f-\u1160\u17b4-\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164-\u3164\ufe00-\ufe0f\ufeff-\ufeff\uffa0-\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]', '', 'g'), NFKC), '[\u0009\u000a\u000b\u000c\u000d\u0085\u1680\u2028\u2029\u2800]', ' ', 'g'), ' +', ' ', 'g'), ' '))) STORED;--> statement-breakpoint
UPDATE "employee_types" SET "name" = "name" || ' (' || "id" || ')', "name_ar" = NULL WHERE EXISTS (SELECT 1 FROM "employee_types" "earlier" WHERE "earlier"."organization_id" = "employee_types"."organization_id" AND coalesce("earlier"."parent_id", 0) = coalesce("employee_types"."parent_id", 0) AND "earlier"."name_key" = "employee_types"."name_key" AND "earlier"."id" < "employee_types"."id");--> statement-breakpoint
CREATE INDEX "employee_types_org_name_key_order_idx" ON "employee_types" USING btree ("organization_id","name_key","id");--> statement-breakpoint
CREATE INDEX "employee_types_name_key_trgm_idx" ON "employee_types" USING gin ("name_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE UNIQUE INDEX "employee_types_name_uq" ON "employee_types" USING btree ("organization_id",coalesce("parent_id", 0),"name_key");--> statement-breakpoint
DROP INDEX "job_titles_name_uq";--> statement-breakpoint
ALTER TABLE "job_titles" DROP COLUMN "name_key";--> statement-breakpoint
ALTER TABLE "job_titles" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(btrim(regexp_replace(regexp_replace(normalize(regexp_replace(name, '[\u00ad-\u00ad\u034f-\u034f\u061c-\u061c\u115f-\u1160\u17b4-\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164-\u3164\ufe00-\ufe0f\ufeff-\ufeff\uffa0-\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]', '', 'g'), NFKC), '[\u0009\u000a\u000b\u000c\u000d\u0085\u1680\u2028\u2029\u2800]', ' ', 'g'), ' +', ' ', 'g'), ' '))) STORED;--> statement-breakpoint
UPDATE "job_titles" SET "name" = "name" || ' (' || "id" || ')', "name_ar" = NULL WHERE EXISTS (SELECT 1 FROM "job_titles" "earlier" WHERE "earlier"."organization_id" = "job_titles"."organization_id" AND coalesce("earlier"."parent_id", 0) = coalesce("job_titles"."parent_id", 0) AND "earlier"."name_key" = "job_titles"."name_key" AND "earlier"."id" < "job_titles"."id");--> statement-breakpoint
CREATE INDEX "job_titles_org_name_key_order_idx" ON "job_titles" USING btree ("organization_id","name_key","id");--> statement-breakpoint
CREATE INDEX "job_titles_name_key_trgm_idx" ON "job_titles" USING gin ("name_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE UNIQUE INDEX "job_titles_name_uq" ON "job_titles" USING btree ("organization_id",coalesce("parent_id", 0),"name_key");--> statement-breakpoint
DROP INDEX "projects_name_uq";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "name_key";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(btrim(regexp_replace(regexp_replace(normalize(regexp_replace(name, '[\u00ad-\u00ad\u034f-\u034f\u061c-\u061c\u115f-\u1160\u17b4-\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164-\u3164\ufe00-\ufe0f\ufeff-\ufeff\uffa0-\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]', '', 'g'), NFKC), '[\u0009\u000a\u000b\u000c\u000d\u0085\u1680\u2028\u2029\u2800]', ' ', 'g'), ' +', ' ', 'g'), ' '))) STORED;--> statement-breakpoint
UPDATE "projects" SET "name" = "name" || ' (' || "id" || ')', "name_ar" = NULL WHERE EXISTS (SELECT 1 FROM "projects" "earlier" WHERE "earlier"."organization_id" = "projects"."organization_id" AND coalesce("earlier"."sub_department_id", 0) = coalesce("projects"."sub_department_id", 0) AND "earlier"."name_key" = "projects"."name_key" AND "earlier"."id" < "projects"."id");--> statement-breakpoint
CREATE INDEX "projects_org_name_key_order_idx" ON "projects" USING btree ("organization_id","name_key","id");--> statement-breakpoint
CREATE INDEX "projects_name_key_trgm_idx" ON "projects" USING gin ("name_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE UNIQUE INDEX "projects_name_uq" ON "projects" USING btree ("organization_id",coalesce("sub_department_id", 0),"name_key");--> statement-breakpoint
DROP INDEX "sub_departments_name_uq";--> statement-breakpoint
ALTER TABLE "sub_departments" DROP COLUMN "name_key";--> statement-breakpoint
ALTER TABLE "sub_departments" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(btrim(regexp_replace(regexp_replace(normalize(regexp_replace(name, '[\u00ad-\u00ad\u034f-\u034f\u061c-\u061c\u115f-\u1160\u17b4-\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164-\u3164\ufe00-\ufe0f\ufeff-\ufeff\uffa0-\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]', '', 'g'), NFKC), '[\u0009\u000a\u000b\u000c\u000d\u0085\u1680\u2028\u2029\u2800]', ' ', 'g'), ' +', ' ', 'g'), ' '))) STORED;--> statement-breakpoint
UPDATE "sub_departments" SET "name" = "name" || ' (' || "id" || ')', "name_ar" = NULL WHERE EXISTS (SELECT 1 FROM "sub_departments" "earlier" WHERE "earlier"."organization_id" = "sub_departments"."organization_id" AND coalesce("earlier"."department_id", 0) = coalesce("sub_departments"."department_id", 0) AND "earlier"."name_key" = "sub_departments"."name_key" AND "earlier"."id" < "sub_departments"."id");--> statement-breakpoint
CREATE INDEX "sub_departments_org_name_key_order_idx" ON "sub_departments" USING btree ("organization_id","name_key","id");--> statement-breakpoint
CREATE INDEX "sub_departments_name_key_trgm_idx" ON "sub_departments" USING gin ("name_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE UNIQUE INDEX "sub_departments_name_uq" ON "sub_departments" USING btree ("organization_id",coalesce("department_id", 0),"name_key");--> statement-breakpoint
DROP INDEX "teams_name_uq";--> statement-breakpoint
ALTER TABLE "teams" DROP COLUMN "name_key";--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(btrim(regexp_replace(regexp_replace(normalize(regexp_replace(name, '[\u00ad-\u00ad\u034f-\u034f\u061c-\u061c\u115f-\u1160\u17b4-\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164-\u3164\ufe00-\ufe0f\ufeff-\ufeff\uffa0-\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]', '', 'g'), NFKC), '[\u0009\u000a\u000b\u000c\u000d\u0085\u1680\u2028\u2029\u2800]', ' ', 'g'), ' +', ' ', 'g'), ' '))) STORED;--> statement-breakpoint
UPDATE "teams" SET "name" = "name" || ' (' || "id" || ')', "name_ar" = NULL WHERE EXISTS (SELECT 1 FROM "teams" "earlier" WHERE "earlier"."organization_id" = "teams"."organization_id" AND coalesce("earlier"."project_id", 0) = coalesce("teams"."project_id", 0) AND "earlier"."name_key" = "teams"."name_key" AND "earlier"."id" < "teams"."id");--> statement-breakpoint
CREATE INDEX "teams_org_name_key_order_idx" ON "teams" USING btree ("organization_id","name_key","id");--> statement-breakpoint
CREATE INDEX "teams_name_key_trgm_idx" ON "teams" USING gin ("name_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE UNIQUE INDEX "teams_name_uq" ON "teams" USING btree ("organization_id",coalesce("project_id", 0),"name_key");--> statement-breakpoint
DROP INDEX "roles_name_uq";--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(btrim(regexp_replace(regexp_replace(normalize(regexp_replace(name, '[\u00ad-\u00ad\u034f-\u034f\u061c-\u061c\u115f-\u1160\u17b4-\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164-\u3164\ufe00-\ufe0f\ufeff-\ufeff\uffa0-\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]', '', 'g'), NFKC), '[\u0009\u000a\u000b\u000c\u000d\u0085\u1680\u2028\u2029\u2800]', ' ', 'g'), ' +', ' ', 'g'), ' '))) STORED;--> statement-breakpoint
UPDATE "roles" SET "name" = "name" || ' (' || "id" || ')', "name_ar" = NULL WHERE EXISTS (SELECT 1 FROM "roles" "earlier" WHERE "earlier"."organization_id" = "roles"."organization_id" AND "earlier"."name_key" = "roles"."name_key" AND "earlier"."id" < "roles"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_uq" ON "roles" USING btree ("organization_id","name_key");
--> statement-breakpoint
ALTER TABLE "designation_mappings" DROP CONSTRAINT "designation_mappings_job_title_id_job_titles_id_fk";
--> statement-breakpoint
ALTER TABLE "workforce_plan_choices" DROP CONSTRAINT "workforce_plan_choices_file_id_estimation_files_id_fk";
--> statement-breakpoint
ALTER TABLE "designation_mappings" ALTER COLUMN "job_title_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "workforce_plan_choices" ALTER COLUMN "file_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "designation_mappings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "workforce_plan_choices" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "designation_mappings" ADD CONSTRAINT "designation_mappings_job_title_id_job_titles_id_fk" FOREIGN KEY ("job_title_id") REFERENCES "public"."job_titles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workforce_plan_choices" ADD CONSTRAINT "workforce_plan_choices_file_id_estimation_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."estimation_files"("id") ON DELETE set null ON UPDATE no action;