import { z } from 'zod';
import { chosenId } from '../personFields';
import { MSG, versionSchema } from '../registry/schema';
import { visibleText } from '../text';
import { PLAN_KINDS } from './planOfRecord';
import type { PlanElementKind } from './types';
import { SCENARIO_NAME_MAX } from './scenarios';

/** What a scenario's save is read by, on the server and in the mock backend alike. */
const positiveId = chosenId(MSG.invalidId);

export const planKindSchema = z
  .enum(PLAN_KINDS as [PlanElementKind, ...PlanElementKind[]])
  .describe('The kind of structure element');

export const scenarioPickSchema = z.object({
  kind: planKindSchema,
  id: positiveId.nullable().describe("The element's id; null for the organisation"),
  fileId: positiveId.describe("One of the element's workbooks (an original or a draft copy)"),
});

export const scenarioInputSchema = z.object({
  name: visibleText(
    z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(SCENARIO_NAME_MAX, { error: 'validation.tooLong' }),
    'validation.required',
  ).describe(`The scenario's name, unique in the organisation (at most ${SCENARIO_NAME_MAX} characters)`),
  picks: z
    .array(scenarioPickSchema)
    .max(5000)
    .describe('One draft per element at most; an element left out keeps its plan of record'),
  version: versionSchema.describe(
    'The version of the scenario as read: if it changed since, nothing is saved and the answer is 409',
  ),
});
