import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { z } from 'zod';
import type { RouteAccess } from '../../../server/auth/guard';
import type { RawRequest } from '../../../tools/harness/rawHttp';

/** Who sends a fuzzed request: mostly an owner, so that requests get past the guard to the handlers. */
export type Caller = 'owner' | 'superAdmin' | 'anonymous' | 'forged';

export interface FuzzCase {
  caller: Caller;
  request: RawRequest;
  /** What the case is made of, for a readable counterexample. */
  label: string;
}

interface Field {
  name: string;
  type: string | undefined;
}

/** The top-level fields of a route's zod schema, from its JSON Schema (input side). */
export function fieldsOf(schema: unknown): Field[] {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return [];
  try {
    const json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, { type?: string | string[] }>;
    };
    return Object.entries(json.properties ?? {}).map(([name, p]) => ({
      name,
      type: Array.isArray(p.type) ? p.type[0] : p.type,
    }));
  } catch {
    return [];
  }
}

const NASTY_TEXT = [
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9007199254740993',
  '2147483648',
  '-2147483649',
  '1.5',
  '0x1F',
  '١٢٣',
  "' OR '1'='1' --",
  '1; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://evil.example","x")',
  "=cmd|' /C calc'!A0",
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '\u0000',
  '\u202eevil',
  '\uD800',
  '🙂👍🏽',
  'مرحبا بالعالم',
  '__proto__',
  'constructor',
  '{"$gt":""}',
  '[]',
  'true',
  'ÄÖÜ',
  'İ',
  '\r\nSet-Cookie: x=1',
];
const HUGE = [10_000, 100_000, 500_000];

const nastyText = fc.constantFrom(...NASTY_TEXT);
const hugeText = fc
  .tuple(fc.constantFrom(...HUGE), fc.constantFrom('a', 'ب', '🙂', '%', '\u0000'))
  .map(([n, c]) => c.repeat(n / c.length));
const numbers = fc.oneof(
  fc.integer({ min: 1, max: 60 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    -1,
    0,
    2147483647,
    2147483648,
    -2147483648,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
    0.5,
    5e-324,
  ),
);

function plausible(type: string | undefined): fc.Arbitrary<unknown> {
  switch (type) {
    case 'integer':
      return fc.integer({ min: 1, max: 60 });
    case 'number':
      return fc.double({ min: 0, max: 200, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 4 });
    case 'object':
      return fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 });
    default:
      return fc.string({ maxLength: 24 });
  }
}

/** A value for a field: often plausible, otherwise of the wrong type, extreme, unicode or (in bodies) huge. */
const valueFor = (type: string | undefined, huge = true): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 10, arbitrary: plausible(type) },
    { weight: 2, arbitrary: nastyText },
    { weight: 2, arbitrary: numbers },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: huge ? 1 : 0, arbitrary: hugeText },
  );

const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'organizationId',
  'organization_id',
  'isOwner',
  'isSuperAdmin',
  'isActive',
  'passwordHash',
  'id',
  'Id',
  'userId',
  'roleId',
];

const casing = fc.constantFrom<(k: string) => string>(
  (k) => k,
  (k) => k.charAt(0).toUpperCase() + k.slice(1),
  (k) => k.toUpperCase(),
  (k) => k.toLowerCase(),
);

