import { describe, expect, it } from 'vitest';
import { checkTable, readActivities } from '@domain/estimation';
import {
  DesignationMatcher,
  planLines,
  planOfRecord,
  planSummary,
  workbookPlan,
  rollUp,
  type ElementPlan,
  type PlanElement,
  type PlacedPeople,
  type PlanFile,
} from '@domain/workforcePlan';

/**
 * A fixture worked by hand. Finance (SAR) has its own plan, and so do its sub-department Accounts
 * (SAR) and its team Payments (PKR); IT has a PKR plan. The project Cash has no people of its own:
 * they all sit in its teams. Finance's plan has "Auditor", which no job title matches.
 */
const JOB_TITLES = [
  { id: 1, name: 'HR Executive' },
  { id: 2, name: 'محاسب' },
  { id: 3, name: 'Engineer' },
];
const HR = 1;
const ACCOUNTANT = 2;
const ENGINEER = 3;

const ELEMENTS: PlanElement[] = [
  { kind: 'department', id: 10, name: 'Finance', parentId: null },
  { kind: 'department', id: 11, name: 'IT', parentId: null },
  { kind: 'subDepartment', id: 20, name: 'Accounts', parentId: 10 },
  { kind: 'subDepartment', id: 21, name: 'Treasury', parentId: 10 },
  { kind: 'project', id: 30, name: 'Cash', parentId: 21 },
  { kind: 'team', id: 40, name: 'Payments', parentId: 30 },
  { kind: 'team', id: 41, name: 'Receipts', parentId: 30 },
];

const PEOPLE: PlacedPeople[] = [
  { kind: 'team', id: 40, jobTitleId: ENGINEER, count: 1 },
  { kind: 'team', id: 40, jobTitleId: ACCOUNTANT, count: 1 },
  { kind: 'team', id: 41, jobTitleId: ACCOUNTANT, count: 2 },
  { kind: 'subDepartment', id: 20, jobTitleId: ACCOUNTANT, count: 1 },
  { kind: 'subDepartment', id: 20, jobTitleId: HR, count: 1 },
  { kind: 'department', id: 10, jobTitleId: null, count: 1 },
  { kind: 'department', id: 11, jobTitleId: ENGINEER, count: 2 },
];

const plan = (fileId: number, currency: string, lines: ElementPlan['lines']): ElementPlan => ({
  plan: {
    fteProfileId: 1,
    fileId,
    fileName: `plan ${fileId}.xlsx`,
    customised: false,
    source: 'default',
    planYear: null,
    note: null,
    fte: 1417,
    currency,
  },
  lines,
});

const PLANS = new Map<string, ElementPlan>([
  [
    'department:10',
    plan(100, 'SAR', [
      { designation: 'hr  EXECUTIVE', resources: 2, cost: 100 },
      { designation: 'مُحَاسِب', resources: 4, cost: 60 },
      { designation: 'Auditor', resources: 1, cost: null },
    ]),
  ],
  ['subDepartment:20', plan(101, 'SAR', [{ designation: 'محاسب', resources: 3, cost: 50 }])],
  ['team:40', plan(102, 'PKR', [{ designation: 'Engineer', resources: 1.5, cost: 1000 }])],
  ['department:11', plan(103, 'PKR', [{ designation: 'engineer', resources: 3, cost: 1000 }])],
]);

const rolled = () =>
  rollUp({
    organisationName: 'Fixture Co',
    elements: ELEMENTS,
    people: PEOPLE,
    plans: PLANS,
    matcher: new DesignationMatcher(JOB_TITLES),
  });

