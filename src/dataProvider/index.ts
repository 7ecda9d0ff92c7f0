import { HttpError, type DataProvider, type GetListParams, type GetManyReferenceParams, type Identifier, type RaRecord } from 'react-admin';
import { getResource, type ResourceSpec } from '../domain/registry';
import { httpClient } from '../authProvider/httpClient';

type Http = typeof httpClient;

const path = (spec: ResourceSpec, route: keyof ResourceSpec['routes'], id?: Identifier) =>
  `/api/${spec.controller}/${spec.routes[route]}${id === undefined ? '' : `/${encodeURIComponent(String(id))}`}`;

/** ra-data-simple-rest's query conventions onto the documented list endpoints (DESIGN §3). */
export function listQuery(params: Partial<GetListParams>): URLSearchParams {
  const query = new URLSearchParams();
  if (params.pagination) {
    query.set('_page', String(params.pagination.page));
    query.set('_perPage', String(params.pagination.perPage));
  }
  if (params.sort?.field) {
    query.set('_sort', params.sort.field);
    query.set('_order', params.sort.order === 'DESC' ? 'DESC' : 'ASC');
  }
  for (const [key, value] of Object.entries(params.filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    query.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return query;
}

/** Failure envelopes become react-admin errors: the server's message, field errors under their inputs. */
function toHttpError(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = (error.body ?? {}) as { alertMessage?: string; errors?: Record<string, string[]> };
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(body.errors ?? {})) {
    errors[field.charAt(0).toLowerCase() + field.slice(1)] = messages[0];
  }
  return new HttpError(body.alertMessage || error.message, error.status, { ...body, errors });
}

const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw toHttpError(error);
  }
};

/** The data provider: every registry resource through its documented endpoints. */
export function createDataProvider(http: Http = httpClient): DataProvider {
  const list = async (resource: string, params: Partial<GetListParams>) => {
    const spec = getResource(resource);
    const { json, headers } = await http(`${path(spec, 'list')}?${listQuery(params)}`);
    const data = json as RaRecord[];
    const total = headers.get('X-Total-Count');
    return { data, total: total === null ? data.length : Number(total) };
  };
  const save = async (resource: string, body: Record<string, unknown>) => {
    const spec = getResource(resource);
    const { json } = await http(path(spec, 'save'), { method: 'POST', body: JSON.stringify(body) });
    return { data: (json as { data: RaRecord }).data };
  };
  const remove = async (resource: string, id: Identifier) => {
    const spec = getResource(resource);
    const { json } = await http(path(spec, 'remove', id), { method: 'DELETE' });
    return { data: (json as { data: RaRecord }).data };
  };

  // react-admin's methods are generic in the record type, which the registry only knows at run time.
  const provider = {
    getList: (resource: string, params: GetListParams) => guarded(() => list(resource, params)),
    getOne: (resource: string, { id }: { id: Identifier }) =>
      guarded(async () => ({ data: (await http(path(getResource(resource), 'one', id))).json as RaRecord })),
    getMany: (resource: string, { ids }: { ids: Identifier[] }) => guarded(async () => ({ data: (await list(resource, { filter: { id: ids } })).data })),
    getManyReference: (resource: string, { target, id, ...params }: GetManyReferenceParams) =>
      guarded(() => list(resource, { ...params, filter: { ...params.filter, [target]: id } })),
    create: (resource: string, { data }: { data: Record<string, unknown> }) => guarded(() => save(resource, { ...data, id: 0 })),
    update: (resource: string, { id, data }: { id: Identifier; data: Record<string, unknown> }) => guarded(() => save(resource, { ...data, id })),
    updateMany: (resource: string, { ids, data }: { ids: Identifier[]; data: Record<string, unknown> }) =>
      guarded(async () => {
        for (const id of ids) await save(resource, { ...data, id });
        return { data: ids };
      }),
    delete: (resource: string, { id }: { id: Identifier }) => guarded(() => remove(resource, id)),
    deleteMany: (resource: string, { ids }: { ids: Identifier[] }) =>
      guarded(async () => {
        for (const id of ids) await remove(resource, id);
        return { data: ids };
      }),
  } satisfies Record<keyof DataProvider & string, unknown>;
  return provider as unknown as DataProvider;
}

export const dataProvider = createDataProvider();
