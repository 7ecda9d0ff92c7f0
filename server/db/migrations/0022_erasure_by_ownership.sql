ALTER TABLE "outbox" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "contact_message_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_user_idx" ON "outbox" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbox_contact_message_idx" ON "outbox" USING btree ("contact_message_id");--> statement-breakpoint
CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree (lower("email"));--> statement-breakpoint
-- People erased before this migration (the pseudonym the erasure gave them) are marked erased.
UPDATE "users" SET "erased_at" = coalesce("deactivated_at", now()) WHERE "email" LIKE 'erased-%@erased.invalid' AND "first_name" = 'Erased person' AND NOT "is_active";--> statement-breakpoint
-- Mail already queued names its account: the account that had the address when the mail was written.
UPDATE "outbox" AS o SET "user_id" = u."id" FROM "users" AS u WHERE lower(u."email") = lower(o."recipient") AND o."created_date" >= u."created_date";--> statement-breakpoint
-- A contact message's copy was queued the moment the message was stored, and holds its address and text.
UPDATE "outbox" AS o SET "contact_message_id" = m."id" FROM "contact_messages" AS m WHERE o."user_id" IS NULL AND o."created_date" BETWEEN m."created_date" AND m."created_date" + interval '1 minute' AND strpos(o."body", m."email") > 0 AND strpos(o."body", m."message") > 0;--> statement-breakpoint
-- Exports and erasures named the person in user_id and the caller by email: now the person is the
-- record and user_id who acted (found in the same organisation, the only place they could act).
UPDATE "audit_log" AS a SET "resource" = 'employees', "record_id" = a."user_id", "user_id" = (SELECT u."id" FROM "users" AS u WHERE lower(u."email") = lower(a."actor") AND u."organization_id" = a."organization_id" LIMIT 1) WHERE a."event" IN ('user.exported', 'user.erased') AND a."resource" IS NULL;--> statement-breakpoint
-- Approvals and deactivations: user_id becomes who acted (the account acted upon is the record).
UPDATE "audit_log" AS a SET "user_id" = (SELECT u."id" FROM "users" AS u WHERE lower(u."email") = lower(a."actor") AND (u."organization_id" = a."organization_id" OR u."is_super_admin") LIMIT 1) WHERE a."resource" = 'accounts' AND a."user_id" = a."record_id";--> statement-breakpoint
-- Imports are filed under what they imported.
UPDATE "audit_log" SET "resource" = 'employees' WHERE "event" = 'import.employees' AND "resource" IS NULL;--> statement-breakpoint
UPDATE "audit_log" SET "resource" = "detail"->>'resource' WHERE "event" = 'import.structure' AND "resource" IS NULL;--> statement-breakpoint
-- Entries of an organisation written without the caller's id get it, from the same organisation.
UPDATE "audit_log" AS a SET "user_id" = u."id" FROM "users" AS u WHERE a."user_id" IS NULL AND a."actor" IS NOT NULL AND a."organization_id" IS NOT NULL AND u."organization_id" = a."organization_id" AND lower(u."email") = lower(a."actor");--> statement-breakpoint
-- Sign-in and account events belong to the account's organisation.
UPDATE "audit_log" AS a SET "organization_id" = u."organization_id" FROM "users" AS u WHERE a."organization_id" IS NULL AND a."user_id" = u."id" AND u."organization_id" IS NOT NULL;--> statement-breakpoint
-- What was typed for no account (a password in the wrong field, control characters) is forgotten.
UPDATE "audit_log" SET "actor" = NULL, "detail" = coalesce("detail", '{}'::jsonb) || '{"account":"unknown"}'::jsonb WHERE "user_id" IS NULL AND "organization_id" IS NULL AND "actor" IS NOT NULL AND "event" IN ('login.failure', 'login.blocked', 'password.forgot', 'password.forgot.blocked', 'register.blocked');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_erased_inactive_ck" CHECK ("users"."erased_at" is null or not "users"."is_active");