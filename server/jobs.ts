import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** How often the jobs run: a few times a day is plenty for retentions counted in days. */
const EVERY_MS = 6 * 60 * 60 * 1000;
/** The first run waits for the start to be over. */
const FIRST_MS = 60 * 1000;

export interface BackgroundJobs {
  /** Runs `job` in the background while the server runs; a failure is logged as `<name> failed`. */
  add(name: string, job: () => Promise<unknown>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    backgroundJobs: BackgroundJobs;
  }
}

/**
 * The timer of the background jobs. Each module registers the pruning of what it owns (the audit
 * trail, sessions, password links), so no job reaches into another module.
 */
async function backgroundJobs(app: FastifyInstance) {
  const jobs: Array<{ name: string; job: () => Promise<unknown> }> = [];
  app.decorate('backgroundJobs', { add: (name, job) => jobs.push({ name, job }) } satisfies BackgroundJobs);
  const run = () => {
    for (const { name, job } of jobs) job().catch((error: unknown) => app.log.warn({ err: error }, `${name} failed`));
  };
  const first = setTimeout(run, FIRST_MS);
  const timer = setInterval(run, EVERY_MS);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}

export const jobsPlugin = fp(backgroundJobs, { name: 'jobs' });
