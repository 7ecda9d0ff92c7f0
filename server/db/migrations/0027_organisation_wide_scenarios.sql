CREATE TABLE "workforce_scenario_picks" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"scenario_id" integer NOT NULL,
	"element_kind" text NOT NULL,
	"element_id" integer NOT NULL,
	"file_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workforce_scenarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workforce_scenario_picks" ADD CONSTRAINT "workforce_scenario_picks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workforce_scenario_picks" ADD CONSTRAINT "workforce_scenario_picks_scenario_id_workforce_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."workforce_scenarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workforce_scenario_picks" ADD CONSTRAINT "workforce_scenario_picks_file_id_estimation_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."estimation_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workforce_scenarios" ADD CONSTRAINT "workforce_scenarios_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workforce_scenarios" ADD CONSTRAINT "workforce_scenarios_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workforce_scenario_picks_element_uq" ON "workforce_scenario_picks" USING btree ("scenario_id","element_kind","element_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workforce_scenarios_name_uq" ON "workforce_scenarios" USING btree ("organization_id","name");