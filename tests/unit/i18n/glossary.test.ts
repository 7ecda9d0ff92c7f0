import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES_DIR, PLURAL_SUFFIX, namespaces, readNamespace } from '../../support/locales';
import { GLOSSARY, glossaryFindings } from '../../support/glossary';

/**
 * One Arabic word for each term of the product, everywhere: every Arabic text of every namespace
 * (the app's and the server's) is read beside the English text it translates. A text whose English
 * names a term must use the glossary's word for it; the glossary's word must not stand for anything
 * else (القسم meaning Department); the words it rules out must not appear (المؤسسة for the organisation).
 */

/** The English a key translates: a plural form English does not have (_two, _few) reads its _other. */
function englishOf(en: Map<string, unknown>, key: string): string | undefined {
  const text =
    en.get(key) ?? en.get(key.replace(PLURAL_SUFFIX, '_other')) ?? en.get(key.replace(PLURAL_SUFFIX, '_one'));
  return typeof text === 'string' ? text : undefined;
}

describe('the Arabic glossary', () => {
  for (const ns of namespaces('ar')) {
    it(`holds in ${ns}.json`, () => {
      const en = readNamespace('en', ns);
      const findings: string[] = [];
      for (const [key, arabic] of readNamespace('ar', ns)) {
        const english = englishOf(en, key);
        if (typeof arabic !== 'string' || english === undefined) continue;
        for (const finding of glossaryFindings(english, arabic)) findings.push(`${key}: ${finding}: ${arabic}`);
      }
      expect(findings).toEqual([]);
    });
  }

  it('is written out in GLOSSARY.md, term by term', () => {
    const text = readFileSync(path.join(LOCALES_DIR, 'ar', 'GLOSSARY.md'), 'utf8');
    const rows = GLOSSARY.filter((t) => !text.includes(`| ${t.term} | ${t.word} |`)).map((t) => t.term);
    expect(rows).toEqual([]);
  });

  it('catches a level named by the other level, a rival word and a missing term', () => {
    // القسم for Department (the sidebar once said so), المؤسسة for the organisation, تكتيكي for Tactical.
    expect(glossaryFindings('Department', 'القسم')).toEqual([
      'says Department without الإدارة',
      'uses القسم (Sub-department) where English does not say Sub-department',
    ]);
    expect(glossaryFindings('Add a department', 'أضف قسمًا')).toHaveLength(2);
    expect(glossaryFindings('Delete organisation', 'حذف المؤسسة')).toEqual([
      'says Organisation without المنشأة',
      'writes المؤسسة for Organisation: المنشأة',
    ]);
    expect(glossaryFindings('Tactical', 'تكتيكي')).toContain(
      'writes تكتيكي for Tactical/ Operations (activity category): تشغيلي',
    );
    expect(glossaryFindings('Transactional', 'تشغيلي')).toEqual([
      'uses تشغيلي (Tactical/ Operations (activity category)) where English does not say Tactical/ Operations (activity category)',
      'says Transactional (activity category) without إجرائي',
    ]);
    // Whole words only, in any of their forms; a placeholder is not a word.
    expect(glossaryFindings('Reports divide hours', 'تقسم التقارير الساعات')).toEqual([]);
    expect(glossaryFindings('Import departments before their sub-departments', 'استورد الإدارات قبل أقسامها')).toEqual(
      [],
    );
    expect(glossaryFindings('Manage {{company}}', 'إدارة {{company}}')).toEqual([]);
    expect(glossaryFindings('Enterprise', 'المؤسسات')).toEqual([]);
    expect(glossaryFindings('Organisation tree', 'الهيكل التنظيمي')).toEqual([]);
  });
});
