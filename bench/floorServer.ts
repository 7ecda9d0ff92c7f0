// The floor of the first read after a write: a bare Node HTTP server holding the same driver as
// ours (a pg pool of 10 for PostgreSQL, PGlite on the same data folder) that runs the statements
// our server ran for the request (captured by captureStatements.mjs), with no framework, schema,
// authentication or mapping of its own. POST /write runs the save's statements, GET /read the
// page's, answering the page's rows as JSON and their total in X-Total-Count.
// Usage: node --import tsx bench/floorServer.ts <port> <pglite data folder | postgres://...> <statements file>
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import type { Captured, Statement } from './floorScenario';

const [port, target, statementsFile] = process.argv.slice(2);
const { setup, write, read } = JSON.parse(readFileSync(statementsFile, 'utf8')) as Captured;

type Rows = Array<Record<string, unknown>>;
/** Runs statements in order on one connection; answers their rows. */
type Run = (statements: Statement[]) => Promise<Rows[]>;

async function postgres(url: string): Promise<Run> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    onConnect: async (client) => {
      for (const s of setup) await client.query(s.text, s.values);
    },
  });
  return async (statements) => {
    const client = await pool.connect();
    try {
      const answers: Rows[] = [];
      for (const s of statements) answers.push((await client.query(s.text, s.values)).rows);
      return answers;
    } finally {
      client.release();
    }
  };
}

async function pglite(dataDir: string): Promise<Run> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata'), extensions: { pg_trgm } });
  for (const s of setup) await db.query(s.text, s.values);
  return async (statements) => {
    const answers: Rows[] = [];
    for (const s of statements) answers.push((await db.query<Record<string, unknown>>(s.text, s.values)).rows);
    return answers;
  };
}

const run = /^postgres(ql)?:\/\//.test(target) ? await postgres(target) : await pglite(target);
let saves = 0;
/** The save's values with its description made new each time, as the benchmark's own saves do. */
const fresh = (s: Statement): Statement => ({
  text: s.text,
  values: s.values.map((v) =>
    typeof v === 'string' && v.startsWith('Saved by the benchmark') ? `${v} floor ${saves}` : v,
  ),
});
const COUNT = /\bcount\(/i;

/**
 * The page and its total from the read's answers: the page is the last statement's rows, the total
 * their `total` column (our searched page counts its matches in the same statement) or else the
 * answer of a statement of its own that counts.
 */
function pageOf(answers: Rows[]): { rows: Rows; total: unknown } {
  const rows = answers[answers.length - 1] ?? [];
  if (rows.length > 0 && 'total' in rows[0])
    return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0].total };
  const counted = read.findIndex((s, i) => i < read.length - 1 && COUNT.test(s.text));
  return { rows, total: counted >= 0 ? Object.values(answers[counted][0] ?? {})[0] : rows.length };
}

createServer((request, response) => {
  const answer = async () => {
    if (request.method === 'POST' && request.url === '/write') {
      saves++;
      await run(write.map(fresh));
      return response.writeHead(204).end();
    }
    if (request.method === 'GET' && request.url === '/read') {
      const { rows, total } = pageOf(await run(read));
      return response
        .writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'x-total-count': String(total) })
        .end(JSON.stringify(rows));
    }
    response.writeHead(404).end();
  };
  answer().catch((error: unknown) => response.writeHead(500).end(String(error)));
}).listen(Number(port), '127.0.0.1', () => console.log('ready'));
