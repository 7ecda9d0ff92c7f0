import type { z } from 'zod';
import { isNoValue } from '@domain/noValue';
import { fieldAliases } from '@domain/registry/schema';

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * What normalising a request learns of a schema, kept per schema: the routes' schemas are made
 * once, and each request walked them again (their wrappers, their keys in lowercase).
 */
const unwrapped = new WeakMap<z.ZodType, { def: Def; schema: z.ZodType }>();
const lowercaseKeys = new WeakMap<object, Map<string, string>>();
const shapes = new WeakMap<object, ReturnType<typeof shapeOf>>();
const NO_ALIASES: Record<string, string> = {};

/** `names`' keys by their lowercase spelling (a shape's fields, or aliases and the fields they name). */
function byLowercase(names: Record<string, unknown>, value: (key: string) => string): Map<string, string> {
  let map = lowercaseKeys.get(names);
  if (!map) {
    map = new Map(Object.keys(names).map((k) => [k.toLowerCase(), value(k)]));
    lowercaseKeys.set(names, map);
  }
  return map;
}

/** The schema under optional/nullable/default wrappers and the input side of pipes (a preprocess's output side). */
function unwrap(schema: z.ZodType): { def: Def; schema: z.ZodType } {
  let found = unwrapped.get(schema);
  if (!found) unwrapped.set(schema, (found = unwrapOnce(schema)));
  return found;
}

function unwrapOnce(schema: z.ZodType): { def: Def; schema: z.ZodType } {
  let current = schema;
  for (let depth = 0; depth < 10; depth++) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    // A preprocess is a pipe from a transform: what it checks is the pipe's output side.
    else if (def.type === 'pipe' && def.in) current = defOf(def.in).type === 'transform' && def.out ? def.out : def.in;
    else return { def, schema: current };
  }
  return { def: defOf(current), schema: current };
}

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

function normalizeValue(value: unknown, schema: z.ZodType): unknown {
  if (typeof value === 'string' && isNoValue(value)) return undefined;
  const { def } = unwrap(schema);
  switch (def.type) {
    case 'number':
    case 'int':
      return typeof value === 'string' && NUMERIC.test(value.trim()) ? Number(value) : value;
    case 'boolean':
      if (value === 'true' || value === '1') return true;
      if (value === 'false' || value === '0') return false;
      return value;
    case 'string':
      return typeof value === 'number' ? String(value) : value;
    case 'union':
      // An id or a word (a job title's id, or `none`): its digits are the id, as a number's are.
      return isNumeric(schema) &&
        !(def.options ?? []).some((o) => unwrap(o).def.type === 'string') &&
        typeof value === 'string' &&
        NUMERIC.test(value.trim())
        ? Number(value)
        : value;
    case 'array':
      return Array.isArray(value) && def.element
        ? value.map((v) => normalizeValue(v, def.element as z.ZodType))
        : value;
    case 'object':
      return def.shape ? normalizeObject(value, def.shape) : value;
    default:
      return value;
  }
}

/** `id`, `departmentId`, `designationID`: a field naming a record by its number. */
const ID_KEY = /^id$|I[dD]$/;

function isNumeric(schema: z.ZodType): boolean {
  const { def } = unwrap(schema);
  return def.type === 'number' || (def.type === 'union' && (def.options ?? []).some(isNumeric));
}

/** Whether the schema lets the field be left out (optional, or with a default). */
const isOptional = (schema: z.ZodType): boolean => {
  const optin = (schema as unknown as { _zod: { optin?: string } })._zod.optin;
  return optin === 'optional' || optin === 'defaulted';
};

/**
 * An optional field sent as `null` is absent: a read answers `null` for an empty optional field
 * (a description, a date of birth, a cost without breakdown) and a save takes it back. An optional
 * id sent as `0` is "none chosen" too (the documented client sends every category's id, 0 for
 * those not chosen). A required field keeps the value so that its own rule refuses it with its
 * own message.
 */
const isNoneChosen = (key: string, value: unknown, schema: z.ZodType): boolean =>
  isOptional(schema) && (value === null || (value === 0 && ID_KEY.test(key) && isNumeric(schema)));

function fieldValue(key: string, raw: unknown, schema: z.ZodType): unknown {
  const value = normalizeValue(raw, schema);
  return isNoneChosen(key, value, schema) ? undefined : value;
}

/**
 * DESIGN §3: keys match case-insensitively (`FTEName` is `fteName`), numeric strings are numbers,
 * `""`, `"null"` and `"undefined"` mean absent, and so do JSON null for an optional field and an
 * optional id of 0. When a
 * body holds one key in two spellings, the later one wins (the documented client sends the record
 * it loaded followed by what the user typed). An alias (`departmentId` read as a team's
 * `projectId`) fills its field when the field itself was not sent. Unknown keys pass untouched.
 */
export function normalizeObject(
  input: unknown,
  shape: Record<string, z.ZodType>,
  aliases: Record<string, string> = NO_ALIASES,
): unknown {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  const canonical = byLowercase(shape, (k) => k);
  const aliasTarget = byLowercase(aliases, (alias) => aliases[alias]);
  const out: Record<string, unknown> = {};
  const viaAlias: Record<string, unknown> = {};
  for (const [rawKey, rawValue] of Object.entries(input as Record<string, unknown>)) {
    const lower = rawKey.toLowerCase();
    const key = canonical.get(lower) ?? rawKey;
    // A query or form field named `__proto__` would replace this object's prototype.
    if (key === '__proto__') continue;
    const target = canonical.has(lower) ? undefined : aliasTarget.get(lower);
    if (target !== undefined && Object.hasOwn(shape, target)) {
      viaAlias[target] = fieldValue(target, rawValue, shape[target]);
      continue;
    }
    // Own keys only: `constructor` or `toString` sent by a client are not fields of the schema.
    const value = Object.hasOwn(shape, key) ? fieldValue(key, rawValue, shape[key]) : rawValue;
    if (value === undefined) delete out[key];
    else out[key] = value;
  }
  for (const [target, value] of Object.entries(viaAlias)) {
    if (out[target] === undefined && value !== undefined) out[target] = value;
  }
  return out;
}

/** The fields of a request part's schema (under its wrappers) and their declared aliases; undefined unless an object. */
export function objectShape(
  schema: unknown,
): { shape: Record<string, z.ZodType>; aliases?: Record<string, string> } | undefined {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return undefined;
  if (!shapes.has(schema)) shapes.set(schema, shapeOf(schema as z.ZodType));
  return shapes.get(schema);
}

function shapeOf(
  schema: z.ZodType,
): { shape: Record<string, z.ZodType>; aliases?: Record<string, string> } | undefined {
  const { def, schema: inner } = unwrap(schema);
  if (def.type !== 'object' || !def.shape) return undefined;
  return { shape: def.shape, aliases: (fieldAliases.get(schema) ?? fieldAliases.get(inner))?.aliases };
}

/** Normalises a request part against its route schema when that schema is an object. */
export function normalizeAgainst(input: unknown, schema: unknown): unknown {
  const object = objectShape(schema);
  return object ? normalizeObject(input, object.shape, object.aliases) : input;
}
