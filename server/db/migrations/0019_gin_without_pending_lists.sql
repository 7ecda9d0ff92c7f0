-- Trigram indexes take each save at once instead of a pending list every search reads whole until a
-- vacuum sweeps it (PGlite runs no autovacuum). What is pending now goes into the index here.
ALTER INDEX "departments_name_key_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"departments_name_key_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "departments_description_key_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"departments_description_key_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "employee_types_name_key_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"employee_types_name_key_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "employee_types_description_key_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"employee_types_description_key_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "job_titles_name_key_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"job_titles_name_key_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "job_titles_description_key_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"job_titles_description_key_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "projects_name_key_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"projects_name_key_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "projects_description_key_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"projects_description_key_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "sub_departments_name_key_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"sub_departments_name_key_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "sub_departments_description_key_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"sub_departments_description_key_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "teams_name_key_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"teams_name_key_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "teams_description_key_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"teams_description_key_trgm_idx"'::regclass);