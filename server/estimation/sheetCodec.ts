import { promisify } from 'node:util';
import { constants, gunzip, gzip } from 'node:zlib';

const pack = promisify(gzip);
const unpack = promisify(gunzip);

/**
 * A stored sheet is its JSON gzip-compressed (level 3: ~11 MB of JSON becomes ~1 MB in ~30 ms, on
 * the thread pool) and base64-encoded, because the embedded database stores a short text far
 * faster than a long one. A text that is still plain JSON is read as it is.
 */
export async function packSheet(json: string): Promise<string> {
  return (await pack(Buffer.from(json, 'utf8'), { level: 3, strategy: constants.Z_DEFAULT_STRATEGY })).toString(
    'base64',
  );
}

/** The gzip bytes of a stored sheet (what a client that accepts gzip can be sent), or undefined for plain JSON. */
export const sheetGzip = (stored: string): Buffer | undefined =>
  stored.startsWith('[') ? undefined : Buffer.from(stored, 'base64');

/** The JSON text of a stored sheet. */
export async function unpackSheet(stored: string): Promise<string> {
  const gz = sheetGzip(stored);
  return gz ? (await unpack(gz)).toString('utf8') : stored;
}
