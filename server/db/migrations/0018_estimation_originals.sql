CREATE TABLE "estimation_originals" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"file_id" integer,
	"file_base64" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "estimation_originals" ADD CONSTRAINT "estimation_originals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimation_originals" ADD CONSTRAINT "estimation_originals_file_id_estimation_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."estimation_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "estimation_originals_file_uq" ON "estimation_originals" USING btree ("file_id");--> statement-breakpoint
-- Written once and read whole: stored uncompressed out of line, as the file was before (0006).
ALTER TABLE "estimation_originals" ALTER COLUMN "file_base64" SET STORAGE EXTERNAL;--> statement-breakpoint
-- Every stored file keeps its original: moved over before the old column goes.
INSERT INTO "estimation_originals" ("organization_id", "file_id", "file_base64", "created_date")
  SELECT "organization_id", "id", "file_base64", "created_date" FROM "estimation_files" ORDER BY "id";--> statement-breakpoint
ALTER TABLE "estimation_files" DROP COLUMN "file_base64";