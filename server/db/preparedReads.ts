import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { hasLargeText, largeWrite } from './largeWrites';
import { described, runRaw, textValues } from './rawRuns';

/** A statement parsed once inside PGlite under a name, with the types of its parameters. */
interface Prepared {
  name: string;
  parameterTypes: number[];
  /** Planned once for any values (a read that is no search, see PATTERN); otherwise for each run's values. */
  generic: boolean;
}

type Query = PGlite['query'];

const { serialize } = protocol;
const SELECT = /^\s*select\b/i;
/** PostgreSQL's answers when a named statement no longer fits: the tables under it changed, or it is gone. */
const STALE = new Set(['0A000', '26000']);
/** Named statements kept at most; the least recently used is closed to make room. */
const KEPT = 500;
/**
 * A read that matches text by a pattern (a search) is planned for each run's pattern: a short
 * one reads best by scanning the table, a long one through the trigram index. Any other read
 * is planned once for any values: PostgreSQL's own choice keeps planning the employee page for
 * each department and page (0.5 ms of its 1.7), because a plan that knows the values looks
 * cheaper on paper; the plan it would reuse is the same index scan.
 */
const PATTERN = /\b(i?like|similar\s+to)\b|~/i;
const GENERIC_ON = serialize.query('set plan_cache_mode = force_generic_plan');
const GENERIC_OFF = serialize.query('reset plan_cache_mode');

/** One call into the database for a run of protocol messages. */
const joined = (parts: Uint8Array[]): Uint8Array => Buffer.concat(parts);

/**
 * PGlite's `query` for reads, through statements parsed once and kept by name. PGlite's own
 * `query` parses and describes every statement afresh, in five calls into the database: the
 * searched department page costs 0.6 ms in place of 0.8-1.0 and the employee page 1.5-1.7 ms in
 * place of 1.9-2.4 (measured in process). A read is planned once for any values and a search for
 * each pattern (PATTERN); its answer is decoded here (runRaw). A write with a text of megabytes
 * goes through largeWrite; other writes, and whatever a transaction runs (its own handle), keep
 * PGlite's `query`. Waits for a transaction of the outer handle to end, as `query` does.
 */
export function withPreparedReads(client: PGlite): PGlite {
  const prepared = new Map<string, Prepared>();
  let named = 0;
  const query = client.query.bind(client) as Query;
  /** Forgets a kept statement; one already gone (a stale one) is no error. */
  const close = (name: string) =>
    client.execProtocol(joined([serialize.close({ type: 'S', name }), serialize.sync()]), { throwOnError: false });

  const prepare = async (text: string): Promise<Prepared> => {
    const name = `tawazun_${++named}`;
    const description = await client.execProtocol(
      joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    );
    const parameterTypes = parse.parseDescribeStatementResults(description.messages);
    const statement = { name, parameterTypes, generic: parameterTypes.length > 0 && !PATTERN.test(text) };
    if (prepared.size >= KEPT) {
      const [oldestText, oldest] = prepared.entries().next().value as [string, Prepared];
      prepared.delete(oldestText);
      await close(oldest.name);
    }
    prepared.set(text, statement);
    return statement;
  };

  const run = async <T>(statement: Prepared, params: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    const values = textValues(client, params, statement.parameterTypes, options);
    const runs = [
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ];
    // The plan mode is the session's: set for this run alone, and reset even when the run fails
    // (after an error the database skips to the sync and then reads on).
    const results = await runRaw(
      client,
      joined(statement.generic ? [GENERIC_ON, ...runs, GENERIC_OFF] : runs),
      options,
    );
    return results[statement.generic ? 1 : 0] as Results<T>;
  };

  const preparedQuery = (async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (options?.blob) return query<T>(text, params, options);
    if (!SELECT.test(text))
      return hasLargeText(params) ? largeWrite<T>(client, text, params, options) : query<T>(text, params, options);
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const kept = prepared.get(text);
        try {
          // Most recently used last: the first entry is the one closed when room is needed.
          if (kept) {
            prepared.delete(text);
            prepared.set(text, kept);
          }
          return await run<T>(kept ?? (await prepare(text)), params, options);
        } catch (error) {
          if (!kept || !STALE.has((error as { code?: string }).code ?? ''))
            throw described(error, text, params, options);
          prepared.delete(text);
          await close(kept.name);
          try {
            return await run<T>(await prepare(text), params, options);
          } catch (again) {
            throw described(again, text, params, options);
          }
        }
      }),
    );
  }) as Query;

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return preparedQuery;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
