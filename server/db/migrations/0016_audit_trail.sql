ALTER TABLE "audit_log" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "resource" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "record_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "action" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_org_idx" ON "audit_log" USING btree ("organization_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("organization_id","resource","record_id");