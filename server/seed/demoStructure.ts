import { computeFte, formatTime, parseTime } from '@domain/fte';
import { DEMO_FTE_PROFILES, DEMO_JOB_TITLES, DEMO_LEVELS, demoArabic, demoStructure } from '@domain/demo';
import { fteProfiles, jobTitles, resourceTables } from '../db/schema';
import type { DemoSeeder } from './types';

/** The Arabic beside the English name and description of a demo element (or role). */
export const arabicOf = (name: string, description: string | null) => ({
  nameAr: demoArabic(name),
  descriptionAr: demoArabic(description),
});

/** The demo structure level by level, its job titles, then the FTE profiles placed on them by name. */
const seedStructure: DemoSeeder = async (db, { organizationId }) => {
  const ids = new Map<string, number>();
  const levels = demoStructure();
  for (const level of DEMO_LEVELS) {
    const table = resourceTables[level];
    for (const { name, description, parent } of levels[level]) {
      const parentId = parent === null ? null : (ids.get(parent) ?? null);
      const [row] = await db
        .insert(table)
        .values({ organizationId, name, description, ...arabicOf(name, description), parentId })
        .returning({ id: table.id });
      ids.set(name, row.id);
    }
  }
  for (const [name, description] of DEMO_JOB_TITLES) {
    const [row] = await db
      .insert(jobTitles)
      .values({ organizationId, name, description, ...arabicOf(name, description) })
      .returning({ id: jobTitles.id });
    ids.set(name, row.id);
  }
  for (const { scope, element, fteName, week } of DEMO_FTE_PROFILES) {
    const { breakdown, issues } = computeFte(week);
    if (!breakdown || issues.length) throw new Error(`demo FTE profile ${fteName} is not valid`);
    const elementId = element === null ? null : ids.get(element);
    if (elementId === undefined) throw new Error(`demo FTE profile ${fteName}: no element ${element}`);
    const breakHours = formatTime(parseTime(week.breakHours) ?? 0);
    await db.insert(fteProfiles).values({
      organizationId,
      scope,
      elementId,
      fteName,
      fteNameAr: demoArabic(fteName),
      ...week,
      breakHours,
      fte: breakdown.fte,
    });
  }
};

export const structureSeeders: DemoSeeder[] = [seedStructure];
