import { afterEach, expect, it, vi } from 'vitest';
import Fastify from 'fastify';
import { jobsPlugin } from '../../../server/jobs';

afterEach(() => vi.useRealTimers());

it('runs the jobs that modules register once the start is over and then every six hours, until the app closes', async () => {
  vi.useFakeTimers();
  const app = Fastify();
  await app.register(jobsPlugin);
  const ran: string[] = [];
  app.backgroundJobs.add('audit pruning', async () => ran.push('audit'));
  app.backgroundJobs.add('link pruning', async () => {
    ran.push('links');
    throw new Error('database away');
  });
  await app.ready();
  expect(ran).toEqual([]);
  await vi.advanceTimersByTimeAsync(60_000);
  expect(ran).toEqual(['audit', 'links']);
  await vi.advanceTimersByTimeAsync(6 * 60 * 60 * 1000);
  expect(ran).toEqual(['audit', 'links', 'audit', 'links']);
  await app.close();
  await vi.advanceTimersByTimeAsync(6 * 60 * 60 * 1000);
  expect(ran).toHaveLength(4);
});
