import { messages, protocol } from '@electric-sql/pglite';

type BackendMessage = Parameters<typeof import('@electric-sql/pglite').parse.parseResults>[0][number];
/** A column's format: 0 text, 1 binary, as PostgreSQL sends it. */
type Format = ConstructorParameters<typeof messages.Field>[6];

/** Messages of a read's answer that carry nothing the results are made of. */
const SKIPPED = new Set([
  0x31, // 1 ParseComplete
  0x32, // 2 BindComplete
  0x33, // 3 CloseComplete
  0x49, // I EmptyQueryResponse
  0x6e, // n NoData
  0x73, // s PortalSuspended
  0x74, // t ParameterDescription
  0x5a, // Z ReadyForQuery
]);

/** Every message, read by PGlite's own parser: for an answer with an error, a notice or anything unusual. */
function parsedByPglite(output: Buffer): BackendMessage[] {
  const parsed: BackendMessage[] = [];
  new protocol.Parser().parse(output, (message) => parsed.push(message));
  return parsed;
}

/**
 * The messages of a read's answer, as PGlite's parser would give them to `parseResults`: row
 * descriptions, rows and command completions. PGlite's parser copies every field into an
 * ArrayBuffer of its own before decoding it (a quarter of the employee page's result handling);
 * here a field is decoded where it lies. An answer with any other message (an error, a notice)
 * is left to PGlite's parser whole, so errors come out as its DatabaseError.
 */
export function readMessages(output: Buffer): BackendMessage[] {
  const read: BackendMessage[] = [];
  let at = 0;
  while (at < output.length) {
    const type = output[at];
    const length = output.readInt32BE(at + 1);
    const start = at + 5;
    const end = at + 1 + length;
    at = end;
    if (type === 0x44) {
      // D DataRow: a count, then each field's length (-1 for null) and its text
      const count = output.readInt16BE(start);
      const fields: Array<string | null> = new Array(count);
      let p = start + 2;
      for (let i = 0; i < count; i++) {
        const size = output.readInt32BE(p);
        p += 4;
        if (size < 0) fields[i] = null;
        else {
          fields[i] = output.toString('utf8', p, p + size);
          p += size;
        }
      }
      read.push(new messages.DataRowMessage(length, fields));
    } else if (type === 0x54) {
      // T RowDescription: each column's name, table, column, type, size, modifier and format
      const count = output.readInt16BE(start);
      const description = new messages.RowDescriptionMessage(length, count);
      let p = start + 2;
      for (let i = 0; i < count; i++) {
        const nameEnd = output.indexOf(0, p);
        const name = output.toString('utf8', p, nameEnd);
        p = nameEnd + 1;
        description.fields[i] = new messages.Field(
          name,
          output.readInt32BE(p),
          output.readInt16BE(p + 4),
          output.readInt32BE(p + 6),
          output.readInt16BE(p + 10),
          output.readInt32BE(p + 12),
          output.readInt16BE(p + 16) as Format,
        );
        p += 18;
      }
      read.push(description);
    } else if (type === 0x43) {
      // C CommandComplete: its tag
      read.push(new messages.CommandCompleteMessage(length, output.toString('utf8', start, end - 1)));
    } else if (!SKIPPED.has(type)) {
      return parsedByPglite(output);
    }
  }
  return read;
}
