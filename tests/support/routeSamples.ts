import { z } from 'zod';
import type { RouteAccess } from '../../server/auth/guard';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
};

/** The JSON Schema of a route's zod schema part, or undefined when there is none. */
function jsonSchemaOf(part: unknown): JsonSchema | undefined {
  if (!part || typeof part !== 'object' || !('_zod' in part)) return undefined;
  try {
    return z.toJSONSchema(part as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

export interface SampleOptions {
  /** The value of every id-like number (an id of the organisation under attack, or one that exists nowhere). */
  id: number;
  /** Leave out `id` keys of bodies (an AddEdit then creates, which needs Add only). */
  omitBodyId?: boolean;
}

/** A plausible value for a schema: every number is the chosen id, strings are harmless probes. */
function sample(schema: JsonSchema | undefined, options: SampleOptions, key = ''): unknown {
  if (!schema) return undefined;
  const option = schema.anyOf ?? schema.oneOf;
  if (option) return sample(option.find((o) => o.type !== 'null') ?? option[0], options, key);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([name]) => !(options.omitBodyId && name.toLowerCase() === 'id'))
          .map(([name, property]) => [name, sample(property, options, name)])
          .filter(([, value]) => value !== undefined),
      );
    case 'array':
      return [sample(schema.items, options, key)];
    case 'integer':
    case 'number':
      return options.id;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email' || /email|username/i.test(key)) return 'probe@matrix.test';
      return `Probe ${options.id}`;
    default:
      return options.id;
  }
}

export interface SampleRequest {
  method: string;
  url: string;
  payload?: unknown;
  /** Whether the id under test went into the path or the query (a read of one thing). */
  idInAddress: boolean;
  /** Whether the id went anywhere (otherwise one request says all there is to say). */
  usesId: boolean;
}

/** A request for a route built from its declared schemas, with `options.id` in every id slot. */
export function sampleRequest(route: RouteAccess, options: SampleOptions): SampleRequest {
  const params = jsonSchemaOf(route.schema?.params);
  const query = jsonSchemaOf(route.schema?.querystring);
  const body = jsonSchemaOf(route.schema?.body);
  let idInAddress = false;
  const path = route.url.replace(/:(\w+)\??/g, (_, name: string) => {
    const value = sample(
      params?.properties?.[name] ?? { type: /id$/i.test(name) ? 'integer' : 'string' },
      options,
      name,
    );
    if (value === options.id) idInAddress = true;
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const name of query?.required ?? []) {
    const value = sample(query?.properties?.[name], options, name);
    if (value === options.id) idInAddress = true;
    search.set(name, String(value));
  }
  const payload = body && route.method !== 'GET' && route.method !== 'DELETE' ? sample(body, options) : undefined;
  const usesId = idInAddress || JSON.stringify(payload ?? null).includes(String(options.id));
  return { method: route.method, url: search.size ? `${path}?${search}` : path, payload, idInAddress, usesId };
}
