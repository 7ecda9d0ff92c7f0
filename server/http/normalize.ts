import type { z } from 'zod';

/** Values the documented client sends for "no value". */
const ABSENT = new Set(['', 'null', 'undefined']);
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional/nullable/default wrappers and the input side of pipes. */
function unwrap(schema: z.ZodType): { def: Def; schema: z.ZodType } {
  let current = schema;
  for (let depth = 0; depth < 10; depth++) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return { def, schema: current };
  }
  return { def: defOf(current), schema: current };
}

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

function normalizeValue(value: unknown, schema: z.ZodType): unknown {
  if (typeof value === 'string' && ABSENT.has(value.trim())) return undefined;
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
    case 'array':
      return Array.isArray(value) && def.element ? value.map((v) => normalizeValue(v, def.element as z.ZodType)) : value;
    case 'object':
      return def.shape ? normalizeObject(value, def.shape) : value;
    default:
      return value;
  }
}

/**
 * DESIGN §3: keys match case-insensitively (`FTEName` is `fteName`), numeric strings are numbers,
 * `""`, `"null"` and `"undefined"` mean absent. Unknown keys are passed on untouched.
 */
export function normalizeObject(input: unknown, shape: Record<string, z.ZodType>): unknown {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  const canonical = new Map(Object.keys(shape).map((k) => [k.toLowerCase(), k]));
  const out: Record<string, unknown> = {};
  for (const [rawKey, rawValue] of Object.entries(input as Record<string, unknown>)) {
    const key = canonical.get(rawKey.toLowerCase()) ?? rawKey;
    // A query or form field named `__proto__` would replace this object's prototype.
    if (key === '__proto__') continue;
    // Own keys only: `constructor` or `toString` sent by a client are not fields of the schema.
    const value = Object.hasOwn(shape, key) ? normalizeValue(rawValue, shape[key]) : rawValue;
    if (value === undefined) continue;
    // The canonical spelling wins when a client sends both `name` and `Name`.
    if (Object.hasOwn(out, key) && rawKey !== key) continue;
    out[key] = value;
  }
  return out;
}

/** Normalises a request part against its route schema when that schema is an object. */
export function normalizeAgainst(input: unknown, schema: unknown): unknown {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return input;
  const { def } = unwrap(schema as z.ZodType);
  return def.type === 'object' && def.shape ? normalizeObject(input, def.shape) : input;
}
