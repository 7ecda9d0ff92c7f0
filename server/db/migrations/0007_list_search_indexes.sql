-- Trigram indexes need pg_trgm: bundled with PGlite (loaded in client.ts) and a contrib module of PostgreSQL servers.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "users_org_department_idx";--> statement-breakpoint
CREATE INDEX "departments_org_name_order_idx" ON "departments" USING btree ("organization_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "departments_name_trgm_idx" ON "departments" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "departments_description_trgm_idx" ON "departments" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employee_types_org_name_order_idx" ON "employee_types" USING btree ("organization_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "employee_types_name_trgm_idx" ON "employee_types" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employee_types_description_trgm_idx" ON "employee_types" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_titles_org_name_order_idx" ON "job_titles" USING btree ("organization_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "job_titles_name_trgm_idx" ON "job_titles" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_titles_description_trgm_idx" ON "job_titles" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_org_name_order_idx" ON "projects" USING btree ("organization_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_description_trgm_idx" ON "projects" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sub_departments_org_name_order_idx" ON "sub_departments" USING btree ("organization_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "sub_departments_name_trgm_idx" ON "sub_departments" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sub_departments_description_trgm_idx" ON "sub_departments" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teams_org_name_order_idx" ON "teams" USING btree ("organization_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "teams_name_trgm_idx" ON "teams" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teams_description_trgm_idx" ON "teams" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_org_department_page_idx" ON "users" USING btree ("organization_id","department_id","is_owner","is_active",lower("last_name"),"id");