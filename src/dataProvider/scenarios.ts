import { httpClient } from '../authProvider/httpClient';
import type { Scenario, ScenarioComparison, ScenarioElement, ScenarioInput } from '@domain/workforcePlan/scenarios';
import { api, apiPath } from '@domain/api';
import type { PlanChange } from './workforcePlan';

type Http = typeof httpClient;
const P = api.workforcePlan;

/** Addresses of the organisation-wide scenarios' endpoints. */
export const scenarioPaths = {
  list: apiPath(P.scenarios),
  drafts: apiPath(P.scenarioDrafts),
  compare: (ids: readonly number[]) => `${apiPath(P.compareScenarios)}?ids=${ids.map(Number).join(',')}`,
  create: apiPath(P.createScenario),
  update: (id: number) => apiPath(P.updateScenario, { id }),
  remove: (id: number) => apiPath(P.deleteScenario, { id }),
};

/** The calls of the organisation-wide scenarios, the data provider's named methods. */
export function createScenarioMethods(http: Http = httpClient) {
  const getJson = async <T>(path: string): Promise<T> => (await http(path)).json as T;
  const send = async (path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown, version?: number) => {
    const headers = new Headers({ Accept: 'application/json' });
    // A JSON content type without a body is refused: a delete sends none.
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    if (version !== undefined) headers.set('If-Match', `"${version}"`);
    const init = { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
    return (await http(path, init)).json as PlanChange<Scenario>;
  };
  return {
    scenarios: () => getJson<Scenario[]>(scenarioPaths.list),
    scenarioDrafts: () => getJson<ScenarioElement[]>(scenarioPaths.drafts),
    compareScenarios: (ids: readonly number[]) => getJson<ScenarioComparison>(scenarioPaths.compare(ids)),
    /** A new scenario (id null) or a change of one read at `input.version` (409 when it changed since). */
    saveScenario: (id: number | null, input: ScenarioInput) =>
      id === null ? send(scenarioPaths.create, 'POST', input) : send(scenarioPaths.update(id), 'PUT', input),
    deleteScenario: (id: number, version: number) => send(scenarioPaths.remove(id), 'DELETE', undefined, version),
  };
}

export type ScenarioMethods = ReturnType<typeof createScenarioMethods>;
