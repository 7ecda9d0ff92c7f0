import { apiRoute, type Endpoint } from '@domain/api';

/**
 * The parts of a route declaration the documented API fixes (domain/api): method, address and who
 * may call it. Spread into `app.route({ ...endpoint(api.x.y), schema, handler })`.
 */
export const endpoint = <M extends Endpoint['method']>(e: Endpoint<string, M>) => ({
  method: e.method,
  url: apiRoute(e),
  config: { access: e.access },
});
