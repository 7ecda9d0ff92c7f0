import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { described, runRaw, textValues } from './rawRuns';

const { serialize } = protocol;

/** A text parameter this long (an uploaded workbook in base64 is megabytes) takes the way below. */
const LARGE_TEXT = 256 * 1024;
const BIND = 0x42;

/** A write with a text parameter of megabytes. */
export const hasLargeText = (params: unknown[] | undefined): boolean =>
  params?.some((value) => typeof value === 'string' && value.length >= LARGE_TEXT) ?? false;

/**
 * The Bind of the unnamed statement to the unnamed portal, every value as text, followed by
 * `after`, in one buffer sized once: each value's UTF-8 length is Node's to count and its bytes
 * Node's to write. PGlite's own serializer counts a text's bytes one character at a time in
 * JavaScript and grows its buffer by copying: for the 9.9 MB of an uploaded workbook that was
 * 50-80 ms of the request thread, while the reader thread needed the machine's other core.
 */
function bindThen(values: Array<string | null>, after: Uint8Array[]): Buffer {
  const sizes = values.map((value) => (value === null ? -1 : Buffer.byteLength(value, 'utf8')));
  const length = 4 + 1 + 1 + 2 + 2 + sizes.reduce((sum, size) => sum + 4 + Math.max(size, 0), 0) + 2;
  const out = Buffer.allocUnsafe(1 + length + after.reduce((sum, part) => sum + part.length, 0));
  let at = out.writeUInt8(BIND, 0);
  at = out.writeInt32BE(length, at);
  at = out.writeUInt8(0, at); // the unnamed portal
  at = out.writeUInt8(0, at); // of the unnamed statement
  at = out.writeInt16BE(0, at); // every parameter as text
  at = out.writeInt16BE(values.length, at);
  values.forEach((value, i) => {
    at = out.writeInt32BE(sizes[i], at);
    if (value !== null) at += out.write(value, at, 'utf8');
  });
  at = out.writeInt16BE(0, at); // every column as text
  for (const part of after) at += Buffer.from(part.buffer, part.byteOffset, part.length).copy(out, at);
  return out;
}

/**
 * PGlite's `query` for a write with a text parameter of megabytes (hasLargeText), with the same
 * answer and errors: the statement is parsed and described as PGlite does, each value made text
 * by PGlite's serializers for its type, and the bind written by bindThen. Holds PGlite's locks
 * as its `query` does, so it waits for a transaction of the outer handle to end.
 */
export function largeWrite<T>(client: PGlite, text: string, params: unknown[], options?: QueryOptions) {
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async (): Promise<Results<T>> => {
      try {
        const description = await client.execProtocol(
          Buffer.concat([serialize.parse({ text }), serialize.describe({ type: 'S' }), serialize.sync()]),
        );
        const types = parse.parseDescribeStatementResults(description.messages);
        const message = bindThen(textValues(client, params, types, options), [
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]);
        return (await runRaw(client, message, options))[0] as Results<T>;
      } catch (error) {
        throw described(error, text, params, options);
      }
    }),
  );
}
