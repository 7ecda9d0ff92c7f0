import type {
  CreateParams,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateParams,
} from 'react-admin';
import { httpClient } from '../authProvider/httpClient';
import { toFailure } from './failures';

/** The signed-in client every method set is built on (a test passes its own). */
export type Http = typeof httpClient;

/** The server's answer to a change (DESIGN §3): its words for the toast beside what it saved. */
export interface Envelope<T = RaRecord> {
  alertMessage?: string;
  data: T;
}

/** A resource's own react-admin methods, for resources whose endpoints break the registry's pattern. */
export interface ResourceMethods {
  getList?(resource: string, params: Partial<GetListParams>): Promise<GetListResult>;
  getOne?(resource: string, params: GetOneParams): Promise<{ data: RaRecord }>;
  getMany?(resource: string, params: GetManyParams): Promise<{ data: RaRecord[] }>;
  create?(resource: string, params: CreateParams): Promise<{ data: RaRecord }>;
  update?(resource: string, params: UpdateParams): Promise<{ data: RaRecord }>;
  delete?(resource: string, params: DeleteParams): Promise<{ data: RaRecord }>;
  deleteMany?(resource: string, params: DeleteManyParams): Promise<{ data: Identifier[] }>;
}

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

/** A page of a documented list endpoint at `path`: the rows, and the total the server counts (X-Total-Count). */
export async function pageAt(http: Http, path: string, params: Partial<GetListParams>): Promise<GetListResult> {
  const { json, headers } = await http(`${path}?${listQuery(params)}`);
  const data = json as RaRecord[];
  const total = headers.get('X-Total-Count');
  return { data, total: total === null ? data.length : Number(total) };
}

/** Runs a call, its failure turned into the provider's one kind of error (see toFailure). */
export const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw toFailure(error);
  }
};

/**
 * The version of the record the form was opened on (react-admin's previousData; the form's own
 * copy when a transform left it out): the server refuses the save if someone saved since (409).
 */
export const versionRead = (previousData: RaRecord | undefined, data: Record<string, unknown>): number | undefined => {
  const version = previousData?.version ?? data.version;
  return typeof version === 'number' ? version : undefined;
};

/**
 * The If-Match header of a delete: the version of the record as the screen showed it, so that a
 * record someone saved since is not deleted unseen (409).
 */
export const ifMatch = (version: unknown): Record<string, string> =>
  typeof version === 'number' ? { 'If-Match': `"${version}"` } : {};
