import { z } from 'zod';
import { chosenId } from '../personFields';
import { MSG } from '../registry/schema';

const money = z
  .number({ error: 'validation.notNumber' })
  .min(0, { error: 'validation.costRange' })
  .max(1e13, { error: 'validation.costRange' });

const breakdown = z
  .object({
    monthlyBasic: money,
    housing: money.optional().default(0),
    otherAllowances: money.optional().default(0),
    employerContributionRate: z
      .number({ error: 'validation.notNumber' })
      .min(0, { error: 'validation.rateRange' })
      .max(1, { error: 'validation.rateRange' })
      .optional()
      .default(0),
  })
  .describe(
    'Monthly amounts and the employer contribution rate as a fraction (0.12 = 12 %); the annual cost becomes 12 x (basic + housing + other) x (1 + rate)',
  );

/**
 * A cost as it is sent (Costing/AddCosting, /api/v1/costs): the server and the mock backend read
 * a body by this one schema before the store's own checks (the file, its job titles, one cost each).
 */
export const costBody = z.object({
  fileName: z.string().trim().min(1, { error: 'validation.required' }).max(300),
  designationName: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(200)
    .describe('A job title of the file (a JD | column), any case'),
  designationID: chosenId(MSG.invalidId).optional(),
  cost: money
    .optional()
    .describe('Annual cost of one full-time person, in the currency of the file; required without a breakdown'),
  breakdown: breakdown.optional(),
});
