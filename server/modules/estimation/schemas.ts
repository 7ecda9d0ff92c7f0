import { z } from 'zod';

export const fileTypeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(['O', 'C'], { error: 'validation.invalid' }))
  .describe("'O' an original upload, 'C' a customised copy");

export const issueSchema = z
  .object({ row: z.number().optional(), column: z.string().optional(), message: z.string() })
  .describe('A problem or warning with the worksheet row and column it is about');

export const fileRecordSchema = z
  .object({
    id: z.number(),
    fileName: z.string(),
    fileExtension: z.string(),
    fte: z.number(),
    country: z.string(),
    currency: z.string().nullable(),
    createdBy: z.string().nullable(),
    fileType: z.string(),
    category: z.string(),
    elementId: z.number().nullable(),
    fteProfileId: z.number(),
    sourceFileId: z.number().nullable(),
    rowCount: z.number(),
    byteSize: z.number(),
    createdDate: z.string(),
  })
  .describe(
    'An estimation file: the documented {id, fileName, fileExtension, fte, country, createdBy} and what the app also shows',
  );

export const savedFileSchema = fileRecordSchema.extend({ warnings: z.array(issueSchema), warningCount: z.number() });

/** The 422 answer to a workbook that cannot be used: every problem as a sentence, and with its row and column. */
export const workbookProblemsSchema = z
  .object({
    isSuccess: z.literal(false),
    alertMessage: z.string(),
    errors: z.record(z.string(), z.array(z.string())),
    issues: z.array(issueSchema).optional(),
  })
  .describe('A refused workbook');

export const categoryParams = z.object({
  category: z.string().max(40).describe('organization, department, subdepartment, project, team or jobtitle'),
});

export const fileQuery = z.object({
  fileName: z.string().min(1, { error: 'validation.required' }).max(300),
  fileType: fileTypeSchema.optional(),
});

export const reportQuery = fileQuery.extend({
  category: z
    .string()
    .max(60)
    .optional()
    .describe("Only activities of this category; 'Tactical' matches 'Tactical/ Operations'"),
});

export const reportCalculationQuery = reportQuery.extend({
  rows: z
    .boolean({ error: 'validation.invalid' })
    .optional()
    .describe('false: `data` is left empty, for a screen that shows only the figures'),
});

export const reportLineSchema = z.object({
  resourcesName: z.string(),
  totalHours: z.number(),
  numberOfResources: z.number(),
  annualCost: z.number(),
  cost: z.number().nullable().describe('Annual cost per FTE of the job title; null when not set'),
  hasCost: z.boolean(),
});

/** A stored sheet as JSON rows, header first. */
export const sheetRowsSchema = z.array(z.array(z.union([z.string(), z.number(), z.null()])));

export const reportSchema = z.object({
  data: sheetRowsSchema.describe(
    'The rows of the sheet, header first, as GetExcelFileData answers them; only the activities of the category when one is given',
  ),
  file: z.object({
    fileId: z.number(),
    fileName: z.string(),
    fileType: z.string(),
    fte: z.number(),
    country: z.string(),
    currency: z.string().nullable(),
    category: z.string().nullable(),
    groupingColumn: z.string().nullable(),
    designationsWithoutCost: z.array(z.string()),
    rowCount: z.number(),
    profile: z
      .object({
        id: z.number(),
        name: z.string(),
        country: z.string(),
        category: z.string().describe('organization, department, subdepartment, project, team or jobtitle'),
        elementId: z.number().nullable(),
        elementName: z.string().nullable(),
      })
      .nullable()
      .describe('The FTE profile the file was uploaded for, with its category and structure element'),
  }),
  reportCalculations: z.array(reportLineSchema).describe('One line per job title; the last line holds the totals'),
  variableEntityTotalReportCalculationDto: z
    .array(
      z.object({
        entityName: z.string(),
        totalHours: z.number(),
        numberOfResources: z.number(),
        annualCost: z.number(),
      }),
    )
    .describe('The same figures by the grouping column (empty without one)'),
});
