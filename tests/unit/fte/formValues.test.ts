import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { computeFte } from '@domain/fte';
import { fteFamily } from '@domain/fteFamilies';
import { fteValidator, toFteBody, toFteInput } from '../../../src/fte/formValues';
import { chartBars } from '../../../src/fte/FteChart';

// Echoes the key and its field, so the tests read which rule spoke about which input.
const t = ((key: string, options?: { field?: string }) =>
  options?.field ? `${key}|${options.field}` : key) as unknown as TFunction;

const typed = {
  fteName: ' Night shift week ',
  teamId: 4,
  country: 'SaudiArabia',
  workingHours: 8,
  workingDays: 5,
  breakHours: '01:00',
  breakCustomFields: [{ fieldName: 'Prayer', fieldValue: '00:30' }],
  gazettedHolidays: 10,
  annualLeaves: 21,
  sickLeaves: 5,
  casualLeaves: 3,
  totalAwayDays: 2,
  leavesCustomFields: [{ fieldName: 'Training', fieldValue: 1 }],
};

describe('the FTE form as an AddEdit body', () => {
  it('computes the test vector from what the user typed', () => {
    const { breakdown, issues } = computeFte(toFteInput(typed));
    expect(issues).toEqual([]);
    expect(breakdown).toMatchObject({ availableDays: 218, netDailyHours: 6.5, fte: 1417 });
  });

  it('leaves out empty inputs and blank custom rows, and keeps the element under its key', () => {
    const body = toFteBody(
      {
        ...typed,
        id: 7,
        sickLeaves: null,
        casualLeaves: '',
        breakHours: '  ',
        breakCustomFields: [{ fieldName: '', fieldValue: '' }, null, { fieldName: 'Tea', fieldValue: ' 00:15 ' }],
      },
      fteFamily('team'),
    );
    expect(body).toEqual({
      id: 7,
      fteName: 'Night shift week',
      teamId: 4,
      country: 'SaudiArabia',
      workingHours: 8,
      workingDays: 5,
      breakCustomFields: [{ fieldName: 'Tea', fieldValue: '00:15' }],
      gazettedHolidays: 10,
      annualLeaves: 21,
      totalAwayDays: 2,
      leavesCustomFields: [{ fieldName: 'Training', fieldValue: 1 }],
    });
  });

  it('shows the live figures change as a number is typed', () => {
    const before = computeFte(toFteInput({ ...typed, annualLeaves: 2 })).breakdown;
    const after = computeFte(toFteInput({ ...typed, annualLeaves: 21 })).breakdown;
    expect(before?.availableDays).toBe(237);
    expect(after?.availableDays).toBe(218);
    expect(computeFte(toFteInput({ ...typed, workingHours: null })).breakdown).toBeNull();
  });
});

describe('validation of the FTE form with the server schema', () => {
  const validate = fteValidator(fteFamily('team'), t);

  it('accepts the test vector', () => {
    expect(validate(typed)).toEqual({});
  });

  it('puts each message under its input, custom rows included', () => {
    const errors = validate({
      ...typed,
      fteName: '',
      teamId: null,
      workingDays: 9,
      breakCustomFields: [{ fieldName: 'Prayer', fieldValue: '25:00' }],
    });
    expect(errors).toMatchObject({
      fteName: 'server:validation.required|server:fields.fteName',
      teamId: 'server:validation.required|server:fields.teamId',
      workingDays: 'server:validation.fte.daysPerWeek|server:fields.workingDays',
      breakCustomFields: [{ fieldValue: 'server:validation.fte.time|server:fields.breakCustomFields' }],
    });
  });

  it('refuses a profile that leaves no working time', () => {
    expect(validate({ ...typed, breakHours: '08:00' })).toHaveProperty('netDailyHours');
  });

  it('needs no element for the organisation', () => {
    const { teamId: _teamId, ...organisation } = typed;
    expect(fteValidator(fteFamily('organization'), t)(organisation)).toEqual({});
  });
});

describe('the chart of a tab', () => {
  it('scales bars to the largest FTE value shown', () => {
    const bars = chartBars([
      { id: 1, fteName: 'A', fte: 1417 },
      { id: 2, fteName: 'B', fte: 708.5 },
      { id: 3, fteName: 'broken', fte: null },
    ]);
    expect(bars.map((b) => [b.name, b.share])).toEqual([
      ['A', 1],
      ['B', 0.5],
    ]);
  });
});
