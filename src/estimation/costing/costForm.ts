import { annualCostOf, readNumber, type CostBreakdown } from '@domain/estimation';
import type { CostingRecord } from '@domain/estimation/answers';

/** The cost dialog's fields as typed (Latin or Arabic digits, `1,250`); the rate in percent. */
export interface CostFields {
  useBreakdown: boolean;
  cost: string;
  monthlyBasic: string;
  housing: string;
  otherAllowances: string;
  ratePercent: string;
}

export type CostField = Exclude<keyof CostFields, 'useBreakdown'>;
export type CostProblem = 'required' | 'number' | 'negative' | 'rate' | 'fraction';

export interface CostReading {
  /** The annual cost per full-time person, when the fields give one. */
  cost?: number;
  breakdown?: CostBreakdown;
  problems: Partial<Record<CostField, CostProblem>>;
}

export const EMPTY_FIELDS: CostFields = {
  useBreakdown: false,
  cost: '',
  monthlyBasic: '',
  housing: '',
  otherAllowances: '',
  ratePercent: '',
};

/** The fields of a stored cost, so that its breakdown can be edited again; `written` writes a number in the reader's digits. */
export function fieldsOf(record: CostingRecord | undefined, written: (value: number) => string = String): CostFields {
  if (!record) return EMPTY_FIELDS;
  const b = record.breakdown;
  if (!b) return { ...EMPTY_FIELDS, cost: written(record.cost) };
  const percent = Math.round(b.employerContributionRate * 100 * 1e6) / 1e6;
  return {
    useBreakdown: true,
    cost: written(record.cost),
    monthlyBasic: written(b.monthlyBasic),
    housing: written(b.housing),
    otherAllowances: written(b.otherAllowances),
    ratePercent: written(percent),
  };
}

/** Reads one amount; blank is 0 when `optional`. */
function amount(text: string, optional: boolean): { value?: number; problem?: CostProblem } {
  const reading = readNumber(text);
  if (reading.kind === 'blank') return optional ? { value: 0 } : { problem: 'required' };
  if (reading.kind !== 'number') return { problem: 'number' };
  if (reading.value < 0) return { problem: 'negative' };
  return { value: reading.value };
}

/**
 * The annual cost the fields give: the amount typed, or 12 x (basic + housing + other) x
 * (1 + rate) from the breakdown (the domain's formula, the one the server applies).
 */
export function readCostFields(fields: CostFields): CostReading {
  const problems: CostReading['problems'] = {};
  if (!fields.useBreakdown) {
    const { value, problem } = amount(fields.cost, false);
    if (problem) problems.cost = problem;
    return { cost: value, problems };
  }
  const read = (field: CostField, optional: boolean) => {
    const { value, problem } = amount(fields[field], optional);
    if (problem) problems[field] = problem;
    return value ?? 0;
  };
  const monthlyBasic = read('monthlyBasic', false);
  const housing = read('housing', true);
  const otherAllowances = read('otherAllowances', true);
  const ratePercent = read('ratePercent', true);
  if (!problems.ratePercent && ratePercent > 100) problems.ratePercent = 'rate';
  // The field asks a percentage: 0.12 is the fraction the API takes, typed here it would mean 0.12 %.
  if (!problems.ratePercent && ratePercent > 0 && ratePercent < 1) problems.ratePercent = 'fraction';
  if (Object.keys(problems).length > 0) return { problems };
  const breakdown = { monthlyBasic, housing, otherAllowances, employerContributionRate: ratePercent / 100 };
  return { cost: annualCostOf(breakdown), breakdown, problems };
}
