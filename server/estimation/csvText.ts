import { isUtf8 } from 'node:buffer';
import { WorkbookRejected } from './limits';

/** Bytes decoded at a time: the text of a file is never held whole. */
const CHUNK = 256 * 1024;

const ARABIC_LETTER = /[\u0621-\u064a]/;
/**
 * An Arabic letter written against a Latin one. Arabic text never does that; a Latin-1 or other
 * Western file read as Windows-1256 does (its accented letters become Arabic ones: "Jäger" reads
 * "Jنger"), so such a file is not taken for Arabic.
 */
const MIXED_WORD = /[A-Za-z\u00c0-\u00ff][\u0621-\u064a]|[\u0621-\u064a][A-Za-z\u00c0-\u00ff]/;

/** The refusal names the encoding to save in (a parameter, so Arabic digits never touch it). */
export const notUtf8 = () => new WorkbookRejected(422, 'import.notUtf8', { encoding: 'UTF-8' });

/** The pieces of `data` decoded as `encoding`, each ending on a whole character. */
function* decoded(data: Buffer, encoding: string, start = 0): Generator<string> {
  const decoder = new TextDecoder(encoding);
  for (let at = start; at < data.length; at += CHUNK)
    yield decoder.decode(data.subarray(at, at + CHUNK), { stream: at + CHUNK < data.length });
}

/** Windows-1256 pieces, refused as soon as they read as anything but Arabic, or at the end when no Arabic letter came. */
function* arabicWindows(data: Buffer): Generator<string> {
  let arabic = false;
  let last = '';
  for (const piece of decoded(data, 'windows-1256')) {
    if (MIXED_WORD.test(last + piece.slice(0, 1)) || MIXED_WORD.test(piece)) throw notUtf8();
    arabic ||= ARABIC_LETTER.test(piece);
    last = piece.slice(-1);
    yield piece;
  }
  if (!arabic) throw notUtf8();
}

/**
 * The text of a CSV file, in pieces. UTF-8 (with or without a byte order mark) and UTF-16 with its
 * mark (Excel's "Unicode text") are read as they are. Any other bytes are read as Windows-1256,
 * what Excel on an Arabic Windows writes as "CSV", when that gives Arabic text; otherwise the file
 * is refused, asking for UTF-8: a character is never silently replaced by U+FFFD.
 */
export function csvText(data: Buffer): Iterable<string> {
  if (data[0] === 0xff && data[1] === 0xfe) return decoded(data, 'utf-16le');
  if (data[0] === 0xfe && data[1] === 0xff) return decoded(data, 'utf-16be');
  if (isUtf8(data)) return decoded(data, 'utf-8');
  return arabicWindows(data);
}
