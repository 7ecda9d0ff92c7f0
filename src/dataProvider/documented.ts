import type { DataProvider, GetListParams, GetManyReferenceParams, Identifier, RaRecord } from 'react-admin';
import { httpClient } from '../authProvider/httpClient';
import { endpointsOf, type Endpoints } from './endpoints';
import { rememberAlert } from './failures';
import { readsDropdown } from './dropdown';
import { guarded, ifMatch, listQuery, pageAt, versionRead, type Envelope, type Http } from './requests';

const path = (resource: string, route: keyof Endpoints, id?: Identifier) => {
  const endpoint = endpointsOf(resource)[route];
  if (!endpoint) throw new Error(`${resource} has no ${route} endpoint`);
  return `/api/${endpoint}${id === undefined ? '' : `/${encodeURIComponent(String(id))}`}`;
};

export { DROPDOWN_META, readsDropdown } from './dropdown';

/**
 * react-admin's methods on the documented paths, mapped by hand. The app reads only the structure's
 * dropdown endpoints through it (DROPDOWN_META: getList and getMany), which /api/v1 has no
 * counterpart of; every resource's own methods are on /api/v1 (conventional.ts). Mutations keep
 * the server's alertMessage beside the record (see `savedMessageOf`); failures carry it as their message.
 */
export function documentedResources(http: Http = httpClient): DataProvider {
  const list = (resource: string, params: Partial<GetListParams>) => pageAt(http, path(resource, 'list'), params);
  // The dropdown answers every match at once, by name: react-admin's page is cut from it here.
  const choices = async (resource: string, params: Partial<GetListParams>) => {
    const query = listQuery({ filter: params.filter }).toString();
    const data = (await http(`${path(resource, 'dropdown')}${query ? `?${query}` : ''}`)).json as RaRecord[];
    const { page, perPage } = params.pagination ?? { page: 1, perPage: data.length };
    return { data: data.slice((page - 1) * perPage, page * perPage), total: data.length };
  };
  const read = (resource: string, params: Partial<GetListParams>) =>
    (readsDropdown(params.meta) ? choices : list)(resource, params);
  const mutation = async (url: string, init: RequestInit) => {
    const envelope = (await http(url, init)).json as Envelope;
    return { data: rememberAlert(envelope.data, envelope.alertMessage) };
  };
  const save = (resource: string, body: Record<string, unknown>) =>
    mutation(path(resource, 'save'), { method: 'POST', body: JSON.stringify(body) });
  const remove = (resource: string, id: Identifier, version?: unknown) =>
    mutation(path(resource, 'remove', id), {
      method: 'DELETE',
      headers: new Headers({ Accept: 'application/json', ...ifMatch(version) }),
    });

  // react-admin's methods are generic in the record type, which the registry only knows at run time.
  const provider = {
    getList: (resource: string, params: GetListParams) => guarded(() => read(resource, params)),
    getOne: (resource: string, { id }: { id: Identifier }) =>
      guarded(async () => ({ data: (await http(path(resource, 'one', id))).json as RaRecord })),
    getMany: (resource: string, { ids, meta }: { ids: Identifier[]; meta?: unknown }) =>
      guarded(async () => ({ data: (await read(resource, { filter: { id: ids }, meta })).data })),
    getManyReference: (resource: string, { target, id, ...params }: GetManyReferenceParams) =>
      guarded(() => list(resource, { ...params, filter: { ...params.filter, [target]: id } })),
    create: (resource: string, { data }: { data: Record<string, unknown> }) =>
      guarded(() => save(resource, { ...data, id: 0 })),
    update: (
      resource: string,
      { id, data, previousData }: { id: Identifier; data: Record<string, unknown>; previousData?: RaRecord },
    ) => guarded(() => save(resource, { ...data, id, version: versionRead(previousData, data) })),
    updateMany: (resource: string, { ids, data }: { ids: Identifier[]; data: Record<string, unknown> }) =>
      guarded(async () => {
        for (const id of ids) await save(resource, { ...data, id });
        return { data: ids };
      }),
    delete: (resource: string, { id, previousData }: { id: Identifier; previousData?: RaRecord }) =>
      guarded(() => remove(resource, id, previousData?.version)),
    deleteMany: (resource: string, { ids }: { ids: Identifier[] }) =>
      guarded(async () => {
        for (const id of ids) await remove(resource, id);
        return { data: ids };
      }),
  } satisfies Record<keyof DataProvider & string, unknown>;
  return provider as unknown as DataProvider;
}
