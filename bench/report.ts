import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../tools/harness/serverProcess';
import { describeLimit, verdict, type Target } from './targets';

/** One line of the printed table: a scenario, our figure, the reference's, their ratio and the target. */
export interface Row {
  scenario: string;
  ours: string;
  reference?: string;
  ratio?: string;
  target?: Target;
}

export function printTable(rows: Row[]): string {
  const cells = rows.map((r) => [
    r.scenario,
    r.ours,
    r.reference ?? '',
    r.ratio ?? '',
    r.target ? describeLimit(r.target) : '',
    r.target ? verdict(r.target) : '',
  ]);
  const header = ['Scenario', 'Ours', 'Reference', 'Ratio', 'Target', 'Result'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  const text = [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n');
  console.log(`\n${text}\n`);
  const targets = rows.flatMap((r) => (r.target ? [r.target] : []));
  const misses = targets.filter((t) => verdict(t) === 'MISS').length;
  console.log(`targets: ${targets.length - misses} PASS, ${misses} MISS`);
  return text;
}

/** bench/results.json: every figure, the targets with their verdicts, and the machine they came from. */
export function writeResults(
  rows: Row[],
  figures: Record<string, unknown>,
  settings: Record<string, unknown>,
  name = 'results.json',
): string {
  const file = path.join(ROOT, 'bench', name);
  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model,
      memoryMb: Math.round(os.totalmem() / 2 ** 20),
      node: process.version,
      loadAverage: os.loadavg(),
    },
    settings,
    targets: rows.flatMap((r) => (r.target ? [{ scenario: r.scenario, ...r.target, result: verdict(r.target) }] : [])),
    table: rows.map(({ target: _t, ...rest }) => rest),
    figures,
  };
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
