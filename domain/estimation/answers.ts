import type { FileType } from './files';
import type { Cell } from './columns';
import type { GroupLine, ReportLine } from './report';

// The answers of the documented EstimationApi and Costing calls, as the data provider reads them.

/** A choice of the estimation dropdowns: an element, or an FTE profile with its country. */
export interface Choice {
  id: number;
  name: string;
  country?: string;
}

/** A workbook problem or warning, as the server words it, with where to find it. */
export interface SheetIssueMessage {
  row?: number;
  column?: string;
  message: string;
}

/** An estimation file as the file lists answer it (DESIGN §8, with what the app also shows). */
export interface EstimationFile {
  id: number;
  fileName: string;
  fileExtension: string;
  fte: number;
  country: string;
  currency: string | null;
  createdBy: string | null;
  fileType: FileType;
  category: string;
  elementId: number | null;
  fteProfileId: number;
  sourceFileId: number | null;
  rowCount: number;
  byteSize: number;
  createdDate: string;
}

/** A stored file with the warnings found while reading it. */
export interface SavedFile extends EstimationFile {
  warnings: SheetIssueMessage[];
  warningCount: number;
}

/**
 * `ReportCalculation`: the last line of `reportCalculations` holds the totals; `data` holds the
 * sheet's rows (empty when asked without them), `file` what the report is of.
 */
export interface FileProfile {
  id: number;
  name: string;
  country: string;
  category: string;
  elementId: number | null;
  elementName: string | null;
}

export interface ReportAnswer {
  data: Cell[][];
  file: {
    fileId: number;
    fileName: string;
    fileType: string;
    fte: number;
    country: string;
    currency: string | null;
    category: string | null;
    groupingColumn: string | null;
    designationsWithoutCost: string[];
    rowCount: number;
    /** The FTE profile the file was uploaded for, with its category and structure element. */
    profile: FileProfile | null;
  };
  reportCalculations: ReportLine[];
  variableEntityTotalReportCalculationDto: GroupLine[];
}

/** A file of the costing dropdown, with its job titles (the `JD |` columns). */
export interface CostingFile {
  id: number;
  name: string;
  fileType: FileType;
  country: string;
  currency: string | null;
  designations: string[];
}

export interface CostBreakdownValues {
  monthlyBasic: number;
  housing: number;
  otherAllowances: number;
  employerContributionRate: number;
}

/** One annual cost per full-time person of a job title in a file. */
export interface CostingRecord {
  id: number;
  fileId: number;
  fileName: string;
  fileType: FileType;
  designationName: string;
  designationID: number | null;
  cost: number;
  country: string;
  currency: string | null;
  breakdown: CostBreakdownValues | null;
  createdBy: string | null;
  createdDate: string;
  /** Sent back with an edit: a save over a newer version is refused (409). */
  version?: number;
}

/** The server's envelope for a mutation. */
export interface Envelope<T> {
  isSuccess: boolean;
  alertMessage: string;
  data: T;
}
