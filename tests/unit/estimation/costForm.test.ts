import { describe, expect, it } from 'vitest';
import { EMPTY_FIELDS, fieldsOf, readCostFields } from '../../../src/estimation/costing/costForm';
import type { CostingRecord } from '@domain/estimation/answers';

describe('cost dialog fields', () => {
  it('reads a plain annual cost, in Latin or Arabic digits, with thousands separators', () => {
    expect(readCostFields({ ...EMPTY_FIELDS, cost: '600,000' })).toEqual({ cost: 600000, problems: {} });
    expect(readCostFields({ ...EMPTY_FIELDS, cost: '٦٠٠٠٠٠٫٥' }).cost).toBe(600000.5);
  });

  it('says what is wrong with a cost', () => {
    expect(readCostFields(EMPTY_FIELDS).problems).toEqual({ cost: 'required' });
    expect(readCostFields({ ...EMPTY_FIELDS, cost: 'ten' }).problems).toEqual({ cost: 'number' });
    expect(readCostFields({ ...EMPTY_FIELDS, cost: '-1' }).problems).toEqual({ cost: 'negative' });
  });

  it('builds the annual cost from the monthly pay: 12 x (basic + housing + other) x (1 + rate)', () => {
    const reading = readCostFields({
      ...EMPTY_FIELDS,
      useBreakdown: true,
      monthlyBasic: '10000',
      housing: '2500',
      otherAllowances: '500',
      ratePercent: '12',
    });
    expect(reading.cost).toBe(174720);
    expect(reading.breakdown).toEqual({
      monthlyBasic: 10000,
      housing: 2500,
      otherAllowances: 500,
      employerContributionRate: 0.12,
    });
  });

  it('needs the basic salary, takes blank allowances as 0 and keeps the rate within 0-100 %', () => {
    expect(readCostFields({ ...EMPTY_FIELDS, useBreakdown: true }).problems).toEqual({ monthlyBasic: 'required' });
    expect(readCostFields({ ...EMPTY_FIELDS, useBreakdown: true, monthlyBasic: '1000' }).cost).toBe(12000);
    expect(
      readCostFields({ ...EMPTY_FIELDS, useBreakdown: true, monthlyBasic: '1000', ratePercent: '120' }).problems,
    ).toEqual({ ratePercent: 'rate' });
  });

  it('reads the rate as a percentage (12 is 12 %) and refuses a fraction typed in its place', () => {
    const pay = { ...EMPTY_FIELDS, useBreakdown: true, monthlyBasic: '8000', housing: '2000', otherAllowances: '1000' };
    expect(readCostFields({ ...pay, ratePercent: '12' }).cost).toBe(147840);
    expect(readCostFields({ ...pay, ratePercent: '0.12' })).toEqual({ problems: { ratePercent: 'fraction' } });
    expect(readCostFields({ ...pay, ratePercent: '0' }).cost).toBe(132000);
    expect(readCostFields({ ...pay, ratePercent: '1' }).cost).toBe(133320);
  });

  it('fills the dialog from a stored cost so that its breakdown can be edited again', () => {
    const record = {
      cost: 174720,
      breakdown: { monthlyBasic: 10000, housing: 2500, otherAllowances: 500, employerContributionRate: 0.12 },
    } as CostingRecord;
    expect(fieldsOf(record)).toEqual({
      useBreakdown: true,
      cost: '174720',
      monthlyBasic: '10000',
      housing: '2500',
      otherAllowances: '500',
      ratePercent: '12',
    });
    expect(fieldsOf({ ...record, breakdown: null })).toEqual({ ...EMPTY_FIELDS, cost: '174720' });
    expect(fieldsOf(undefined)).toEqual(EMPTY_FIELDS);
  });
});
