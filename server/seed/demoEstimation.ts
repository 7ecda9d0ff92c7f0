import { and, eq } from 'drizzle-orm';
import { DEMO_WORKBOOK, demoCosts, demoWorkbookRows } from '@domain/demo';
import { insertWorkbook, seedCosts, storedWorkbook } from './demoWorkbook';
import { fteProfiles } from '../db/schema';
import type { DemoSeeder } from './types';

/** The demo workbook (domain/demo), stored as an upload would be, with its costs. */
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
  const stored = await storedWorkbook(demoWorkbookRows(), DEMO_WORKBOOK.sheetName, DEMO_WORKBOOK.fileName);
  const fileId = await insertWorkbook(
    db,
    {
      organizationId,
      category: 'organization',
      elementId: null,
      fteProfileId: profile.id,
      fte: profile.fte,
      country: profile.country,
      fileType: 'O',
      uploadedBy: ownerId,
    },
    stored,
  );
  await seedCosts(db, { organizationId, fileId, ownerId }, demoCosts());
};

export const estimationSeeders: DemoSeeder[] = [seedEstimation];
