import { z } from 'zod';
import type {
  DesignationMapping,
  JobTitleFigures,
  PlanComparison,
  PlanElementKind,
  PlanElementDetail,
  PlanNode,
  PlanHistoryEntry,
  PlanStatus,
  PlanPack,
  PlanSummary,
  PlanTree,
  StructureKind,
} from '@domain/workforcePlan';
import { MAPPINGS_PER_SAVE, PLAN_KINDS } from '@domain/workforcePlan';
import { versionSchema } from '@domain/registry/schema';
import { visibleText } from '@domain/text';
import { positiveId } from '../../http/schemas';
import { scenarioComparisonSchema } from './scenarioSchemas';

/** The answers of /api/WorkforcePlan, as domain/workforcePlan/types.ts declares them. */
export const kindSchema = z
  .enum(PLAN_KINDS as [PlanElementKind, ...PlanElementKind[]])
  .describe('The kind of structure element');

const STRUCTURE_KINDS = PLAN_KINDS.filter((k): k is StructureKind => k !== 'organisation');

/** A structure element below the organisation, by kind and id. */
export const elementParams = z.object({
  kind: z.enum(STRUCTURE_KINDS as [StructureKind, ...StructureKind[]]).describe('The kind of structure element'),
  id: positiveId.describe("The element's id"),
});

/** Whole people, summed over job titles and elements, never netted. */
const wholePeople = (what: string) => z.number().int().min(0).describe(`Whole people ${what}`);

const money = z.object({ currency: z.string().describe('ISO code, e.g. SAR'), amount: z.number() });
const amounts = z.array(money).describe('One total per currency: amounts in different currencies are never added');

const jobTitleFigures = z.object({
  jobTitleId: z.number().nullable(),
  title: z.string(),
  mapped: z.boolean(),
  unassigned: z.boolean().optional(),
  actual: z.number(),
  required: z.number(),
  gap: z.number().describe('required - actual: positive is a shortage'),
  unitCost: money.nullable(),
  gapCost: money.nullable(),
  toHire: wholePeople('to hire: max(0, ⌈required⌉ − actual)'),
  surplus: wholePeople('over the plan: max(0, actual − ⌈required⌉)'),
}) satisfies z.ZodType<JobTitleFigures>;

const statusSchema = z
  .enum(['short', 'surplus', 'balanced', 'covered', 'noPlan'])
  .describe(
    "short / surplus / balanced: the element has a requirement (its own plan, plans below it, or a share allocated from an ancestor's plan); covered: an ancestor's plan holds it; noPlan: no plan applies. Only the first three have a gap worth reading",
  ) satisfies z.ZodType<PlanStatus>;
const coveredBy = z
  .object({ key: z.string(), name: z.string() })
  .nullable()
  .describe("With status covered: the ancestor whose plan holds the element's requirement");

const nodeFields = {
  key: z.string(),
  kind: kindSchema,
  id: z.number().nullable(),
  name: z.string(),
  actual: z.number(),
  required: z.number(),
  gap: z.number(),
  planCost: amounts,
  gapCost: amounts,
  ownPlan: z.boolean(),
  allocated: z
    .boolean()
    .describe("Its requirement is its share of an ancestor's plan: the rows its workbook's grouping column gives it"),
  childrenRequired: z.number().nullable(),
  uncostedTitles: z.number(),
  status: statusSchema,
  coveredBy,
  toHire: wholePeople('to hire, summed over job titles and the elements holding plans'),
  surplus: wholePeople('over the plan, summed likewise'),
  hireCost: amounts.describe('toHire at each job title’s annual cost, per currency'),
  surplusCost: amounts.describe('surplus at each job title’s annual cost, per currency'),
};

// The children are described one level deep in the OpenAPI document; the answer nests them all.
const planNode: z.ZodType<PlanNode> = z.object({
  ...nodeFields,
  children: z.array(z.any()).describe('The child elements, each a node like this one'),
}) as unknown as z.ZodType<PlanNode>;

export const planTreeSchema = z.object({
  root: planNode,
  unmapped: z.array(z.object({ designation: z.string(), elements: z.number() })),
}) satisfies z.ZodType<PlanTree>;

const planOfRecord = z.object({
  fteProfileId: z.number(),
  fileId: z.number(),
  fileName: z.string(),
  customised: z.boolean(),
  source: z.enum(['default', 'chosen']).describe('default: the latest original workbook; chosen: promoted by a user'),
  planYear: z.number().nullable().describe('The plan year it was promoted for; null by the default rule'),
  note: z.string().nullable().describe("The promoter's note"),
  fte: z.number(),
  currency: z.string().nullable(),
});

const versionRead = (what: string) =>
  z
    .number()
    .nullable()
    .describe(`The version of ${what}, sent back with a change of it (or as If-Match); null: never made`);

export const elementDetailSchema = z.object({
  node: z.object(nodeFields),
  jobTitles: z.array(jobTitleFigures),
  plan: planOfRecord.nullable(),
  version: versionRead("the element's plan-of-record choice"),
  workbooks: z.array(
    z.object({
      fileId: z.number(),
      fileName: z.string(),
      fteProfileId: z.number(),
      customised: z.boolean(),
      savedAt: z.string(),
    }),
  ),
  people: z.array(z.object({ id: z.number(), name: z.string(), jobTitle: z.string().nullable() })),
  peopleTotal: z.number().optional(),
}) satisfies z.ZodType<PlanElementDetail>;

