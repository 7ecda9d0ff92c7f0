-- The permission catalogue of DESIGN §4; ids match domain/permissions.ts.
INSERT INTO "permissions" ("id", "name") VALUES
  (1, 'Organization FTE'),
  (2, 'Department FTE'),
  (3, 'Sub-Department FTE'),
  (4, 'Project FTE'),
  (5, 'Team FTE'),
  (6, 'Job Title FTE'),
  (7, 'Employee Type'),
  (8, 'Department'),
  (9, 'Sub-Department'),
  (10, 'Project'),
  (11, 'Team'),
  (12, 'Job Title'),
  (13, 'Employee'),
  (14, 'Employees Detail'),
  (15, 'Roles Detail'),
  (16, 'Estimation Details'),
  (17, 'Estimation Report'),
  (18, 'Costing');
--> statement-breakpoint
INSERT INTO "sub_permissions" ("id", "name") VALUES
  (1, 'View'),
  (2, 'Add'),
  (3, 'Edit'),
  (4, 'Delete');
