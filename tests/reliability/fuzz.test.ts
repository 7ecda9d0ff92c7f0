import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { isApiRoute } from '../../server/auth/guard';
import { users } from '../../server/db/schema';
import { ADMIN, OWNER } from '../support/api';
import { changedTables, fingerprint } from './support/fingerprint';
import { casesFor, type Caller, type FuzzCase } from './support/fuzzRequests';
import { send, type RawResponse } from '../../tools/harness/rawHttp';
import { startLoggedApp } from './support/loggedApp';

const TOTAL_REQUESTS = Number(process.env.RELIABILITY_FUZZ_REQUESTS ?? 10_000);
const SEED = process.env.RELIABILITY_FUZZ_SEED ? Number(process.env.RELIABILITY_FUZZ_SEED) : undefined;

// Sign-in limits stay out of the way here (the security file checks them); every other rule applies.
const open = { max: 1_000_000, windowSeconds: 60 };
const ctx = await startLoggedApp({
  level: 'error',
  rateLimits: {
    loginAddress: open,
    loginPair: open,
    loginAccount: open,
    registerAddress: open,
    registerAccount: open,
    forgotAddress: open,
    forgotAccount: open,
  },
});
const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const routes = ctx.app.routeTable.filter((r) => isApiRoute(r.url));
const perRoute = Math.ceil(TOTAL_REQUESTS / routes.length);

/** Fresh sessions without the sign-in route, so that fuzzed sign-outs and revocations cannot stall the run. */
async function bearerOf(email: string): Promise<string> {
  const [user] = await ctx.database.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (!user.isActive)
    await ctx.database.db
      .update(users)
      .set({ isActive: true })
      .where(sql`${users.id} = ${user.id}`);
  const { accessToken } = await ctx.app.sessions.start({ ...user, isActive: true });
  return `Bearer ${accessToken}`;
}

const bearers: Partial<Record<Caller, string>> = {
  owner: await bearerOf(OWNER.email),
  superAdmin: await bearerOf(ADMIN.email),
  forged: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwia2luZCI6InN1cGVyIn0.',
};

let fingerprintMs = 0;
async function summary() {
  const started = performance.now();
  const result = await fingerprint(ctx.database.db);
  fingerprintMs += performance.now() - started;
  return result;
}
let baseline = await fingerprint(ctx.database.db);
let sent = 0;
const statuses = new Map<number, number>();

let sendingMs = 0;
async function run(testCase: FuzzCase): Promise<RawResponse> {
  const authorization = bearers[testCase.caller];
  const started = performance.now();
  const response = await send(base, {
    ...testCase.request,
    headers: { ...testCase.request.headers, ...(authorization ? { authorization } : {}) },
  });
  sendingMs += performance.now() - started;
  sent++;
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  return response;
}

afterAll(async () => {
  console.log(
    `[fuzz] ${sent} requests on ${routes.length} routes (${Math.round(sendingMs)} ms in requests, ${Math.round(fingerprintMs)} ms comparing the database); statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
  );
  await ctx.close();
});

describe('fuzzing every /api route of the route table [pglite]', () => {
  it('covers the route table', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(perRoute * routes.length).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
  });

  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s: never 5xx; a refused request changes nothing',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(casesFor(route), async (testCase) => {
          const response = await run(testCase);
          if (response.status >= 500) {
            const cause = ctx.log.filter((line) => line.includes('"level":50')).pop() ?? 'nothing logged';
            expect.fail(`${testCase.label} answered ${response.status}; the server logged: ${cause.slice(0, 1500)}`);
          }
          // Every refused change is compared; refused reads (which write nothing) one in ten.
          const mutation = testCase.request.method !== 'GET';
          if (response.status >= 400 && (mutation || sent % 10 === 0)) {
            const now = await summary();
            expect(
              changedTables(baseline, now),
              `${testCase.label} answered ${response.status} but changed the database`,
            ).toEqual([]);
          } else if (response.status < 400) {
            baseline = await summary();
          }
          // A fuzzed sign-out or deactivation may end the caller's own session: start a new one.
          if (response.status === 401 && (testCase.caller === 'owner' || testCase.caller === 'superAdmin')) {
            bearers[testCase.caller] = await bearerOf(testCase.caller === 'owner' ? OWNER.email : ADMIN.email);
            baseline = await summary();
          }
        }),
        { numRuns: perRoute, endOnFailure: true, seed: SEED },
      );
    },
  );

  it(`sent at least ${TOTAL_REQUESTS} requests`, () => {
    expect(sent).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
  });
});
