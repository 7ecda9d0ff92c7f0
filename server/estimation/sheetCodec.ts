import { promisify } from 'node:util';
import { constants, createGzip, gunzip, gzip } from 'node:zlib';

const pack = promisify(gzip);
const unpack = promisify(gunzip);

/**
 * A stored sheet is its JSON gzip-compressed (level 3: ~11 MB of JSON becomes ~1 MB in ~30 ms, on
 * the thread pool) and base64-encoded, because the embedded database stores a short text far
 * faster than a long one. A text that is still plain JSON is read as it is.
 */
export async function packSheet(json: string): Promise<string> {
  return (await pack(Buffer.from(json, 'utf8'), GZIP)).toString('base64');
}

const GZIP = { level: 3, strategy: constants.Z_DEFAULT_STRATEGY };

/** The most JSON of a sheet kept in memory after its upload (see sheetJsonCache): four 50,000-row sheets. */
export const SHEET_JSON_KEPT_BYTES = 48 * 1024 * 1024;

/**
 * packSheet's answer built while the sheet is read: each piece of JSON text is compressed on the
 * thread pool as it comes, beside the reading rather than after it. The pieces, in UTF-8 as the
 * compression needs them anyway, are kept for `json()` up to SHEET_JSON_KEPT_BYTES; a larger
 * sheet is never held whole.
 */
export class SheetPacker {
  private readonly gzip = createGzip(GZIP);
  private readonly chunks: Buffer[] = [];
  private pieces: Buffer[] | undefined = [];
  private jsonBytes = 0;
  private readonly done: Promise<void>;

  constructor(private readonly keepAtMost = SHEET_JSON_KEPT_BYTES) {
    this.done = new Promise((resolve, reject) => {
      this.gzip.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.gzip.on('end', resolve);
      this.gzip.on('error', reject);
    });
  }

  write(text: string): void {
    const piece = Buffer.from(text, 'utf8');
    this.jsonBytes += piece.length;
    if (this.jsonBytes > this.keepAtMost) this.pieces = undefined;
    this.pieces?.push(piece);
    this.gzip.write(piece);
  }

  /** The stored form of everything written. */
  async packed(): Promise<string> {
    this.gzip.end();
    await this.done;
    return Buffer.concat(this.chunks).toString('base64');
  }

  /**
   * Everything written, as JSON in UTF-8 bytes, in a memory block of its own (one a thread can
   * hand over); undefined past what it keeps at most.
   */
  json(): Buffer | undefined {
    if (!this.pieces) return undefined;
    const whole = Buffer.allocUnsafeSlow(this.jsonBytes);
    let at = 0;
    for (const piece of this.pieces) at += piece.copy(whole, at);
    this.pieces = undefined;
    return whole;
  }

  /** A reading given up: its text is dropped. */
  discard(): void {
    this.gzip.destroy();
    this.pieces = undefined;
  }
}

/** The gzip bytes of a stored sheet (what a client that accepts gzip can be sent), or undefined for plain JSON. */
export const sheetGzip = (stored: string): Buffer | undefined =>
  stored.startsWith('[') ? undefined : Buffer.from(stored, 'base64');

/** The JSON text of a stored sheet. */
export async function unpackSheet(stored: string): Promise<string> {
  return (await unpackSheetBytes(stored)).toString('utf8');
}

/** zlib's own output piece (16 kB); a sheet is unpacked in no smaller one, and in none past 64 MB. */
const SMALLEST_PIECE = 16 * 1024;
const LARGEST_PIECE = 64 * 1024 * 1024;

/**
 * How much the thread pool unpacks at a time: the whole sheet at once when its size is known.
 * In zlib's 16 kB pieces a 50,000-row sheet (11 MB) took about 700 trips between the pool and
 * the request thread, each waiting for the latter to be free: 116-123 ms of its report, against
 * 77-82 ms in one piece in the same report (measured). A gzip member ends with its unpacked size
 * (modulo 4 GiB).
 */
const pieceFor = (gz: Buffer): number =>
  gz.length < 18 ? SMALLEST_PIECE : Math.min(LARGEST_PIECE, Math.max(SMALLEST_PIECE, gz.readUInt32LE(gz.length - 4)));

/** The JSON of a stored sheet as UTF-8 bytes, for an answer that sends it on as it is. */
export async function unpackSheetBytes(stored: string): Promise<Buffer> {
  const gz = sheetGzip(stored);
  return gz ? unpack(gz, { chunkSize: pieceFor(gz) }) : Buffer.from(stored, 'utf8');
}
