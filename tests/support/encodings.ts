/** Text in Windows-1256 (what Excel on an Arabic Windows writes as "CSV"), through the platform's own decoder table. */
export function windows1256(text: string): Buffer {
  const decoder = new TextDecoder('windows-1256');
  const byteOf = new Map<string, number>();
  for (let byte = 0; byte < 256; byte++) byteOf.set(decoder.decode(Uint8Array.of(byte)), byte);
  return Buffer.from(
    [...text].map((char) => {
      const byte = byteOf.get(char);
      if (byte === undefined) throw new Error(`${char} has no Windows-1256 byte`);
      return byte;
    }),
  );
}

/** Text in ISO 8859-1 (Latin-1), as a Western spreadsheet program may write a CSV. */
export const latin1 = (text: string): Buffer => Buffer.from(text, 'latin1');
