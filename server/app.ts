import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { COMPRESSIBLE_TYPES, FILE_NAME, PRECOMPRESSED_COPY, webCaching } from './http/caching';
import { prerenderedPages } from './http/prerendered';
import { contentSecurityPolicy } from './http/security';
import { securityHeaders } from './http/securityHeaders';
import { noStore } from './http/noStore';
import { requestIdHeader, requestIdOf } from './http/requestId';
import type { Database } from './db/client';
import { databasePlugin } from './db/plugin';
import { authPlugin, type AuthOptions } from './auth/plugin';
import { mailPlugin } from './mail/plugin';
import type { MailOptions } from './mail/mailer';
import { compat, sendFailure } from './http/compat';
import { guard } from './auth/guard';
import { metricsModule } from './modules/metrics';
import healthRoutes from './modules/health';
import signInRoutes from './modules/accounts/signIn';
import resourcesModule from './modules/resources';
import accountRoutes from './modules/accounts';
import peopleRoutes from './modules/people';
import fteModule from './modules/fte';
import estimationModule from './modules/estimation';
import contactModule, { type SiteOptions } from './modules/contact';
import missingKeyRoutes from './modules/locales/missingKeys';
import setupModule from './modules/setup';
import workforcePlanModule from './modules/workforcePlan';
import importModule from './modules/import';
import auditModule from './modules/audit';
import { jobsPlugin } from './jobs';
import personalDataModule from './modules/personalData';
import organizationsModule from './modules/organizations';
import signInLocksModule from './modules/signInLocks';

export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;
export const DEFAULT_AUDIT_RETENTION_DAYS = 730;

export interface AppDeps {
  database: Database;
  auth: AuthOptions;
  /** Outgoing mail: SMTP when smtpUrl is set, else the outbox table. */
  mail?: MailOptions;
  /** The built web app (vite's dist); served with a fallback to index.html for client routes. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  production?: boolean;
  /**
   * How many reverse proxies stand in front (X-Forwarded-For hops to trust). 0 by default: a
   * client must not be able to choose its own address and slip past the per-address rate limits.
   */
  trustProxy?: number;
  /** The agency's contact details for the public site and the contact form's inbox. */
  site?: SiteOptions;
  /** The bearer token of GET /api/metrics (METRICS_TOKEN); without it the route does not exist. */
  metricsToken?: string;
  /** Audit entries older than this many days are pruned in the background (AUDIT_RETENTION_DAYS, 730 by default). */
  auditRetentionDays?: number;
}

/**
 * Zod validates and serialises every route. Given to Fastify as its compiler factories, it never
 * loads its default Ajv and fast-json-stringify compilers, 0.4 s of a cold start. The cast: Fastify
 * types these factories after Ajv's, while at run time any (route schema) => function will do.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/**
 * The composition root: third-party plugins, then Tawazun's own (database, authentication,
 * authorisation, compatibility layer), then the route modules; one error and one not-found handler.
 */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: (_address: string, hop: number) => hop < (deps.trustProxy ?? 0),
    bodyLimit: UPLOAD_LIMIT_BYTES + 1024 * 1024,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 500 },
    schemaController: { compilersFactory: zodCompilers },
    genReqId: requestIdOf,
  });

  const webRoot = deps.webRoot && existsSync(path.join(deps.webRoot, 'index.html')) ? deps.webRoot : undefined;
  const prerendered = prerenderedPages(webRoot);

  // Third-party plugins first, as the app's own plugins and routes rely on them. The three header
  // hooks (helmet's, the request id, no-store) sit among them: a plugin's routes only run the root
  // hooks added before it (swagger-ui's /api/docs must carry them).
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        ...contentSecurityPolicy,
        scriptSrc: [...contentSecurityPolicy.scriptSrc, ...prerendered.scriptHashes],
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  await app.register(requestIdHeader);
  await app.register(noStore);
  // Before the routes and the static files (its hook wraps the routes declared after it). Answers
  // under 1 kB gain less than the headers cost; request bodies are read as sent (no decompression).
  // An answer of up to 64 kB (a list page) is compressed in one call: through a stream it waits
  // for a thread of the pool and costs a stream's setup, which on two cores the server cannot
  // hide behind other work.
  await app.register(compress, {
    threshold: 1024,
    syncThreshold: 64 * 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPES,
    globalDecompression: false,
  });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    attachFieldsToBody: true,
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 2, fields: 60, fieldSize: 64 * 1024, parts: 62 },
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Tawazun API', version: '1.0.0', description: 'Organisation structure and workforce planning' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());

  // The app's own plugins, as decorators: each names the ones it needs (see its `dependencies`).
  await app.register(databasePlugin, { database: deps.database });
  await app.register(jobsPlugin);
  await app.register(authPlugin, deps.auth);
  await app.register(mailPlugin, deps.mail ?? { from: 'Tawazun <no-reply@tawazun.local>' });
  await app.register(compat);
  await app.register(guard);
  await app.register(metricsModule, { token: deps.metricsToken });

  // The route modules, each encapsulated.
  await app.register(healthRoutes);
  await app.register(signInRoutes);
  await app.register(resourcesModule);
  await app.register(accountRoutes);
  await app.register(peopleRoutes);
  await app.register(fteModule);
  await app.register(estimationModule);
  await app.register(workforcePlanModule);
  await app.register(importModule);
  await app.register(auditModule, { days: deps.auditRetentionDays ?? DEFAULT_AUDIT_RETENTION_DAYS });
  await app.register(personalDataModule);
  await app.register(organizationsModule);
  await app.register(signInLocksModule);
  await app.register(contactModule, { site: deps.site });
  await app.register(setupModule);
  if (!deps.production) await app.register(missingKeyRoutes);

  // The build's .br and .gz copies (vite.config.ts) go to browsers that accept them, never on
  // their own. One route for every file of the build: a route per file cost a search of the build
  // and 400 routes to set up at every start.
  if (webRoot)
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      index: false,
      preCompressed: true,
      // An address without a file name is a page, which the not-found handler below answers.
      allowedPath: (pathName) => FILE_NAME.test(pathName) && !PRECOMPRESSED_COPY.test(pathName),
      // The build's own notes (.vite/manifest.json) are not for the browser.
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: webCaching(webRoot),
    });

  app.setNotFoundHandler((request, reply) => {
    // Only the path says whether a file is wanted: `/costing?file=model.xlsx` is a page.
    const url = request.url.toLowerCase().split('?')[0];
    const wantsPage =
      request.method === 'GET' && !url.startsWith('/api/') && !url.startsWith('/locales/') && !FILE_NAME.test(url);
    if (webRoot && wantsPage) {
      // Client routes (/dashboard, /About, ...) are the web app's; it shows its own 404 page. The
      // light pages come pre-rendered in the reader's language.
      const page = prerendered.choose(request);
      if (page) reply.header('Vary', 'Cookie, Accept-Language');
      return reply.sendFile(page ?? 'index.html', webRoot);
    }
    return sendFailure(request, reply, 404, 'errors.routeNotFound');
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
