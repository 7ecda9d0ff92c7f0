import { launchServer, type ServerProcess } from '../tools/harness/serverProcess';
import { mb, round } from './measure';
import type { Row } from './report';

/** A started server, how long it took to answer healthy and its memory once settled, before any request. */
export interface Started {
  server: ServerProcess;
  coldStartMs: number;
  idleRssMb: number;
}

const settle = () => new Promise((r) => setTimeout(r, 3000));

/** Starts the built server (as `npm start` runs it) on a prepared PGlite folder or a PostgreSQL database. */
export async function startMeasured(target: { dataDir: string } | { databaseUrl: string }): Promise<Started> {
  const server = await launchServer(target);
  await settle();
  return { server, coldStartMs: Math.round(server.startedInMs), idleRssMb: mb(server.memory().rss) };
}

export interface StartFigures {
  runs: Array<{ coldStartMs: number; idleRssMb: number }>;
  coldStartMs: number;
  idleRssMb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `--only start`: several cold starts on the same folder, one after another; the medians are the figures. */
export async function measureStarts(dataDir: string, times: number): Promise<StartFigures> {
  const runs: StartFigures['runs'] = [];
  for (let i = 0; i < times; i++) {
    const { server, coldStartMs, idleRssMb } = await startMeasured({ dataDir });
    await server.stop();
    runs.push({ coldStartMs, idleRssMb });
    console.log(`[bench] start ${i + 1}/${times}: healthy in ${coldStartMs} ms, ${idleRssMb} MB idle`);
  }
  return { runs, coldStartMs: median(runs.map((r) => r.coldStartMs)), idleRssMb: median(runs.map((r) => r.idleRssMb)) };
}

/** The cold start and idle memory lines on PGlite, with their targets. */
export function startRows(figures: { coldStartMs: number; idleRssMb: number; afterRssMb?: number }, note = ''): Row[] {
  return [
    {
      scenario: 'Cold start to healthy, existing PGlite data folder',
      ours: `${figures.coldStartMs} ms${note}`,
      target: { name: 'cold start', value: round(figures.coldStartMs / 1000, 2), limit: 1.5, kind: 'max', unit: ' s' },
    },
    {
      scenario: 'Server RSS idle (PGlite)',
      ours: `${figures.idleRssMb} MB idle${figures.afterRssMb === undefined ? '' : `, ${figures.afterRssMb} MB after the scenarios`}${note}`,
      target: { name: 'idle RSS, PGlite', value: figures.idleRssMb, limit: 300, kind: 'max', unit: ' MB' },
    },
  ];
}
