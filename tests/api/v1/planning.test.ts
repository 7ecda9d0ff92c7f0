import { expect } from 'vitest';
import { FTE_FAMILIES, fteResource } from '@domain/fteFamilies';
import { registry } from '@domain/registry';
import { createProfile, fixture, HR_SAMPLE, upload, WORKING_WEEK } from '../../support/estimation';
import { element } from './provider';
import { roundTrips } from './roundTrip';

roundTrips('ra-data-simple-rest drives /api/v1 FTE profiles and costs', [
  ...FTE_FAMILIES.map((family) => ({
    resource: fteResource(family.scope),
    field: 'fteName',
    references: async ({ ours }: { ours: Parameters<typeof element>[0] }, label: string) => {
      const spec = registry.find((s) => s.name === family.element);
      return spec && family.parentKey ? { [family.parentKey]: (await element(ours, spec, label)).id } : {};
    },
    data: (label: string, references: Record<string, unknown>) => ({ ...WORKING_WEEK, fteName: label, ...references }),
    invalid: { fteName: 'No week' },
    target: family.parentKey,
  })),
  {
    resource: 'costs',
    field: 'designationName',
    // Costs are entered against the job titles (JD | columns) of an uploaded estimation file.
    references: async ({ ctx, ourAuth, organizationId }) => {
      const profile = await createProfile(ctx, organizationId);
      const sent = await upload(ctx, ourAuth, fixture(HR_SAMPLE), { OrganizationFteId: profile }, HR_SAMPLE);
      expect(sent.statusCode).toBe(200);
      return { fileName: HR_SAMPLE };
    },
    labels: { first: 'CHRO', second: 'HR Executive', renamed: 'People & OD Manager', search: 'manpower' },
    data: (label, references) => ({ ...references, designationName: label, cost: 120000 }),
    invalid: { fileName: HR_SAMPLE, designationName: 'CHRO', cost: -1 },
    target: 'fileId',
  },
]);
