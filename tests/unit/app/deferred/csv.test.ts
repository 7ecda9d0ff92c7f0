import { describe, expect, it } from 'vitest';
import jsonExport from '../../../../src/app/deferred/csv';
import { clean } from '../../../../src/app/deferred/diacritic';

const ROWS = [
  { id: 1, name: 'Finance', description: 'Money, "in" and out' },
  { id: 2, name: 'المالية', description: null },
];

describe('CSV written by jsonexport loaded on first export', () => {
  it("answers react-admin's callback with the library's own CSV", async () => {
    const csv = await new Promise<string>((resolve, reject) =>
      jsonExport(ROWS, { headers: ['id', 'name', 'description'] }, (error, text) =>
        error ? reject(error) : resolve(text),
      ),
    );
    expect(csv.split('\n')).toEqual(['id,name,description', '1,Finance,"Money, ""in"" and out"', '2,المالية,']);
  });

  it('answers a promise when no callback is given', async () => {
    expect(await jsonExport([{ a: 1 }])).toBe('a\n1');
  });
});

describe("the column chooser's comparison", () => {
  it('ignores Latin accents and Arabic vowel marks', () => {
    expect(clean('Café Société')).toBe('Cafe Societe');
    expect(clean('الاسْمُ')).toBe('الاسم');
    expect(clean('Department')).toBe('Department');
  });
});
