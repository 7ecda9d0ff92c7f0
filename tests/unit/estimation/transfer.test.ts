// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { dispositionName } from '../../../src/dataProvider/transfer';
import { refusalIssues } from '../../../src/estimation/details/useUpload';
import { uploadForm } from '../../../src/estimation/details/uploadForm';

describe('files in and out', () => {
  it('reads the download name, preferring the UTF-8 one', () => {
    expect(
      dispositionName(
        `attachment; filename="_____.xlsx"; filename*=UTF-8''${encodeURIComponent('تقدير الموارد.xlsx')}`,
        'x.xlsx',
      ),
    ).toBe('تقدير الموارد.xlsx');
    expect(dispositionName('attachment; filename="hr model.xlsx"', 'x.xlsx')).toBe('hr model.xlsx');
    expect(dispositionName('attachment; filename=plain.xlsx', 'x.xlsx')).toBe('plain.xlsx');
    expect(dispositionName(null, 'x.xlsx')).toBe('x.xlsx');
  });

  it('names the element and profile fields of the category (DESIGN §8), the file last', () => {
    const file = new File(['x'], 'hr.xlsx');
    const form = uploadForm(file, { category: 'subdepartment', elementId: 4, fteId: 7, country: 'SaudiArabia' });
    expect([...form.keys()]).toEqual([
      'Category',
      'FileType',
      'SubDepartmentId',
      'SubDepartmentFteId',
      'Country',
      'UploadedFile',
    ]);
    expect(form.get('SubDepartmentFteId')).toBe('7');
    const organisation = uploadForm(file, { category: 'organization', elementId: null, fteId: 1, country: null });
    expect([...organisation.keys()]).toEqual(['Category', 'FileType', 'OrganizationFteId', 'UploadedFile']);
  });

  it('lists what to fix from a refusal: the row/column issues, else the field messages', () => {
    const issues = [{ row: 7, column: 'Unit Time (minutes) per action', message: "'ten' is not a number" }];
    expect(refusalIssues({ issues, errors: { UploadedFile: ['x'] } })).toEqual(issues);
    expect(refusalIssues({ errors: { UploadedFile: ['The workbook is larger than 10 MB.'] } })).toEqual([
      { message: 'The workbook is larger than 10 MB.' },
    ]);
    expect(refusalIssues({})).toEqual([]);
  });
});
