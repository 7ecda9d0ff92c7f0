/**
 * The workforce plan's shapes, shared by the server (`/api/WorkforcePlan/...`) and the screens.
 * Required figures come from each element's plan of record (one workbook's report); actual figures
 * from active employees placed in the tree. Money is never added across currencies, so every amount
 * is a list of per-currency totals.
 */

export type PlanElementKind = 'organisation' | 'department' | 'subDepartment' | 'project' | 'team';

/** An amount in one currency (ISO code as the costs carry it, e.g. `SAR`). */
export interface Money {
  currency: string;
  amount: number;
}

/** Figures of one job title inside one element (or the whole organisation). */
export interface JobTitleFigures {
  /** The organisation's job title, or null for a workbook designation no job title matches yet. */
  jobTitleId: number | null;
  /** The job title's name, or the workbook's designation as written when unmapped. */
  title: string;
  mapped: boolean;
  /** The line of active employees who have no job title (jobTitleId null, title empty). */
  unassigned?: boolean;
  actual: number;
  /** Resources the plan needs (hours / FTE value, as the report computes them). */
  required: number;
  /** required - actual: positive is a shortage, negative a surplus. */
  gap: number;
  /** Annual cost of one full-time person in the plan, or null when the plan has no cost for it. */
  unitCost: Money | null;
  /** gap x unitCost; null without a cost. */
  gapCost: Money | null;
  /** Whole people to hire: max(0, ⌈required⌉ − actual) where a plan holds the requirement, summed above. */
  toHire: number;
  /** Whole people over the plan: max(0, actual − ⌈required⌉), summed above (never netted against toHire). */
  surplus: number;
}

/**
 * How an element's figures read: `short`, `surplus` or `balanced` where it has a requirement (its
 * own plan, plans below it, or a share allocated from an ancestor's plan); `covered` where an ancestor's plan holds its requirement; `noPlan`
 * where no plan applies. Only the first three have a gap worth showing.
 */
export type PlanStatus = 'short' | 'surplus' | 'balanced' | 'covered' | 'noPlan';

/** The plan of record of one element: the chosen workbook and the ones it could be. */
export interface PlanOfRecord {
  fteProfileId: number;
  fileId: number;
  fileName: string;
  customised: boolean;
  /** `default` follows the rule (the latest original: copies are drafts); `chosen` was promoted by a user. */
  source: 'default' | 'chosen';
  /** The plan year it was promoted for, and the promoter's note (null by the default rule). */
  planYear: number | null;
  note: string | null;
  /** FTE value (annual hours of one full-time person) the report divides by. */
  fte: number;
  currency: string | null;
}

export interface PlanNode {
  /** Stable key: `organisation`, or `<kind>:<id>` (e.g. `team:12`). */
  key: string;
  kind: PlanElementKind;
  /** Null for the organisation. */
  id: number | null;
  name: string;
  actual: number;
  required: number;
  gap: number;
  /** Annual cost of the plan (required x unit cost) per currency. */
  planCost: Money[];
  /** Annual cost of the gap per currency (shortage positive, surplus negative). */
  gapCost: Money[];
  /** True when this element's own plan of record is used for its subtree. */
  ownPlan: boolean;
  /**
   * True when its requirement is its share of an ancestor's plan: the rows of that plan's workbook
   * whose grouping column (Sub-Department, Project, Team) names it.
   */
  allocated: boolean;
  /** With an own plan and children that have plans: what the children's plans add up to. */
  childrenRequired: number | null;
  /** Job titles in the plan without a cost. */
  uncostedTitles: number;
  status: PlanStatus;
  /** With `covered`: the ancestor whose plan holds this element's requirement. */
  coveredBy: { key: string; name: string } | null;
  /** Whole people to hire and over the plan, summed over job titles and the elements that hold plans. */
  toHire: number;
  surplus: number;
  /** toHire x the job title's annual cost, and surplus likewise, per currency. */
  hireCost: Money[];
  surplusCost: Money[];
  children: PlanNode[];
}

export interface PlanTree {
  root: PlanNode;
  /** Workbook designations no job title matches, with the elements whose plans use them. */
  unmapped: { designation: string; elements: number }[];
}

