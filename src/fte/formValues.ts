import type { TFunction } from 'i18next';
import { computeFte, STANDARD_ABSENCES, type FteInput } from '@domain/fte';
import type { FteFamily } from '@domain/fteFamilies';
import { fteProfileSchema } from '@domain/fteProfileSchema';

/** What the FTE form holds while the user types: inputs may be empty (null, '') at any moment. */
export type FteFormValues = Record<string, unknown> & {
  breakCustomFields?: Array<{ fieldName?: string | null; fieldValue?: unknown } | null>;
  leavesCustomFields?: Array<{ fieldName?: string | null; fieldValue?: unknown } | null>;
};

const NUMBERS = ['workingHours', 'workingDays', ...STANDARD_ABSENCES] as const;

const present = (value: unknown) =>
  value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');

/** A number input's value as a number, or absent while it is empty. */
const numeric = (value: unknown): number | undefined => {
  if (!present(value)) return undefined;
  return typeof value === 'number' ? value : Number(String(value).trim());
};

const named = <V>(rows: FteFormValues['breakCustomFields'], value: (raw: unknown) => V | undefined) =>
  (rows ?? [])
    .filter((row) => row && (present(row.fieldName) || present(row.fieldValue)))
    .map((row) => ({ fieldName: String(row?.fieldName ?? '').trim(), fieldValue: value(row?.fieldValue) as V }));

/**
 * The AddEdit body of a family from the form: empty inputs are left out (the server reads them as
 * absent), custom rows the user left blank are dropped, and the element id kept under its key.
 */
export function toFteBody(values: FteFormValues, family: Pick<FteFamily, 'parentKey'>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (typeof values.id === 'number') body.id = values.id;
  if (present(values.fteName)) body.fteName = String(values.fteName).trim();
  for (const field of NUMBERS) {
    const n = numeric(values[field]);
    if (n !== undefined) body[field] = n;
  }
  if (present(values.breakHours))
    body.breakHours = typeof values.breakHours === 'number' ? values.breakHours : String(values.breakHours).trim();
  body.breakCustomFields = named<string | number>(values.breakCustomFields, (raw) =>
    typeof raw === 'number' ? raw : present(raw) ? String(raw).trim() : undefined,
  );
  body.leavesCustomFields = named<number>(values.leavesCustomFields, numeric);
  if (present(values.country)) body.country = values.country;
  if (family.parentKey && present(values[family.parentKey])) body[family.parentKey] = numeric(values[family.parentKey]);
  return body;
}

/** The same body read as the input of the FTE function, for the live breakdown. */
export const toFteInput = (values: FteFormValues): FteInput => toFteBody(values, {}) as FteInput;

type Errors = Record<string, unknown>;

/** Puts a message at a path of the error tree react-admin's validation expects. */
function place(errors: Errors, path: Array<string | number>, message: string): void {
  let node: Errors | unknown[] = errors;
  path.forEach((key, i) => {
    const last = i === path.length - 1;
    const slot = node as Record<string | number, unknown>;
    if (last) {
      slot[key] ??= message;
      return;
    }
    slot[key] ??= typeof path[i + 1] === 'number' ? [] : {};
    node = slot[key] as Errors;
  });
}

/**
 * Form validation with the very schema the server applies (types, ranges, the FTE rules), so the
 * form refuses exactly what the API would, with the same messages, under each input. Rules about
 * the whole profile (net daily hours, available days) show in the breakdown instead.
 */
export function fteValidator(family: Pick<FteFamily, 'parentKey'>, t: TFunction) {
  const schema = fteProfileSchema(family);
  return (values: FteFormValues): Errors => {
    const body = toFteBody(values, family);
    const result = schema.safeParse(body);
    if (result.success) return {};
    const errors: Errors = {};
    const add = (path: Array<string | number>, key: string, max?: unknown) =>
      place(errors, path, t(`server:${key}`, { field: t(`server:fields.${String(path[0])}`), max }));
    for (const issue of result.error.issues) {
      add(
        issue.path.map((p) => (typeof p === 'number' ? p : String(p))),
        issue.message,
        (issue as { maximum?: unknown }).maximum,
      );
    }
    // The schema checks the FTE rules only once every type is right; the form shows them all at once.
    for (const issue of computeFte(body as FteInput).issues) {
      add(
        issue.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
        issue.key,
      );
    }
    return errors;
  };
}
