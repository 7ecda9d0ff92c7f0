import { http, HttpResponse, type HttpHandler } from 'msw';
import { api, apiRoute, type Endpoint } from '@domain/api';
import { expectedVersionsOf } from '@domain/api/ifMatch';
import { comparedScenarioIds, SCENARIOS_COMPARED } from '@domain/workforcePlan';
import { answering, badRequestRefusal, notFoundRefusal, pathId } from './failures';
import { ok } from './http';
import type { MockScenarios } from './scenarioRecords';
import { languageOf, words, type MockLanguage } from './words';

const W = api.workforcePlan;
const route = (endpoint: Endpoint) => `*${apiRoute(endpoint)}`;

/** The plan of record's column, named in the reader's language. */
export const planOfRecordName = (lng: MockLanguage) => words(lng, 'workforcePlan.scenarios.planOfRecord');

/** Two to four scenario ids in the order asked, as the server reads `?ids=`; else its 400 (or 404 for one unknown). */
function comparedIds(scenarios: MockScenarios, ids: string) {
  const unique = comparedScenarioIds(ids);
  if (!unique) throw badRequestRefusal('workforcePlan.scenariosToCompare', { ...SCENARIOS_COMPARED }, 'Ids');
  const found = scenarios.list(unique);
  if (found.length !== unique.length) throw notFoundRefusal();
  return unique.map((id) => found.find((s) => s.id === id)!);
}

/** The organisation-wide scenarios at their documented paths, over the mock's plan (scenarioRecords.ts). */
export function scenarioHandlers(scenarios: MockScenarios): HttpHandler[] {
  const said = (request: Request, key: string, data: { name: string }) =>
    ok(words(languageOf(request), key, { name: data.name }), data);
  const save = async (request: Request, id: number | null) => {
    const body: unknown = await request.json().catch(() => undefined);
    const version = (body as { version?: unknown } | undefined)?.version;
    const expected = expectedVersionsOf(
      request.headers.get('if-match') ?? undefined,
      typeof version === 'number' ? version : undefined,
    );
    return said(request, 'workforcePlan.scenarioSaved', scenarios.save(id, body, id === null ? undefined : expected));
  };
  return [
    http.get(route(W.scenarios), () => HttpResponse.json(scenarios.list())),
    http.get(route(W.scenarioDrafts), () => HttpResponse.json(scenarios.drafts())),
    http.get(
      route(W.compareScenarios),
      answering(({ request }) => {
        const chosen = comparedIds(scenarios, new URL(request.url).searchParams.get('ids') ?? '');
        return HttpResponse.json(scenarios.compare(chosen, planOfRecordName(languageOf(request))));
      }),
    ),
    http.post(
      route(W.createScenario),
      answering(({ request }) => save(request, null)),
    ),
    http.put(
      route(W.updateScenario),
      answering(({ request, params }) => save(request, pathId(params))),
    ),
    http.delete(
      route(W.deleteScenario),
      answering(({ request, params }) => {
        const expected = expectedVersionsOf(request.headers.get('if-match') ?? undefined, undefined);
        return said(request, 'workforcePlan.scenarioDeleted', scenarios.remove(pathId(params), expected));
      }),
    ),
  ];
}
