import type { Caller } from '@domain/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createHandlers } from '../../../src/mocks/handlers';
import { MockStore } from '../../../src/mocks/store';
import { EstimationState } from '../../../src/mocks/estimationState';
import { restHandlers } from '../../../src/mocks/rest/table';
import { restTables } from '../../../src/mocks/rest/tables';
import { ContactInbox } from '../../../src/mocks/contact';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { employeeWith } from '../../support/employeeWith';
import { answersOf, sendTo, type Answer } from './answers';
import { CONTRACT as STRUCTURE } from './requests';
import { PEOPLE_CONTRACT } from './peopleRequests';
import { ESTIMATION_CONTRACT } from './estimationRequests';

const CONTRACT = [...STRUCTURE, ...PEOPLE_CONTRACT, ...ESTIMATION_CONTRACT];

const MOCK = 'http://mock.test';

/**
 * The mock backend answers what the server answers: the same requests, from an empty
 * organisation, to the server and to the mock's handlers through msw/node, the same status,
 * Content-Range, ETag and body, ids and times aside.
 */
describeApi('the mock backend keeps the server contract', () => {
  let ctx: TestContext;
  let server: Answer[];
  let mock: Answer[];

  beforeAll(async () => {
    ctx = await startApp();
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { auth, organizationId } = await createOrganization(ctx, 'Contract Org');
    const viewer = await employeeWith(ctx, organizationId, 'Contract viewer', [['Department', ['View']]]);
    const headers = { owner: auth, viewer, anonymous: {} };
    server = await answersOf(
      CONTRACT,
      sendTo(base, (as) => headers[as]),
    );

    // The mock from an empty store; the viewer is the same store behind a handler override.
    const [store, estimation, inbox] = [new MockStore(), new EstimationState(), new ContactInbox()];
    const msw = setupServer(...createHandlers(store, estimation));
    const viewerCaller = { kind: 'member', grants: { Department: ['View'] } } satisfies Caller;
    const viewerHandlers = restTables(store, estimation, inbox).flatMap((table) => restHandlers(table, viewerCaller));
    msw.listen({ onUnhandledRequest: 'error' });
    const token = { authorization: 'Bearer mock' };
    try {
      mock = await answersOf(CONTRACT, (request, as) => {
        msw.resetHandlers();
        if (as === 'viewer') msw.use(...viewerHandlers);
        return sendTo(MOCK, (who) => (who === 'anonymous' ? {} : token))(request, as);
      });
    } finally {
      msw.close();
    }
  });
  afterAll(() => ctx?.close());

  it.each(CONTRACT.map((request, index) => [request.label, index] as const))('%s', (_label, index) => {
    expect(mock[index]).toEqual(server[index]);
  });
});
