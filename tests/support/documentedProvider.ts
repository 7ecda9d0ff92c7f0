import type { DataProvider, GetListParams, GetManyReferenceParams, Identifier, RaRecord } from 'react-admin';
import { FTE_FAMILIES, fteResource } from '@domain/fteFamilies';
import { registry } from '@domain/registry';
import { httpClient } from '../../src/authProvider/httpClient';
import { rememberAlert } from '../../src/dataProvider/failures';
import { guarded, ifMatch, pageAt, versionRead, type Envelope, type Http } from '../../src/dataProvider/requests';

/** The four documented paths (under /api) behind one react-admin resource. */
interface Endpoints {
  list: string;
  one: string;
  save: string;
  remove: string;
}

/** The registry's elements and the six FTE families, each under the paths the specification documents. */
const ENDPOINTS: ReadonlyMap<string, Endpoints> = new Map([
  ...registry.map((spec): [string, Endpoints] => {
    const at = (route: keyof Endpoints) => `${spec.controller}/${spec.routes[route]}`;
    return [spec.name, { list: at('list'), one: at('one'), save: at('save'), remove: at('remove') }];
  }),
  ...FTE_FAMILIES.map((family): [string, Endpoints] => [fteResource(family.scope), family.paths]),
]);

const path = (resource: string, route: keyof Endpoints, id?: Identifier) => {
  const endpoint = ENDPOINTS.get(resource)?.[route];
  if (!endpoint) throw new Error(`${resource} has no ${route} endpoint`);
  return `/api/${endpoint}${id === undefined ? '' : `/${encodeURIComponent(String(id))}`}`;
};

/**
 * react-admin's methods on the documented paths of the registry's elements and the FTE profiles,
 * as the original client calls them: the tests drive the mock backend's documented handlers
 * through it (the app itself reads and writes these resources on /api/v1). Mutations keep the
 * server's alertMessage beside the record (see `savedMessageOf`); failures carry it as their message.
 */
export function documentedResources(http: Http = httpClient): DataProvider {
  const list = (resource: string, params: Partial<GetListParams>) => pageAt(http, path(resource, 'list'), params);
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
    getList: (resource: string, params: GetListParams) => guarded(() => list(resource, params)),
    getOne: (resource: string, { id }: { id: Identifier }) =>
      guarded(async () => ({ data: (await http(path(resource, 'one', id))).json as RaRecord })),
    getMany: (resource: string, { ids }: { ids: Identifier[] }) =>
      guarded(async () => ({ data: (await list(resource, { filter: { id: ids } })).data })),
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
