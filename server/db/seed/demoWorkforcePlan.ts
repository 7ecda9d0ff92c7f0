import { and, eq } from 'drizzle-orm';
import { annualCostOf, checkTable } from '../../../src/domain/estimation';
import { DEMO_DESIGNATION_MAPPINGS, DEMO_PLAN_WORKBOOKS } from '../../../src/domain/demo';
import { nameKey } from '../../../src/domain/workforcePlan';
import { packSheet } from '../../estimation/sheetCodec';
import { sheetWorkbook } from '../../estimation/workbooks';
import { costings, designationMappings, estimationFiles, fteProfiles, jobTitles } from '../schema';
import type { DemoSeeder } from './demo';

/** The demo workforce plan (src/domain/demo/workforcePlan): department workbooks with costs, and a mapping. */
const seedWorkforcePlan: DemoSeeder = async (db, { organizationId, ownerId }) => {
  const ids = new Map<string, number>();
  for (const workbook of DEMO_PLAN_WORKBOOKS) {
    const [profile] = await db
      .select()
      .from(fteProfiles)
      .where(and(eq(fteProfiles.organizationId, organizationId), eq(fteProfiles.fteName, workbook.profile)));
    if (!profile) continue;
    const check = checkTable(workbook.rows());
    if (check.errors.length || !check.table || !check.header)
      throw new Error(`the demo workbook ${workbook.fileName} is not valid`);
    const bytes = await sheetWorkbook(check.table, workbook.sheetName);
    const [file] = await db
      .insert(estimationFiles)
      .values({
        organizationId,
        category: profile.scope,
        elementId: profile.elementId,
        fteProfileId: profile.id,
        fte: profile.fte,
        country: profile.country,
        fileType: workbook.fileType,
        fileName: workbook.fileName,
        sourceFileId: workbook.source ? (ids.get(workbook.source) ?? null) : null,
        uploadedBy: ownerId,
        createdDate: workbook.createdDate,
        byteSize: bytes.length,
        fileBase64: bytes.toString('base64'),
        rowCount: check.table.length - 1,
        designations: check.header.designations.map((d) => d.name),
        sheet: await packSheet(JSON.stringify(check.table)),
        warnings: check.warnings,
      })
      .returning({ id: estimationFiles.id });
    ids.set(workbook.fileName, file.id);
    for (const { designationName, breakdown } of workbook.costs)
      await db.insert(costings).values({
        organizationId,
        fileId: file.id,
        designationName,
        cost: annualCostOf(breakdown),
        breakdown,
        createdBy: ownerId,
      });
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