export interface PlanElementDetail {
  node: Omit<PlanNode, 'children'>;
  jobTitles: JobTitleFigures[];
  plan: PlanOfRecord | null;
  /** The version of the element's plan-of-record choice, sent back with a change of it; null: never chosen. */
  version: number | null;
  /** Workbooks that could be this element's plan (of its own FTE profiles), newest first. */
  workbooks: { fileId: number; fileName: string; fteProfileId: number; customised: boolean; savedAt: string }[];
  /** Active employees of the element and below it, by name (at most 500: see peopleTotal). */
  people: { id: number; name: string; jobTitle: string | null }[];
  /** How many there are in all. */
  peopleTotal?: number;
}

/**
 * One designation of the organisation's workbooks and the job title it counts as. GET
 * `/api/WorkforcePlan/designations` lists them; PUT takes `DesignationMappingInput[]` (only the
 * designations to change) and answers `{ isSuccess, alertMessage, data: DesignationMapping[] }`.
 */
export interface DesignationMapping {
  designation: string;
  jobTitleId: number | null;
  /** `name`: matched by normalised name; `user`: mapped on the mapping screen; null: unmapped. */
  matchedBy: 'name' | 'user' | null;
  /** The version of the designation's mapping, sent back with a change of it; null: never mapped. */
  version: number | null;
}

export interface PlanSummary {
  headcount: number;
  required: number;
  gap: number;
  planCost: Money[];
  gapCost: Money[];
  elementsWithoutPlan: number;
  titlesWithoutCost: number;
  /** Whole people to hire and over the plan, summed (never netted), with their costs per currency. */
  toHire: number;
  surplus: number;
  hireCost: Money[];
  surplusCost: Money[];
  gapByDepartment: {
    id: number;
    name: string;
    gap: number;
    status: PlanStatus;
    coveredBy: { key: string; name: string } | null;
    toHire: number;
    surplus: number;
  }[];
  byJobTitle: {
    jobTitleId: number | null;
    title: string;
    /** The people who have no job title ("No job title" on screen). */
    unassigned?: boolean;
    required: number;
    actual: number;
    toHire: number;
    surplus: number;
  }[];
}

export type PlanCategory = 'Strategy' | 'Tactical' | 'Transactional';

export interface ComparisonLine {
  title: string;
  category: PlanCategory | 'All';
  /** The totals of the category (the last line of each), whose title is not a job title's. */
  total: boolean;
  left: { hours: number; resources: number; cost: Money | null };
  right: { hours: number; resources: number; cost: Money | null };
  difference: { hours: number; resources: number; cost: Money | null };
}

export interface PlanComparison {
  left: { fileId: number; fileName: string };
  right: { fileId: number; fileName: string };
  lines: ComparisonLine[];
  /** Activity rows whose shares differ between the two workbooks. */
  changedRows: { row: number; activity: string; left: Record<string, number>; right: Record<string, number> }[];
}

/** A change on the mapping screen: a job title for the designation, or null to match it by name again. */
export interface DesignationMappingInput {
  designation: string;
  jobTitleId: number | null;
  /** The mapping's version as read: a change over a newer one is refused (409). */
  version?: number | null;
}

/**
 * PUT `/api/WorkforcePlan/plans/:kind/:id` (`/plans/organisation` for the organisation): one of the element's
 * workbooks, or null for the default; answers `{ isSuccess, alertMessage, data: PlanElementDetail }`.
 */
export interface PlanChoiceInput {
  fileId: number | null;
  /** The plan year the workbook is promoted for (default: the current year). */
  planYear?: number;
  /** Why it is promoted (optional). */
  note?: string | null;
}

/** One plan an element has had on record, newest first in `GET .../plans/:kind/:id/history`. */
export interface PlanHistoryEntry {
  id: number;
  fileId: number | null;
  fileName: string;
  planYear: number | null;
  note: string | null;
  promotedBy: string | null;
  promotedAt: string;
  /** The entry that is the plan of record now. */
  current: boolean;
  /** Whether it can be restored (its workbook still exists and it is not the current plan). */
  restorable: boolean;
}
