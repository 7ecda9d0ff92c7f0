import { describe, expect, it } from 'vitest';
import {
  EMPTY_SELECTION,
  chooseCategory,
  chooseElement,
  chooseFile,
  chooseFileType,
  chooseProfile,
  hasProfile,
} from '../../../src/estimation/selection';

describe('estimation selection state', () => {
  const chosen = chooseFile(
    chooseProfile(chooseElement(chooseCategory(EMPTY_SELECTION, 'department'), { id: 3, name: 'Human Resources' }), {
      id: 9,
      name: 'HR standard week',
      country: 'SaudiArabia',
    }),
    'hr.xlsx',
  );

  it('keeps the category, element, profile with its currency, and the file with the show-report flag', () => {
    expect(chosen).toMatchObject({
      category: 'department',
      elementId: 3,
      elementName: 'Human Resources',
      fteId: 9,
      fteFileName: 'HR standard week',
      country: 'SaudiArabia',
      currency: 'SAR',
      selectedFile: 'hr.xlsx',
      showReport: true,
    });
    expect(hasProfile(chosen)).toBe(true);
  });

  it('starts again below whatever changes', () => {
    expect(chooseCategory(chosen, 'team')).toMatchObject({
      category: 'team',
      elementId: null,
      fteId: null,
      currency: null,
      selectedFile: null,
      showReport: false,
    });
    expect(chooseElement(chosen, { id: 4, name: 'IT' })).toMatchObject({
      elementId: 4,
      fteId: null,
      selectedFile: null,
    });
    expect(chooseProfile(chosen, { id: 10, name: 'Lahore', country: 'Pakistan' })).toMatchObject({
      fteId: 10,
      currency: 'PKR',
      selectedFile: null,
    });
    expect(chooseFileType(chosen, 'C')).toMatchObject({ fileType: 'C', selectedFile: null, showReport: false });
  });

  it('changes nothing when the same choice is made again', () => {
    expect(chooseCategory(chosen, 'department')).toBe(chosen);
    expect(chooseElement(chosen, { id: 3, name: 'Human Resources' })).toBe(chosen);
    expect(chooseProfile(chosen, { id: 9, name: 'HR standard week', country: 'SaudiArabia' })).toBe(chosen);
  });

  it('needs an element except for the organisation', () => {
    expect(hasProfile({ ...EMPTY_SELECTION, category: 'team', fteId: 2 })).toBe(false);
    expect(hasProfile({ ...EMPTY_SELECTION, category: 'organization', fteId: 2 })).toBe(true);
  });
});
