import { messages, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { readMessages } from './readMessages';
import { readResults } from './readResults';

/** PGlite's own decoration of a failed statement, so errors read the same whichever way it ran. */
export function described(error: unknown, query: string, params: unknown[] | undefined, options?: QueryOptions) {
  if (error && typeof error === 'object') Object.assign(error, { query, params, queryOptions: options });
  return error;
}

/** Each parameter as text, by the serializer for its type (the call's own first, then PGlite's); null as null. */
export const textValues = (
  client: PGlite,
  params: unknown[],
  types: number[],
  options?: QueryOptions,
): Array<string | null> =>
  params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const serializer = options?.serializers?.[types[i]] ?? client.serializers[types[i]];
    return serializer ? serializer(value) : String(value);
  });

/**
 * Runs protocol messages made here and answers each statement's results as PGlite's `query`
 * would; the database's error, when there is one, is thrown. The answer's bytes are kept as they
 * come (PGlite reuses its buffer) and read here (readMessages, readResults).
 */
export async function runRaw(client: PGlite, message: Uint8Array, options?: QueryOptions): Promise<Results[]> {
  const chunks: Buffer[] = [];
  await client.execProtocolRawStream(message, { onRawData: (chunk) => chunks.push(Buffer.from(chunk)) });
  const answer = readMessages(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
  const failure = answer.find((message) => message instanceof messages.DatabaseError);
  if (failure) throw failure;
  return readResults(answer, client.parsers, options);
}
