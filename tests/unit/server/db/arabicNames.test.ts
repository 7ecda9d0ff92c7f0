import { describe, expect, it } from 'vitest';
import { keptOrTyped, namesKeptOrTyped } from '../../../../server/db/arabicNames';

describe('what a save keeps of a demo name and its Arabic', () => {
  const demo = { text: 'Finance', arabic: 'المالية' };

  it('keeps both when the Arabic reader sends the Arabic back', () => {
    expect(keptOrTyped(demo, 'المالية')).toEqual(demo);
  });

  it('keeps both when the English reader sends the English back', () => {
    expect(keptOrTyped(demo, 'Finance')).toEqual(demo);
  });

  it('takes a new text as typed, in both languages', () => {
    expect(keptOrTyped(demo, 'المالية والخزينة')).toEqual({ text: 'المالية والخزينة', arabic: null });
    expect(keptOrTyped(demo, 'Treasury')).toEqual({ text: 'Treasury', arabic: null });
  });

  it('leaves what users typed alone', () => {
    expect(keptOrTyped({ text: 'Ops', arabic: null }, 'Ops')).toEqual({ text: 'Ops', arabic: null });
    expect(keptOrTyped({ text: 'Ops', arabic: null }, null)).toEqual({ text: null, arabic: null });
  });

  it('decides the name and the description each on its own', () => {
    const stored = { name: 'Finance', nameAr: 'المالية', description: 'Planning', descriptionAr: 'التخطيط' };
    expect(namesKeptOrTyped(stored, { name: 'المالية', description: 'Budgets' })).toEqual({
      name: 'Finance',
      nameAr: 'المالية',
      description: 'Budgets',
      descriptionAr: null,
    });
  });
});