export const mappingSchema = z.object({
  designation: z.string(),
  jobTitleId: z.number().nullable(),
  matchedBy: z.enum(['name', 'user']).nullable(),
  version: versionRead("the designation's mapping"),
}) satisfies z.ZodType<DesignationMapping>;

const sentBack = (what: string) =>
  versionSchema.describe(
    `The version of ${what} as read: if it changed since, nothing is saved and the answer is 409. Without it, the last save wins`,
  );

/** A single line, as every name: no control or text-direction characters, something to read. */
const designationText = visibleText(
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(200, { error: 'validation.tooLong' }),
  'validation.required',
);

export const mappingInput = z
  .array(
    z.object({
      designation: designationText.describe("A job title of one of the organisation's workbooks"),
      jobTitleId: positiveId.nullable().describe('The job title it counts as; null to go back to matching by name'),
      version: sentBack('this mapping'),
    }),
  )
  .max(MAPPINGS_PER_SAVE, { error: 'validation.tooManyMappings' });

export const choiceInput = z.object({
  // An id left out, null or 0 is "none chosen" everywhere in the API (DESIGN §3): back to the default.
  fileId: positiveId.nullish().describe("One of the element's workbooks; left out or null to go back to the default"),
  planYear: z
    .number({ error: 'validation.planYear' })
    .int({ error: 'validation.planYear' })
    .min(2000, { error: 'validation.planYear' })
    .max(2100, { error: 'validation.planYear' })
    .optional()
    .describe('The plan year the workbook is promoted for (the FTE profile’s year); default: the current year'),
  note: visibleText(z.string().trim().max(500, { error: 'validation.tooLong' }))
    .nullish()
    .describe('Why it is promoted (optional, at most 500 characters)'),
  version: sentBack("the element's plan-of-record choice"),
});

export const historySchema = z.array(
  z.object({
    id: z.number(),
    fileId: z.number().nullable().describe('Null: the workbook has been deleted since'),
    fileName: z.string(),
    planYear: z.number().nullable(),
    note: z.string().nullable(),
    promotedBy: z.string().nullable(),
    promotedAt: z.string(),
    current: z.boolean().describe('The plan of record now'),
    restorable: z.boolean().describe('Not current and its workbook still exists'),
  }) satisfies z.ZodType<PlanHistoryEntry>,
);

export const restoreInput = z.object({ version: sentBack("the element's plan-of-record choice") });

export const historyParams = elementParams.extend({ historyId: positiveId.describe('An entry of the history') });
export const organisationHistoryParams = z.object({ historyId: positiveId.describe('An entry of the history') });

export const summarySchema = z.object({
  headcount: z.number(),
  required: z.number(),
  gap: z.number(),
  planCost: amounts,
  gapCost: amounts,
  elementsWithoutPlan: z.number(),
  titlesWithoutCost: z.number(),
  toHire: wholePeople('to hire in the whole organisation'),
  surplus: wholePeople('over the plan in the whole organisation'),
  hireCost: amounts,
  surplusCost: amounts,
  gapByDepartment: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      gap: z.number(),
      status: statusSchema,
      coveredBy,
      toHire: z.number(),
      surplus: z.number(),
    }),
  ),
  byJobTitle: z.array(
    z.object({
      jobTitleId: z.number().nullable(),
      title: z.string(),
      unassigned: z.boolean().optional().describe('The people who have no job title'),
      required: z.number(),
      actual: z.number(),
      toHire: z.number(),
      surplus: z.number(),
    }),
  ),
}) satisfies z.ZodType<PlanSummary>;

const side = z.object({ hours: z.number(), resources: z.number(), cost: money.nullable() });

export const comparisonSchema = z.object({
  left: z.object({ fileId: z.number(), fileName: z.string() }),
  right: z.object({ fileId: z.number(), fileName: z.string() }),
  lines: z.array(
    z.object({
      title: z.string(),
      category: z.enum(['All', 'Strategy', 'Tactical', 'Transactional']),
      total: z.boolean(),
      left: side,
      right: side,
      difference: side,
    }),
  ),
  changedRows: z.array(
    z.object({
      row: z.number(),
      activity: z.string(),
      left: z.record(z.string(), z.number()),
      right: z.record(z.string(), z.number()),
    }),
  ),
}) satisfies z.ZodType<PlanComparison>;

export const planPackSchema = z.object({
  organisation: z.string(),
  planYear: z.number().describe('The latest year a plan of record was promoted for, else this year'),
  date: z.string().describe('The day the pack was made (YYYY-MM-DD)'),
  summary: summarySchema,
  tree: z.array(
    z.object({
      kind: z.enum(['organisation', 'department']),
      name: z.string(),
      status: statusSchema,
      required: z.number(),
      actual: z.number(),
      gap: z.number(),
      toHire: z.number(),
      surplus: z.number(),
    }),
  ),
  scenarios: scenarioComparisonSchema
    .optional()
    .describe('The first scenarios (at most four) beside the plan of record; absent without any'),
}) satisfies z.ZodType<PlanPack>;
