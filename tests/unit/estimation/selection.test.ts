import { describe, expect, it } from 'vitest';
import {
  EMPTY_SELECTION,
  chooseCategory,
  chooseElement,
  chooseFile,
  chooseFileType,
  chooseLinkedFile,
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

  it('takes a linked file with its FTE profile, category and element, whatever was chosen before', () => {
    const profile = {
      id: 12,
      name: 'Ops week',
      country: 'UAE',
      category: 'project',
      elementId: 5,
      elementName: 'Payroll move',
    };
    expect(chooseLinkedFile(chosen, profile, 'ops.xlsx', 'C')).toEqual({
      category: 'project',
      elementId: 5,
      elementName: 'Payroll move',
      fteId: 12,
      fteFileName: 'Ops week',
      country: 'UAE',
      currency: 'AED',
      fileType: 'C',
      selectedFile: 'ops.xlsx',
      showReport: true,
    });
    const organization = { ...profile, category: 'organization', elementId: null, elementName: null };
    expect(chooseLinkedFile(EMPTY_SELECTION, organization, 'hr.xlsx', 'O')).toMatchObject({
      category: 'organization',
      elementId: null,
      fteId: 12,
      selectedFile: 'hr.xlsx',
      fileType: 'O',
    });
    // Without the profile only the file is taken.
    expect(chooseLinkedFile(chosen, null, 'other.xlsx', 'O')).toEqual({ ...chosen, selectedFile: 'other.xlsx' });
  });
});
