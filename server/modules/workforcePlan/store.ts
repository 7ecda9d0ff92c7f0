import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  DesignationMatcher,
  nodeKey,
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
} from '../../../src/domain/workforcePlan';
import { currencyOf } from '../../../src/domain/fte';
import {
  costings,
  departments,
  designationMappings,
  estimationFiles,
  jobTitles,
  organizations,
  projects,
  subDepartments,
  teams,
  users,
  workforcePlanChoices,
} from '../../db/schema';
import type { ElementTable } from '../../db/structure';
import type { Tenant } from '../../db/tenant';
import { isoDate } from '../resources/elements';
import { linesOf } from './reports';

export const ELEMENT_TABLES: Record<StructureKind, ElementTable> = {
  department: departments,
  subDepartment: subDepartments,
  project: projects,
  team: teams,
};

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
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows?: Row[] }).rows ?? (result as Row[]);

/** The structure, one query: every department, sub-department, project and team of the organisation. */
async function structure(tenant: Tenant): Promise<PlanElement[]> {
  const part = (kind: StructureKind) => {
    const t = ELEMENT_TABLES[kind];
    return sql`select ${kind}::text as kind, ${t.id} as id, ${tenant.shown(t.name, t.nameAr)} as name, ${t.parentId} as parent from ${t} where ${t.organizationId} = ${tenant.organizationId}`;
  };
  const query = sql.join((Object.keys(ELEMENT_TABLES) as StructureKind[]).map(part), sql` union all `);
  return rowsOf(await tenant.db.execute(query)).map((r) => ({
    kind: r.kind as StructureKind,
    id: Number(r.id),
    name: String(r.name),
    parentId: r.parent === null ? null : Number(r.parent),
  }));
}

/**
 * Active employees counted by where they sit (their team, else sub-department, else department,
 * else the organisation) and job title: one aggregate over the organisation's people.
 */
async function placedPeople(tenant: Tenant): Promise<PlacedPeople[]> {
  const u = users;
  const rows = rowsOf(
    await tenant.db.execute(sql`
      select ${u.teamId} as team, ${u.subDepartmentId} as sub, ${u.departmentId} as dep, ${u.designationId} as title, count(*)::int as n
      from ${u}
      where ${u.organizationId} = ${tenant.organizationId} and ${u.isActive} and not ${u.isOwner}
      group by 1, 2, 3, 4`),
  );
  return rows.map((r) => {
    const [kind, id]: [PlanElementKind, number | null] =
      r.team !== null
        ? ['team', Number(r.team)]
        : r.sub !== null
          ? ['subDepartment', Number(r.sub)]
          : r.dep !== null
            ? ['department', Number(r.dep)]
            : ['organisation', null];
    return { kind, id, jobTitleId: r.title === null ? null : Number(r.title), count: Number(r.n) };
  });
}

/** The workbooks that can be plans (those of structure scopes), by element, with their designations. */
async function workbooks(tenant: Tenant) {
  const f = estimationFiles;
  const rows = await tenant.db
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
  const files = new Map<string, PlanFile[]>();
  const designations: string[] = [];
  for (const r of rows) {
    const key = nodeKey(KIND_OF_SCOPE[r.category], r.elementId);
    const file: PlanFile = { ...r, createdDate: isoDate(r.createdDate), currency: currencyOf(r.country) };
    (files.get(key) ?? files.set(key, []).get(key)!).push(file);
    designations.push(...r.designations);
  }
  return { files, designations };
}

/** Annual costs per job title of the given workbooks. */
async function costsOf(tenant: Tenant, fileIds: number[]): Promise<Map<number, Record<string, number>>> {
  const costs = new Map<number, Record<string, number>>(fileIds.map((id) => [id, {}]));
  if (!fileIds.length) return costs;
  const c = costings;
  const rows = await tenant.db
    .select({ fileId: c.fileId, name: c.designationName, cost: c.cost })
    .from(c)
    .where(tenant.where(c, inArray(c.fileId, fileIds)));
  for (const r of rows) costs.get(r.fileId)![r.name] = r.cost;
  return costs;
}

/** The organisation's job titles and its users' designation mappings. */
export async function matcherOf(tenant: Tenant): Promise<DesignationMatcher> {
  const [titles, mappings] = await Promise.all([
    tenant.db
      .select({ id: jobTitles.id, name: jobTitles.name, arabic: jobTitles.nameAr })
      .from(jobTitles)
      .where(tenant.where(jobTitles))
      .then((rows) =>
        rows.map(({ id, name, arabic }) => ({ id, name, shown: (tenant.language === 'ar' && arabic) || undefined })),
      ),
    tenant.db
      .select({ designation: designationMappings.designation, jobTitleId: designationMappings.jobTitleId })
      .from(designationMappings)
      .where(tenant.where(designationMappings)),
  ]);
  return new DesignationMatcher(titles, mappings);
}

/** The whole workforce plan of the caller's organisation: a handful of aggregate queries, then the maths. */
export async function loadPlan(tenant: Tenant): Promise<PlanState> {
  const [[org], elements, people, { files, designations }, choices, matcher] = await Promise.all([
    tenant.db
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, tenant.organizationId)),
    structure(tenant),
    placedPeople(tenant),
    workbooks(tenant),
    tenant.db
      .select({
        kind: workforcePlanChoices.elementKind,
        id: workforcePlanChoices.elementId,
        fileId: workforcePlanChoices.fileId,
      })
      .from(workforcePlanChoices)
      .where(tenant.where(workforcePlanChoices)),
    matcherOf(tenant),
  ]);
  const chosen = new Map(choices.map((c) => [nodeKey(c.kind as PlanElementKind, c.id), c.fileId]));
  const records = [...files].flatMap(([key, list]) => {
    const plan = planOfRecord(list, chosen.get(key));
    return plan ? [[key, plan] as const] : [];
  });
  const costs = await costsOf(
    tenant,
    records.map(([, plan]) => plan.fileId),
  );
  const plans = new Map<string, ElementPlan>();
  for (const [key, plan] of records)
    plans.set(key, { plan, lines: await linesOf(tenant, { id: plan.fileId, fte: plan.fte }, costs.get(plan.fileId)!) });
  const rolled = rollUp({ organisationName: org?.name ?? '', elements, people, plans, matcher });
  return { rolled, matcher, elements, files, plans, designations };
}

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
