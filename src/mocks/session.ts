import { http, type HttpHandler, type HttpResponseResolver } from 'msw';
import { admits, apiRoute, type Caller, type Endpoint } from '@domain/api';
import { allGrants } from '@domain/permissions';
import { failure, MockRefusal } from './failures';
import { languageOf } from './words';

/** Who the mock answers as: by default the demo organisation's owner, who holds every permission. */
export const ownerCaller = (): Caller => ({ kind: 'member', grants: allGrants() });

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;

/**
 * The handler of one endpoint of domain/api: its method and path (any origin), its access checked
 * as the server's guard checks it (no bearer token: 401; the caller's grants do not admit it: 403),
 * and a MockRefusal thrown by the resolver answered as the server's failure envelope in the
 * reader's language. `conventional`: an /api/v1 endpoint, whose failures also carry `message`.
 */
export function route(endpoint: Endpoint, caller: Caller, resolver: HttpResponseResolver, conventional = false) {
  const handler: HttpResponseResolver = async (info) => {
    const lng = languageOf(info.request);
    try {
      if (endpoint.access !== 'public') {
        if (!/^Bearer\s+\S+$/i.test(info.request.headers.get('authorization') ?? ''))
          throw new MockRefusal(401, 'errors.unauthorized');
        if (!admits(endpoint.access, caller)) throw new MockRefusal(403, 'errors.forbidden');
      }
      return await resolver(info);
    } catch (error) {
      if (error instanceof MockRefusal) return failure(error, lng, conventional);
      throw error;
    }
  };
  return METHODS[endpoint.method](`*${apiRoute(endpoint)}`, handler) as HttpHandler;
}
