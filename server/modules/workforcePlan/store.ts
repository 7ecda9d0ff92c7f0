import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  DesignationMatcher,
  nodeKey,
  planLevels,
  planOfRecord,
  rollUp,
  SCOPE_OF_KIND,
  type ElementPlan,
  type PlanElement,
  type PlanElementKind,
  type PlanFile,
  type PlacedPeople,
  type RolledUp,
  type StructureKind,
} from '@domain/workforcePlan';
import { currencyOf } from '@domain/fte';
import {
  costings,
  designationMappings,
  estimationFiles,
  jobTitles,
  organizations,
  resourceTables,
  users,
  workforceActuals,
  workforcePlanChoices,
} from '../../db/schema';
import type { ElementTable } from '../../db/structure';
import type { Tenant } from '../../db/tenant';
import { isoDate } from '../resources/elements';
import { keptPlan } from './keptPlan';
import { workbookPlanOf } from './reports';

/** The table of each kind of plan element, as the registry chains the structure. */
export const ELEMENT_TABLES = Object.fromEntries(
  planLevels().map(({ kind, spec }) => [kind, resourceTables[spec.name]]),
) as Record<StructureKind, ElementTable>;

const KIND_OF_SCOPE = Object.fromEntries(Object.entries(SCOPE_OF_KIND).map(([kind, scope]) => [scope, kind])) as Record<
  string,
  PlanElementKind
>;

/** Everything the workforce plan of an organisation is figured from, and the figures. */
export interface PlanState {
  rolled: RolledUp;
  matcher: DesignationMatcher;
  elements: PlanElement[];
  /** Workbooks by node key, and each element's plan of record. */
  files: Map<string, PlanFile[]>;
  plans: Map<string, ElementPlan>;
  /** Every designation of the organisation's workbooks, in file order. */
  designations: string[];
  /** The version of each element's plan-of-record choice, by node key. */
  choiceVersions: Map<string, number>;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows?: Row[] }).rows ?? (result as Row[]);

/** The structure, one query: every department, sub-department, project and team of the organisation. */
async function structure(tenant: Tenant): Promise<PlanElement[]> {
  const part = (kind: StructureKind) => {
    const t = ELEMENT_TABLES[kind];
    return sql`select ${kind}::text as kind, ${t.id} as id, ${tenant.shown(t.name, t.nameAr)} as name, ${t.name} as english, ${t.nameAr} as arabic, ${t.parentId} as parent from ${t} where ${t.organizationId} = ${tenant.organizationId}`;
  };
  const query = sql.join((Object.keys(ELEMENT_TABLES) as StructureKind[]).map(part), sql` union all `);
  return rowsOf(await tenant.db.execute(query)).map((r) => ({
    kind: r.kind as StructureKind,
    id: Number(r.id),
    name: String(r.name),
    parentId: r.parent === null ? null : Number(r.parent),
    // A workbook's grouping column may name the element in either language.
    names: [r.english, r.arabic].filter((n): n is string => typeof n === 'string' && n !== ''),
  }));
}

/**
 * Active employees counted by where they sit (their team, else sub-department, else department,
 * else the organisation) and job title: the organisation's rows of workforce_actuals, which the
 * database keeps counted as users are written (a few hundred rows for 100,000 people).
 */
async function placedPeople(tenant: Tenant): Promise<PlacedPeople[]> {
  const a = workforceActuals;
  const rows = await tenant.db
    .select({ team: a.teamId, sub: a.subDepartmentId, dep: a.departmentId, title: a.designationId, n: a.people })
    .from(a)
    .where(and(eq(a.organizationId, tenant.organizationId), gt(a.people, 0)));
  return rows.map((r) => {
    const [kind, id]: [PlanElementKind, number | null] =
      r.team !== null
        ? ['team', r.team]
        : r.sub !== null
          ? ['subDepartment', r.sub]
          : r.dep !== null
            ? ['department', r.dep]
            : ['organisation', null];
    return { kind, id, jobTitleId: r.title, count: r.n };
  });
}

/** The workbooks that can be plans (those of structure scopes), in upload order. */
function workbookRows(tenant: Tenant) {
  const f = estimationFiles;
  return tenant.db
    .select({
      id: f.id,
      fileName: f.fileName,
      fileType: f.fileType,
      category: f.category,
      elementId: f.elementId,
      fteProfileId: f.fteProfileId,
      fte: f.fte,
      country: f.country,
      createdDate: f.createdDate,
      designations: f.designations,
    })
    .from(f)
    .where(tenant.where(f, inArray(f.category, Object.values(SCOPE_OF_KIND))))
    .orderBy(asc(f.id));
}

