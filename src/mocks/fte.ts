import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiRoute, fteEndpoints } from '@domain/api';
import { expectedVersionsOf } from '@domain/api/ifMatch';
import { FTE_FAMILIES, type FteFamily } from '@domain/fteFamilies';
import type { EstimationState } from './estimationState';
import { answering, pathId } from './failures';
import { MockFteProfiles } from './fteRecords';
import { bodyOf, listAnswer, ok } from './http';
import type { MockStore } from './store';
import { languageOf, words } from './words';

/** One family's documented paths over the same profiles as /api/v1/fte.<scope> (fteRecords.ts). */
function familyHandlers(family: FteFamily, store: MockStore, estimation: EstimationState): HttpHandler[] {
  const at = fteEndpoints(family);
  const profiles = (request: Request) => new MockFteProfiles(family, store, estimation, languageOf(request));
  const said = (request: Request, key: string, record: unknown) => {
    const lng = languageOf(request);
    return ok(words(lng, key, { entity: words(lng, `fteEntities.${family.scope}`) }), record);
  };
  return [
    http.get(`*${apiRoute(at.list)}`, ({ request }) => {
      const url = new URL(request.url);
      const element = family.parentKey ? url.searchParams.get(family.parentKey) : null;
      const params = family.parentKey && element ? { [family.parentKey]: Number(element) } : {};
      return listAnswer(profiles(request).list(params).records, url, { search: ['fteName'] });
    }),
    http.get(
      `*${apiRoute(at.one)}`,
      answering(({ request, params }) => HttpResponse.json(profiles(request).get(pathId(params)))),
    ),
    http.post(
      `*${apiRoute(at.save)}`,
      answering(async ({ request }) => {
        const body = await bodyOf(request);
        const expected = expectedVersionsOf(request.headers.get('if-match') ?? undefined, body.version as number);
        const { record, created } = profiles(request).save(body, expected);
        return said(request, created ? 'success.created' : 'success.updated', record);
      }),
    ),
    http.delete(
      `*${apiRoute(at.remove)}`,
      answering(({ request, params }) => said(request, 'success.deleted', profiles(request).remove(pathId(params)))),
    ),
  ];
}

/** The six FTE families of the mock backend, over one table like the server's. */
export const fteHandlers = (store: MockStore, estimation: EstimationState): HttpHandler[] =>
  FTE_FAMILIES.flatMap((family) => familyHandlers(family, store, estimation));
