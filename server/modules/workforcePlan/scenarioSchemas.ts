import { z } from 'zod';
import {
  PLAN_KINDS,
  SCENARIO_NAME_MAX,
  SCENARIOS_COMPARED,
  type PlanElementKind,
  type Scenario,
  type ScenarioComparison,
  type ScenarioElement,
} from '@domain/workforcePlan';
import { versionSchema } from '@domain/registry/schema';
import { visibleText } from '@domain/text';
import { positiveId } from '../../http/schemas';

/** The shapes of /api/WorkforcePlan/scenarios, as domain/workforcePlan/scenarios.ts declares them. */
const kind = z.enum(PLAN_KINDS as [PlanElementKind, ...PlanElementKind[]]).describe('The kind of structure element');
const money = z.object({ currency: z.string().describe('ISO code, e.g. SAR'), amount: z.number() });

const pick = z.object({
  kind,
  id: positiveId.nullable().describe("The element's id; null for the organisation"),
  fileId: positiveId.describe("One of the element's workbooks (an original or a draft copy)"),
});

export const scenarioSchema = z.object({
  id: z.number(),
  name: z.string(),
  picks: z.array(pick.extend({ element: z.string(), fileName: z.string() })),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  version: z.number(),
}) satisfies z.ZodType<Scenario>;

export const scenarioInput = z.object({
  name: visibleText(
    z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(SCENARIO_NAME_MAX, { error: 'validation.tooLong' }),
    'validation.required',
  ).describe(`The scenario's name, unique in the organisation (at most ${SCENARIO_NAME_MAX} characters)`),
  picks: z
    .array(pick)
    .max(5000)
    .describe('One draft per element at most; an element left out keeps its plan of record'),
  version: versionSchema.describe(
    'The version of the scenario as read: if it changed since, nothing is saved and the answer is 409',
  ),
});

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
