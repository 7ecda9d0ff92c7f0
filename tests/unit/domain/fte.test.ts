import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  computeFte,
  countryOf,
  CURRENCY_OF,
  formatTime,
  parseTime,
  STANDARD_ABSENCES,
  type FteInput,
} from '@domain/fte';
import { fteProfileSchema } from '@domain/fteProfileSchema';

/** The test vector of the issue: a 5-day week of 8 hours with a 1 h break and a 30 min prayer break. */
const vector: FteInput = {
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
  country: 'SaudiArabia',
};

const keysOf = (input: FteInput) => computeFte(input).issues.map((i) => `${i.field}:${i.key}`);

describe('computeFte', () => {
  it('computes the test vector: 218 days x 6.5 h = 1417', () => {
    const { breakdown, issues } = computeFte(vector);
    expect(issues).toEqual([]);
    expect(breakdown).toMatchObject({
      workingDaysPerYear: 260,
      absenceDays: 42,
      availableDays: 218,
      breakHours: 1.5,
      netDailyHours: 6.5,
      fte: 1417,
    });
    expect(breakdown?.absences).toContainEqual({ field: 'leavesCustomFields', name: 'Training', value: 1 });
    expect(breakdown?.breaks).toEqual([
      { field: 'breakHours', value: 1 },
      { field: 'breakCustomFields', name: 'Prayer', value: 0.5 },
    ]);
  });

  it('reads the break as "HH:mm", "HH.mm", whole hours or a number of hours alike', () => {
    for (const breakHours of ['01:00', '01.00', '1:00', '1', 1]) {
      expect(computeFte({ ...vector, breakHours }).breakdown?.fte, String(breakHours)).toBe(1417);
    }
    expect(computeFte({ ...vector, breakHours: 1.25, breakCustomFields: [] }).breakdown?.netDailyHours).toBe(6.75);
    expect(computeFte({ ...vector, breakHours: '01.15', breakCustomFields: [] }).breakdown?.netDailyHours).toBe(6.75);
  });

  it('treats absent day counts and breaks as none', () => {
    const { breakdown, issues } = computeFte({ workingHours: 8, workingDays: 5 });
    expect(issues).toEqual([]);
    expect(breakdown).toMatchObject({ availableDays: 260, netDailyHours: 8, fte: 2080 });
  });

  it.each([
    [{ workingHours: 25 }, 'workingHours:validation.fte.hoursPerDay'],
    [{ workingHours: -1 }, 'workingHours:validation.fte.hoursPerDay'],
    [{ workingHours: undefined }, 'workingHours:validation.required'],
    [{ workingHours: Number.NaN }, 'workingHours:validation.notNumber'],
    [{ workingDays: 0 }, 'workingDays:validation.fte.daysPerWeek'],
    [{ workingDays: 8 }, 'workingDays:validation.fte.daysPerWeek'],
    [{ sickLeaves: -2 }, 'sickLeaves:validation.fte.dayCount'],
    [
      { leavesCustomFields: [{ fieldName: 'Training', fieldValue: -1 }] },
      'leavesCustomFields.0.fieldValue:validation.fte.dayCount',
    ],
    [{ breakHours: '1:75' }, 'breakHours:validation.fte.time'],
    [{ breakHours: '25:00' }, 'breakHours:validation.fte.time'],
    [{ breakHours: 'lunch' }, 'breakHours:validation.fte.time'],
    [
      { breakCustomFields: [{ fieldName: 'Prayer', fieldValue: '0:3' }] },
      'breakCustomFields.0.fieldValue:validation.fte.time',
    ],
    [{ breakHours: '08:00' }, 'netDailyHours:validation.fte.netDailyHours'],
    [{ workingHours: 0 }, 'netDailyHours:validation.fte.netDailyHours'],
    [{ totalAwayDays: 300 }, 'availableDays:validation.fte.availableDays'],
    [{ country: 'France' }, 'country:validation.fte.country'],
  ])('refuses %j', (change, expected) => {
    expect(keysOf({ ...vector, ...change })).toContain(expected);
  });

  it('knows the five countries and their currencies', () => {
    expect(CURRENCY_OF).toEqual({ Pakistan: 'PKR', SaudiArabia: 'SAR', UAE: 'AED', Canada: 'CAD', USA: 'USD' });
    expect(countryOf('Saudi Arabia')).toBe('SaudiArabia');
    expect(countryOf('usa')).toBe('USA');
    expect(countryOf('France')).toBeUndefined();
  });

  it('parses and formats times in whole minutes', () => {
    expect(parseTime('00:30')).toBe(30);
    expect(parseTime('24:00')).toBe(1440);
    expect(parseTime('24:01')).toBeUndefined();
    expect(parseTime(-1)).toBeUndefined();
    expect(formatTime(90)).toBe('01:30');
  });
});

