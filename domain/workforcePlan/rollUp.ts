import { costOfResources } from '../estimation';
import type { DesignationMatcher } from './matching';
import { Purse, roundFigure, roundMoney } from './money';
import { nameKey } from './names';
import { nodeKey, type PlanGroup, type PlanLine } from './planOfRecord';
import type { JobTitleFigures, Money, PlanElementKind, PlanNode, PlanOfRecord, PlanStatus, PlanTree } from './types';
import { costOfPeople, statusOfGap, wholePeople } from './wholePeople';

export type StructureKind = Exclude<PlanElementKind, 'organisation'>;

/** A structure element; its parent is of the kind above it (a department's is the organisation). */
export interface PlanElement {
  kind: StructureKind;
  id: number;
  name: string;
  parentId: number | null;
  /** Every name it goes by (English and Arabic), matched against a workbook's grouping column; default: name. */
  names?: readonly string[];
}

/** Active employees of one job title (null: none given) placed directly on one element. */
export interface PlacedPeople {
  kind: PlanElementKind;
  id: number | null;
  jobTitleId: number | null;
  count: number;
}

export interface ElementPlan {
  plan: PlanOfRecord;
  lines: PlanLine[];
  /** The workbook's rows by its grouping column, allocated to the elements below of those names. */
  groups?: readonly PlanGroup[];
}

export interface RollUpInput {
  organisationName: string;
  elements: readonly PlanElement[];
  people: readonly PlacedPeople[];
  /** Plans of record by node key (`organisation`, `team:12`). */
  plans: ReadonlyMap<string, ElementPlan>;
  matcher: DesignationMatcher;
}

export interface RolledUp {
  tree: PlanTree;
  nodes: Map<string, PlanNode>;
  titles: Map<string, JobTitleFigures[]>;
  /** Elements (the organisation aside) with no plan of their own or below them. */
  elementsWithoutPlan: number;
}

/** One collator for every sort: String.localeCompare builds one per call, most of a large tree's time. */
const byText = new Intl.Collator().compare;

const PARENT_KIND: Record<StructureKind, PlanElementKind> = {
  department: 'organisation',
  subDepartment: 'department',
  project: 'subDepartment',
  team: 'project',
};

/** One job title's figures while a node is being summed. */
interface TitleAcc {
  jobTitleId: number | null;
  title: string;
  mapped: boolean;
  unassigned: boolean;
  actual: number;
  required: number;
  /** The distinct unit costs the contributing plans give it (`SAR:120000`). */
  units: Map<string, Money>;
  /** Some contributing plan has no cost for it. */
  uncosted: boolean;
  /** Own plan: cost of the required resources (the plan's one currency). */
  planCost: number;
  /** Without an own plan: the children's gap costs of this title, per currency. */
  childGap: Purse;
  /** What this title's gap costs here, per currency (set when the node is finished). */
  gapCost: Money[];
  /** Whole people: an own plan's figure, else the children's summed (set when the node is finished). */
  toHire: number;
  surplus: number;
  hire: Purse;
  over: Purse;
}

const newAcc = (jobTitleId: number | null, title: string, mapped: boolean, unassigned = false): TitleAcc => ({
  jobTitleId,
  title,
  mapped,
  unassigned,
  actual: 0,
  required: 0,
  units: new Map(),
  uncosted: false,
  planCost: 0,
  childGap: new Purse(),
  gapCost: [],
  toHire: 0,
  surplus: 0,
  hire: new Purse(),
  over: new Purse(),
});

interface Work {
  key: string;
  kind: PlanElementKind;
  id: number | null;
  name: string;
  names: readonly string[];
  children: Work[];
}

const KIND_OF_LEVEL: Record<PlanGroup['level'], StructureKind> = {
  department: 'department',
  subdepartment: 'subDepartment',
  project: 'project',
  team: 'team',
};

/** A share of an ancestor's plan: the lines of its workbook's group named like this element. */
interface Allocation {
  lines: PlanLine[];
  currency: string | null;
}

/**
 * The elements below each plan whose names a group of its workbook's grouping column gives, of the
 * level the column names, with that group's lines. An element holding a plan of its own keeps it, and
 * so does everything below it; the groups no element matches stay with the plan's holder.
 */
function allocate(root: Work, plans: ReadonlyMap<string, ElementPlan>): Map<string, Allocation> {
  const allocations = new Map<string, Allocation>();
  const visit = (work: Work) => {
    const own = plans.get(work.key);
    if (own?.groups?.length) {
      const byName = new Map<string, PlanGroup>();
      for (const group of own.groups) if (!byName.has(nameKey(group.name))) byName.set(nameKey(group.name), group);
      const kind = KIND_OF_LEVEL[own.groups[0].level];
      const match = (below: Work) => {
        if (plans.has(below.key)) return;
        const group = below.kind === kind && below.names.map((n) => byName.get(nameKey(n))).find(Boolean);
        if (group) allocations.set(below.key, { lines: group.lines, currency: own.plan.currency });
        else below.children.forEach(match);
      };
      work.children.forEach(match);
    }
    work.children.forEach(visit);
  };
  visit(root);
  return allocations;
}

