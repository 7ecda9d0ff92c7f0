import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { api, apiPath } from '@domain/api';
import { figuresDifference, type Scenario, type ScenarioComparison, type ScenarioElement } from '@domain/workforcePlan';
import { createHandlers } from '../../../src/mocks/handlers';

const server = setupServer(...createHandlers());
const W = api.workforcePlan;
const call = (path: string, init: { method?: string; body?: unknown; lng?: string } = {}) =>
  fetch(`http://mock.test${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: 'Bearer mock', 'content-type': 'application/json', 'accept-language': init.lng ?? 'en' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
const create = (name: string, picks: unknown[]) =>
  call(apiPath(W.createScenario), { method: 'POST', body: { name, picks } });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the organisation-wide scenarios in the mock backend', () => {
  it('saves scenarios and compares them beside the plan of record, figured by the domain', async () => {
    const drafts = (await (await call(apiPath(W.scenarioDrafts))).json()) as ScenarioElement[];
    const element = drafts.find((d) => d.workbooks.length > 1)!;
    const other = element.workbooks.find((w) => w.fileId !== element.planFileId)!;
    const pick = { kind: element.kind, id: element.id, fileId: other.fileId };

    const first = await create('Lean', [pick]);
    expect(first.status).toBe(200);
    const lean = (await first.json()).data as Scenario;
    expect(lean.picks).toEqual([{ ...pick, element: element.name, fileName: other.fileName }]);
    const same = (await (await create('As planned', [])).json()).data as Scenario;

    const res = await call(`${apiPath(W.compareScenarios)}?ids=${lean.id},${same.id}`);
    const comparison = (await res.json()) as ScenarioComparison;
    expect(comparison.columns).toEqual([
      { scenarioId: null, name: 'Plan of record' },
      { scenarioId: lean.id, name: 'Lean' },
      { scenarioId: same.id, name: 'As planned' },
    ]);
    const department = comparison.rows.find((r) => r.departmentId === element.id && r.title === null)!;
    // A scenario without picks is the plan of record; the other reads its own draft, the domain's deltas between.
    expect(department.figures[2]).toEqual(department.figures[0]);
    expect(department.deltas[1]).toEqual({ hours: 0, resources: 0, toHire: 0, cost: [] });
    expect(department.figures[1]).not.toEqual(department.figures[0]);
    expect(department.deltas[0]).toEqual(figuresDifference(department.figures[0], department.figures[1]));
    expect(comparison.rows.at(-1)).toMatchObject({ departmentId: null, title: null });

    const pack = await (await call(apiPath(W.planPackFigures))).json();
    expect(pack.scenarios).toEqual(comparison);
  });

  it('refuses a taken name, a stale version and another element’s workbook as the server does', async () => {
    const taken = await create('Lean', []);
    expect(taken.status).toBe(409);
    expect((await taken.json()).alertMessage).toBe('A scenario named “Lean” already exists. Choose another name.');

    const [lean] = (await (await call(apiPath(W.scenarios))).json()) as Scenario[];
    const path = apiPath(W.updateScenario, { id: lean.id });
    const stale = await call(path, { method: 'PUT', body: { name: 'Leaner', picks: [], version: lean.version + 1 } });
    expect(stale.status).toBe(409);

    const drafts = (await (await call(apiPath(W.scenarioDrafts))).json()) as ScenarioElement[];
    const [a, b] = drafts;
    const wrong = await create('Wrong', [{ kind: a.kind, id: a.id, fileId: b.workbooks[0].fileId }]);
    expect(wrong.status).toBe(400);
  });

  it('compares two to four known scenarios only, saying so in the reader’s language', async () => {
    const one = await call(`${apiPath(W.compareScenarios)}?ids=1`);
    expect(one.status).toBe(400);
    expect((await one.json()).alertMessage).toBe('Choose 2 to 4 scenarios to compare.');
    const arabic = await (await call(`${apiPath(W.compareScenarios)}?ids=x`, { lng: 'ar' })).json();
    expect(arabic.alertMessage).not.toMatch(/[A-Za-z]/);
    expect((await call(`${apiPath(W.compareScenarios)}?ids=1,999`)).status).toBe(404);
  });
});
