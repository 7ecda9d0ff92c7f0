// `npm start`: builds the web app and the server when their builds are missing or older than
// their sources, then runs the built server (which serves the app and the API on PORT).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './serverBuild.mjs';
import { buildWeb } from './webBuild.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

try {
  buildWeb();
} catch (error) {
  console.error(`[tawazun] ${error.message}`);
  process.exit(1);
}

const server = spawn(process.execPath, [buildServer()], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
