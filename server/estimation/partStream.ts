import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import type { ZipEntry } from './zipDirectory';
import { WorkbookRejected } from './limits';
import type { TextLimitGuard } from './textGuard';

/** A part taken from the archive (under the name the reader should see), or made up here. */
export type Part = { name: string; entry: ZipEntry } | { name: string; data: Buffer };

/** What went wrong while unpacking, learnt only once the reader has finished with the stream. */
export interface UnpackOutcome {
  overflow: boolean;
  corrupt: boolean;
  /** A part passed a limit of its text (see TextLimitGuard). */
  rejected?: WorkbookRejected;
}

const CHUNK = 64 * 1024;

/** Bytes at the end of `chunk` that start a UTF-8 character it does not finish. */
function incompleteTail(chunk: Buffer): number {
  for (let back = 1; back <= Math.min(3, chunk.length); back++) {
    const byte = chunk[chunk.length - back];
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back
    const need = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return need > back ? back : 0;
  }
  return 0;
}

function localHeader(name: string, size: number): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(0x0800, 6); // UTF-8 names
  header.writeUInt16LE(0, 8); // stored
  header.writeUInt32LE(size, 18);
  header.writeUInt32LE(size, 22);
  header.writeUInt16LE(nameBytes.length, 26);
  return Buffer.concat([header, nameBytes]);
}

/**
 * One entry unpacked in chunks that end on whole UTF-8 characters, never past the size the
 * directory declared; `outcome` tells afterwards whether the data lied.
 */
export async function* unpack(zip: Buffer, entry: ZipEntry, outcome: UnpackOutcome): AsyncGenerator<Buffer> {
  const packed = zip.subarray(entry.dataStart, entry.dataEnd);
  if (entry.method === 0) {
    yield packed;
    return;
  }
  let produced = 0;
  let sent = 0;
  // The newest chunk is held back until the next one (or the end) shows whether the entry stays
  // within its declared size, so the reader never sees an entry end before an overflow is known.
  let held: Buffer | undefined;
  const inflater = createInflateRaw({ chunkSize: CHUNK });
  inflater.end(packed);
  try {
    for await (const piece of inflater as AsyncIterable<Buffer>) {
      produced += piece.length;
      if (produced > entry.size) {
        // More than the directory declared: a zip bomb. Unpacking stops here.
        outcome.overflow = true;
        break;
      }
      if (held) {
        const keep = incompleteTail(held);
        const out = keep ? held.subarray(0, held.length - keep) : held;
        sent += out.length;
        yield out;
        held = keep ? Buffer.concat([held.subarray(held.length - keep), piece]) : piece;
      } else {
        held = piece;
      }
    }
  } catch {
    outcome.corrupt = true;
  } finally {
    inflater.destroy();
  }
  if (held) {
    sent += held.length;
    yield held;
  }
  if (sent < entry.size) {
    // Less than declared, damaged data or a bomb: keep the archive well formed; the outcome tells.
    if (!outcome.overflow) outcome.corrupt = true;
    yield Buffer.alloc(entry.size - sent, 0x20);
  }
}

/**
 * A part's chunks, each shown to its guard before the reader sees it. At the first limit passed
 * the reader is sent a NUL, which no XML parser accepts, so it stops there; what the part still
 * owes of its declared size follows only as far as the reader asks, so nothing grows meanwhile.
 */
async function* guarded(
  chunks: AsyncIterable<Buffer>,
  guard: TextLimitGuard,
  size: number,
  outcome: UnpackOutcome,
): AsyncGenerator<Buffer> {
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  let sent = 0;
  for await (const chunk of chunks) {
    try {
      // What pads a damaged entry out to its size is no text of the workbook.
      if (!outcome.corrupt && !outcome.overflow) guard.write(decoder.decode(chunk, { stream: true }));
    } catch (error) {
      if (!(error instanceof WorkbookRejected)) throw error;
      outcome.rejected = error;
      break;
    }
    sent += chunk.length;
    yield chunk;
  }
  if (!outcome.rejected) return;
  yield Buffer.from([0]);
  const spaces = Buffer.alloc(CHUNK, 0x20);
  for (let left = size - sent - 1; left > 0; left -= CHUNK) yield left < CHUNK ? spaces.subarray(0, left) : spaces;
}

/**
 * The named parts of an archive, re-packed as a stream of stored (uncompressed) zip entries in the
 * given order, for the workbook reader. Unpacking happens here, under control: never more than the
 * size the directory declared (which was checked against the limits), and in chunks that end on
 * whole UTF-8 characters so that Arabic text is never cut in two between chunks. The stream itself
 * never fails, so the reader cannot hang on it; `outcome` says afterwards whether the data lied.
 */
export function storedParts(
  zip: Buffer,
  parts: Part[],
  outcome: UnpackOutcome,
  guardOf: (part: Part) => TextLimitGuard | undefined = () => undefined,
): Readable {
  async function* generate(): AsyncGenerator<Buffer> {
    for (const part of parts) {
      if ('data' in part) {
        yield localHeader(part.name, part.data.length);
        yield part.data;
      } else {
        yield localHeader(part.name, part.entry.size);
        const guard = guardOf(part);
        yield* guard
          ? guarded(unpack(zip, part.entry, outcome), guard, part.entry.size, outcome)
          : unpack(zip, part.entry, outcome);
      }
    }
  }
  return Readable.from(generate(), { objectMode: false, highWaterMark: CHUNK });
}
