import { and, eq } from 'drizzle-orm';
import { annualCostOf, checkTable } from '../../../src/domain/estimation';
import { DEMO_WORKBOOK, demoCosts, demoWorkbookRows } from '../../../src/domain/demo';
import { packSheet } from '../../estimation/sheetCodec';
import { sheetWorkbook } from '../../estimation/workbooks';
import { costings, estimationFiles, fteProfiles } from '../schema';
import type { DemoSeeder } from './demo';

/** The demo workbook (src/domain/demo), stored as an upload would be, with its costs. */
const seedEstimation: DemoSeeder = async (db, { organizationId, ownerId }) => {
  const [profile] = await db
    .select()
    .from(fteProfiles)
    .where(
      and(
        eq(fteProfiles.organizationId, organizationId),
        eq(fteProfiles.scope, 'organization'),
        eq(fteProfiles.fteName, DEMO_WORKBOOK.profile),
      ),
    );
  if (!profile) return;
  const check = checkTable(demoWorkbookRows());
  if (check.errors.length || !check.table || !check.header)
    throw new Error('the demo estimation workbook is not valid');
  const bytes = await sheetWorkbook(check.table, DEMO_WORKBOOK.sheetName);
  const [file] = await db
    .insert(estimationFiles)
    .values({
      organizationId,
      category: 'organization',
      elementId: null,
      fteProfileId: profile.id,
      fte: profile.fte,
      country: profile.country,
      fileType: 'O',
      fileName: DEMO_WORKBOOK.fileName,
      uploadedBy: ownerId,
      byteSize: bytes.length,
      fileBase64: bytes.toString('base64'),
      rowCount: check.table.length - 1,
      designations: check.header.designations.map((d) => d.name),
      sheet: await packSheet(JSON.stringify(check.table)),
      warnings: check.warnings,
    })
    .returning({ id: estimationFiles.id });
  for (const { designationName, breakdown } of demoCosts()) {
    await db.insert(costings).values({
      organizationId,
      fileId: file.id,
      designationName,
      cost: annualCostOf(breakdown),
      breakdown,
      createdBy: ownerId,
    });
  }
};

export const estimationSeeders: DemoSeeder[] = [seedEstimation];
