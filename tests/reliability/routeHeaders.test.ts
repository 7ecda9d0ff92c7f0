import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isApiRoute } from '../../server/auth/guard';
import { users } from '../../server/db/schema';
import { ADMIN, OWNER } from '../support/api';
import { createEmployee, sessionFor } from '../support/people';
import { sampleRequest } from '../support/routeSamples';
import { startLoggedApp } from './support/loggedApp';
import { findSecrets } from './support/recordingClient';
import { send, type RawResponse } from '../../tools/harness/rawHttp';

const ctx = await startLoggedApp({ level: 'info' });
const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const routes = ctx.app.routeTable.filter((r) => isApiRoute(r.url));
afterAll(() => ctx.close());

/** The answers anyone may keep: the health probe and the agency's public contact details. */
const MAY_BE_CACHED = new Set(['/api/health', '/api/ContactAPI/GetContactDetails']);

const accountOf = async (email: string) =>
  (
    await ctx.database.db
      .select({ id: users.id, organizationId: users.organizationId })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
  )[0];

/**
 * Every route of the route table over real HTTP, for an anonymous caller, an employee without any
 * permission, the demo owner and the Super Admin: every answer carries the security headers,
 * `Cache-Control: no-store` (but for health and the public contact details), an X-Request-Id
 * and the failure envelope, none is a 5xx, and the server's log holds no secret or token afterwards.
 * (The full authorisation matrix, tests/api/auth/authorization.test.ts, runs in this suite too.)
 */
describe('every /api route over HTTP: headers, envelopes and the log', () => {
  it('answers every caller with the security headers, no-store and never a 5xx', async () => {
    const demoOwner = await accountOf(OWNER.email);
    const owner = await sessionFor(ctx, demoOwner.id);
    const admin = await sessionFor(ctx, (await accountOf(ADMIN.email)).id);
    const nobody = (await createEmployee(ctx, demoOwner.organizationId as number, {})).auth;
    const tokens = new Map([owner, admin, nobody].map((h, i) => [`bearer token ${i}`, h.authorization.slice(7)]));
    const wrong: string[] = [];
    let answers = 0;
    for (const route of routes) {
      // Signing out first would end the sessions the other routes need.
      const callers = route.url.endsWith('UserSignOut') ? [{}] : [{}, nobody, owner, admin];
      for (const headers of callers) {
        const request = sampleRequest(route, { id: 2_000_000_000, omitBodyId: true });
        const body = request.payload === undefined ? undefined : JSON.stringify(request.payload);
        const res: RawResponse = await send(base, {
          method: request.method,
          path: request.url,
          headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
          body,
        });
        answers++;
        const where = `${request.method} ${request.url} as ${'authorization' in headers ? 'signed in' : 'anonymous'}: ${res.status}`;
        if (res.status >= 500) wrong.push(where);
        if (res.headers['x-content-type-options'] !== 'nosniff') wrong.push(`${where} without nosniff`);
        if (res.headers['x-frame-options'] !== 'DENY') wrong.push(`${where} without frame denial`);
        if (!String(res.headers['content-security-policy']).includes("frame-ancestors 'none'"))
          wrong.push(`${where} without CSP`);
        if (res.status >= 400 && !/"isSuccess":false/.test(res.text()))
          wrong.push(`${where} without the failure envelope`);
        if (!/^[\w-]{36}$/.test(String(res.headers['x-request-id']))) wrong.push(`${where} without X-Request-Id`);
        if (!MAY_BE_CACHED.has(route.url) && res.headers['cache-control'] !== 'no-store')
          wrong.push(`${where} with Cache-Control ${res.headers['cache-control']}`);
        for (const hit of findSecrets(
          res.text(),
          new Map([['JWT secret', 'reliability-secret-that-is-long-enough!!']]),
        ))
          wrong.push(`${where}: ${hit}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(answers).toBeGreaterThan(routes.length * 3);

    const leaks = ctx.log.flatMap((line) =>
      findSecrets(line, new Map([...tokens, ['JWT secret', 'reliability-secret-that-is-long-enough!!']])),
    );
    expect(ctx.log.length).toBeGreaterThan(answers);
    expect(leaks).toEqual([]);
    // Every line written while a request was being answered names it.
    const requestLines = ctx.log
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.req || line.res || line.err);
    expect(requestLines.length).toBeGreaterThanOrEqual(answers * 2);
    expect(requestLines.filter((line) => typeof line.reqId !== 'string')).toEqual([]);
  });
});
