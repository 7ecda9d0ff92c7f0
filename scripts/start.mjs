// `npm start`: builds the web app and the server when their builds are missing or older than
// their sources, then runs the built server (which serves the app and the API on PORT).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './serverBuild.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'dist', 'index.html');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const sources = Math.max(
  newest(path.join(root, 'src')),
  newest(path.join(root, 'domain')),
  newest(path.join(root, 'public')),
  statSync(path.join(root, 'index.html')).mtimeMs,
  statSync(path.join(root, 'vite.config.ts')).mtimeMs,
);
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log('[tawazun] building the web app...');
  // Always the production build, whatever NODE_ENV the caller has (test runners set 'test').
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [buildServer()], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