describe('rollUp', () => {
  it('costs a team with its own plan in its currency, and leaves a surplus without a cost uncosted', () => {
    const { nodes, titles } = rolled();
    expect(nodes.get('team:40')).toMatchObject({
      actual: 2,
      required: 1.5,
      gap: -0.5,
      planCost: [{ currency: 'PKR', amount: 1500 }],
      gapCost: [{ currency: 'PKR', amount: 500 }],
      ownPlan: true,
      childrenRequired: null,
    });
    const byId = new Map(titles.get('team:40')!.map((t) => [t.jobTitleId, t]));
    expect(byId.get(ENGINEER)).toMatchObject({
      required: 1.5,
      actual: 1,
      gap: 0.5,
      gapCost: { currency: 'PKR', amount: 500 },
    });
    expect(byId.get(ACCOUNTANT)).toMatchObject({ required: 0, actual: 1, gap: -1, unitCost: null, gapCost: null });
  });

  it('gives a project without people of its own the people of its teams and the sum of their plans', () => {
    const { nodes } = rolled();
    expect(nodes.get('project:30')).toMatchObject({
      actual: 4,
      required: 1.5,
      gap: -2.5,
      planCost: [{ currency: 'PKR', amount: 1500 }],
      gapCost: [{ currency: 'PKR', amount: 500 }],
      ownPlan: false,
    });
    expect(nodes.get('team:41')).toMatchObject({ actual: 2, required: 0, gap: -2, planCost: [], gapCost: [] });
  });

  it("uses a department's own plan for its subtree and shows what its children's plans add up to", () => {
    const { nodes, titles } = rolled();
    expect(nodes.get('subDepartment:20')).toMatchObject({
      actual: 2,
      required: 3,
      gap: 1,
      gapCost: [{ currency: 'SAR', amount: 100 }],
    });
    expect(nodes.get('department:10')).toMatchObject({
      actual: 7,
      required: 7,
      gap: 0,
      planCost: [{ currency: 'SAR', amount: 440 }],
      gapCost: [{ currency: 'SAR', amount: 100 }],
      ownPlan: true,
      childrenRequired: 4.5,
      uncostedTitles: 1,
    });
    const lines = titles.get('department:10')!;
    expect(lines.find((t) => t.jobTitleId === HR)).toMatchObject({
      title: 'HR Executive',
      mapped: true,
      required: 2,
      actual: 1,
      gap: 1,
      unitCost: { currency: 'SAR', amount: 100 },
      gapCost: { currency: 'SAR', amount: 100 },
    });
    expect(lines.find((t) => t.jobTitleId === ACCOUNTANT)).toMatchObject({
      required: 4,
      actual: 4,
      gap: 0,
      gapCost: { currency: 'SAR', amount: 0 },
    });
    expect(lines.find((t) => t.title === 'Auditor')).toEqual({
      jobTitleId: null,
      title: 'Auditor',
      mapped: false,
      actual: 0,
      required: 1,
      gap: 1,
      unitCost: null,
      gapCost: null,
      toHire: 1,
      surplus: 0,
    });
    expect(lines.find((t) => t.jobTitleId === ENGINEER)).toMatchObject({
      required: 0,
      actual: 1,
      gap: -1,
      gapCost: null,
    });
    expect(lines.at(-1)).toMatchObject({ jobTitleId: null, title: '', unassigned: true, actual: 1, gap: -1 });
  });

  it('keeps each currency apart at the organisation, which sums its departments', () => {
    const { tree, titles, elementsWithoutPlan } = rolled();
    expect(tree.root).toMatchObject({
      key: 'organisation',
      kind: 'organisation',
      id: null,
      name: 'Fixture Co',
      actual: 9,
      required: 10,
      gap: 1,
      planCost: [
        { currency: 'PKR', amount: 3000 },
        { currency: 'SAR', amount: 440 },
      ],
      gapCost: [
        { currency: 'PKR', amount: 1000 },
        { currency: 'SAR', amount: 100 },
      ],
      ownPlan: false,
      childrenRequired: null,
      uncostedTitles: 1,
    });
    expect(tree.root.children.map((c) => c.key)).toEqual(['department:10', 'department:11']);
    const engineer = titles.get('organisation')!.find((t) => t.jobTitleId === ENGINEER)!;
    // IT's shortage of one keeps its cost: Finance's surplus engineer has no price in Finance's plan.
    expect(engineer).toMatchObject({ required: 3, actual: 3, gap: 0, gapCost: { currency: 'PKR', amount: 1000 } });
    expect(tree.unmapped).toEqual([{ designation: 'Auditor', elements: 1 }]);
    expect(elementsWithoutPlan).toBe(1);
  });

  it('answers the dashboard from the same figures', () => {
    const summary = planSummary(rolled());
    expect(summary).toMatchObject({
      headcount: 9,
      required: 10,
      gap: 1,
      elementsWithoutPlan: 1,
      titlesWithoutCost: 1,
      gapByDepartment: [
        { id: 10, name: 'Finance', gap: 0 },
        { id: 11, name: 'IT', gap: 1 },
      ],
    });
    expect(summary.byJobTitle).toContainEqual({
      jobTitleId: null,
      title: 'Auditor',
      required: 1,
      actual: 0,
      toHire: 1,
      surplus: 0,
    });
    // Engineers: one short in one element and one over in another are both counted, never netted.
    expect(summary.byJobTitle.find((t) => t.title === 'Engineer')).toMatchObject({
      required: 3,
      actual: 3,
      toHire: 1,
      surplus: 1,
    });
  });

  it('moves a designation into a job title once the user maps it', () => {
    const { nodes, tree } = rollUp({
      organisationName: 'Fixture Co',
      elements: ELEMENTS,
      people: PEOPLE,
      plans: PLANS,
      matcher: new DesignationMatcher(JOB_TITLES, [{ designation: 'AUDITOR', jobTitleId: ENGINEER }]),
    });
    expect(tree.unmapped).toEqual([]);
    // Finance now needs an engineer, whom it has: its engineer line has no cost (Auditor had none).
    expect(nodes.get('department:10')).toMatchObject({ required: 7, gap: 0, uncostedTitles: 1 });
  });
});

