CREATE TABLE "costings" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"designation_name" text NOT NULL,
	"designation_id" integer,
	"cost" numeric NOT NULL,
	"breakdown" jsonb,
	"created_by" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "costings_cost_ck" CHECK ("costings"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "estimation_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"category" text NOT NULL,
	"element_id" integer,
	"fte_profile_id" integer NOT NULL,
	"fte" numeric NOT NULL,
	"country" text NOT NULL,
	"file_type" text NOT NULL,
	"file_name" text NOT NULL,
	"source_file_id" integer,
	"uploaded_by" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"byte_size" integer NOT NULL,
	"file_base64" text NOT NULL,
	"row_count" integer NOT NULL,
	"designations" jsonb NOT NULL,
	"sheet" text NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "estimation_files_type_ck" CHECK ("estimation_files"."file_type" in ('O', 'C'))
);
--> statement-breakpoint
ALTER TABLE "costings" ADD CONSTRAINT "costings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "costings" ADD CONSTRAINT "costings_file_id_estimation_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."estimation_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "costings" ADD CONSTRAINT "costings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimation_files" ADD CONSTRAINT "estimation_files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimation_files" ADD CONSTRAINT "estimation_files_source_file_id_estimation_files_id_fk" FOREIGN KEY ("source_file_id") REFERENCES "public"."estimation_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimation_files" ADD CONSTRAINT "estimation_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "costings_designation_uq" ON "costings" USING btree ("file_id",lower(trim("designation_name")));--> statement-breakpoint
CREATE INDEX "costings_org_idx" ON "costings" USING btree ("organization_id","file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "estimation_files_name_uq" ON "estimation_files" USING btree ("organization_id",lower("file_name"));--> statement-breakpoint
CREATE INDEX "estimation_files_profile_idx" ON "estimation_files" USING btree ("organization_id","fte_profile_id","file_type");--> statement-breakpoint
CREATE INDEX "estimation_files_element_idx" ON "estimation_files" USING btree ("organization_id","category","element_id");