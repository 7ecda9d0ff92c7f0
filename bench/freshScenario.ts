import { DEPARTMENT_COUNT, SEARCH_WORDS } from './dataset';
import { answer } from './listScenario';
import { latency, throughput, type Latency, type Throughput } from './measure';
import type { Reference } from './references';
import { PATHS } from './paths';

/** One page in our API's words and in json-server's: same search, sort, order, page and size. */
export interface PagePair {
  ours: string;
  theirs: string;
}

const SORTS = [
  ['name', 'ASC'],
  ['name', 'DESC'],
  ['id', 'ASC'],
  ['id', 'DESC'],
] as const;
const PAGE_SIZES = [10, 25, 50];

/**
 * Searches that select from a handful to a thousand departments: the dataset's words, and
 * "department 0123"-like prefixes of the generated names (no date or id contains them, so
 * json-server, which searches every field, finds the same records).
 */
function searches(): Array<{ q: string; matches: number }> {
  const perWord = Math.round(DEPARTMENT_COUNT / SEARCH_WORDS.length);
  const terms = SEARCH_WORDS.map((w) => ({ q: w.toLowerCase(), matches: perWord }));
  const width = String(DEPARTMENT_COUNT).length;
  for (const digits of [2, 3, 4]) {
    const span = 10 ** (width - digits);
    for (let prefix = 0; prefix * span < DEPARTMENT_COUNT; prefix++) {
      terms.push({ q: `department ${String(prefix).padStart(digits, '0')}`, matches: span });
    }
  }
  return terms;
}

/**
 * Every distinct searched and sorted page of the data set, shuffled (the same order every run):
 * tens of thousands, more than a run asks for, so no answer is ever asked for twice.
 */
export function distinctPages(): PagePair[] {
  const pages: PagePair[] = [];
  for (const { q, matches } of searches()) {
    const term = encodeURIComponent(q);
    for (const [sort, order] of SORTS) {
      for (const size of PAGE_SIZES) {
        for (let page = 1; page <= Math.ceil(matches / size); page++) {
          pages.push({
            ours: `${PATHS.departments}?_page=${page}&_perPage=${size}&_sort=${sort}&_order=${order}&q=${term}`,
            theirs: `/departments?_page=${page}&_limit=${size}&_sort=${sort}&_order=${order.toLowerCase()}&q=${term}`,
          });
        }
      }
    }
  }
  let seed = 16;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = pages.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pages[i], pages[j]] = [pages[j], pages[i]];
  }
  return pages;
}

/** Both servers answer a spread of the stream with the same records, order and total, or the race is void. */
export async function checkSamePages(
  ours: string,
  headers: Record<string, string>,
  reference: Reference,
  pages: PagePair[],
  samples = 40,
): Promise<void> {
  for (let i = 0; i < samples; i++) {
    const pair = pages[Math.floor((i * pages.length) / samples)];
    const mine = await answer(ours + pair.ours, headers);
    const theirs = await answer(reference.url + pair.theirs);
    if (mine.ids.join() !== theirs.ids.join() || mine.total !== theirs.total) {
      throw new Error(
        `${pair.ours}: json-server answers another page: ours ${mine.total} [${mine.ids.join()}], json-server ${theirs.total} [${theirs.ids.join()}]`,
      );
    }
  }
}

export interface StreamFigures extends Throughput {
  /** Distinct pages the stream holds; `requests` above it would mean some were asked twice. */
  distinct: number;
}

/**
 * Throughput of a stream where every request asks for the next page of the list, never one asked
 * before (10 connections on loopback, after a warm-up that asks for pages the run does not).
 */
export async function streamThroughput(
  url: string,
  paths: string[],
  options: { headers?: Record<string, string>; seconds: number; pid?: number },
): Promise<StreamFigures> {
  let next = 0;
  const requests = [
    { method: 'GET', setupRequest: (request: object) => ({ ...request, path: paths[next++ % paths.length] }) },
  ];
  // The warm-up inside throughput() asks for the first pages; the run counts from where it ended.
  let started = 0;
  const figures = await throughput(url, { ...options, requests, beforeRun: () => (started = next) });
  return { ...figures, distinct: Math.min(paths.length, next - started) };
}

/**
 * Saves one department of the searched list (its description changed), as often as called: the
 * write before each first read. The same save whose statements the floor server replays.
 */
export async function departmentSave(url: string, headers: Record<string, string>): Promise<() => Promise<void>> {
  const list = (await (
    await fetch(`${url}${PATHS.departments}?_page=1&_perPage=1&_sort=id&q=finance`, { headers })
  ).json()) as Array<{ id: number; name: string }>;
  const target = list[0];
  let saves = 0;
  return async () => {
    const res = await fetch(`${url}${PATHS.saveDepartment}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ id: target.id, name: target.name, description: `Saved by the benchmark (${saves++})` }),
    });
    if (!res.ok) throw new Error(`save failed: ${res.status} ${await res.text()}`);
  };
}

/**
 * The first read of a page after its list was written: one department saved (its description
 * changed), then the searched page timed, one after another. Ours only: json-server runs read-only.
 */
export async function readAfterWrite(
  url: string,
  headers: Record<string, string>,
  pagePath: string,
  samples: number,
): Promise<Latency> {
  return latency([url + pagePath], headers, samples, await departmentSave(url, headers));
}
