import { inject } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../../server/auth/passwords';
import { buildApp, type App, type AppDeps } from '../../server/app';
import { sql } from 'drizzle-orm';
import { openPostgres, type Database } from '../../server/db/client';
import type { RateLimitPolicy } from '../../server/auth/rateLimiter';
import type { MailOptions } from '../../server/mail/mailer';
import { organizations, users } from '../../server/db/schema';
import { ADMIN, OWNER, databaseUrl, openTestDatabase } from './testDb';

export { ADMIN, OWNER };

export interface TestContext {
  app: App;
  database: Database;
  close(): Promise<void>;
}

/**
 * How every test app signs its tokens: one secret, so a token one instance issued is valid on
 * another instance of the same database, as behind a load balancer.
 */
export const TEST_AUTH = {
  jwtSecret: 'test-secret-that-is-long-enough-for-hs256!!',
  accessTokenTtl: 900,
  refreshTokenTtl: 3600,
} as const;

/** Whether this run has a database for the API suite (the PostgreSQL one may be absent). */
export const databaseAvailable = (): boolean => inject('databaseKind') !== 'none';
export const databaseKind = (): string => inject('databaseKind');

/** An app on a private copy of the migrated, seeded database. */
export async function startApp(
  options: {
    accessTokenTtl?: number;
    rateLimits?: Partial<RateLimitPolicy>;
    mail?: MailOptions;
    publicUrl?: string;
  } & Pick<AppDeps, 'metricsToken' | 'logger' | 'webRoot'> = {},
): Promise<TestContext> {
  const { database, drop } = await openTestDatabase(
    inject('databaseKind'),
    inject('snapshotPath'),
    inject('templateName'),
  );
  const app = await buildApp({
    database,
    auth: {
      ...TEST_AUTH,
      accessTokenTtl: options.accessTokenTtl ?? TEST_AUTH.accessTokenTtl,
      rateLimits: options.rateLimits,
      publicUrl: options.publicUrl,
    },
    mail: options.mail,
    metricsToken: options.metricsToken,
    logger: options.logger,
    webRoot: options.webRoot,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/**
 * PostgreSQL only: another server instance on the same database as `ctx`, as a second process
 * behind a load balancer would be (its own pool, its own kept answers).
 */
export async function startOtherInstance(ctx: TestContext): Promise<{ app: App; database: Database }> {
  const database = await openPostgres(await databaseUrlOf(ctx));
  const app = await buildApp({
    database,
    auth: TEST_AUTH,
  });
  await app.ready();
  return { app, database };
}

/** PostgreSQL only: the address of the private database `ctx` runs on. */
export async function databaseUrlOf(ctx: TestContext): Promise<string> {
  const rows = (await ctx.database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: Array<{ name: string }>;
  };
  return databaseUrl(rows.rows[0].name);
}

/** The header that carries an access token. */
export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

export async function login(
  app: App,
  email: string,
  password: string,
): Promise<{ accessToken: string; refreshToken: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/AuthenticationAPI/login',
    payload: { username: email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A new organisation with an active owner; answers the owner's bearer header. */
export async function createOrganization(
  ctx: TestContext,
  name: string,
): Promise<{ organizationId: number; auth: Record<string, string> }> {
  const [org] = await ctx.database.db.insert(organizations).values({ name }).returning();
  const email = `owner-${org.id}@${name.toLowerCase().replace(/\W+/g, '')}.test`;
  await ctx.database.db.insert(users).values({
    organizationId: org.id,
    email,
    passwordHash: await hashPassword('Owner#12345'),
    firstName: 'Owner',
    lastName: name,
    isActive: true,
    isOwner: true,
  });
  const { accessToken } = await login(ctx.app, email, 'Owner#12345');
  return { organizationId: org.id, auth: bearer(accessToken) };
}

export async function ownerAuth(app: App): Promise<Record<string, string>> {
  return bearer((await login(app, OWNER.email, OWNER.password)).accessToken);
}

/** The Super Admin's bearer header. */
export async function adminAuth(app: App): Promise<Record<string, string>> {
  return bearer((await login(app, ADMIN.email, ADMIN.password)).accessToken);
}

export const json = <T = unknown>(res: LightMyRequestResponse): T => res.json() as T;