/** An object for a route part: a random subset of its fields (in random key casing) plus extra keys. */
function objectFor(fields: Field[], huge = true): fc.Arbitrary<Record<string, unknown>> {
  const known = fc.record(Object.fromEntries(fields.map((f) => [f.name, valueFor(f.type, huge)])), {
    requiredKeys: [],
  });
  const extras = fc.dictionary(
    fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 })),
    valueFor(undefined, huge),
    { maxKeys: 3 },
  );
  return fc.tuple(known, extras, casing).map(([k, e, cased]) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(k)) out[cased(key)] = value;
    // defineProperty: a `__proto__` key must be an own key that reaches the wire.
    for (const [key, value] of Object.entries(e))
      Object.defineProperty(out, key, { value, enumerable: true, configurable: true, writable: true });
    return out;
  });
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function multipartOf(
  fields: Record<string, unknown>,
  file: Buffer | undefined,
  fileField: string,
): { body: Buffer; type: string } {
  const boundary = `----fuzz${randomBytes(6).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/"/g, '')}"\r\n\r\n${asText(value)}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="fuzz.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

const MALFORMED_JSON = [
  '{',
  '{"name":',
  '{"name": "x",}',
  "{'name': 'x'}",
  '[1,2',
  'nul',
  '{"a":1}garbage',
  '\u0000',
  '{"a":1e999999}',
  '"unterminated',
  '{"__proto__": {"isSuperAdmin": true}}',
  '{"constructor": {"prototype": {"x": 1}}}',
  '\uFEFF{}',
];

const MALFORMED_MULTIPART: Array<{ body: string; type: string }> = [
  { body: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nx', type: 'multipart/form-data; boundary=b' },
  { body: 'not multipart at all', type: 'multipart/form-data; boundary=b' },
  { body: '--b\r\n\r\n\r\n--b--', type: 'multipart/form-data; boundary=b' },
  { body: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--b--', type: 'multipart/form-data' },
  {
    body: '--b\r\nContent-Disposition: form-data; name="f"; filename="../../x.xlsx"\r\nContent-Type: text/plain\r\n\r\nPK\u0003\u0004garbage\r\n--b--',
    type: 'multipart/form-data; boundary=b',
  },
  {
    body: '--b\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--b--',
    type: 'multipart/form-data; boundary=b',
  },
  { body: '', type: 'multipart/form-data; boundary=' + 'x'.repeat(200) },
];

type Body = { body?: Buffer | string; type?: string; label: string };

function bodyFor(fields: Field[], multipartRoute: boolean): fc.Arbitrary<Body> {
  const object = objectFor(fields);
  const file = fc.option(
    fc.oneof(
      fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.from(a)),
      fc.constant(Buffer.from('PK\u0003\u0004\u0014\u0000broken zip')),
    ),
    { nil: undefined },
  );
  return fc.oneof(
    { weight: 6, arbitrary: object.map((o) => ({ body: JSON.stringify(o), type: 'application/json', label: 'json' })) },
    {
      weight: multipartRoute ? 5 : 1,
      arbitrary: fc
        .tuple(object, file, fc.constantFrom('UploadedFile', 'ProfileImage', 'file'))
        .map(([o, f, name]) => ({ ...multipartOf(o, f, name), label: 'multipart' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .jsonValue({ maxDepth: 2 })
        .map((v) => ({ body: JSON.stringify(v), type: 'application/json', label: 'json scalar' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...MALFORMED_JSON)
        .map((b) => ({ body: b, type: 'application/json', label: 'malformed json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(1000, 100_000)
        .map((n) => ({ body: '['.repeat(n) + ']'.repeat(n), type: 'application/json', label: `json nested ${n}` })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...MALFORMED_MULTIPART).map((m) => ({ ...m, label: 'malformed multipart' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'application/json; charset=utf-16',
          'image/png',
        )
        .map((type) => ({ body: 'name=x&id=1', type, label: `content-type ${type}` })),
    },
    { weight: 1, arbitrary: fc.constant({ label: 'no body' }) },
  );
}

/** Percent-encoding of the UTF-8 bytes (a lone surrogate becomes U+FFFD instead of throwing). */
const encode = (value: unknown): string =>
  [...Buffer.from(asText(value))]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

function queryFor(fields: Field[]): fc.Arbitrary<string> {
  return fc.oneof(
    // Node's own parser caps a request head at 16 kB: huge values go in bodies, not in addresses.
    {
      weight: 6,
      arbitrary: objectFor(fields, false).map((o) =>
        Object.entries(o)
          .flatMap(([k, v]) =>
            Array.isArray(v) && v.length ? v.map((x) => `${encode(k)}=${encode(x)}`) : [`${encode(k)}=${encode(v)}`],
          )
          .join('&'),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'q=%zz',
        '_page[]=1',
        '_page=1&_page=2',
        'a[b][c]=1',
        '_sort=name;drop%20table%20x',
        '_perPage=1e9',
        'q=' + 'a'.repeat(5000),
        '=&&=',
        '%',
        '_order=DESC%00',
        'id=1,2,,3,-1,99999999999',
      ),
    },
  );
}

const PATH_VALUES = [
  '0',
  '-1',
  '1.5',
  '2147483648',
  '99999999999999999999',
  'abc',
  '..',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  '%2e%2e%2f%2e%2e',
  '%zz',
  '%00',
  '%',
  '%F0%9F%99%82',
  'a'.repeat(600),
  '1%20OR%201=1',
  "1'%20--",
  '1;DROP%20TABLE%20users',
  '%252e%252e',
  '.',
  '1e3',
  '0x10',
  '%E2%80%AE1',
  '1%0d%0aX-Injected:%201',
];

function pathFor(url: string): fc.Arbitrary<string> {
  const params = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  if (!params.length) return fc.constant(url);
  const value = fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 1, max: 60 }).map(String) },
    { weight: 2, arbitrary: fc.constantFrom(...PATH_VALUES) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }).map(encode) },
  );
  return fc
    .tuple(...params.map(() => value))
    .map((values) => params.reduce((path, name, i) => path.replace(new RegExp(`:${name}\\??`), values[i]), url));
}

const CALLERS = fc.constantFrom<Caller>(
  'owner',
  'owner',
  'owner',
  'owner',
  'owner',
  'owner',
  'superAdmin',
  'anonymous',
  'forged',
);
const LANGUAGES = fc.constantFrom(undefined, 'ar', 'en', 'ar-SA,ar;q=0.9,en;q=0.8', 'xx', '*;q=abc', 'a'.repeat(3000));

const shorten = (text: string): string => (text.length > 200 ? `${text.slice(0, 160)}...(${text.length} chars)` : text);

/** Requests for one route: its method and path (with fuzzed parameters), query, body, language and caller. */
export function casesFor(route: RouteAccess): fc.Arbitrary<FuzzCase> {
  const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown; consumes?: string[] };
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  const multipart = schema.consumes?.some((c) => c.startsWith('multipart')) ?? false;
  return fc
    .record({
      path: pathFor(route.url),
      query: fc.option(queryFor(fieldsOf(schema.querystring)), { freq: 2, nil: undefined }),
      body: withBody
        ? bodyFor(fieldsOf(schema.body), multipart)
        : fc.oneof(
            { weight: 9, arbitrary: fc.constant<Body>({ label: 'no body' }) },
            { weight: 1, arbitrary: bodyFor([], false) },
          ),
      caller: CALLERS,
      language: LANGUAGES,
      oddCase: fc.boolean(),
    })
    .map(({ path, query, body, caller, language, oddCase }) => {
      const shown = oddCase ? path.replace(/\/api\/\w+/, (m) => m.toUpperCase()) : path;
      const headers: Record<string, string> = {};
      if (body.type) headers['content-type'] = body.type;
      if (language) headers['accept-language'] = language;
      const request = { method: route.method, path: query ? `${shown}?${query}` : shown, headers, body: body.body };
      const label = `${caller} ${body.label}`;
      // fast-check prints counterexamples with this: huge bodies and addresses are cut short.
      const describe = () =>
        `${label}: ${request.method} ${shorten(request.path)} ${JSON.stringify(headers)} ${shorten(String(request.body ?? ''))}`;
      return { caller, label, request, [fc.toStringMethod]: describe };
    });
}
