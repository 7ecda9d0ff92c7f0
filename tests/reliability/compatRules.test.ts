import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isApiRoute } from '../../server/auth/guard';
import { flattenMultipart } from '../../server/http/multipart';
import { normalizeAgainst, objectShape } from '../../server/http/normalize';
import { startApp } from '../support/api';

/*
 * The two request rules of DESIGN §3, checked on the schemas of every /api route of the route
 * table (path, query and body alike), as the compatibility layer applies them before validation:
 * an optional id sent as 0 or null (or "", "null", "undefined") is the same request as one
 * without it, a required one is still refused under its own field; of two spellings of one key
 * the later wins, in a JSON body and in a multipart form.
 */

const ctx = await startApp();
afterAll(() => ctx.close());

interface Part {
  label: string;
  schema: z.ZodType;
  shape: Record<string, z.ZodType>;
}

const PARTS = ['params', 'querystring', 'body'] as const;
const parts: Part[] = ctx.app.routeTable
  .filter((route) => isApiRoute(route.url))
  .flatMap((route) =>
    PARTS.flatMap((name) => {
      const schema = route.schema?.[name] as z.ZodType | undefined;
      const object = objectShape(schema);
      return schema && object ? [{ label: `${route.method} ${route.url} ${name}`, schema, shape: object.shape }] : [];
    }),
  );

/** An id field, found independently of the layer: named like one and taking a small positive integer. */
const isIdField = (key: string, schema: z.ZodType) => /^id$|I[dD]$/.test(key) && schema.safeParse(1).success;
const isOptional = (schema: z.ZodType) => schema.safeParse(undefined).success;

// Counterexamples name a part by its label, not by its schema.
const partOf = new Map(parts.map((p) => [p.label, p]));
const part = (label: string) => partOf.get(label) as Part;

const idFields = parts.flatMap((part) =>
  Object.entries(part.shape).flatMap(([key, schema]) =>
    isIdField(key, schema) ? [{ part, key, optional: isOptional(schema) }] : [],
  ),
);
const allFields = parts.flatMap((part) => Object.keys(part.shape).map((key) => ({ part, key })));

const NONE = fc.constantFrom<unknown>(0, null, '0', '', 'null', 'undefined', ' null ');
const VALUE = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.integer({ min: -3, max: 50 }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('7', 'true', 'O', 'Strategy'),
);

/** The same key in another case (`DepartmentId`, `departmentID`, ...). */
const spelling = (key: string) =>
  fc
    .array(fc.boolean(), { minLength: key.length, maxLength: key.length })
    .map((upper) => [...key].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join(''));

/** Other fields of the part with arbitrary values (never another spelling of `key`). */
const others = (part: Part, key: string) =>
  fc
    .subarray(Object.keys(part.shape).filter((k) => k.toLowerCase() !== key.toLowerCase()))
    .chain((keys) =>
      fc.tuple(...keys.map(() => VALUE)).map((values) => keys.map((k, i) => [k, values[i]] as [string, unknown])),
    );

/** Issues as the failure envelope would list them, or the parsed value. */
async function outcome(schema: z.ZodType, input: unknown) {
  const parsed = await schema.safeParseAsync(normalizeAgainst(input, schema));
  return parsed.success
    ? { data: parsed.data }
    : { issues: parsed.error.issues.map((i) => [i.path.join('.'), i.message]) };
}

const multipartRequest = (body: Record<string, unknown>) =>
  ({ isMultipart: () => true, body }) as unknown as FastifyRequest;
const field = (value: unknown) => ({ type: 'field', value });

describe('the request rules over every route of the route table [pglite]', () => {
  it('finds the routes and their id fields', () => {
    expect(new Set(parts.map((p) => p.label.split(' ').slice(0, 2).join(' '))).size).toBeGreaterThan(40);
    expect(idFields.filter((f) => f.optional).length).toBeGreaterThan(20);
    expect(idFields.filter((f) => !f.optional).length).toBeGreaterThan(20);
  });

  it('an optional id sent as 0, null, "", "null" or "undefined" is the request without it', async () => {
    const optional = idFields.filter((f) => f.optional);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...optional).chain(({ part: p, key }) =>
          fc.record({
            label: fc.constant(p.label),
            spelt: spelling(key),
            none: NONE,
            rest: others(p, key),
            at: fc.nat(),
          }),
        ),
        async ({ label, spelt, none, rest, at }) => {
          const { schema } = part(label);
          const entries = [...rest];
          entries.splice(at % (entries.length + 1), 0, [spelt, none]);
          expect(
            await outcome(schema, Object.fromEntries(entries)),
            `${label} ${spelt}=${JSON.stringify(none)}`,
          ).toEqual(await outcome(schema, Object.fromEntries(rest)));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('a required id sent so is refused under its own field', async () => {
    const required = idFields.filter((f) => !f.optional);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...required).chain(({ part: p, key }) =>
          fc.record({
            label: fc.constant(p.label),
            key: fc.constant(key),
            spelt: spelling(key),
            none: NONE,
            rest: others(p, key),
          }),
        ),
        async ({ label, key, spelt, none, rest }) => {
          const result = await outcome(part(label).schema, Object.fromEntries([...rest, [spelt, none]]));
          const own = (result.issues ?? []).filter(([path]) => path === key);
          expect(own.length, `${label} ${spelt}=${JSON.stringify(none)}`).toBeGreaterThan(0);
          for (const [, message] of own) expect(message).toMatch(/^validation\./);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('of two spellings of one key the later wins, in a JSON body and in a multipart form', async () => {
    await fc.assert(
      fc.property(
        fc.constantFrom(...allFields).chain(({ part: p, key }) =>
          fc.record({
            label: fc.constant(p.label),
            key: fc.constant(key),
            first: spelling(key),
            second: spelling(key),
            earlier: VALUE,
            later: VALUE,
            rest: others(p, key),
          }),
        ),
        ({ label, key, first, second, earlier, later, rest }) => {
          const { schema } = part(label);
          const expected = normalizeAgainst(Object.fromEntries([...rest, [key, later]]), schema);
          const shown = `${label}: ${first}=${JSON.stringify(earlier)} then ${second}=${JSON.stringify(later)}`;
          if (first !== second)
            expect(
              normalizeAgainst(Object.fromEntries([...rest, [first, earlier], [second, later]]), schema),
              shown,
            ).toEqual(expected);
          if (!label.endsWith(' body')) return;
          // A form holds only texts; one name sent twice arrives as a list of parts.
          const text = (v: unknown) => (v === null ? 'null' : String(v));
          const request = multipartRequest({
            ...Object.fromEntries(rest.map(([k, v]) => [k, field(text(v))])),
            [first]: field(text(earlier)),
            ...(first === second
              ? { [first]: [field(text(earlier)), field(text(later))] }
              : { [second]: field(text(later)) }),
          });
          flattenMultipart(request);
          const fromForm = Object.fromEntries([
            ...rest.map(([k, v]) => [k, text(v)] as [string, unknown]),
            [key, text(later)],
          ]);
          expect(normalizeAgainst(request.body, schema), `multipart ${shown}`).toEqual(
            normalizeAgainst(fromForm, schema),
          );
        },
      ),
      { numRuns: 3000 },
    );
  });
});
