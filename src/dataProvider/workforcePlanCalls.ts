import { httpClient } from '../authProvider/httpClient';
import type {
  DesignationMapping,
  PlanComparison,
  PlanElementDetail,
  PlanElementKind,
  PlanHistoryEntry,
  PlanSummary,
  PlanTree,
} from '@domain/workforcePlan/types';
import type { PlanPack } from '@domain/workforcePlan/planPack';
import { fetchFile, type FileAnswer } from './transfer';

type Http = typeof httpClient;

const PLAN = 'WorkforcePlan';
const part = (value: string | number): string => encodeURIComponent(String(value));

/** What a change answers: the server's message for the toast, beside what it saved (DESIGN §3). */
export interface PlanChange<T> {
  alertMessage?: string;
  data?: T;
}

/** A designation mapped to a job title (null: back to matching by name), with the mapping's version as read. */
export type MappingChange = Pick<DesignationMapping, 'designation' | 'jobTitleId' | 'version'>;

/** An element's address: the organisation has none of its own id. */
const where = (kind: PlanElementKind, id: number | null): string =>
  kind === 'organisation' || id === null ? 'organisation' : `${kind}/${id}`;

/** Paths of the workforce plan's endpoints (under /api). */
export const planPaths = {
  tree: `${PLAN}/tree`,
  element: (kind: PlanElementKind, id: number | null) => `${PLAN}/elements/${where(kind, id)}`,
  designations: `${PLAN}/designations`,
  plan: (kind: PlanElementKind, id: number | null) => `${PLAN}/plans/${where(kind, id)}`,
  history: (kind: PlanElementKind, id: number | null) => `${PLAN}/plans/${where(kind, id)}/history`,
  restore: (kind: PlanElementKind, id: number | null, historyId: number) =>
    `${PLAN}/plans/${where(kind, id)}/history/${part(historyId)}/restore`,
  summary: `${PLAN}/summary`,
  compare: (left: number, right: number) => `${PLAN}/compare?left=${part(left)}&right=${part(right)}`,
  export: `${PLAN}/export`,
  pack: `${PLAN}/pack`,
  packFigures: `${PLAN}/pack/figures`,
};

/**
 * The `/api/WorkforcePlan/...` calls, the data provider's named methods (see workforcePlan.ts).
 * Failures are react-admin's HttpError as httpClient raises them, the server's message in their body.
 */
export function createWorkforcePlanMethods(http: Http = httpClient) {
  const getJson = async <T>(path: string): Promise<T> => (await http(`/api/${path}`)).json as T;
  const put = async <T>(path: string, body: unknown, method: 'PUT' | 'POST' = 'PUT'): Promise<PlanChange<T>> =>
    (
      await http(`/api/${path}`, {
        method,
        body: JSON.stringify(body),
        headers: new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' }),
      })
    ).json as PlanChange<T>;

  return {
    planTree: () => getJson<PlanTree>(planPaths.tree),
    planElement: (kind: PlanElementKind, id: number | null) => getJson<PlanElementDetail>(planPaths.element(kind, id)),
    designations: () => getJson<DesignationMapping[]>(planPaths.designations),
    saveDesignations: (mappings: MappingChange[]) => put<DesignationMapping[]>(planPaths.designations, mappings),
    /**
     * Makes `fileId` the element's plan of record (null: back to the default rule), unless the choice
     * changed since it was read at `version` (409).
     */
    choosePlan: (
      kind: PlanElementKind,
      id: number | null,
      fileId: number | null,
      version: number | null,
      promotion: { planYear?: number; note?: string | null } = {},
    ) => put<unknown>(planPaths.plan(kind, id), { fileId, version, ...promotion }),
    /** The plans the element has had on record, newest first. */
    planHistory: (kind: PlanElementKind, id: number | null) => getJson<PlanHistoryEntry[]>(planPaths.history(kind, id)),
    /** Brings a plan of the history back as the plan of record, unless the choice changed since `version`. */
    restorePlan: (kind: PlanElementKind, id: number | null, historyId: number, version: number | null) =>
      put<unknown>(planPaths.restore(kind, id, historyId), { version }, 'POST'),
    planSummary: () => getJson<PlanSummary>(planPaths.summary),
    comparePlans: (left: number, right: number) => getJson<PlanComparison>(planPaths.compare(left, right)),
    /** The tree's figures as a workbook, one row per element and job title. */
    exportPlan: (fallbackName: string): Promise<FileAnswer> => fetchFile(planPaths.export, fallbackName),
    planPack: () => getJson<PlanPack>(planPaths.packFigures),
    /** The plan pack as a workbook: summary, tree to department level, gaps by job title. */
    exportPlanPack: (fallbackName: string): Promise<FileAnswer> => fetchFile(planPaths.pack, fallbackName),
  };
}