describe('plan of record', () => {
  const file = (id: number, fileType: string, createdDate: string): PlanFile => ({
    id,
    fileName: `f${id}.xlsx`,
    fileType,
    fteProfileId: 5,
    fte: 1417,
    currency: 'SAR',
    createdDate,
  });
  const files = [
    file(1, 'O', '2025-01-01T00:00:00Z'),
    file(2, 'O', '2025-03-01T00:00:00Z'),
    file(3, 'C', '2025-02-01T00:00:00Z'),
    file(4, 'C', '2025-02-15T00:00:00Z'),
  ];

  it('defaults to the latest original: a customised copy is a draft until promoted', () => {
    expect(planOfRecord(files, null)).toMatchObject({ fileId: 2, customised: false, source: 'default' });
    expect(planOfRecord(files.slice(2), undefined)).toBeNull();
    expect(planOfRecord([], null)).toBeNull();
  });

  it("keeps the user's choice while the file exists", () => {
    expect(planOfRecord(files, 1)).toMatchObject({ fileId: 1, source: 'chosen' });
    expect(planOfRecord(files, { fileId: 4, planYear: 2026, note: 'Lean' })).toMatchObject({
      fileId: 4,
      source: 'chosen',
      planYear: 2026,
      note: 'Lean',
    });
    expect(planOfRecord(files, { fileId: 99, planYear: 2026 })).toMatchObject({ fileId: 2, planYear: null });
  });

  it("takes the required resources from the workbook's report (hours / FTE value) with its costs", () => {
    const check = checkTable([
      [
        'Category',
        'Activity',
        'JD | Clerk',
        'JD | Officer',
        'Activity Frequency (Monthly)',
        'Unit Time (minutes) per action',
      ],
      ['Transactional', 'Filing', 25, 75, 10, 60],
    ]);
    const activities = readActivities(check.table!)!;
    // 10 a month x 12 x 60 minutes = 120 hours a year: 30 for the clerk, 90 for the officer.
    expect(planLines(activities, 60, { clerk: 5000 })).toEqual([
      { designation: 'Clerk', resources: 0.5, cost: 5000 },
      { designation: 'Officer', resources: 1.5, cost: null },
    ]);
  });
});

/**
 * Allocation worked by hand: Human Resources' plan groups its rows by Sub-Department. Recruiting and
 * Payroll (named in Arabic by the workbook) get their groups' lines; Legal, which no group names,
 * stays covered; the group no element matches stays with Human Resources.
 */
