/** What a cost per full-time person can be built from (monthly amounts; the rate as a fraction, 0.12 = 12 %). */
export interface CostBreakdown {
  monthlyBasic: number;
  housing: number;
  otherAllowances: number;
  employerContributionRate: number;
}

/** Annual cost of one full-time person: 12 x (basic + housing + other allowances) x (1 + employer contribution rate). */
export const annualCostOf = (b: CostBreakdown): number =>
  Math.round(12 * (b.monthlyBasic + b.housing + b.otherAllowances) * (1 + b.employerContributionRate) * 100) / 100;
