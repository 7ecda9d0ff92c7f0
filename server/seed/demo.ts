import { DEMO_EMPLOYEE_TYPES } from '@domain/demo';
import type { DemoSeeder } from './types';
import { employeeTypes } from '../db/schema';
import { arabicOf, structureSeeders } from './demoStructure';
import { peopleSeeders } from './demoPeople';
import { estimationSeeders } from './demoEstimation';
import { workforcePlanSeeders } from './demoWorkforcePlan';

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
