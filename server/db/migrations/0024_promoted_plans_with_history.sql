CREATE TABLE "workforce_plan_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"element_kind" text NOT NULL,
	"element_id" integer NOT NULL,
	"file_id" integer,
	"file_name" text NOT NULL,
	"plan_year" integer,
	"note" text,
	"promoted_by" integer,
	"promoted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workforce_plan_choices" ADD COLUMN "plan_year" integer;--> statement-breakpoint
ALTER TABLE "workforce_plan_choices" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "workforce_plan_history" ADD CONSTRAINT "workforce_plan_history_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workforce_plan_history" ADD CONSTRAINT "workforce_plan_history_file_id_estimation_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."estimation_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workforce_plan_history" ADD CONSTRAINT "workforce_plan_history_promoted_by_users_id_fk" FOREIGN KEY ("promoted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workforce_plan_history_element_idx" ON "workforce_plan_history" USING btree ("organization_id","element_kind","element_id","id");--> statement-breakpoint
-- A customised copy no longer becomes the plan of record by itself: where one is today (the default
-- rule picked the latest copy), it is promoted so that no element's figures move.
INSERT INTO "workforce_plan_choices" ("organization_id", "element_kind", "element_id", "file_id", "version")
SELECT "organization_id", "kind", "element", "id", 1 FROM (
  SELECT DISTINCT ON (f."organization_id", f."category", coalesce(f."element_id", 0))
    f."organization_id", coalesce(f."element_id", 0) AS "element", f."id",
    CASE f."category" WHEN 'organization' THEN 'organisation' WHEN 'subdepartment' THEN 'subDepartment' ELSE f."category" END AS "kind"
  FROM "estimation_files" f
  WHERE f."file_type" = 'C' AND f."category" IN ('organization', 'department', 'subdepartment', 'project', 'team')
  ORDER BY f."organization_id", f."category", coalesce(f."element_id", 0), f."created_date" DESC, f."id" DESC
) "latest"
ON CONFLICT ("organization_id", "element_kind", "element_id") DO UPDATE
  SET "file_id" = excluded."file_id", "version" = "workforce_plan_choices"."version" + 1
  WHERE "workforce_plan_choices"."file_id" IS NULL;--> statement-breakpoint
-- The history starts with the plans on record now.
INSERT INTO "workforce_plan_history" ("organization_id", "element_kind", "element_id", "file_id", "file_name", "promoted_by", "promoted_at")
SELECT c."organization_id", c."element_kind", c."element_id", c."file_id", f."file_name", c."chosen_by", c."chosen_at"
FROM "workforce_plan_choices" c JOIN "estimation_files" f ON f."id" = c."file_id";
