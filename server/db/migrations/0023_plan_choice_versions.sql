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