import { SEARCH_WORDS } from './dataset';
import { throughput, type Throughput } from './measure';
import type { Reference } from './references';
import { PATHS } from './paths';

export const SEARCH = SEARCH_WORDS[0].toLowerCase();

/** The same page, sort and search in our API's words and in json-server's. */
export const ourListPath = (search: boolean) =>
  `${PATHS.departments}?_page=1&_perPage=25&_sort=name&_order=ASC${search ? `&q=${SEARCH}` : ''}`;
export const jsonServerListPath = (search: boolean) =>
  `/departments?_page=1&_limit=25&_sort=name&_order=asc${search ? `&q=${SEARCH}` : ''}`;

export interface Answer {
  ids: number[];
  total: string | null;
  body: Buffer;
}

export async function answer(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  const ids = (JSON.parse(body.toString()) as Array<{ id: number }>).map((r) => r.id);
  return { ids, total: res.headers.get('x-total-count'), body };
}

/** Both servers must answer the same records in the same order with the same total, or the race is void. */
export async function checkSameAnswer(
  ours: string,
  headers: Record<string, string>,
  reference: Reference,
  search: boolean,
): Promise<Answer> {
  const mine = await answer(ours + ourListPath(search), headers);
  const theirs = await answer(reference.url + jsonServerListPath(search));
  if (mine.ids.join() !== theirs.ids.join() || mine.total !== theirs.total) {
    throw new Error(
      `json-server answers another page: ours ${mine.total} [${mine.ids.join()}], json-server ${theirs.total} [${theirs.ids.join()}]`,
    );
  }
  return mine;
}

export const measureOurs = (
  url: string,
  headers: Record<string, string>,
  search: boolean,
  seconds: number,
  pid: number,
): Promise<Throughput> => throughput(url + ourListPath(search), { headers, seconds, pid });

export const measureJsonServer = (reference: Reference, search: boolean, seconds: number): Promise<Throughput> =>
  throughput(reference.url + jsonServerListPath(search), { seconds, pid: reference.pid });
