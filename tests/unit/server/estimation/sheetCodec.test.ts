import { describe, expect, it } from 'vitest';
import { packSheet, unpackSheet, unpackSheetBytes } from '../../../../server/estimation/sheetCodec';

/** A sheet of `rows` rows, Arabic and English text in each (two and three bytes a character in UTF-8). */
const sheetOf = (rows: number): string =>
  JSON.stringify([
    ['Sr.#', 'Activity', 'Description'],
    ...Array.from({ length: rows }, (_, i) => [i + 1, `Activity ${i}`, `مراجعة الطلبات الشهرية ${i} review`]),
  ]);

describe('the stored form of a sheet', () => {
  it.each([0, 1, 300, 40_000])('gives back a sheet of %i rows byte for byte, in one piece or many', async (rows) => {
    const json = sheetOf(rows);
    const stored = await packSheet(json);
    expect(stored.startsWith('[')).toBe(false);
    expect(await unpackSheet(stored)).toBe(json);
    expect((await unpackSheetBytes(stored)).equals(Buffer.from(json, 'utf8'))).toBe(true);
  });

  it('reads a sheet stored before it was packed as the JSON it is', async () => {
    const json = sheetOf(3);
    expect(await unpackSheet(json)).toBe(json);
    expect((await unpackSheetBytes(json)).toString('utf8')).toBe(json);
  });
});
