import { and, eq } from 'drizzle-orm';
import { DEMO_DESIGNATION_MAPPINGS, DEMO_PLAN_WORKBOOKS } from '@domain/demo';
import { insertWorkbook, seedCosts, storedWorkbook } from './demoWorkbook';
import { nameKey, SCOPE_OF_KIND, type PlanElementKind } from '@domain/workforcePlan';
import { designationMappings, fteProfiles, jobTitles, workforcePlanChoices, workforcePlanHistory } from '../db/schema';
import type { DemoSeeder } from './types';

/** The demo workforce plan (domain/demo/workforcePlan): department workbooks with costs, and a mapping. */
const seedWorkforcePlan: DemoSeeder = async (db, { organizationId, ownerId }) => {
  const ids = new Map<string, number>();
  for (const workbook of DEMO_PLAN_WORKBOOKS) {
    const [profile] = await db
      .select()
      .from(fteProfiles)
      .where(and(eq(fteProfiles.organizationId, organizationId), eq(fteProfiles.fteName, workbook.profile)));
    if (!profile) continue;
    const stored = await storedWorkbook(workbook.rows(), workbook.sheetName, workbook.fileName);
    const fileId = await insertWorkbook(
      db,
      {
        organizationId,
        category: profile.scope,
        elementId: profile.elementId,
        fteProfileId: profile.id,
        fte: profile.fte,
        country: profile.country,
        fileType: workbook.fileType,
        sourceFileId: workbook.source ? (ids.get(workbook.source) ?? null) : null,
        uploadedBy: ownerId,
        createdDate: workbook.createdDate,
      },
      stored,
    );
    ids.set(workbook.fileName, fileId);
    await seedCosts(db, { organizationId, fileId, ownerId }, workbook.costs);
    if (workbook.promoted) {
      const kind = Object.entries(SCOPE_OF_KIND).find(([, scope]) => scope === profile.scope)![0] as PlanElementKind;
      const element = {
        organizationId,
        elementKind: kind,
        elementId: profile.elementId ?? 0,
        fileId,
        ...workbook.promoted,
      };
      await db.insert(workforcePlanChoices).values({ ...element, chosenBy: ownerId, version: 1 });
      await db
        .insert(workforcePlanHistory)
        .values({ ...element, fileName: workbook.fileName, promotedBy: ownerId, promotedAt: workbook.createdDate });
    }
  }
  for (const { designation, jobTitle } of DEMO_DESIGNATION_MAPPINGS) {
    const [title] = await db
      .select({ id: jobTitles.id })
      .from(jobTitles)
      .where(and(eq(jobTitles.organizationId, organizationId), eq(jobTitles.name, jobTitle)));
    if (title)
      await db.insert(designationMappings).values({
        organizationId,
        designationKey: nameKey(designation),
        designation,
        jobTitleId: title.id,
        mappedBy: ownerId,
      });
  }
};

export const workforcePlanSeeders: DemoSeeder[] = [seedWorkforcePlan];
