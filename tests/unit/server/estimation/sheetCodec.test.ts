import { describe, expect, it } from 'vitest';
import { SheetPacker, packSheet, unpackSheet, unpackSheetBytes } from '../../../../server/estimation/sheetCodec';

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

  it('packs a sheet as it is read and keeps its JSON, up to what it keeps at most', async () => {
    const json = sheetOf(300);
    const pieces = json.match(/[^]{1,1000}/g) ?? [];
    const write = (packer: SheetPacker) => pieces.forEach((piece) => packer.write(piece));
    const kept = new SheetPacker();
    write(kept);
    expect(await unpackSheet(await kept.packed())).toBe(json);
    expect(kept.json()?.equals(Buffer.from(json, 'utf8'))).toBe(true);
    // A larger sheet is packed whole and never held whole.
    const past = new SheetPacker(Buffer.byteLength(json, 'utf8') - 1);
    write(past);
    expect(await unpackSheet(await past.packed())).toBe(json);
    expect(past.json()).toBeUndefined();
  });
});