/** Every row the workforce plan of an organisation is figured from: a handful of queries at once. */
export async function planRows(tenant: Tenant) {
  const m = designationMappings;
  const [[org], elements, people, files, choices, titles, mappings, costs] = await Promise.all([
    tenant.db
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, tenant.organizationId)),
    structure(tenant),
    placedPeople(tenant),
    workbookRows(tenant),
    tenant.db
      .select({
        kind: workforcePlanChoices.elementKind,
        id: workforcePlanChoices.elementId,
        fileId: workforcePlanChoices.fileId,
        planYear: workforcePlanChoices.planYear,
        note: workforcePlanChoices.note,
        version: workforcePlanChoices.version,
      })
      .from(workforcePlanChoices)
      .where(tenant.where(workforcePlanChoices)),
    tenant.db
      .select({ id: jobTitles.id, name: jobTitles.name, arabic: jobTitles.nameAr })
      .from(jobTitles)
      .where(tenant.where(jobTitles))
      .then((rows) =>
        rows.map(({ id, name, arabic }) => ({ id, name, shown: (tenant.language === 'ar' && arabic) || undefined })),
      ),
    tenant.db
      .select({ designation: m.designation, jobTitleId: m.jobTitleId, version: m.version })
      .from(m)
      .where(tenant.where(m)),
    // Every workbook's costs (a few per workbook), read beside the rest rather than after the plans are chosen.
    tenant.db
      .select({ fileId: costings.fileId, name: costings.designationName, cost: costings.cost })
      .from(costings)
      .where(tenant.where(costings)),
  ]);
  return { organisationName: org?.name ?? '', elements, people, files, choices, titles, mappings, costs };
}

export type PlanRows = Awaited<ReturnType<typeof planRows>>;

/** The workforce plan figured from its rows: plans of record, their lines, then the roll-up. */
export async function planOf(tenant: Tenant, rows: PlanRows): Promise<PlanState> {
  const files = new Map<string, PlanFile[]>();
  const designations: string[] = [];
  for (const r of rows.files) {
    const key = nodeKey(KIND_OF_SCOPE[r.category], r.elementId);
    const file: PlanFile = { ...r, createdDate: isoDate(r.createdDate), currency: currencyOf(r.country) };
    (files.get(key) ?? files.set(key, []).get(key)!).push(file);
    designations.push(...r.designations);
  }
  const chosen = new Map(rows.choices.map((c) => [nodeKey(c.kind as PlanElementKind, c.id), c]));
  // Version 0: a row made for a choice that then changed nothing (never chosen).
  const choiceVersions = new Map(
    rows.choices.filter((c) => c.version > 0).map((c) => [nodeKey(c.kind as PlanElementKind, c.id), c.version]),
  );
  const costs = new Map<number, Record<string, number>>();
  for (const c of rows.costs) (costs.get(c.fileId) ?? costs.set(c.fileId, {}).get(c.fileId)!)[c.name] = c.cost;
  const plans = new Map<string, ElementPlan>();
  for (const [key, list] of files) {
    const plan = planOfRecord(list, chosen.get(key));
    if (plan)
      plans.set(key, {
        plan,
        ...(await workbookPlanOf(tenant, { id: plan.fileId, fte: plan.fte }, costs.get(plan.fileId) ?? {})),
      });
  }
  const matcher = new DesignationMatcher(rows.titles, rows.mappings);
  const { organisationName, elements, people } = rows;
  const rolled = rollUp({ organisationName, elements, people, plans, matcher });
  return { rolled, matcher, elements, files, plans, designations, choiceVersions };
}

/** The whole workforce plan of the caller's organisation (kept while nothing it is figured from changes). */
export const loadPlan = (tenant: Tenant): Promise<PlanState> => keptPlan(tenant, planRows, planOf);

const PEOPLE_SHOWN = 500;

/** Active employees placed on the given elements (as the roll-up places them), by name. */
export async function peopleOf(
  tenant: Tenant,
  within: { department: number[]; subDepartment: number[]; team: number[] } | 'all',
) {
  const u = users;
  const ids = (list: number[]) => sql`(${sql.join(list.length ? list.map((id) => sql`${id}`) : [sql`null`], sql`, `)})`;
  const placed =
    within === 'all'
      ? undefined
      : sql`(${u.teamId} in ${ids(within.team)} or (${u.teamId} is null and ${u.subDepartmentId} in ${ids(within.subDepartment)}) or (${u.teamId} is null and ${u.subDepartmentId} is null and ${u.departmentId} in ${ids(within.department)}))`;
  const where = tenant.where(u, eq(u.isActive, true), eq(u.isOwner, false), placed);
  const [rows, [{ total }]] = await Promise.all([
    tenant.db
      .select({
        id: u.id,
        name: sql<string>`trim(concat_ws(' ', ${u.firstName}, ${u.lastName}))`,
        jobTitle: tenant.shown(jobTitles.name, jobTitles.nameAr),
      })
      .from(u)
      .leftJoin(jobTitles, and(eq(jobTitles.id, u.designationId), eq(jobTitles.organizationId, u.organizationId)))
      .where(where)
      .orderBy(asc(u.firstName), asc(u.lastName), asc(u.id))
      .limit(PEOPLE_SHOWN),
    tenant.db
      .select({ total: sql<number>`count(*)::int` })
      .from(u)
      .where(where),
  ]);
  return { people: rows, total: Number(total) };
}
