import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  activitiesBytes,
  annualCostOf,
  applyShareEdits,
  calculateReport,
  checkTable,
  evaluateArithmetic,
  freeName,
  matchesCategory,
  readActivities,
  type Cell,
} from '@domain/estimation';

const HEADER = [
  'Category',
  'Department',
  'Activity',
  'JD | Lead',
  'JD | Analyst',
  'Percentage',
  'Activity Frequency (Monthly)',
  'Unit Time (minutes) per action',
  'Annual Hours',
];
const TABLE: Cell[][] = [
  HEADER,
  ['Strategy', 'HR', 'Plan', 30, 70, 100, 1, 60, 100],
  ['Tactical/ Operations', 'IT', 'Run', 50, 50, 100, 1, 60, 200],
  ['Transactional', 'HR', 'Do', 0, 100, 100, 1, 60, 50],
];
const activities = () => readActivities(TABLE)!;

describe('calculateReport', () => {
  it('sums Annual Hours x share per job title, divides by the FTE and ends with the totals', () => {
    const report = calculateReport(activities(), { fte: 100 });
    expect(report.lines).toEqual([
      { resourcesName: 'Lead', totalHours: 130, numberOfResources: 1.3, annualCost: 0, cost: null, hasCost: false },
      { resourcesName: 'Analyst', totalHours: 220, numberOfResources: 2.2, annualCost: 0, cost: null, hasCost: false },
      { resourcesName: 'Total', totalHours: 350, numberOfResources: 3.5, annualCost: 0, cost: null, hasCost: false },
    ]);
    expect(report.missingCosts).toEqual(['Lead', 'Analyst']);
  });

  it('costs each job title (matched trimmed and case-insensitively) and groups by the grouping column', () => {
    const report = calculateReport(activities(), { fte: 100, costs: { ' lead ': 1000, ANALYST: 10 } });
    expect(report.lines.map((l) => l.annualCost)).toEqual([1300, 22, 1322]);
    expect(report.lines[2].hasCost).toBe(true);
    expect(report.groupingColumn).toBe('Department');
    expect(report.groups).toEqual([
      { entityName: 'HR', totalHours: 150, numberOfResources: 1.5, annualCost: 300 + 12 },
      { entityName: 'IT', totalHours: 200, numberOfResources: 2, annualCost: 1000 + 10 },
    ]);
  });

  it('filters by category, a tab name matching "Tactical/ Operations"', () => {
    const report = calculateReport(activities(), { fte: 100, category: 'Tactical' });
    expect(report.lines.at(-1)?.totalHours).toBe(200);
    expect(calculateReport(activities(), { fte: 100, category: 'File Data' }).lines.at(-1)?.totalHours).toBe(350);
    expect(matchesCategory('Tactical/ Operations', 'tactical / operations')).toBe(true);
    expect(matchesCategory('Transactional', 'Tactical')).toBe(false);
  });

  it('has no grouping table without a grouping column', () => {
    const table = TABLE.map((r) => [...r.slice(0, 1), ...r.slice(2)]);
    expect(calculateReport(readActivities(table)!, { fte: 1 }).groups).toEqual([]);
  });

  it('keeps a few sums per category and group, however many rows the sheet has', () => {
    const departments = ['HR', 'IT', 'Finance', 'Administration'];
    const categories = ['Strategy', 'Tactical/ Operations', 'Transactional'];
    const table: Cell[][] = [
      HEADER,
      ...Array.from(
        { length: 20_000 },
        (_, i) => [categories[i % 3], departments[i % 4], 'a', 30, 70, 100, 1, 1, 1 + (i % 7)] as Cell[],
      ),
    ];
    const activities = readActivities(table)!;
    expect(activities.count).toBe(20_000);
    expect(activities.blocks).toHaveLength(12);
    // Row by row in typed arrays these were 640 kB (32 bytes a row).
    expect(activitiesBytes(activities)).toBeLessThan(2_000);
    expect(calculateReport(activities, { fte: 1 }).lines.at(-1)?.totalHours).toBe(
      table.slice(1).reduce((sum, row) => sum + (row[8] as number), 0),
    );
  });

  it('adds up as the rows would, line by line and group by group, for any category (property)', () => {
    const categories = ['Strategy', 'Tactical/ Operations', 'Transactional', 'tactical / operations', ''];
    const row = fc.tuple(
      fc.integer({ min: 0, max: categories.length - 1 }),
      fc.constantFrom('HR', 'IT', 'Finance', ''),
      fc.integer({ min: 0, max: 100 }),
      fc.double({ min: 0, max: 1e5, noNaN: true }),
    );
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 60 }),
        fc.constantFrom(undefined, 'Tactical', 'Strategy', 'Transactional', 'All'),
        (rows, category) => {
          const table: Cell[][] = [
            HEADER,
            ...rows.map(([c, group, share, hours]) => [
              categories[c],
              group,
              'a',
              share,
              100 - share,
              100,
              1,
              1,
              hours,
            ]),
          ];
          const report = calculateReport(readActivities(table)!, { fte: 1000, category });
          // DESIGN §5 row by row: the kept rows' Annual Hours x share, by job title and by group.
          const kept = rows.filter(([c]) => matchesCategory(categories[c], category));
          const lead = kept.reduce((sum, [, , share, hours]) => sum + (hours * share) / 100, 0);
          const analyst = kept.reduce((sum, [, , share, hours]) => sum + (hours * (100 - share)) / 100, 0);
          expect(report.lines[0].totalHours).toBeCloseTo(lead, 4);
          expect(report.lines[1].totalHours).toBeCloseTo(analyst, 4);
          const groups = [...new Set(kept.map(([, group]) => group))];
          expect(report.groups.map((g) => g.entityName)).toEqual(groups);
          report.groups.forEach((line, i) => {
            const hours = kept.filter(([, group]) => group === groups[i]).reduce((sum, [, , , h]) => sum + h, 0);
            expect(line.totalHours).toBeCloseTo(hours, 4);
          });
        },
      ),
    );
  });

  it('holds any number of rows (the columns grow as rows are added)', () => {
    const table: Cell[][] = [
      HEADER,
      ...Array.from({ length: 5000 }, (_, i) => ['Strategy', `G${i % 3}`, 'a', 25, 75, 100, 1, 1, 2] as Cell[]),
    ];
    const activities = readActivities(table)!;
    expect(activities.count).toBe(5000);
    expect(activities.groups).toEqual(['G0', 'G1', 'G2']);
    const report = calculateReport(activities, { fte: 1000 });
    expect(report.lines.map((l) => l.totalHours)).toEqual([2500, 7500, 10000]);
  });

  it('totals are the sum of the lines whatever the shares (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 1e4, noNaN: true })), {
          minLength: 1,
          maxLength: 30,
        }),
        (rows) => {
          const table: Cell[][] = [
            HEADER,
            ...rows.map(([s, h]) => ['Strategy', 'X', 'a', s, 100 - s, 100, 1, 1, h] as Cell[]),
          ];
          const report = calculateReport(readActivities(table)!, { fte: 1417 });
          const sum = rows.reduce((a, [, h]) => a + h, 0);
          expect(report.lines.at(-1)!.totalHours).toBeCloseTo(sum, 3);
          expect(report.lines[0].totalHours + report.lines[1].totalHours).toBeCloseTo(sum, 3);
        },
      ),
    );
  });
});

