// `npm run dev`: the API (restarting on change) and the Vite dev server, which proxies /api to it.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '8080';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
    stdio: 'inherit',
    env: { ...process.env, API_TARGET: `http://localhost:${port}` },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
