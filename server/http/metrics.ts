import type { DatabaseFigures } from '../db/client';

/** Request durations in seconds: the edges of the histogram's buckets. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Series {
  labels: string;
  buckets: number[];
  count: number;
  sum: number;
}

const escape = (value: string): string => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

const header = (name: string, type: 'counter' | 'gauge' | 'histogram', help: string) => [
  `# HELP ${name} ${help}`,
  `# TYPE ${name} ${type}`,
];

/**
 * Request counts and durations by method, route and status, kept in the process and written in
 * Prometheus' text format with the database's and the process's figures. Routes are the declared
 * patterns (`/api/<Controller>/GetById/:id`), so the series stay few whatever the addresses.
 */
export class RequestMetrics {
  private readonly series = new Map<string, Series>();

  observe(method: string, route: string, status: number, seconds: number): void {
    const labels = `method="${escape(method)}",route="${escape(route)}",status="${status}"`;
    let series = this.series.get(labels);
    if (!series) {
      series = { labels, buckets: BUCKETS.map(() => 0), count: 0, sum: 0 };
      this.series.set(labels, series);
    }
    series.count++;
    series.sum += seconds;
    BUCKETS.forEach((edge, i) => {
      if (seconds <= edge) series.buckets[i]++;
    });
  }

  text(database: { kind: string; figures: DatabaseFigures }): string {
    const all = [...this.series.values()];
    const lines = [
      ...metric(
        'tawazun_http_requests_total',
        'counter',
        'Requests answered, by method, route and status.',
        all.map((s) => [s.labels, s.count]),
      ),
      ...header(
        'tawazun_http_request_duration_seconds',
        'histogram',
        'Time from a request arriving to its answer being sent.',
      ),
      ...all.flatMap((s) => [
        ...BUCKETS.map(
          (edge, i) => `tawazun_http_request_duration_seconds_bucket{${s.labels},le="${edge}"} ${s.buckets[i]}`,
        ),
        `tawazun_http_request_duration_seconds_bucket{${s.labels},le="+Inf"} ${s.count}`,
        `tawazun_http_request_duration_seconds_sum{${s.labels}} ${s.sum}`,
        `tawazun_http_request_duration_seconds_count{${s.labels}} ${s.count}`,
      ]),
      ...databaseLines(database.kind, database.figures),
      ...processLines(),
    ];
    return `${lines.join('\n')}\n`;
  }
}

/** One metric of a single sample, or of one sample per label set. */
function metric(
  name: string,
  type: 'counter' | 'gauge',
  help: string,
  samples: number | Array<[labels: string, value: number]>,
): string[] {
  const lines =
    typeof samples === 'number'
      ? [`${name} ${samples}`]
      : samples.map(([labels, value]) => `${name}{${labels}} ${value}`);
  return [...header(name, type, help), ...lines];
}

function databaseLines(kind: string, { pool, checkpoints, sweeps, notifications }: DatabaseFigures): string[] {
  const lines = metric('tawazun_database_info', 'gauge', 'The database in use (pglite or postgres).', [
    [`kind="${escape(kind)}"`, 1],
  ]);
  if (pool) {
    lines.push(
      ...metric('tawazun_db_pool_max_connections', 'gauge', 'Connections the PostgreSQL pool may open.', pool.max),
      ...metric('tawazun_db_pool_connections', 'gauge', 'Open PostgreSQL connections, by state.', [
        ['state="idle"', pool.idle],
        ['state="busy"', pool.total - pool.idle],
      ]),
      ...metric(
        'tawazun_db_pool_waiting_requests',
        'gauge',
        'Queries waiting for a free PostgreSQL connection.',
        pool.waiting,
      ),
    );
  }
  if (notifications) {
    lines.push(
      ...metric(
        'tawazun_db_notifications_listening',
        'gauge',
        "1 while this instance hears of other instances' writes of accounts, sessions and permissions.",
        notifications.listening ? 1 : 0,
      ),
    );
  }
  if (checkpoints) {
    lines.push(
      ...metric(
        'tawazun_pglite_checkpoints_total',
        'counter',
        'PGlite checkpoints completed since start.',
        checkpoints.count,
      ),
      ...metric(
        'tawazun_pglite_checkpoint_failures_total',
        'counter',
        'PGlite checkpoints that failed since start.',
        checkpoints.failed,
      ),
      ...metric(
        'tawazun_pglite_checkpoint_seconds_total',
        'counter',
        'Time spent in PGlite checkpoints since start.',
        checkpoints.seconds,
      ),
      ...metric(
        'tawazun_pglite_last_checkpoint_seconds',
        'gauge',
        'Duration of the latest PGlite checkpoint.',
        checkpoints.lastSeconds,
      ),
    );
  }
  if (sweeps) {
    lines.push(
      ...metric('tawazun_pglite_sweeps_total', 'counter', 'Tables PGlite vacuumed since start.', sweeps.count),
      ...metric('tawazun_pglite_sweep_failures_total', 'counter', 'PGlite vacuums that failed.', sweeps.failed),
      ...metric('tawazun_pglite_sweep_seconds_total', 'counter', 'Time spent in PGlite vacuums.', sweeps.seconds),
    );
  }
  return lines;
}

function processLines(): string[] {
  const memory = process.memoryUsage();
  return [
    ...metric('process_resident_memory_bytes', 'gauge', 'Resident memory of the server process.', memory.rss),
    ...metric('nodejs_heap_size_total_bytes', 'gauge', 'Size of the JavaScript heap.', memory.heapTotal),
    ...metric('nodejs_heap_size_used_bytes', 'gauge', 'Used part of the JavaScript heap.', memory.heapUsed),
    ...metric(
      'nodejs_external_memory_bytes',
      'gauge',
      'Memory of buffers and other objects outside the heap.',
      memory.external,
    ),
    ...metric('process_uptime_seconds', 'gauge', 'Seconds since the server process started.', process.uptime()),
  ];
}
