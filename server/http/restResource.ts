import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Endpoint, RestOperation } from '@domain/api';
import { choicePage, type Choice } from '@domain/api/choices';
import type { ExpectedVersions } from '../db/versions';
import { endpoint } from './endpoint';
import { badRequest } from './errors';
import type { ListParams } from './listParams';
import { failureResponses, idParams } from './schemas';
import { listQueryRead, readSimpleRestList, sendContentRange, simpleRestQuery, type FilterKind } from './simpleRest';
import { expectedVersions, IF_MATCH_NOTE, VERSION_NOTE } from './versions';

type Answer = object;
type Body = Record<string, unknown>;

/**
 * One resource of `/api/v1` as a declaration: its endpoints (domain/api), its record and the
 * module's own store functions behind each operation. The documented paths call the same
 * functions, so both surfaces share one set of checks, messages, versions and audit entries.
 */
export interface RestResource {
  name: string;
  paths: Partial<Record<RestOperation | 'choices', Endpoint>>;
  /** What one, create, update and delete answer. */
  record: z.ZodType;
  /** What a list answers of each record (the record itself unless the documented list says less or more). */
  listRecord?: z.ZodType;
  /** The filter keys beside `q` and `id`: the app's list filters and getManyReference's targets. */
  filters?: Record<string, FilterKind>;
  /** Checks (and converts) the filters once read: an enum, a date; a failure is a 400 naming the key. */
  filterShape?: z.ZodObject;
  /** Said in the OpenAPI description of each operation. */
  notes?: Partial<Record<RestOperation, string>>;
  list(
    request: FastifyRequest,
    params: ListParams & Record<string, unknown>,
  ): Promise<{ records: unknown[]; total: number }>;
  one(request: FastifyRequest, id: number): Promise<Answer>;
  create?: { body: z.ZodType; save(request: FastifyRequest, body: Body, reply: FastifyReply): Promise<Answer> };
  update?: {
    body: z.ZodType;
    save(request: FastifyRequest, body: Body, expected: ExpectedVersions, reply: FastifyReply): Promise<Answer>;
  };
  remove?(request: FastifyRequest, id: number, expected: ExpectedVersions): Promise<Answer>;
  /**
   * `/choices`: the records a dropdown offers (id, name, parent id), by name, as the documented
   * dropdown answers them; `q`, `id` and the filters pick them, choicePage sorts and pages them.
   */
  choices?: {
    record: z.ZodType;
    parentSource?: string;
    /** Said in the OpenAPI description: who may read them. */
    note: string;
    read(request: FastifyRequest, params: ListParams & Record<string, unknown>): Promise<Choice[]>;
  };
}

/** A versioned record's version as its ETag, the value If-Match sends back. */
function tagged<T extends Answer>(reply: { header(name: string, value: string): unknown }, record: T): T {
  const { version } = record as { version?: unknown };
  if (typeof version === 'number') reply.header('ETag', `"${version}"`);
  return record;
}

/** Checks the filters read against the resource's shape; the first key it refuses is a 400. */
function checkedFilters(resource: RestResource, params: ListParams & Record<string, unknown>) {
  if (!resource.filterShape) return params;
  const keys = Object.keys(resource.filterShape.shape).filter((key) => params[key] !== undefined);
  const result = resource.filterShape.partial().safeParse(Object.fromEntries(keys.map((k) => [k, params[k]])));
  if (!result.success) {
    const field = String(result.error.issues[0]?.path[0] ?? 'filter');
    throw badRequest('errors.listQuery', { field }, field);
  }
  return { ...params, ...result.data };
}

const join = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(' ');

/** Routes the operations `resource.paths` declares, in ra-data-simple-rest's dialect, tagged `v1 <name>`. */
export function registerRestResource(fastify: FastifyInstance, resource: RestResource) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { paths, record, notes = {} } = resource;
  const tags = [`v1 ${resource.name}`];
  const failures = failureResponses;
  const filterKeys = Object.keys(resource.filters ?? {});

  if (paths.list)
    app.route({
      ...endpoint(paths.list),
      schema: {
        tags,
        summary: `List ${resource.name}: sort=["field","ASC"], range=[0,24], filter={"q":"…"${filterKeys.map((k) => `,"${k}":…`).join('')}} or {"id":[1,2]}; the total in Content-Range`,
        description: notes.list,
        querystring: simpleRestQuery,
        response: { 200: (resource.listRecord ?? record).array(), ...failures },
      },
      handler: async (request, reply) => {
        const { params, start } = readSimpleRestList(request.query, resource.filters ?? {});
        const { records, total } = await resource.list(request, checkedFilters(resource, params));
        sendContentRange(reply, resource.name, start, records.length, total);
        return records;
      },
    });

  const { choices } = resource;
  if (paths.choices && choices)
    app.route({
      ...endpoint(paths.choices),
      schema: {
        tags,
        summary: `Choices of ${resource.name} for dropdowns as [{id, name${choices.parentSource ? `, ${choices.parentSource}` : ''}}]: sort=["name"|"id"${choices.parentSource ? `|"${choices.parentSource}"` : ''},"ASC"], range=[0,24], filter={"q":"…"${filterKeys.map((k) => `,"${k}":…`).join('')}} or {"id":[1,2]}; the total in Content-Range`,
        description: choices.note,
        querystring: simpleRestQuery,
        response: { 200: choices.record.array(), ...failures },
      },
      handler: async (request, reply) => {
        const { params, start } = readSimpleRestList(request.query, resource.filters ?? {});
        const found = await choices.read(request, params);
        const { records, total } = listQueryRead(() => choicePage(found, params, choices.parentSource));
        sendContentRange(reply, resource.name, start, records.length, total);
        return records;
      },
    });

  if (paths.one)
    app.route({
      ...endpoint(paths.one),
      schema: { tags, description: notes.one, params: idParams, response: { 200: record, ...failures } },
      handler: async (request, reply) => tagged(reply, await resource.one(request, request.params.id)),
    });

  const { create, update, remove } = resource;
  if (paths.create && create)
    app.route({
      ...endpoint(paths.create),
      schema: { tags, description: notes.create, body: create.body, response: { 201: record, ...failures } },
      handler: async (request, reply) => {
        // A create never overwrites: an id or version in the body names no record here.
        const body = { ...(request.body as Body), id: undefined, version: undefined };
        return reply.code(201).send(tagged(reply, await create.save(request, body, reply)));
      },
    });

  if (paths.update && update)
    app.route({
      ...endpoint(paths.update),
      schema: {
        tags,
        description: join(VERSION_NOTE, notes.update),
        params: idParams,
        body: update.body,
        response: { 200: record, ...failures },
      },
      handler: async (request, reply) => {
        // The address names the record: one the caller cannot read is not there (404), whatever
        // the body holds; an id in the body cannot redirect the update.
        await resource.one(request, request.params.id);
        const body: Body = { ...(request.body as Body), id: request.params.id };
        const expected = expectedVersions(request, body.version as number | undefined);
        return tagged(reply, await update.save(request, body, expected, reply));
      },
    });

  if (paths.remove && remove)
    app.route({
      ...endpoint(paths.remove),
      schema: {
        tags,
        description: join(IF_MATCH_NOTE, notes.remove),
        params: idParams,
        response: { 200: record, ...failures },
      },
      handler: async (request) => remove(request, request.params.id, expectedVersions(request, undefined)),
    });
}
