import { z } from 'zod';
import {
  PERSON_MESSAGES,
  chosenDate,
  chosenId,
  confirmedPassword,
  emailField,
  filledText,
  optionalDate,
  optionalId,
  passwordField,
} from './personFields';
import { versionSchema } from './registry/schema';
import { NO_JOB_TITLE } from './employeeListFilters';

/**
 * The Add Employee rules of the specification (§5), one schema for the browser form and the
 * server. Keys are the camelCase API names; the server reports errors under their PascalCase
 * form (`FirstName`, `DepartmentId`, ...). Messages are translation keys (`server` namespace).
 */
export const EMPLOYEE_MESSAGES = {
  ...PERSON_MESSAGES,
  employeeType: 'validation.employee.employeeType',
  department: 'validation.employee.department',
  role: 'validation.employee.role',
  joiningDate: 'validation.employee.joiningDate',
} as const;

/** Profile images: what the server accepts, checked by content, not by the name or the type sent. */
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

const M = EMPLOYEE_MESSAGES;

/** Personal fields, in the order of the form (the first invalid one is focused). */
export const personalShape = {
  firstName: filledText(M.firstName, 100),
  lastName: filledText(M.lastName, 100),
  email: emailField,
  phoneNumber: filledText(M.phoneNumber, 30),
};

export const passwordShape = {
  password: passwordField,
  confirmPassword: z.string({ error: M.passwordMismatch }).optional(),
};

export const residenceShape = {
  country: filledText(M.country, 100),
  address: filledText(M.address, 500),
  joiningDate: chosenDate(M.joiningDate),
};

export const employmentShape = {
  employeeTypeId: chosenId(M.employeeType),
  departmentId: chosenId(M.department),
  subDepartmentId: optionalId,
  designationId: optionalId,
  roleId: chosenId(M.role),
  teamId: optionalId,
  dateOfBirth: optionalDate,
  leavingDate: optionalDate,
  isApprover: z.string({ error: M.invalid }).trim().max(10, { error: M.tooLong }).optional(),
};

/** AddEmployee: everything the form asks, passwords included. */
export const employeeCreateShape = { ...personalShape, ...passwordShape, ...residenceShape, ...employmentShape };
export const employeeCreateSchema = confirmedPassword(z.object(employeeCreateShape));

/** UpdateEmployee: the same person with its id, without passwords. */
export const employeeUpdateShape = {
  id: chosenId(M.invalidId),
  version: versionSchema,
  ...personalShape,
  ...residenceShape,
  ...employmentShape,
};
export const employeeUpdateSchema = z.object(employeeUpdateShape);

export type EmployeeCreateInput = z.input<typeof employeeCreateSchema>;
export type EmployeeCreate = z.output<typeof employeeCreateSchema>;
export type EmployeeUpdate = z.output<typeof employeeUpdateSchema>;

/** Employee list filters the server understands besides the pagination extension. */
export const EMPLOYEE_STATUSES = ['active', 'inactive'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

/** A job title's id, or `none` in any case; a query string's digits are read as the id. */
const jobTitleFilter = z.preprocess(
  (value) =>
    typeof value !== 'string' ? value : /^\d+$/.test(value.trim()) ? Number(value) : value.trim().toLowerCase(),
  z.union([z.number().int(), z.literal(NO_JOB_TITLE)], { error: 'validation.invalid' }),
);

/** What the employee list may be filtered by: the server's query schema, its statements and the mock API. */
export const employeeFilterShape = {
  departmentId: z.number().int().optional(),
  subDepartmentId: z.number().int().optional(),
  teamId: z.number().int().optional(),
  roleId: z.number().int().optional(),
  designationId: jobTitleFilter.optional(),
  employeeTypeId: z.number().int().optional(),
  status: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(EMPLOYEE_STATUSES, { error: 'validation.invalid' }))
    .optional(),
};
export type EmployeeFilters = z.output<z.ZodObject<typeof employeeFilterShape>>;
export const EMPLOYEE_FILTER_NAMES = Object.keys(employeeFilterShape) as Array<keyof EmployeeFilters>;

export { EMPLOYEE_LIST_FILTERS, NO_JOB_TITLE } from './employeeListFilters';