describe('applyShareEdits', () => {
  it('changes only the shares, recomputes Percentage and leaves the source alone', () => {
    const before = JSON.stringify(TABLE);
    const result = applyShareEdits(TABLE, [{ row: 1, designation: ' lead', share: 20 }]);
    expect('table' in result && result.table[1]).toEqual(['Strategy', 'HR', 'Plan', 20, 70, 90, 1, 60, 100]);
    expect(JSON.stringify(TABLE)).toBe(before);
    const report = calculateReport(readActivities('table' in result ? result.table : [])!, { fte: 100 });
    expect(report.lines[0].totalHours).toBe(120);
  });

  it('reports edits of unknown rows, unknown job titles or shares outside 0-100', () => {
    expect(
      applyShareEdits(TABLE, [
        { row: 9, designation: 'Lead', share: 1 },
        { row: 1, designation: 'CEO', share: 1 },
        { row: 1, designation: 'Lead', share: 101 },
      ]),
    ).toEqual({
      problems: [
        { edit: 0, reason: 'row' },
        { edit: 1, reason: 'designation' },
        { edit: 2, reason: 'share' },
      ],
    });
  });
});

describe('helpers', () => {
  it('evaluates simple numeric formulas only', () => {
    expect(evaluateArithmetic('=1/30')).toBeCloseTo(1 / 30);
    expect(evaluateArithmetic('12*60')).toBe(720);
    // As in a spreadsheet, a leading minus binds before ^: -2^2 is 4.
    expect(evaluateArithmetic('=(2+3)*-2^2')).toBe(20);
    expect(evaluateArithmetic('=K2*L2')).toBeUndefined();
    expect(evaluateArithmetic('=SUM(1,2)')).toBeUndefined();
    expect(evaluateArithmetic('=1/0')).toBeUndefined();
  });

  it('computes an annual cost from a monthly breakdown', () => {
    expect(
      annualCostOf({ monthlyBasic: 10000, housing: 2500, otherAllowances: 500, employerContributionRate: 0.12 }),
    ).toBe(174720);
  });

  it('finds a free file name', () => {
    expect(freeName('model.xlsx', ['other.xlsx'])).toBe('model.xlsx');
    expect(freeName('Model.XLSX', ['model.xlsx', 'model (2).xlsx'])).toBe('Model (3).xlsx');
    expect(freeName('../x:y?.xlsx', [])).toBe('x y.xlsx');
    // Trimmed (and cleaned) before the extension is handled.
    expect(freeName('1 hr-manpower-model.xlsx ', [])).toBe('1 hr-manpower-model.xlsx');
    expect(freeName('\tplan .XLSX\u202e ', [])).toBe('plan.xlsx');
    expect(freeName('plan.xlsx?', [])).toBe('plan.xlsx');
  });

  it('checks the workbook the same way in the browser (whole table)', () => {
    expect(checkTable(TABLE).errors).toEqual([]);
  });
});
