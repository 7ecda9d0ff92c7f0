CREATE TABLE "designation_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"designation_key" text NOT NULL,
	"designation" text NOT NULL,
	"job_title_id" integer NOT NULL,
	"mapped_by" integer,
	"mapped_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workforce_plan_choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"element_kind" text NOT NULL,
	"element_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"chosen_by" integer,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "designation_mappings" ADD CONSTRAINT "designation_mappings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designation_mappings" ADD CONSTRAINT "designation_mappings_job_title_id_job_titles_id_fk" FOREIGN KEY ("job_title_id") REFERENCES "public"."job_titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designation_mappings" ADD CONSTRAINT "designation_mappings_mapped_by_users_id_fk" FOREIGN KEY ("mapped_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workforce_plan_choices" ADD CONSTRAINT "workforce_plan_choices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workforce_plan_choices" ADD CONSTRAINT "workforce_plan_choices_file_id_estimation_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."estimation_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workforce_plan_choices" ADD CONSTRAINT "workforce_plan_choices_chosen_by_users_id_fk" FOREIGN KEY ("chosen_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "designation_mappings_key_uq" ON "designation_mappings" USING btree ("organization_id","designation_key");--> statement-breakpoint
CREATE UNIQUE INDEX "workforce_plan_choices_element_uq" ON "workforce_plan_choices" USING btree ("organization_id","element_kind","element_id");