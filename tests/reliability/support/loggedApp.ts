import { Writable } from 'node:stream';
import { inject } from 'vitest';
import { buildApp, type App } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import type { RateLimitPolicy } from '../../../server/auth/rateLimiter';
import { logSerializers } from '../../../server/auth/logRedaction';
import { openTestDatabase } from '../../support/testDb';

export interface LoggedApp {
  app: App;
  database: Database;
  /** Every line the app logged, as JSON text. */
  log: string[];
  close(): Promise<void>;
}

/**
 * startApp() of the API suite with the server's production logger settings, writing into memory:
 * the fuzzer reads why a request failed, the security tests read what a log line would reveal.
 */
export async function startLoggedApp(
  options: { rateLimits?: Partial<RateLimitPolicy>; level?: string } = {},
): Promise<LoggedApp> {
  const { database, drop } = await openTestDatabase(
    inject('databaseKind'),
    inject('snapshotPath'),
    inject('templateName'),
  );
  const log: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const app = await buildApp({
    database,
    auth: {
      jwtSecret: 'reliability-secret-that-is-long-enough!!',
      accessTokenTtl: 900,
      refreshTokenTtl: 3600,
      rateLimits: options.rateLimits,
    },
    logger: {
      level: options.level ?? 'info',
      stream,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: logSerializers,
    },
    // With the metrics route in the route table, the route-table tests reach it too.
    metricsToken: 'reliability-metrics-token',
  });
  await app.ready();
  return {
    app,
    database,
    log,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
