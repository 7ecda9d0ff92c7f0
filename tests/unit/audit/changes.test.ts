import type { TranslateFunction } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { changeLines } from '../../../src/audit/changes';
import type { AuditEntry } from '@domain/audit';
import { readNamespace } from '../../support/locales';

/** react-admin's translate over the real catalogues: `ns:key` or the admin namespace, `_` as the default. */
function translatorOf(lng: 'en' | 'ar'): TranslateFunction {
  const admin = readNamespace(lng, 'admin');
  const server = readNamespace(lng, 'server');
  return ((key: string, options?: { _?: string }) => {
    const found = key.startsWith('server:') ? server.get(key.slice('server:'.length)) : admin.get(key);
    return typeof found === 'string' ? found : (options?._ ?? key);
  }) as TranslateFunction;
}

const uploaded = {
  changes: {
    fte: { before: null, after: 1417 },
    country: { before: null, after: 'SaudiArabia' },
    category: { before: null, after: 'organization' },
    fileType: { before: null, after: 'O' },
    rowCount: { before: null, after: 68 },
    designations: { before: null, after: ['CHRO', 'HR Executive'] },
    fteProfileId: { before: null, after: 1 },
    someNewField: { before: 'a', after: 'b' },
  },
} as unknown as AuditEntry;

describe("the audit trail's changes, in the reader's words", () => {
  it('names every field of a workbook and reads its keys as words (English)', () => {
    expect(changeLines(uploaded, translatorOf('en'), { digits: 'latn', language: 'en' })).toEqual([
      'FTE: — → 1417',
      'Country: — → Saudi Arabia',
      'Category: — → Organization',
      'File type: — → Original',
      'Activity rows: — → 68',
      'Job titles: — → CHRO, HR Executive',
      'FTE profile: — → 1',
      // A field nobody named yet is shown as stored rather than hidden.
      'someNewField: a → b',
    ]);
  });

  it('does the same in Arabic, with Arabic-Indic digits', () => {
    expect(changeLines(uploaded, translatorOf('ar'), { digits: 'arab', language: 'ar' })).toEqual([
      'مكافئ الدوام الكامل: — → ١٤١٧',
      'الدولة: — → المملكة العربية السعودية',
      'الفئة: — → المنشأة',
      'نوع الملف: — → أصلي',
      'صفوف الأنشطة: — → ٦٨',
      'المسميات الوظيفية: — → CHRO, HR Executive',
      'ملف مكافئ الدوام: — → ١',
      'someNewField: a → b',
    ]);
  });
});

describe('what a person typed, in the audit trail', () => {
  it('stays as typed in Arabic: only numbers take the reader’s digits', () => {
    const moved = {
      changes: { address: { before: 'Street 49, Riyadh', after: 'شارع 12' }, workingDays: { before: 5, after: 6 } },
    } as unknown as AuditEntry;
    expect(changeLines(moved, translatorOf('ar'), { digits: 'arab', language: 'ar' })).toEqual([
      'العنوان: Street 49, Riyadh → شارع 12',
      expect.stringMatching(/: ٥ → ٦$/),
    ]);
  });
});
