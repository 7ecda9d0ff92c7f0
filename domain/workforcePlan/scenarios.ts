import type { PlanElementKind, Money } from './types';

/**
 * Organisation-wide scenarios: a named set of drafts, one per element, read over the plan of record
 * (an element without a pick keeps its plan of record), compared side by side with it.
 */

/** The draft a scenario reads for one element (the organisation has no id). */
export interface ScenarioPick {
  kind: PlanElementKind;
  id: number | null;
  fileId: number;
}

/** A scenario as listed: its picks named. */
export interface Scenario {
  id: number;
  name: string;
  picks: (ScenarioPick & { element: string; fileName: string })[];
  createdBy: string | null;
  createdAt: string;
  /** Sent back with a change or a delete: one over a newer version is refused (409). */
  version: number;
}

/** POST `/api/WorkforcePlan/scenarios`, PUT `/api/WorkforcePlan/scenarios/:id`. */
export interface ScenarioInput {
  name: string;
  picks: ScenarioPick[];
  version?: number;
}

/** Scenarios compared at once beside the plan of record. */
export const SCENARIOS_COMPARED = { min: 2, max: 4 } as const;
export const SCENARIO_NAME_MAX = 80;

/** One column's figures of one row, as shown (hours and resources to two decimals, money to the cent). */
export interface ScenarioFigures {
  hours: number;
  resources: number;
  /** Whole people to hire (summed, never netted against a surplus). */
  toHire: number;
  /** Annual cost of the required resources, per currency. */
  cost: Money[];
}

/** One row: a job title of a department, a department's total (title null), or the organisation's. */
export interface ScenarioComparisonRow {
  /** Null: the organisation as a whole. */
  departmentId: number | null;
  department: string;
  /** Null with title null: the total of the department (or organisation). */
  jobTitleId: number | null;
  title: string | null;
  /** The plan of record's figures first, then each scenario's, in the columns' order. */
  figures: ScenarioFigures[];
  /** Each scenario against the plan of record: differences of the figures as shown. */
  deltas: ScenarioFigures[];
}

export interface ScenarioComparison {
  /** The plan of record (scenarioId null) then the scenarios compared. */
  columns: { scenarioId: number | null; name: string }[];
  rows: ScenarioComparisonRow[];
}

/** An element that has workbooks, as the scenario form offers it: its plan of record and its drafts. */
export interface ScenarioElement {
  kind: PlanElementKind;
  id: number | null;
  name: string;
  /** The workbook it reads without a pick (null: none). */
  planFileId: number | null;
  workbooks: { fileId: number; fileName: string; customised: boolean }[];
}

/** `?ids=` of a comparison: two to four distinct positive ids in the order asked; null when it names anything else. */
export function comparedScenarioIds(ids: string): number[] | null {
  const unique = [...new Set(ids.split(',').map((id) => (/^\d{1,9}$/.test(id.trim()) ? Number(id) : NaN)))];
  const counted = unique.length >= SCENARIOS_COMPARED.min && unique.length <= SCENARIOS_COMPARED.max;
  return counted && unique.every((id) => id > 0) ? unique : null;
}
