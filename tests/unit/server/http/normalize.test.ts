import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { employeeFilterShape } from '@domain/employee';
import { normalizeObject } from '../../../../server/http/normalize';

const shape = {
  id: z.number().optional(),
  fteName: z.string(),
  workingHours: z.number(),
  active: z.boolean().optional(),
  breakCustomFields: z.array(z.object({ fieldName: z.string(), fieldValue: z.string() })).optional(),
};

describe('request normalisation (DESIGN §3)', () => {
  it('matches keys case-insensitively', () => {
    expect(normalizeObject({ FTEName: 'Std', WORKINGHOURS: 8 }, shape)).toEqual({ fteName: 'Std', workingHours: 8 });
  });

  it('turns numeric strings into numbers only where a number is expected', () => {
    expect(normalizeObject({ workingHours: '7.5', fteName: '8' }, shape)).toEqual({ workingHours: 7.5, fteName: '8' });
    expect(normalizeObject({ workingHours: 'seven' }, shape)).toEqual({ workingHours: 'seven' });
  });

  it('treats "", "null" and "undefined" as absent', () => {
    expect(normalizeObject({ id: '', fteName: 'null', workingHours: 'undefined' }, shape)).toEqual({});
  });

  it('normalises nested objects in arrays and booleans from strings', () => {
    expect(
      normalizeObject({ BreakCustomFields: [{ FieldName: 'Prayer', fieldvalue: '00:30' }], Active: 'true' }, shape),
    ).toEqual({
      breakCustomFields: [{ fieldName: 'Prayer', fieldValue: '00:30' }],
      active: true,
    });
  });

  it('lets the later of two spellings win, whichever is canonical, and passes unknown keys through', () => {
    expect(normalizeObject({ fteName: 'a', FteName: 'b', extra: 1 }, shape)).toEqual({ fteName: 'b', extra: 1 });
    expect(normalizeObject({ FTEName: 'a', fteName: 'b' }, shape)).toEqual({ fteName: 'b' });
    expect(normalizeObject({ fteName: 'a', FTEName: 'null' }, shape)).toEqual({});
  });

  it('reads an optional id of 0 or null as none chosen, and keeps a required one for its own rule', () => {
    const ids = {
      id: z.number().optional(),
      teamId: z.number().optional(),
      designationID: z.number().nullable().optional(),
      roleId: z.number(),
      fte: z.number().optional(),
    };
    expect(normalizeObject({ id: null, teamId: '0', designationID: null, roleId: 0, fte: 0 }, ids)).toEqual({
      roleId: 0,
      fte: 0,
    });
    expect(normalizeObject({ roleId: null }, ids)).toEqual({ roleId: null });
  });

  it('reads null for an optional field as absent, in nested objects too, and keeps it for a required one', () => {
    const record = {
      name: z.string(),
      description: z.string().optional(),
      leavingDate: z.string().optional(),
      breakdown: z.object({ monthlyBasic: z.number(), housing: z.number().optional().default(0) }).optional(),
    };
    expect(normalizeObject({ name: 'HR', description: null, leavingDate: null, breakdown: null }, record)).toEqual({
      name: 'HR',
    });
    expect(normalizeObject({ name: null, breakdown: { monthlyBasic: 1, housing: null } }, record)).toEqual({
      name: null,
      breakdown: { monthlyBasic: 1 },
    });
  });

  it('reads an alias only when its field is absent', () => {
    const team = { projectId: z.number().optional(), name: z.string() };
    expect(normalizeObject({ DepartmentId: '4', name: 'x' }, team, { departmentId: 'projectId' })).toEqual({
      projectId: 4,
      name: 'x',
    });
    expect(normalizeObject({ departmentId: 4, projectId: 2 }, team, { departmentId: 'projectId' })).toEqual({
      projectId: 2,
    });
    expect(normalizeObject({ departmentId: 0 }, team, { departmentId: 'projectId' })).toEqual({});
  });

  it('takes keys named like Object.prototype members as plain unknown keys and drops __proto__', () => {
    const input = JSON.parse(
      '{"constructor": 5, "toString": "x", "__proto__": {"isOwner": true}, "fteName": "a"}',
    ) as Record<string, unknown>;
    const out = normalizeObject(input, shape) as Record<string, unknown>;
    expect(out).toEqual({ constructor: 5, toString: 'x', fteName: 'a' });
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });

  it('reads the job title filter as an optional id that may also say none: 0 is absent, digits a number', () => {
    const filters = { designationId: employeeFilterShape.designationId };
    expect(normalizeObject({ designationid: '0' }, filters)).toEqual({});
    expect(normalizeObject({ designationId: 0 }, filters)).toEqual({});
    expect(normalizeObject({ designationId: '7' }, filters)).toEqual({ designationId: 7 });
    expect(normalizeObject({ designationId: 'none' }, filters)).toEqual({ designationId: 'none' });
  });
});
