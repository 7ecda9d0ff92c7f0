import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config';
import { DataDirLockedError, lockDataDir } from './db/lock';
import { openPglite, openPostgres, type Database } from './db/client';
import { migrate } from './db/migrate';
import { jwtSecret, seed } from './seed';
import { buildApp } from './app';
import { paths } from './paths';
import { siteOptions } from './modules/contact';
import { logSerializers } from './auth/logRedaction';
import { loggable } from './http/compat';
import { ownAddress } from './mail/links';
import type { FastifyError } from 'fastify';

async function openDatabase(config: Config): Promise<{ database: Database; release: () => void }> {
  if (config.DATABASE_URL) return { database: await openPostgres(config.DATABASE_URL), release: () => undefined };
  const dataDir = path.resolve(config.DATA_DIR);
  const release = lockDataDir(dataDir);
  try {
    return { database: await openPglite({ dataDir: path.join(dataDir, 'pgdata') }), release };
  } catch (error) {
    release();
    throw error;
  }
}

/** config -> database -> migrations -> seed -> listen, and a clean close on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  const { database, release } = await openDatabase(config);
  await migrate(database);
  const secret = await jwtSecret(database.db, config.JWT_SECRET);
  await seed(database.db, {
    adminEmail: config.ADMIN_EMAIL,
    adminPassword: config.ADMIN_PASSWORD,
    seedDemo: config.seedDemo,
    demoPassword: config.DEMO_PASSWORD,
    announce: (message) => console.log(`[tawazun] ${message}`),
  });
  const app = await buildApp({
    database,
    auth: {
      jwtSecret: secret,
      accessTokenTtl: config.ACCESS_TOKEN_TTL,
      refreshTokenTtl: config.REFRESH_TOKEN_TTL,
      publicUrl: config.PUBLIC_URL,
    },
    mail: { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM },
    webRoot: paths.web,
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: logSerializers,
    },
    production: config.production,
    trustProxy: config.TRUST_PROXY,
    site: siteOptions(config),
    metricsToken: config.METRICS_TOKEN,
    auditRetentionDays: config.AUDIT_RETENTION_DAYS,
  });

  // PGlite's write-ahead log only shrinks at a checkpoint; what the sweeps wrote goes with it.
  const checkpoints = setInterval(() => {
    const maintain = async () => {
      await database.sweep?.();
      await database.checkpoint();
    };
    maintain().catch((error: unknown) => app.log.warn({ err: error }, 'checkpoint failed'));
  }, config.CHECKPOINT_INTERVAL * 1000);
  checkpoints.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    clearInterval(checkpoints);
    try {
      await app.close();
      await database.close();
    } finally {
      release();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // The bound port, not the configured one: PORT=0 lets the system choose, and this line says which.
  const { port } = app.server.address() as AddressInfo;
  console.log(`[tawazun] listening on http://localhost:${port} (database: ${database.kind})`);
  if (!config.PUBLIC_URL)
    app.log.warn(
      `PUBLIC_URL is not set: links in mail point at ${ownAddress(app)}; set PUBLIC_URL to the address people open`,
    );
}

// Until the server listens, nothing holds the event loop open. Each time it empties (while PGlite's
// WebAssembly compiles, say), Node waits for every background task to finish, V8's optimising
// compilation of that WebAssembly included: about a fifth of a second per start. A timer keeps
// the loop turning meanwhile.
const starting = setInterval(() => undefined, 60_000);
main().then(
  () => clearInterval(starting),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(`[tawazun] ${error.message}`);
    } else {
      // The first line and the cause only: a failed statement's message carries its parameters (a password hash).
      const { message, cause } = loggable(error as FastifyError);
      console.error('[tawazun] failed to start:', cause ? `${message} (${cause})` : message || String(error));
    }
    process.exit(1);
  },
);
