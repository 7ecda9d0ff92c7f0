import { z } from 'zod';
import type { Scenario, ScenarioComparison, ScenarioElement } from '@domain/workforcePlan';
import { SCENARIOS_COMPARED } from '@domain/workforcePlan';
import { planKindSchema as kind, scenarioPickSchema as pick } from '@domain/workforcePlan/scenarioInput';

/** The shapes of /api/WorkforcePlan/scenarios, as domain/workforcePlan/scenarios.ts declares them. */
const money = z.object({ currency: z.string().describe('ISO code, e.g. SAR'), amount: z.number() });

export { scenarioInputSchema as scenarioInput } from '@domain/workforcePlan/scenarioInput';

export const scenarioSchema = z.object({
  id: z.number(),
  name: z.string(),
  picks: z.array(pick.extend({ element: z.string(), fileName: z.string() })),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  version: z.number(),
}) satisfies z.ZodType<Scenario>;

export const scenarioElementsSchema = z.array(
  z.object({
    kind,
    id: z.number().nullable(),
    name: z.string(),
    planFileId: z.number().nullable().describe('The workbook it reads without a pick: its plan of record'),
    workbooks: z.array(z.object({ fileId: z.number(), fileName: z.string(), customised: z.boolean() })),
  }) satisfies z.ZodType<ScenarioElement>,
);

const figures = z.object({
  hours: z.number(),
  resources: z.number(),
  toHire: z.number().int(),
  cost: z.array(money).describe('Per currency'),
});

export const comparisonQuery = z.object({
  ids: z
    .string()
    .max(200)
    .default('')
    .describe(`${SCENARIOS_COMPARED.min} to ${SCENARIOS_COMPARED.max} scenario ids, comma-separated, in column order`),
});

export const scenarioComparisonSchema = z.object({
  columns: z.array(z.object({ scenarioId: z.number().nullable(), name: z.string() })),
  rows: z.array(
    z.object({
      departmentId: z.number().nullable().describe('Null: the organisation as a whole'),
      department: z.string(),
      jobTitleId: z.number().nullable(),
      title: z.string().nullable().describe("Null: the department's (or organisation's) total"),
      figures: z.array(figures).describe('The plan of record first, then each scenario'),
      deltas: z
        .array(figures)
        .describe('Each scenario less the plan of record, taken between the values as shown (0.43 − 0.43 = 0)'),
    }),
  ),
}) satisfies z.ZodType<ScenarioComparison>;
