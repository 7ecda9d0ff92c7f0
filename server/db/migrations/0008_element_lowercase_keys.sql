-- Structure lists search and sort by lower(name) / lower(description): stored as generated columns,
-- so a searched page stops lowercasing each match twice; the order and trigram indexes move onto them.
DROP INDEX "departments_org_name_order_idx";--> statement-breakpoint
DROP INDEX "departments_name_trgm_idx";--> statement-breakpoint
DROP INDEX "departments_description_trgm_idx";--> statement-breakpoint
DROP INDEX "employee_types_org_name_order_idx";--> statement-breakpoint
DROP INDEX "employee_types_name_trgm_idx";--> statement-breakpoint
DROP INDEX "employee_types_description_trgm_idx";--> statement-breakpoint
DROP INDEX "job_titles_org_name_order_idx";--> statement-breakpoint
DROP INDEX "job_titles_name_trgm_idx";--> statement-breakpoint
DROP INDEX "job_titles_description_trgm_idx";--> statement-breakpoint
DROP INDEX "projects_org_name_order_idx";--> statement-breakpoint
DROP INDEX "projects_name_trgm_idx";--> statement-breakpoint
DROP INDEX "projects_description_trgm_idx";--> statement-breakpoint
DROP INDEX "sub_departments_org_name_order_idx";--> statement-breakpoint
DROP INDEX "sub_departments_name_trgm_idx";--> statement-breakpoint
DROP INDEX "sub_departments_description_trgm_idx";--> statement-breakpoint
DROP INDEX "teams_org_name_order_idx";--> statement-breakpoint
DROP INDEX "teams_name_trgm_idx";--> statement-breakpoint
DROP INDEX "teams_description_trgm_idx";--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "description_key" text GENERATED ALWAYS AS (lower(description)) STORED;--> statement-breakpoint
ALTER TABLE "employee_types" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
ALTER TABLE "employee_types" ADD COLUMN "description_key" text GENERATED ALWAYS AS (lower(description)) STORED;--> statement-breakpoint
ALTER TABLE "job_titles" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
ALTER TABLE "job_titles" ADD COLUMN "description_key" text GENERATED ALWAYS AS (lower(description)) STORED;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "description_key" text GENERATED ALWAYS AS (lower(description)) STORED;--> statement-breakpoint
ALTER TABLE "sub_departments" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
ALTER TABLE "sub_departments" ADD COLUMN "description_key" text GENERATED ALWAYS AS (lower(description)) STORED;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "description_key" text GENERATED ALWAYS AS (lower(description)) STORED;--> statement-breakpoint
CREATE INDEX "departments_org_name_key_order_idx" ON "departments" USING btree ("organization_id","name_key","id");--> statement-breakpoint
CREATE INDEX "departments_name_key_trgm_idx" ON "departments" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "departments_description_key_trgm_idx" ON "departments" USING gin ("description_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employee_types_org_name_key_order_idx" ON "employee_types" USING btree ("organization_id","name_key","id");--> statement-breakpoint
CREATE INDEX "employee_types_name_key_trgm_idx" ON "employee_types" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employee_types_description_key_trgm_idx" ON "employee_types" USING gin ("description_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_titles_org_name_key_order_idx" ON "job_titles" USING btree ("organization_id","name_key","id");--> statement-breakpoint
CREATE INDEX "job_titles_name_key_trgm_idx" ON "job_titles" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_titles_description_key_trgm_idx" ON "job_titles" USING gin ("description_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_org_name_key_order_idx" ON "projects" USING btree ("organization_id","name_key","id");--> statement-breakpoint
CREATE INDEX "projects_name_key_trgm_idx" ON "projects" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_description_key_trgm_idx" ON "projects" USING gin ("description_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sub_departments_org_name_key_order_idx" ON "sub_departments" USING btree ("organization_id","name_key","id");--> statement-breakpoint
CREATE INDEX "sub_departments_name_key_trgm_idx" ON "sub_departments" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sub_departments_description_key_trgm_idx" ON "sub_departments" USING gin ("description_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teams_org_name_key_order_idx" ON "teams" USING btree ("organization_id","name_key","id");--> statement-breakpoint
CREATE INDEX "teams_name_key_trgm_idx" ON "teams" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teams_description_key_trgm_idx" ON "teams" USING gin ("description_key" gin_trgm_ops);