import type { Db } from '../client';
import { employeeTypes } from '../schema';
import { structureSeeders } from './demoStructure';
import { peopleSeeders } from './demoPeople';
import { estimationSeeders } from './demoEstimation';

export interface DemoContext {
  organizationId: number;
  ownerId: number;
}

/** Fills one part of the demo organisation; run in dependency order (a seeder reads what earlier ones wrote). */
export type DemoSeeder = (db: Db, context: DemoContext) => Promise<void>;

const seedEmployeeTypes: DemoSeeder = async (db, { organizationId }) => {
  await db.insert(employeeTypes).values(
    [
      ['Permanent', 'Full-time employees on an open-ended contract'],
      ['Contract', 'Employees on a fixed-term contract'],
      ['Part-time', 'Employees working reduced hours'],
      ['Intern', 'Students and graduates in a training programme'],
    ].map(([name, description]) => ({ organizationId, name, description })),
  );
};

export const demoSeeders: DemoSeeder[] = [
  seedEmployeeTypes,
  ...structureSeeders,
  ...peopleSeeders,
  ...estimationSeeders,
];
