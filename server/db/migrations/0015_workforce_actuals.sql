CREATE TABLE "workforce_actuals" (
	"organization_id" integer NOT NULL,
	"team_id" integer,
	"sub_department_id" integer,
	"department_id" integer,
	"designation_id" integer,
	"people" integer NOT NULL,
	CONSTRAINT "workforce_actuals_group_uq" UNIQUE NULLS NOT DISTINCT("organization_id","team_id","sub_department_id","department_id","designation_id")
);
--> statement-breakpoint
-- The counts follow every statement on users, in its transaction: the people it added (its new rows)
-- less those it took away (its old rows), grouped, so a statement that moves no one counts nothing
-- and a bulk import is one aggregate. Groups are written in key order (two statements lock them in
-- the same order) and the groups left empty go.
CREATE FUNCTION "workforce_actuals_written"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its event has.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "workforce_actuals" AS a ("organization_id", "team_id", "sub_department_id", "department_id", "designation_id", "people")
    SELECT "organization_id", "team_id", "sub_department_id", "department_id", "designation_id", count(*)::int FROM "new_people" WHERE "is_active" AND NOT "is_owner" AND "organization_id" IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT "workforce_actuals_group_uq" DO UPDATE SET "people" = a."people" + excluded."people";
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "workforce_actuals" AS a ("organization_id", "team_id", "sub_department_id", "department_id", "designation_id", "people")
    SELECT "organization_id", "team_id", "sub_department_id", "department_id", "designation_id", -count(*)::int FROM "old_people" WHERE "is_active" AND NOT "is_owner" AND "organization_id" IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT "workforce_actuals_group_uq" DO UPDATE SET "people" = a."people" + excluded."people";
  ELSE
    INSERT INTO "workforce_actuals" AS a ("organization_id", "team_id", "sub_department_id", "department_id", "designation_id", "people")
    SELECT "organization_id", "team_id", "sub_department_id", "department_id", "designation_id", sum("n")::int FROM (
      SELECT "organization_id", "team_id", "sub_department_id", "department_id", "designation_id", -1 AS "n" FROM "old_people" WHERE "is_active" AND NOT "is_owner" AND "organization_id" IS NOT NULL
      UNION ALL
      SELECT "organization_id", "team_id", "sub_department_id", "department_id", "designation_id", 1 FROM "new_people" WHERE "is_active" AND NOT "is_owner" AND "organization_id" IS NOT NULL
    ) AS "moves"
    GROUP BY 1, 2, 3, 4, 5 HAVING sum("n") <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT "workforce_actuals_group_uq" DO UPDATE SET "people" = a."people" + excluded."people";
  END IF;
  DELETE FROM "workforce_actuals" WHERE "people" <= 0 AND "organization_id" IN (SELECT "organization_id" FROM "old_people");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "workforce_actuals_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "workforce_actuals";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_inserted_actuals" AFTER INSERT ON "users" REFERENCING NEW TABLE AS "new_people" FOR EACH STATEMENT EXECUTE FUNCTION "workforce_actuals_written"();
--> statement-breakpoint
CREATE TRIGGER "users_updated_actuals" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS "old_people" NEW TABLE AS "new_people" FOR EACH STATEMENT EXECUTE FUNCTION "workforce_actuals_written"();
--> statement-breakpoint
CREATE TRIGGER "users_deleted_actuals" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "old_people" FOR EACH STATEMENT EXECUTE FUNCTION "workforce_actuals_written"();
--> statement-breakpoint
CREATE TRIGGER "users_truncated_actuals" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "workforce_actuals_truncated"();
--> statement-breakpoint
INSERT INTO "workforce_actuals" ("organization_id", "team_id", "sub_department_id", "department_id", "designation_id", "people")
SELECT "organization_id", "team_id", "sub_department_id", "department_id", "designation_id", count(*)::int
FROM "users" WHERE "is_active" AND NOT "is_owner" AND "organization_id" IS NOT NULL
GROUP BY 1, 2, 3, 4, 5;
