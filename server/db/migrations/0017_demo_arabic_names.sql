ALTER TABLE "departments" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "employee_types" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "employee_types" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "fte_profiles" ADD COLUMN "fte_name_ar" text;--> statement-breakpoint
ALTER TABLE "job_titles" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "job_titles" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "sub_departments" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "sub_departments" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "description_ar" text;