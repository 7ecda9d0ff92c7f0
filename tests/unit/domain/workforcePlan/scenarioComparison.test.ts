import { describe, expect, it } from 'vitest';
import { compareScenarios, costDifference, figuresDifference, type FiguredRow } from '@domain/workforcePlan';

const figures = (resources: number, cost: number) => ({
  hours: resources * 1417,
  resources,
  toHire: Math.ceil(resources),
  cost: cost ? [{ currency: 'SAR', amount: cost }] : [],
});
const row = (department: string, title: string | null, resources: number, cost = 0): FiguredRow => ({
  departmentId: department === 'Org' ? null : department.length,
  department,
  jobTitleId: title ? title.length : null,
  title,
  figures: figures(resources, cost),
});

describe('scenario comparison arithmetic', () => {
  it('takes differences between the values shown', () => {
    // 0.4264 and 0.4335 are both shown 0.43: no difference, where the raw figures differ by 0.0071.
    expect(figuresDifference(figures(0.4264, 0), figures(0.4335, 0)).resources).toBe(0);
    expect(figuresDifference(figures(0.4249, 0), figures(0.4251, 0)).resources).toBe(0.01);
    // 10.001 and 10.004 are both shown 10.00: the costs do not differ.
    expect(costDifference([{ currency: 'SAR', amount: 10.001 }], [{ currency: 'SAR', amount: 10.004 }])).toEqual([]);
    // A currency on one side only counts 0 on the other.
    expect(costDifference([], [{ currency: 'USD', amount: 5 }])).toEqual([{ currency: 'USD', amount: 5 }]);
  });

  it('lines up rows any column has, each department total after its titles, the organisation last', () => {
    const comparison = compareScenarios([
      {
        scenarioId: null,
        name: 'Plan of record',
        rows: [row('Org', null, 1), row('Sales', 'Lead', 1), row('Sales', null, 1)],
      },
      { scenarioId: 7, name: 'Lean', rows: [row('Org', null, 2), row('Sales', 'Analyst', 2), row('Sales', null, 2)] },
    ]);
    expect(comparison.rows.map((r) => `${r.department}/${r.title ?? 'total'}`)).toEqual([
      'Sales/Analyst',
      'Sales/Lead',
      'Sales/total',
      'Org/total',
    ]);
    const lead = comparison.rows[1];
    expect(lead.figures[1]).toEqual({ hours: 0, resources: 0, toHire: 0, cost: [] });
    expect(lead.deltas[0]).toMatchObject({ resources: -1, toHire: -1 });
  });
});
