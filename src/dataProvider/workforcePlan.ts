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
import { workforcePlanApi } from '@domain/api/workforcePlan';
import { apiPath } from '@domain/api/endpoint';
import { fetchFile, type FileAnswer } from './transfer';

type Http = typeof httpClient;

const part = (value: string | number): string => encodeURIComponent(String(value));

/** What a change answers: the server's message for the toast, beside what it saved (DESIGN §3). */
export interface PlanChange<T> {
  alertMessage?: string;
  data?: T;
}

/** A designation mapped to a job title (null: back to matching by name), with the mapping's version as read. */
export type MappingChange = Pick<DesignationMapping, 'designation' | 'jobTitleId' | 'version'>;

const P = workforcePlanApi;
/** The organisation has no id of its own: its element has endpoints of its own. */
const isOrganisation = (kind: PlanElementKind, id: number | null): id is null => kind === 'organisation' || id === null;

/** Addresses of the workforce plan's endpoints. */
export const planPaths = {
  tree: apiPath(P.tree),
  element: (kind: PlanElementKind, id: number | null) =>
    isOrganisation(kind, id) ? apiPath(P.organisationElement) : apiPath(P.element, { kind, id }),
  designations: apiPath(P.designations),
  plan: (kind: PlanElementKind, id: number | null) =>
    isOrganisation(kind, id) ? apiPath(P.saveOrganisationPlan) : apiPath(P.savePlan, { kind, id }),
  history: (kind: PlanElementKind, id: number | null) =>
    isOrganisation(kind, id) ? apiPath(P.organisationHistory) : apiPath(P.history, { kind, id }),
  restore: (kind: PlanElementKind, id: number | null, historyId: number) =>
    isOrganisation(kind, id)
      ? apiPath(P.restoreOrganisationPlan, { historyId })
      : apiPath(P.restorePlan, { kind, id, historyId }),
  summary: apiPath(P.summary),
  compare: (left: number, right: number) => `${apiPath(P.compare)}?left=${part(left)}&right=${part(right)}`,
  export: apiPath(P.export),
  pack: apiPath(P.planPack),
  packFigures: apiPath(P.planPackFigures),
};

/**
 * The `/api/WorkforcePlan/...` calls, the data provider's named methods (see workforcePlan.ts).
 * Failures are react-admin's HttpError as httpClient raises them, the server's message in their body.
 */
export function createWorkforcePlanMethods(http: Http = httpClient) {
  const getJson = async <T>(path: string): Promise<T> => (await http(path)).json as T;
  const put = async <T>(path: string, body: unknown, method: 'PUT' | 'POST' = 'PUT'): Promise<PlanChange<T>> =>
    (
      await http(path, {
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

export type WorkforcePlanMethods = ReturnType<typeof createWorkforcePlanMethods>;
