-- Versions of each organisation's structure lists, moved by the triggers of 0010 (server/db/listVersions.ts).
CREATE TABLE "list_versions" (
	"list" text NOT NULL,
	"organization_id" integer NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "list_versions_list_organization_id_pk" PRIMARY KEY("list","organization_id")
);
