import { readFileSync } from 'node:fs';
import zlib from 'node:zlib';
import autocannon, { type Request as AutocannonRequest } from 'autocannon';
import { send } from '../tools/harness/rawHttp';

export interface Throughput {
  requestsPerSecond: number;
  p50Ms: number;
  p97_5Ms: number;
  p99Ms: number;
  requests: number;
  failures: number;
  /** CPU time the server process spent per answered request, when its pid is known. */
  serverCpuMsPerRequest?: number;
}

const CLOCK_TICKS_PER_SECOND = 100;

/** User plus system CPU time of a process, in milliseconds (Linux /proc). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are the 14th and 15th fields of the whole line, 12th and 13th after the name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/**
 * Requests per second and latency of one GET on loopback, after a short warm-up; the CPU time the
 * server spent per request is the figure that survives a busy machine best.
 */
export async function throughput(
  url: string,
  options: {
    headers?: Record<string, string>;
    seconds: number;
    connections?: number;
    pid?: number;
    requests?: AutocannonRequest[];
    beforeRun?: () => void;
  },
): Promise<Throughput> {
  const base = {
    url,
    headers: options.headers,
    connections: options.connections ?? 10,
    timeout: 30,
    requests: options.requests,
  };
  await autocannon({ ...base, duration: Math.min(2, options.seconds) });
  options.beforeRun?.();
  const before = options.pid ? cpuMs(options.pid) : 0;
  const result = await autocannon({ ...base, duration: options.seconds });
  const spent = options.pid ? cpuMs(options.pid) - before : 0;
  const requests = result['2xx'];
  return {
    requestsPerSecond: round(result.requests.average),
    p50Ms: result.latency.p50,
    p97_5Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    requests,
    failures: result.non2xx + result.errors + result.timeouts,
    serverCpuMsPerRequest: options.pid && requests ? round(spent / requests, 3) : undefined,
  };
}

export interface Latency {
  p50Ms: number;
  p95Ms: number;
  samples: number;
  failures: number;
}

/**
 * One GET timed from the request to its decoded answer, as a browser's network stack does it: a
 * kept-alive connection (rawHttp's), the answer compressed if the server offers, decoded by zlib
 * in one call. Node's fetch took 0.39 ms more than this client for a 260-byte brotli page (0.76
 * against 0.37; uncompressed 0.44 against 0.27), 0.22 of it decoding through a stream: costs no
 * browser pays, which weigh on the faster server's figure alone.
 */
async function timedGet(url: string, headers: Record<string, string>): Promise<number> {
  const { origin, pathname, search } = new URL(url);
  const res = await send(origin, {
    method: 'GET',
    path: pathname + search,
    headers: { 'accept-encoding': 'br, gzip', ...headers },
  });
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') zlib.brotliDecompressSync(res.body);
  else if (encoding === 'gzip') zlib.gunzipSync(res.body);
  return res.status;
}

/** One timed GET and what runs untimed ahead of it. */
export interface Timed {
  url: string;
  headers?: Record<string, string>;
  before?: () => Promise<void>;
}

const WARM_UP = 20;

function summary(times: number[], samples: number, failures: number): Latency {
  times.sort((a, b) => a - b);
  const at = (q: number) => round(times[Math.min(times.length - 1, Math.floor(q * times.length))], 2);
  return { p50Ms: at(0.5), p95Ms: at(0.95), samples, failures };
}

/**
 * Several servers' latencies sampled in turn in one loop (each one's `before`, then its GET), the
 * first of each round rotating, so that whatever else loads the machine meanwhile weighs on all
 * alike: one Latency per subject, in the order given. The first `warmUp` rounds are not counted.
 */
export async function latenciesInTurn(subjects: Timed[], samples: number, warmUp = WARM_UP): Promise<Latency[]> {
  const times = subjects.map((): number[] => []);
  const failures = subjects.map(() => 0);
  for (let i = 0; i < samples + warmUp; i++) {
    for (let k = 0; k < subjects.length; k++) {
      const at = (i + k) % subjects.length;
      const { url, headers, before } = subjects[at];
      await before?.();
      const started = performance.now();
      const status = await timedGet(url, headers ?? {});
      if (status < 200 || status > 299) failures[at]++;
      if (i >= warmUp) times[at].push(performance.now() - started);
    }
  }
  return subjects.map((_, at) => summary(times[at], samples, failures[at]));
}

/** Latency of requests made one after another (no queueing), p50 and p95; `before` runs untimed ahead of each. */
export async function latency(
  urls: string[],
  headers: Record<string, string>,
  samples: number,
  before?: () => Promise<void>,
): Promise<Latency> {
  const times: number[] = [];
  let failures = 0;
  for (let i = 0; i < samples + WARM_UP; i++) {
    await before?.();
    const started = performance.now();
    const status = await timedGet(urls[i % urls.length], headers);
    if (status < 200 || status > 299) failures++;
    if (i >= WARM_UP) times.push(performance.now() - started);
  }
  return summary(times, samples, failures);
}

export const round = (value: number, digits = 1): number => Math.round(value * 10 ** digits) / 10 ** digits;
export const mb = (bytes: number): number => round(bytes / 1024 / 1024, 0);
