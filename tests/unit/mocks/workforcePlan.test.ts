import { afterAll, beforeAll, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createHandlers } from '../../../src/mocks/handlers';
import type { DesignationMapping, PlanElementDetail, PlanNode, PlanTree } from '@domain/workforcePlan';

const server = setupServer(...createHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const call = async <T>(path: string, init?: RequestInit): Promise<{ status: number; body: T }> => {
  const res = await fetch(`http://mock.test/api/WorkforcePlan/${path}`, init);
  return { status: res.status, body: (await res.json()) as T };
};
const find = (node: PlanNode, name: string): PlanNode | undefined =>
  node.name === name ? node : node.children.map((c) => find(c, name)).find(Boolean);

it('serves the demo workforce plan with the figures the server computes', async () => {
  const { body } = await call<PlanTree>('tree');
  expect(find(body.root, 'Human Resources')).toMatchObject({ actual: 3, required: 7.01, ownPlan: true });
  expect(find(body.root, 'Information Technology')).toMatchObject({ actual: 1, required: 4.24 });
  expect(body.root.childrenRequired).toBe(11.25);
  expect(body.unmapped.map((u) => u.designation)).toEqual(['Network Engineer', 'Recruitment Specialist']);
});

it('keeps a plan choice and a mapping for the session', async () => {
  const hr = find((await call<PlanTree>('tree')).body.root, 'Human Resources')!;
  const detail = (await call<PlanElementDetail>(`elements/department/${hr.id}`)).body;
  expect(detail.plan).toMatchObject({ customised: true, source: 'chosen', planYear: 2026 });
  const original = detail.workbooks.find((w) => !w.customised)!;
  const put = (path: string, body: unknown) =>
    call<{ data: unknown }>(path, {
      method: 'PUT',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
  const chosen = await put(`plans/department/${hr.id}`, { fileId: original.fileId });
  expect(chosen.body.data).toMatchObject({ plan: { fileId: original.fileId, source: 'chosen' } });
  expect((await put(`plans/department/${hr.id}`, { fileId: 999 })).status).toBe(400);

  const titles = (await call<DesignationMapping[]>('designations')).body;
  const executive = titles.find((m) => m.designation === 'HR Executive')!.jobTitleId;
  await put('designations', [{ designation: 'Recruitment Specialist', jobTitleId: executive }]);
  expect((await call<PlanTree>('tree')).body.unmapped.map((u) => u.designation)).toEqual(['Network Engineer']);

  const [copy] = detail.workbooks;
  const compared = await call<{ changedRows: unknown[] }>(`compare?left=${original.fileId}&right=${copy.fileId}`);
  expect(compared.body.changedRows.length).toBeGreaterThan(0);
});