/** Inputs that make sense: a valid week, modest breaks and absences. */
const days = fc.double({ min: 0, max: 40, noNaN: true });
const validInput = fc.record({
  workingHours: fc.double({ min: 4, max: 24, noNaN: true }),
  workingDays: fc.integer({ min: 1, max: 7 }),
  breakHours: fc.integer({ min: 0, max: 120 }).map(formatTime),
  breakCustomFields: fc.array(
    fc.record({ fieldName: fc.string({ minLength: 1 }), fieldValue: fc.integer({ min: 0, max: 30 }).map(formatTime) }),
    { maxLength: 3 },
  ),
  gazettedHolidays: days,
  annualLeaves: days,
  sickLeaves: days,
  casualLeaves: days,
  totalAwayDays: days,
  leavesCustomFields: fc.array(fc.record({ fieldName: fc.string({ minLength: 1 }), fieldValue: days }), {
    maxLength: 3,
  }),
});
const anything = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.string(),
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
);

describe('computeFte properties', () => {
  it('never increases when any absence grows', () => {
    fc.assert(
      fc.property(
        validInput,
        fc.constantFrom(...STANDARD_ABSENCES),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (input, field, more) => {
          const before = computeFte(input);
          const after = computeFte({ ...input, [field]: input[field] + more });
          fc.pre(before.issues.length === 0 && after.issues.length === 0);
          expect(after.breakdown!.fte).toBeLessThanOrEqual(before.breakdown!.fte);
        },
      ),
    );
  });

  it('never increases when a custom away day or a break grows', () => {
    fc.assert(
      fc.property(
        validInput,
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.integer({ min: 0, max: 60 }),
        (input, moreDays, moreMinutes) => {
          const before = computeFte(input);
          const withLeave = computeFte({
            ...input,
            leavesCustomFields: [...input.leavesCustomFields, { fieldName: 'More', fieldValue: moreDays }],
          });
          const withBreak = computeFte({
            ...input,
            breakCustomFields: [...input.breakCustomFields, { fieldName: 'More', fieldValue: formatTime(moreMinutes) }],
          });
          fc.pre(before.issues.length === 0);
          if (withLeave.issues.length === 0)
            expect(withLeave.breakdown!.fte).toBeLessThanOrEqual(before.breakdown!.fte);
          if (withBreak.issues.length === 0)
            expect(withBreak.breakdown!.fte).toBeLessThanOrEqual(before.breakdown!.fte);
        },
      ),
    );
  });

  it('is exactly available days times net daily hours and positive when accepted', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const { breakdown, issues } = computeFte(input);
        if (issues.length > 0) return;
        expect(breakdown!.fte).toBeGreaterThan(0);
        expect(breakdown!.fte).toBeCloseTo(breakdown!.availableDays * breakdown!.netDailyHours, 1);
      }),
    );
  });

  it('never answers NaN or Infinity, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('workingHours', 'workingDays', 'breakHours', ...STANDARD_ABSENCES), anything),
        (junk) => {
          const { breakdown, issues } = computeFte(junk as FteInput);
          if (breakdown)
            for (const value of Object.values(breakdown))
              if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
          expect(breakdown === null || issues.length > 0 || breakdown.fte > 0).toBe(true);
        },
      ),
    );
  });

  it('rejects what cannot be: more than 24 hours a day, fewer than 1 or more than 7 days a week, negative days', () => {
    fc.assert(
      fc.property(
        validInput,
        fc.oneof(
          fc.double({ min: 24.0001, max: 1e9, noNaN: true }).map((v) => ({ workingHours: v })),
          fc.double({ min: -1e9, max: 0.999, noNaN: true }).map((v) => ({ workingDays: v })),
          fc.double({ min: 7.0001, max: 1e9, noNaN: true }).map((v) => ({ workingDays: v })),
          fc
            .tuple(fc.constantFrom(...STANDARD_ABSENCES), fc.double({ min: -1e9, max: -1e-9, noNaN: true }))
            .map(([k, v]) => ({ [k]: v })),
        ),
        (input, bad) => {
          expect(computeFte({ ...input, ...bad }).issues.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('fteProfileSchema', () => {
  const schema = fteProfileSchema({ parentKey: 'teamId' });
  const body = { ...vector, fteName: 'Standard week', teamId: 3 };

  it('accepts the test vector', () => {
    expect(schema.safeParse(body).success).toBe(true);
  });

  it('reports the rules of computeFte under their fields, as translation keys', () => {
    const result = schema.safeParse({
      ...body,
      workingDays: 9,
      breakCustomFields: [{ fieldName: 'Prayer', fieldValue: '0:99' }],
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(issues).toEqual(
      expect.arrayContaining([
        'workingDays:validation.fte.daysPerWeek',
        'breakCustomFields.0.fieldValue:validation.fte.time',
      ]),
    );
  });

  it('requires a name, the element and a name on every custom row', () => {
    const result = schema.safeParse({
      ...body,
      fteName: ' ',
      teamId: undefined,
      leavesCustomFields: [{ fieldName: '', fieldValue: 1 }],
    });
    const issues = result.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(issues).toEqual(
      expect.arrayContaining([
        'fteName:validation.required',
        'teamId:validation.required',
        'leavesCustomFields.0.fieldName:validation.required',
      ]),
    );
  });
});