describe('rollUp allocating a plan by its grouping column', () => {
  const elements: PlanElement[] = [
    { kind: 'department', id: 50, name: 'Human Resources', parentId: null },
    { kind: 'subDepartment', id: 60, name: 'Recruiting', parentId: 50 },
    { kind: 'subDepartment', id: 61, name: 'Payroll', parentId: 50, names: ['Payroll', 'الرواتب'] },
    { kind: 'subDepartment', id: 62, name: 'Legal', parentId: 50 },
  ];
  const people: PlacedPeople[] = [
    { kind: 'subDepartment', id: 60, jobTitleId: HR, count: 1 },
    { kind: 'subDepartment', id: 61, jobTitleId: ACCOUNTANT, count: 2 },
  ];
  const hrExecutive = (resources: number) => ({ designation: 'HR Executive', resources, cost: 100 });
  const accountant = (resources: number) => ({ designation: 'محاسب', resources, cost: 60 });
  const hrPlan: ElementPlan = {
    ...plan(200, 'SAR', [hrExecutive(2), accountant(3)]),
    groups: [
      { level: 'subdepartment', name: ' recruiting ', lines: [hrExecutive(1.5), accountant(0)] },
      { level: 'subdepartment', name: 'الرواتب', lines: [hrExecutive(0.5), accountant(1)] },
      { level: 'subdepartment', name: 'Shared Services', lines: [hrExecutive(0), accountant(2)] },
    ],
  };
  const allocated = () =>
    rollUp({
      organisationName: 'Fixture Co',
      elements,
      people,
      plans: new Map([['department:50', hrPlan]]),
      matcher: new DesignationMatcher(JOB_TITLES),
    });

  it('gives each sub-department its rows of the plan, with whole people and costs, and keeps the rest above', () => {
    const { nodes, titles, elementsWithoutPlan } = allocated();
    expect(nodes.get('subDepartment:60')).toMatchObject({
      allocated: true,
      ownPlan: false,
      status: 'short',
      coveredBy: null,
      required: 1.5,
      actual: 1,
      gap: 0.5,
      planCost: [{ currency: 'SAR', amount: 150 }],
      // ⌈1.5⌉ − 1 executive.
      toHire: 1,
      surplus: 0,
      hireCost: [{ currency: 'SAR', amount: 100 }],
    });
    expect(nodes.get('subDepartment:61')).toMatchObject({
      allocated: true,
      status: 'surplus',
      required: 1.5,
      actual: 2,
      gap: -0.5,
      planCost: [{ currency: 'SAR', amount: 110 }],
      // ⌈0.5⌉ executive to hire, 2 − ⌈1⌉ accountant over the plan: never netted.
      toHire: 1,
      surplus: 1,
    });
    expect(titles.get('subDepartment:61')!.find((t) => t.jobTitleId === ACCOUNTANT)).toMatchObject({
      required: 1,
      actual: 2,
      surplus: 1,
    });
    expect(nodes.get('subDepartment:62')).toMatchObject({
      allocated: false,
      status: 'covered',
      coveredBy: { key: 'department:50', name: 'Human Resources' },
    });
    // Human Resources still holds its whole plan: the shares and Shared Services' rows.
    expect(nodes.get('department:50')).toMatchObject({
      allocated: false,
      ownPlan: true,
      required: 5,
      actual: 3,
      status: 'short',
      planCost: [{ currency: 'SAR', amount: 380 }],
    });
    expect(elementsWithoutPlan).toBe(1);
  });

  it('allocates nothing to an element holding a plan of its own, nor without a grouping column', () => {
    const own = plan(201, 'SAR', [hrExecutive(1)]);
    const withOwn = rollUp({
      organisationName: 'Fixture Co',
      elements,
      people,
      plans: new Map([
        ['department:50', hrPlan],
        ['subDepartment:60', own],
      ]),
      matcher: new DesignationMatcher(JOB_TITLES),
    });
    expect(withOwn.nodes.get('subDepartment:60')).toMatchObject({ allocated: false, ownPlan: true, required: 1 });
    const ungrouped = rollUp({
      organisationName: 'Fixture Co',
      elements,
      people,
      plans: new Map([['department:50', { ...hrPlan, groups: [] }]]),
      matcher: new DesignationMatcher(JOB_TITLES),
    });
    expect([...ungrouped.nodes.values()].filter((n) => n.allocated)).toEqual([]);
    expect(ungrouped.nodes.get('subDepartment:61')).toMatchObject({ status: 'covered' });
  });

  it('groups a workbook by a Sub-Department column into the lines of each group', () => {
    const check = checkTable([
      [
        'Category',
        'Sub-Department',
        'Activity',
        'JD | Clerk',
        'Activity Frequency (Monthly)',
        'Unit Time (minutes) per action',
      ],
      ['Transactional', 'Payroll', 'Filing', 100, 10, 60],
      ['Transactional', 'Recruiting', 'Posting', 50, 10, 60],
    ]);
    const { lines, groups } = workbookPlan(readActivities(check.table!)!, 60, { clerk: 5000 });
    // 120 hours a year in Payroll, 60 in Recruiting, at 60 hours per person.
    expect(lines).toEqual([{ designation: 'Clerk', resources: 3, cost: 5000 }]);
    expect(groups).toEqual([
      { level: 'subdepartment', name: 'Payroll', lines: [{ designation: 'Clerk', resources: 2, cost: 5000 }] },
      { level: 'subdepartment', name: 'Recruiting', lines: [{ designation: 'Clerk', resources: 1, cost: 5000 }] },
    ]);
  });
});
