import type { Requirement } from '../permissions';

/**
 * Who may call an endpoint: anyone, any signed-in account, the platform Super Admin, holders of a
 * permission, or holders of any one of several permissions (optionally the Super Admin as well).
 */
export type Access = 'public' | 'signedIn' | 'superAdmin' | Requirement | AnyOf;

export interface AnyOf {
  anyOf: Requirement[];
  /** The platform Super Admin may call the endpoint too (its handler scopes what it may touch). */
  superAdmin?: boolean;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One documented endpoint: its path under `/api/` (`:name` marks a path parameter), method and access. */
export interface Endpoint<P extends string = string, M extends Method = Method> {
  readonly method: M;
  readonly path: P;
  readonly access: Access;
}

const make =
  <M extends Method>(method: M) =>
  <P extends string>(path: P, access: Access): Endpoint<P, M> => ({ method, path, access });

export const GET = make('GET');
export const POST = make('POST');
export const PUT = make('PUT');
export const PATCH = make('PATCH');
export const DELETE = make('DELETE');

type Segment<S extends string> = S extends `:${infer Name}?`
  ? { [K in Name]?: string | number }
  : S extends `:${infer Name}`
    ? { [K in Name]: string | number }
    : unknown;
type Segments<P extends string> = P extends `${infer Head}/${infer Rest}` ? Segment<Head> & Segments<Rest> : Segment<P>;

/** The values a path's `:name` parameters take, e.g. `{ id: number }` for `ContactAPI/MarkRead/:id`. */
export type PathParams<P extends string> = { [K in keyof Segments<P>]: Segments<P>[K] };

/** The route pattern of an endpoint as the server declares it (`/api/ContactAPI/MarkRead/:id`). */
export const apiRoute = (endpoint: Endpoint): string => `/api/${endpoint.path}`;

/**
 * The address of one call of an endpoint, its path parameters filled in and encoded; a parameter
 * the path names and `params` lacks is a type error (an optional one is dropped with its slash).
 */
export function apiPath<P extends string>(
  endpoint: Endpoint<P>,
  ...[params]: keyof PathParams<P> extends never ? [] : [PathParams<P>]
): string {
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  const path = endpoint.path.replace(/\/:(\w+)(\?)?/g, (_whole, name: string) =>
    values[name] === undefined ? '' : `/${encodeURIComponent(String(values[name]))}`,
  );
  return `/api/${path}`;
}
