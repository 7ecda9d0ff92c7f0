import { describe, expect, it } from 'vitest';
import { translate } from '../../../../server/http/i18n';

const FSI = '\u2068';
const PDI = '\u2069';

describe('the server’s messages in Arabic', () => {
  it('isolate a file name inside its quotes, and write the count in the reader’s digits', () => {
    const text = translate('ar', 'estimation.uploaded', { name: 'hr-manpower-model.xlsx', rows: 68 });
    expect(text).toBe(`تم رفع المصنف "${FSI}hr-manpower-model.xlsx${PDI}". عدد صفوف الأنشطة: ٦٨.`);
    expect(translate('ar', 'estimation.uploaded', { name: 'x.xlsx', rows: 68 }, 'latn')).toContain('الأنشطة: 68.');
  });

  it('leave what was typed as typed: no digit of a name is rewritten', () => {
    expect(translate('ar', 'costing.fileMissing', { name: 'Plan 2025.xlsx' })).toContain(`${FSI}Plan 2025.xlsx${PDI}`);
  });

  it('write a list of job titles as Arabic writes a list, each one isolated', () => {
    const text = translate('ar', 'costing.notADesignation', {
      designation: 'CEO',
      file: 'hr.xlsx',
      list: ['CHRO', 'HR Executive', 'مدير'],
    });
    expect(text).toContain(`${FSI}CHRO${PDI} و${FSI}HR Executive${PDI} و${FSI}مدير${PDI}`);
  });

  it('leave English as it was: no isolate, a list joined by commas', () => {
    const text = translate('en', 'costing.notADesignation', { designation: 'CEO', file: 'hr.xlsx', list: ['A', 'B'] });
    expect(text).toBe('"CEO" is not a job title of "hr.xlsx". Its job titles are: A, B.');
  });
});
