/** What a worksheet cell holds once read: text, a number or nothing. */
export type Cell = string | number | null;

/** The known columns of an estimation workbook (DESIGN §5), by the header text users write. */
export const COLUMNS = {
  serial: 'Sr.#',
  activityType: 'Activity Type actuals / averages',
  category: 'Category',
  activity: 'Activity',
  description: 'Description',
  percentage: 'Percentage',
  frequency: 'Activity Frequency (Monthly)',
  unitTime: 'Unit Time (minutes) per action',
  monthlyMinutes: 'Monthly Minutes',
  annualMinutes: 'Annual Minutes',
  annualHours: 'Annual Hours',
} as const;

export type ColumnKey = keyof typeof COLUMNS;

/** Without these a row cannot be costed or filtered; the other known columns are optional. */
export const REQUIRED_COLUMNS: ColumnKey[] = ['category', 'activity', 'frequency', 'unitTime'];

/** Figures the report derives; a workbook without them gets them added when it is stored. */
export const DERIVED_COLUMNS: ColumnKey[] = ['percentage', 'monthlyMinutes', 'annualMinutes', 'annualHours'];

/** The order the template and generated copies use. */
export const TEMPLATE_ORDER: ColumnKey[] = [
  'serial',
  'activityType',
  'category',
  'activity',
  'description',
  'percentage',
  'frequency',
  'unitTime',
  'monthlyMinutes',
  'annualMinutes',
  'annualHours',
];

/** Levels of the structure a workbook may group its activities by; the first headed one is used. */
export const GROUPING_LEVELS = ['Department', 'Sub-Department', 'Project', 'Team'] as const;

/** The header of a job title share column is `JD | <job title>`. */
export const JD_PREFIX = 'JD |';
const JD_HEADER = /^jd\s*\|(.*)$/i;

/** Header texts compare trimmed, case-insensitively, with runs of spaces counted as one. */
export const headerKey = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The job title a `JD | <title>` header names (trimmed), or undefined for any other header. */
export function designationOf(header: string): string | undefined {
  const match = JD_HEADER.exec(header.trim());
  return match ? match[1].trim().replace(/\s+/g, ' ') : undefined;
}

/** Job titles compare like headers: `CHRO ` and `chro` are one job title. */
export const designationKey = (name: string): string => headerKey(name);

const levelKey = (text: string): string => text.toLowerCase().replace(/[^a-z]/g, '');
const LEVEL_KEYS = new Set(GROUPING_LEVELS.map(levelKey));

/** Whether a header names a structure level (`Department`, `Sub Department`, `Sub-Department`, ...). */
export const isGroupingHeader = (text: string): boolean => LEVEL_KEYS.has(levelKey(text));

/** The structure levels as the screens and messages name them (`category.<level>` of the estimation words). */
export type GroupingLevel = 'department' | 'subdepartment' | 'project' | 'team';
const LEVELS: readonly GroupingLevel[] = ['department', 'subdepartment', 'project', 'team'];

/** The level a grouping column's header names (`Sub Department` is `subdepartment`), so that it reads in the reader's words. */
export const groupingLevel = (header: string): GroupingLevel | undefined =>
  LEVELS[GROUPING_LEVELS.map(levelKey).indexOf(levelKey(header))];

/** Text of a cell as a header or label. */
export const cellText = (cell: Cell | undefined): string =>
  cell === null || cell === undefined ? '' : String(cell).trim();
