import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { launchServer, type LaunchOptions } from '../../tools/harness/serverProcess';
import { postgresReachable, scratchDatabase } from '../../tools/harness/postgres';
import { demoOrganisation, registeredOrganisation, type Organisation } from './support/organisations';
import { OrganisationLedger, client, percentile, type LoadFigures } from './support/loadMix';

const SECONDS = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.RELIABILITY_LOAD_CONNECTIONS ?? 100);
const pgAvailable = await postgresReachable();

// fetch's default agent opens a connection per concurrent request: 100 clients, 100 connections.

async function departmentsOf(url: string, organisation: Organisation): Promise<Map<number, string>> {
  const res = await fetch(`${url}/api/DepartmentAPI/GetAll`, {
    headers: { authorization: organisation.owner.headers.authorization },
  });
  if (!res.ok) throw new Error(`list answered ${res.status}`);
  return new Map(((await res.json()) as Array<{ id: number; name: string }>).map((d) => [d.id, d.name]));
}

/**
 * A mix of reads and writes by six people of two organisations on 100 connections for a minute:
 * no failed request, no 5xx, every organisation sees only its own rows, and at the end each
 * organisation has exactly what it had plus its acknowledged creates minus its deletes.
 */
async function loadRun(options: LaunchOptions, kind: string) {
  const server = await launchServer(options);
  try {
    const organisations: [Organisation, Organisation] = [
      await demoOrganisation(server.url, 'LA', 2, ['Department', 'Employees Detail']),
      await registeredOrganisation(server.url, 'LB', 2, ['Department', 'Employees Detail']),
    ];
    const ledgers = (await Promise.all(
      organisations.map(async (o) => new OrganisationLedger(o, await departmentsOf(server.url, o))),
    )) as [OrganisationLedger, OrganisationLedger];
    const figures: LoadFigures = {
      requests: 0,
      errors: [],
      serverErrors: 0,
      unexpected: [],
      crossings: [],
      latencies: [],
    };
    const deadline = Date.now() + SECONDS * 1000;
    await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => client(server.url, ledgers, i, deadline, figures)));

    console.log(
      `[load] ${kind}: ${figures.requests} requests in ${SECONDS} s (${Math.round(figures.requests / SECONDS)}/s) on ${CONNECTIONS} connections, ` +
        `p50 ${percentile(figures.latencies, 0.5)} ms, p95 ${percentile(figures.latencies, 0.95)} ms, p99 ${percentile(figures.latencies, 0.99)} ms; ` +
        ledgers.map((l) => `${l.organisation.tag}: +${l.created} -${l.deleted}`).join(', '),
    );
    expect(figures.errors.slice(0, 5), 'requests that failed outright').toEqual([]);
    expect(figures.serverErrors, '5xx answers').toBe(0);
    expect(figures.unexpected.slice(0, 10), 'answers other than the expected status').toEqual([]);
    expect(figures.crossings.slice(0, 10), 'rows seen across organisations').toEqual([]);
    for (const ledger of ledgers) {
      const now = await departmentsOf(server.url, ledger.organisation);
      expect(now.size, `${ledger.organisation.tag}: rows before + creates - deletes`).toBe(
        ledger.baseline.size + ledger.created - ledger.deleted,
      );
      const written = new Map([...now].filter(([id]) => !ledger.baseline.has(id)));
      expect(written).toEqual(ledger.live);
    }
    expect(figures.requests).toBeGreaterThan(SECONDS);
  } finally {
    await server.stop();
  }
}

describe(`load: ${CONNECTIONS} connections for ${SECONDS} s, two organisations`, () => {
  it('PGlite: no error, no 5xx, no row across organisations, counts as acknowledged', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tawazun-load-'));
    try {
      await loadRun({ dataDir }, 'PGlite');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(!pgAvailable)(
    'PostgreSQL: no error, no 5xx, no row across organisations, counts as acknowledged',
    async () => {
      const database = await scratchDatabase('tawazun_load');
      try {
        await loadRun({ databaseUrl: database.url }, 'PostgreSQL');
      } finally {
        await database.drop();
      }
    },
  );
});
