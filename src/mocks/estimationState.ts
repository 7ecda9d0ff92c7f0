import { checkTable, freeName, type Cell, type FileType, type SheetCheck } from '../domain/estimation';
import { CURRENCY_OF, type Country } from '../domain/fte';

export const currencyOf = (country: string): string | null => CURRENCY_OF[country as Country] ?? null;

/**
 * What the mock backend keeps of estimation files and costs. It cannot read .xlsx in the browser,
 * so every upload is stored as the demo workbook below (a part of the HR sample); everything
 * computed from a sheet goes through the shared domain code, as on the server.
 */
export interface MockFile {
  id: number;
  fileName: string;
  fileType: FileType;
  category: string;
  elementId: number | null;
  fteProfileId: number;
  fte: number;
  country: string;
  sourceFileId: number | null;
  createdDate: string;
  table: Cell[][];
  warnings: SheetCheck['warnings'];
  bytes: ArrayBuffer | null;
}

export interface MockCost {
  id: number;
  fileId: number;
  designationName: string;
  designationID: number | null;
  cost: number;
  breakdown: Record<string, number> | null;
  createdDate: string;
}

const HEADER = [
  'Sr.#',
  'Activity Type actuals / averages',
  'Category',
  'Activity',
  'Description',
  'JD | CHRO',
  'JD | People & OD Manager',
  'JD | Asst. Manager',
  'JD | HR Executive',
  'Activity Frequency (Monthly)',
  'Unit Time (minutes) per action',
];
const ROWS: Cell[][] = [
  [
    1,
    'Actual',
    'Strategy',
    'Manpower Budgeting',
    'Manpower planning for the fiscal year with the help of concerned HODs',
    30,
    70,
    0,
    0,
    0.25,
    1000,
  ],
  [
    2,
    'Actual',
    'Tactical/ Operations',
    'Job Requisition',
    'Job requisitions aligned with the standard format and filed',
    10,
    20,
    20,
    50,
    5,
    250,
  ],
  [
    3,
    'Actual',
    'Transactional',
    'Job Posting',
    'Open positions posted on job boards and social media',
    0,
    0,
    20,
    80,
    2,
    500,
  ],
  [4, 'Average', 'Transactional', 'Shortlisting', 'Screening after the closing date', 0, 10, 45, 45, 12, 1000],
  [
    5,
    'Average',
    'Transactional',
    'Initial Screening',
    'Calls to verify education, experience and salary expectations',
    0,
    20,
    40,
    40,
    15,
    500,
  ],
  [
    6,
    'Average',
    'Tactical/ Operations',
    'Interview Panels',
    'Panels arranged with the hiring managers',
    20,
    30,
    30,
    10,
    8,
    90,
  ],
];

/** The demo workbook as the server would store it (derived columns and Percentage filled in). */
export const demoSheet = (): SheetCheck => checkTable([HEADER, ...ROWS]);

export class EstimationState {
  files: MockFile[] = [];
  costs: MockCost[] = [];
  private nextFile = 1;
  private nextCost = 1;

  addFile(file: Omit<MockFile, 'id' | 'createdDate'>): MockFile {
    const record = { ...file, id: this.nextFile++, createdDate: new Date().toISOString() };
    this.files.push(record);
    return record;
  }

  /** A name no other file has, numbered like the server's (shared rule). */
  freeName(wanted: string): string {
    return freeName(
      wanted,
      this.files.map((f) => f.fileName),
    );
  }

  byName(fileName: string | null, fileType?: string | null): MockFile | undefined {
    const wanted = (fileName ?? '').trim().toLowerCase();
    return this.files.find(
      (f) => f.fileName.toLowerCase() === wanted && (!fileType || f.fileType === fileType.toUpperCase()),
    );
  }

  addCost(cost: Omit<MockCost, 'id' | 'createdDate'>): MockCost {
    const record = { ...cost, id: this.nextCost++, createdDate: new Date().toISOString() };
    this.costs.push(record);
    return record;
  }

  removeFile(id: number): MockFile | undefined {
    const index = this.files.findIndex((f) => f.id === id);
    if (index < 0) return undefined;
    this.costs = this.costs.filter((c) => c.fileId !== id);
    return this.files.splice(index, 1)[0];
  }
}
