import { DEMO_EMPLOYEE_TYPES } from '@domain/demo';
import type { Db } from '../db';
import { employeeTypes } from '../schema';
import { arabicOf, structureSeeders } from './demoStructure';
import { peopleSeeders } from './demoPeople';
import { estimationSeeders } from './demoEstimation';
import { workforcePlanSeeders } from './demoWorkforcePlan';

export interface DemoContext {
  organizationId: number;
  ownerId: number;
}

/** Inserts a part of the demo organisation (domain/demo); seeders run in dependency order. */
export type DemoSeeder = (db: Db, context: DemoContext) => Promise<void>;

const seedEmployeeTypes: DemoSeeder = async (db, { organizationId }) => {
  await db.insert(employeeTypes).values(
    DEMO_EMPLOYEE_TYPES.map(([name, description]) => ({
      organizationId,
      name,
      description,
      ...arabicOf(name, description),
    })),
  );
};

export const demoSeeders: DemoSeeder[] = [
  seedEmployeeTypes,
  ...structureSeeders,
  ...peopleSeeders,
  ...estimationSeeders,
  ...workforcePlanSeeders,
];
