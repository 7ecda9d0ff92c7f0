import type { StreamFigures } from './freshScenario';
import { round, type Latency, type Throughput } from './measure';
import type { Row } from './report';
import { AFTER_WRITE_FLOOR_RATIO } from './targets';

/** What one of our servers measured in the list scenarios (and its process figures). */
export interface OursFigures {
  /** Distinct searched and sorted pages, none asked twice. */
  fresh: StreamFigures;
  /** The same searched page asked again and again. */
  searched: Throughput;
  sorted: Throughput;
  /** The searched page, each time right after a department was saved. */
  afterWrite: Latency;
  /** The same, from a bare Node server running the statements ours ran with the same driver (floorServer.ts). */
  floor?: Latency;
  employees: Latency;
  coldStartMs: number;
  idleRssMb: number;
  afterRssMb?: number;
}

export interface JsonServerFigures {
  fresh: StreamFigures;
  searched: Throughput;
  sorted: Throughput;
  /** The searched page one request after another (json-server reads its array afresh every time). */
  read: Latency;
}

const rps = (t: Throughput) =>
  `${t.requestsPerSecond} req/s, p97.5 ${t.p97_5Ms} ms${t.serverCpuMsPerRequest ? `, ${t.serverCpuMsPerRequest} ms CPU/req` : ''}${t.failures ? `, ${t.failures} FAILED` : ''}`;
const stream = (t: StreamFigures) => `${rps(t)}; ${t.distinct.toLocaleString('en')} distinct pages`;
const times = (a: number, b: number) => `${round(a / b, 2)}x`;
export const lat = (l: Latency) => `p50 ${l.p50Ms} ms, p95 ${l.p95Ms} ms${l.failures ? `, ${l.failures} FAILED` : ''}`;

/** What json-server must be outdone by on each database (the README's targets). */
const FRESH_TARGET = { PGlite: 5, PostgreSQL: 10 };
const DRIVER = { PGlite: 'PGlite', PostgreSQL: 'a pg pool' };
const EMPLOYEES_P95_MS = 10;

/**
 * The list lines of the table: distinct pages held to the targets; the same page asked again
 * (which a server may answer from what it kept) reported apart, without a target.
 */
export function listRows(f: {
  jsonServer: JsonServerFigures;
  ceiling: Throughput;
  pglite: OursFigures;
  postgres?: OursFigures;
  search: string;
}): Row[] {
  const { jsonServer } = f;
  const servers = [['PGlite', f.pglite] as const, ...(f.postgres ? [['PostgreSQL', f.postgres] as const] : [])];
  const fresh =
    'Distinct pages of 10,000 departments: searched (10 words, 1,110 name prefixes), sorted by name or id, up and down, 10/25/50 a page, none asked twice';
  const kept = `Departments page of 10,000, the same page again: search "${f.search}", sort by name`;
  const rows: Row[] = [
    { scenario: `${fresh}: json-server 0.17`, ours: '', reference: stream(jsonServer.fresh) },
    { scenario: `${kept}: json-server 0.17`, ours: '', reference: rps(jsonServer.searched) },
    { scenario: 'Same bytes from a bare Fastify route (framework ceiling)', ours: '', reference: rps(f.ceiling) },
  ];
  for (const [name, ours] of servers) {
    const ratio = ours.fresh.requestsPerSecond / jsonServer.fresh.requestsPerSecond;
    rows.push({
      scenario: `${fresh} (${name})`,
      ours: stream(ours.fresh),
      reference: `json-server ${jsonServer.fresh.requestsPerSecond} req/s`,
      ratio: times(ours.fresh.requestsPerSecond, jsonServer.fresh.requestsPerSecond),
      target: {
        name: `fresh list pages vs json-server, ${name}`,
        value: round(ratio, 2),
        limit: FRESH_TARGET[name],
        kind: 'min',
        unit: 'x',
      },
    });
  }
  for (const [name, ours] of servers) rows.push(...afterWriteRows(name, ours, jsonServer.read));
  for (const [name, ours] of servers) {
    rows.push(
      {
        scenario: `${kept} (${name})`,
        ours: rps(ours.searched),
        reference: `json-server ${jsonServer.searched.requestsPerSecond} req/s`,
        ratio: times(ours.searched.requestsPerSecond, jsonServer.searched.requestsPerSecond),
      },
      {
        scenario: `Departments page of 10,000, the same page again, sort only (${name})`,
        ours: rps(ours.sorted),
        reference: `json-server ${jsonServer.sorted.requestsPerSecond} req/s`,
        ratio: times(ours.sorted.requestsPerSecond, jsonServer.sorted.requestsPerSecond),
      },
    );
  }
  for (const [name, ours] of servers) {
    rows.push({
      scenario: `Employees of 100,000: department + status filter, by last name, with total (${name})`,
      ours: lat(ours.employees),
      target: {
        name: `employees page p95, ${name}`,
        value: ours.employees.p95Ms,
        limit: EMPLOYEES_P95_MS,
        kind: 'max',
        unit: ' ms',
      },
    });
  }
  return rows;
}

/**
 * The first read after a write on one database: its floor (the statements ours ran, from a bare
 * Node server with the same driver, right after the same save, sampled in turn with ours) and ours
 * held to it at p50, the p95s' ratio beside; json-server's read of the same page kept as a
 * reference, without a target.
 */
export function afterWriteRows(name: 'PGlite' | 'PostgreSQL', ours: OursFigures, jsonServer: Latency): Row[] {
  const scenario = 'First read after a write: the searched page right after a department is saved, one after another';
  const reference = `json-server ${lat(jsonServer)}`;
  const faster = `${times(jsonServer.p50Ms, ours.afterWrite.p50Ms)} faster than json-server (p50)`;
  if (!ours.floor) return [{ scenario: `${scenario} (${name})`, ours: lat(ours.afterWrite), reference, ratio: faster }];
  const ratio = ours.afterWrite.p50Ms / ours.floor.p50Ms;
  const tail = ours.afterWrite.p95Ms / ours.floor.p95Ms;
  return [
    {
      scenario: `${scenario}: floor, the same statements from a bare Node server with ${DRIVER[name]} (${name})`,
      ours: '',
      reference: lat(ours.floor),
    },
    {
      scenario: `${scenario} (${name})`,
      ours: lat(ours.afterWrite),
      reference: `floor ${lat(ours.floor)}; ${reference}`,
      ratio: `${round(ratio, 2)}x the floor (p50), ${round(tail, 2)}x (p95); ${faster}`,
      target: {
        name: `first read after a write vs its floor, ${name}`,
        value: round(ratio, 2),
        limit: AFTER_WRITE_FLOOR_RATIO,
        kind: 'max',
        unit: 'x',
      },
    },
  ];
}