/**
 * The organisation tree with figures. Actual: active employees of the element and everything below
 * it. Required: an element with its own plan of record uses that plan for its whole subtree; one
 * given a share of an ancestor's plan (allocate) uses that share; one without either sums its children. Gap = required - actual per job title; an own plan costs it at the
 * plan's cost of the job title in the plan's currency, an element without one adds its children's
 * gap costs. Totals are kept per currency, never added across them.
 */
export function rollUp(input: RollUpInput): RolledUp {
  const { matcher, plans } = input;
  const root: Work = {
    key: 'organisation',
    kind: 'organisation',
    id: null,
    name: input.organisationName,
    names: [input.organisationName],
    children: [],
  };
  const works = new Map<string, Work>([[root.key, root]]);
  const sorted = [...input.elements].sort((a, b) => a.id - b.id);
  for (const e of sorted)
    works.set(nodeKey(e.kind, e.id), {
      key: nodeKey(e.kind, e.id),
      kind: e.kind,
      id: e.id,
      name: e.name,
      names: e.names ?? [e.name],
      children: [],
    });
  for (const e of sorted) {
    // An element whose parent is missing still counts: it hangs from the organisation.
    const parent = (e.parentId !== null && works.get(nodeKey(PARENT_KIND[e.kind], e.parentId))) || root;
    parent.children.push(works.get(nodeKey(e.kind, e.id))!);
  }

  const allocations = allocate(root, plans);

  const placed = new Map<string, PlacedPeople[]>();
  for (const p of input.people) {
    const key = works.has(nodeKey(p.kind, p.id)) ? nodeKey(p.kind, p.id) : root.key;
    (placed.get(key) ?? placed.set(key, []).get(key)!).push(p);
  }

  const nodes = new Map<string, PlanNode>();
  const titles = new Map<string, JobTitleFigures[]>();
  const unmapped = new Map<string, { designation: string; elements: number }>();
  let elementsWithoutPlan = 0;

  const titleKeyOf = (jobTitleId: number | null) => (jobTitleId === null ? 'none' : `t:${jobTitleId}`);

  /** Figures of one node: its title accumulators, with whether a plan covers it or lies below. */
  const visit = (
    work: Work,
    holder: { key: string; name: string } | null,
  ): { accs: Map<string, TitleAcc>; node: PlanNode; hasPlan: boolean } => {
    const own = plans.get(work.key);
    const share = own ? undefined : allocations.get(work.key);
    // Its own plan, or its share of an ancestor's: what its requirement is figured from.
    const source = own ? { lines: own.lines, currency: own.plan.currency } : share;
    // Below a share, the requirement is still held by the plan's holder, which the elements there name.
    const below = own ? { key: work.key, name: work.name } : holder;
    const children = work.children.map((child) => visit(child, below));
    const accs = new Map<string, TitleAcc>();
    const acc = (key: string, make: () => TitleAcc) => accs.get(key) ?? accs.set(key, make()).get(key)!;
    const planCost = new Purse();

    if (source) {
      const currency = source.currency;
      // The plan costs what its workbook's report costs: one sum of unrounded resources, rounded when shown.
      if (currency) planCost.add(currency, costOfResources(source.lines));
      const seen = new Set<string>();
      for (const line of source.lines) {
        const match = matcher.match(line.designation);
        const key = match.jobTitleId === null ? `d:${nameKey(line.designation)}` : titleKeyOf(match.jobTitleId);
        const a = acc(key, () => newAcc(match.jobTitleId, match.title, match.jobTitleId !== null));
        a.required += line.resources;
        if (line.cost !== null && currency) {
          a.units.set(`${currency}:${line.cost}`, { currency, amount: line.cost });
          a.planCost += line.resources * line.cost;
        } else a.uncosted = true;
        if (own && match.jobTitleId === null && !seen.has(key)) {
          seen.add(key);
          const entry =
            unmapped.get(key) ?? unmapped.set(key, { designation: line.designation, elements: 0 }).get(key)!;
          entry.elements++;
        }
      }
    } else {
      for (const child of children) {
        planCost.addAll(child.node.planCost);
        for (const [key, c] of child.accs) {
          const a = acc(key, () => newAcc(c.jobTitleId, c.title, c.mapped, c.unassigned));
          a.required += c.required;
          for (const [unit, money] of c.units) a.units.set(unit, money);
          a.uncosted ||= c.uncosted;
          a.childGap.addAll(c.gapCost);
          a.toHire += c.toHire;
          a.surplus += c.surplus;
          a.hire.addAll(c.hire.list());
          a.over.addAll(c.over.list());
        }
      }
    }
    // Actual: the people placed here, then everyone below.
    for (const p of placed.get(work.key) ?? []) {
      const key = titleKeyOf(p.jobTitleId);
      const name = p.jobTitleId === null ? '' : (matcher.titles.get(p.jobTitleId) ?? '');
      acc(key, () => newAcc(p.jobTitleId, name, true, p.jobTitleId === null)).actual += p.count;
    }
    for (const child of children)
      for (const [key, c] of child.accs)
        if (c.actual) acc(key, () => newAcc(c.jobTitleId, c.title, c.mapped, c.unassigned)).actual += c.actual;

    const gapCost = new Purse();
    const hireCost = new Purse();
    const surplusCost = new Purse();
    const figures: JobTitleFigures[] = [];
    let uncostedTitles = 0;
    for (const a of accs.values()) {
      const gap = a.required - a.actual;
      let unit: Money | null = null;
      if (!a.uncosted && a.units.size === 1) unit = [...a.units.values()][0];
      else if (source && !a.uncosted && a.units.size > 1 && a.required > 0)
        // Two designations of one plan counted as one job title: their average cost, weighted by resources.
        unit = { currency: [...a.units.values()][0].currency, amount: a.planCost / a.required };
      // An own plan (or share) prices its gap; without one, the plans are the children's and so are the costs.
      if (source) {
        a.gapCost = unit ? [{ currency: unit.currency, amount: gap * unit.amount }] : [];
        ({ toHire: a.toHire, surplus: a.surplus } = wholePeople(a.required, a.actual));
        a.hire.addAll(costOfPeople(a.toHire, unit));
        a.over.addAll(costOfPeople(a.surplus, unit));
      } else a.gapCost = a.childGap.list();
      gapCost.addAll(a.gapCost);
      hireCost.addAll(a.hire.list());
      surplusCost.addAll(a.over.list());
      if (a.uncosted) uncostedTitles++;
      figures.push({
        jobTitleId: a.jobTitleId,
        title: a.title,
        mapped: a.mapped,
        ...(a.unassigned ? { unassigned: true } : {}),
        actual: a.actual,
        required: roundFigure(a.required),
        gap: roundFigure(gap),
        unitCost: unit && { currency: unit.currency, amount: roundMoney(unit.amount) },
        gapCost:
          a.gapCost.length === 1 ? { currency: a.gapCost[0].currency, amount: roundMoney(a.gapCost[0].amount) } : null,
        toHire: a.toHire,
        surplus: a.surplus,
      });
    }
    figures.sort((x, y) => Number(!!x.unassigned) - Number(!!y.unassigned) || byText(x.title, y.title));

    const hasPlan = !!own || children.some((c) => c.hasPlan);
    if (!hasPlan && !share && work.kind !== 'organisation') elementsWithoutPlan++;
    const required = [...accs.values()].reduce((s, a) => s + a.required, 0);
    const actual = [...accs.values()].reduce((s, a) => s + a.actual, 0);
    const status: PlanStatus = hasPlan || share ? statusOfGap(required - actual) : holder ? 'covered' : 'noPlan';
    const node: PlanNode = {
      key: work.key,
      kind: work.kind,
      id: work.id,
      name: work.name,
      actual,
      required: roundFigure(required),
      gap: roundFigure(required - actual),
      planCost: planCost.list(),
      gapCost: gapCost.list(),
      ownPlan: !!own,
      allocated: !!share,
      childrenRequired:
        own && children.some((c) => c.hasPlan) ? roundFigure(children.reduce((s, c) => s + c.node.required, 0)) : null,
      uncostedTitles,
      status,
      coveredBy: status === 'covered' ? holder : null,
      toHire: [...accs.values()].reduce((s, a) => s + a.toHire, 0),
      surplus: [...accs.values()].reduce((s, a) => s + a.surplus, 0),
      hireCost: hireCost.list(),
      surplusCost: surplusCost.list(),
      children: children.map((c) => c.node),
    };
    nodes.set(work.key, node);
    titles.set(work.key, figures);
    return { accs, node, hasPlan };
  };

  const top = visit(root, null);
  return {
    tree: {
      root: top.node,
      unmapped: [...unmapped.values()].sort((a, b) => byText(a.designation, b.designation)),
    },
    nodes,
    titles,
    elementsWithoutPlan,
  };
}
