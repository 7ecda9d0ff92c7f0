import simpleRestProvider from 'ra-data-simple-rest';
import type { CreateParams, DataProvider, DeleteParams, fetchUtils, UpdateParams } from 'react-admin';
import { REST_PREFIX } from '@domain/api/rest';
import { FTE_FAMILIES, fteResource } from '@domain/fteFamilies';
import { API_BASE, httpClient } from '../authProvider/httpClient';
import { i18n } from '../i18n';
import { rememberAlert } from './failures';
import { guarded, ifMatch, versionRead, type Http } from './requests';

/** Where the conventional surface answers: `/api/v1/<resource>` in ra-data-simple-rest's dialect. */
export const CONVENTIONAL_API = `${API_BASE}/${REST_PREFIX}`;

/**
 * ra-data-simple-rest's HTTP client: the app's own (session, the reader's language, one refresh
 * after a 401), asking for JSON, with `headers` of the call (If-Match), its failures read as every
 * failure of the provider (see toFailure: the server's words, its field errors).
 */
export const conventionalClient =
  (http: Http, headers: Record<string, string> = {}) =>
  (url: string, options: fetchUtils.Options = {}) => {
    const sent = new Headers(options.headers);
    if (!sent.has('Accept')) sent.set('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) sent.set(name, value);
    return guarded(() => http(url, { ...options, headers: sent }));
  };

type Change = 'created' | 'updated' | 'deleted';

/** The resources whose documented paths say a change in words of their own ("Role added successfully."). */
const OWN_WORDS: Readonly<Record<string, Partial<Record<Change, string>>>> = {
  roles: { created: 'roleCreated', updated: 'roleUpdated', deleted: 'roleDeleted' },
  employees: { created: 'employeeCreated', updated: 'employeeUpdated', deleted: 'employeeDeleted' },
  // A message takes one change, being marked read (ContactAPI/MarkRead's words).
  contactMessages: { updated: 'contactRead', deleted: 'contactDeleted' },
};

type Said = { key: string; params: Record<string, unknown> };

/** The resources whose documented paths name the record changed ("The cost of CHRO in "HR model" was saved."). */
const RECORD_WORDS: Readonly<Record<string, (change: Change, record: Record<string, unknown>) => Said | undefined>> = {
  costs: (change, record) => ({
    key: `server:costing.${change === 'created' ? 'added' : change}`,
    params: { designation: record.designationName, file: record.fileName },
  }),
  // Files are only read and deleted here: uploads and copies say their own words on EstimationApi.
  estimationFiles: (change, record) =>
    change === 'deleted' ? { key: 'server:estimation.deleted', params: { name: record.fileName } } : undefined,
};

/** What a change calls a record of each FTE family ("Team FTE profile"); other resources, `entities.<resource>`. */
const FTE_ENTITIES = new Map(FTE_FAMILIES.map((family) => [fteResource(family.scope), family.scope]));
const entityOf = (resource: string) => {
  const scope = FTE_ENTITIES.get(resource);
  return scope ? `server:fteEntities.${scope}` : `server:entities.${resource}`;
};

/**
 * The words the documented paths send with a change ("Department added successfully."): /api/v1
 * answers the record alone, so they are said here from the same translations, in the reader's language.
 */
function changeSaid(change: Change, resource: string, record: Record<string, unknown>): string {
  const named = RECORD_WORDS[resource]?.(change, record);
  if (named) return i18n.t(named.key, named.params);
  const own = OWN_WORDS[resource]?.[change];
  if (own) return i18n.t(`server:success.${own}`);
  return i18n.t(`server:success.${change}`, { entity: i18n.t(entityOf(resource)) });
}

/**
 * react-admin's methods on `/api/v1` through ra-data-simple-rest, unmodified: what the app adds is
 * the version the record was read at (sent back on update; If-Match on delete, so a record saved
 * since is refused with 409 rather than overwritten or deleted unseen) and the change's words
 * beside the record (see savedMessageOf).
 */
export function conventionalResources(http: Http = httpClient): DataProvider {
  const rest = (headers?: Record<string, string>) =>
    simpleRestProvider(CONVENTIONAL_API, conventionalClient(http, headers), 'Content-Range');
  const plain = rest();
  const said = <T extends object>(change: Change, resource: string, { data }: { data: T }) => ({
    data: rememberAlert(data, changeSaid(change, resource, data as Record<string, unknown>)),
  });
  const provider = {
    ...plain,
    create: async (resource: string, params: CreateParams) =>
      said('created', resource, await plain.create(resource, params)),
    update: async (resource: string, params: UpdateParams) =>
      said(
        'updated',
        resource,
        await plain.update(resource, {
          ...params,
          data: { ...params.data, version: versionRead(params.previousData, params.data) },
        }),
      ),
    delete: async (resource: string, params: DeleteParams) =>
      said('deleted', resource, await rest(ifMatch(params.previousData?.version)).delete(resource, params)),
  };
  // react-admin's methods are generic in the record type; the records are the server's, as read.
  return provider as unknown as DataProvider;
}
