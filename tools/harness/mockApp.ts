import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, ROOT } from './serverProcess';

/** `npm run dev:mock` running: its address, and how to stop it. */
export interface MockApp {
  url: string;
  stop(): void;
}

/**
 * Starts Vite in mock mode (the app answered by the MSW handlers in the browser, no server) on a
 * free port, and waits until it answers; its first page then builds the app's modules on demand.
 */
export async function startMockApp(timeoutMs = 60_000): Promise<MockApp> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const vite = spawn(
    path.join(ROOT, 'node_modules/.bin/vite'),
    ['--mode', 'mock', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { cwd: ROOT, stdio: 'ignore' },
  );
  const deadline = Date.now() + timeoutMs;
  while (
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (vite.exitCode !== null || Date.now() > deadline) {
      vite.kill();
      throw new Error('vite --mode mock did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop: () => vite.kill() };
}
