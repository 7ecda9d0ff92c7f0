/**
 * The Arabic glossary (public/locales/ar/GLOSSARY.md) as the tests read it: one Arabic word for each
 * term of the product, and the words that would name it wrongly. tests/unit/i18n/glossary.test.ts
 * holds every Arabic text of every namespace to it, by comparing each text with its English one.
 */
export interface GlossaryTerm {
  /** The term in English, as the product names it. */
  term: string;
  /** Its one Arabic word, as GLOSSARY.md writes it. */
  word: string;
  /** Where an English text names the term. */
  english: RegExp;
  /** The Arabic word in any of its forms (article, prepositions, plural, dual, pronoun suffixes). */
  arabic: RegExp;
  /** English words that the same Arabic word may also translate (إدارة is also "management"). */
  alsoFor?: RegExp;
  /** Arabic words a reader would take for this term, which the glossary does not use. */
  wrong?: RegExp;
  /** English texts in which a `wrong` word is right for another meaning (المؤسسات for "Enterprise"). */
  wrongAllowedFor?: RegExp;
}

// Arabic writes the article, a preposition and a conjunction before a word, and pronouns after it.
const PREFIX = '(?:[وف]?(?:لل|[بلك])?(?:ال)?)';
const SUFFIX = '[\\u064B-\\u0652]*(?:ان|ين|ات|كم|كما|ها|هم|هما|نا|ا|ك|ه|ي)?';

/** Any form of the words `stems` (whole words only: قسم is not found in تقسم). */
export const arabicWord = (...stems: string[]): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{M}])${PREFIX}(?:${stems.join('|')})${SUFFIX}(?![\\p{L}\\p{M}])`, 'u');

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    term: 'Department',
    word: 'الإدارة',
    english: /(?<!sub[- ]?)departments?\b/i,
    arabic: arabicWord('إدارة', 'إدارات', 'إدارت', 'إدارتا'),
    alsoFor: /\bmanag|\badmin|\bboard\b/i,
  },
  {
    term: 'Sub-department',
    word: 'القسم',
    english: /sub[- ]?departments?\b/i,
    arabic: arabicWord('قسم', 'أقسام'),
    // The glossary's word is القسم alone: "القسم الفرعي" would read as a third level.
    wrong: /(?:قسم|أقسام)\S*\s+(?:ال)?فرعي/u,
  },
  {
    term: 'Project',
    word: 'المشروع',
    english: /\bprojects?\b/i,
    arabic: arabicWord('مشروع', 'مشاريع', 'مشروعات'),
  },
  {
    term: 'Team',
    word: 'الفريق',
    english: /\bteams?\b/i,
    // الفرق is also "the difference": the app writes الفارق for that, so الفرق always means teams.
    arabic: arabicWord('فريق', 'فرق'),
  },
  {
    term: 'Job title',
    word: 'المسمى الوظيفي',
    english: /\bjob[- ]?titles?\b/i,
    arabic: arabicWord('مسمى', 'مسميات', 'مسميان', 'مسميين', 'مسميا', 'مسميي'),
    // A workbook's designation is a job title as the workbook writes it.
    alsoFor: /\bdesignations?\b/i,
    wrong: arabicWord('وظيفة', 'وظائف'),
  },
  {
    term: 'Employee type',
    word: 'نوع الموظف',
    english: /\bemployee[- ]?types?\b/i,
    arabic: /(?:نوع|أنواع)\s+(?:ال)?موظف/u,
    wrong: /(?:نوع|أنواع)\s+(?:ال)?توظيف|النوع من الموظفين/u,
  },
  {
    term: 'Organisation',
    word: 'المنشأة',
    // The organisation's structure and tree are الهيكل التنظيمي, Arabic's own phrase for them.
    english: /\borgani[sz]ations?(?:'s?)?\b(?! (?:structure|tree)\b)|\bcompan(?:y|ies)\b/i,
    arabic: arabicWord('منشأة', 'منشآت', 'منشأت'),
    alsoFor: /\borgani[sz]ation/i,
    wrong: arabicWord('مؤسسة', 'مؤسسات', 'مؤسست', 'منظمة', 'منظمات', 'منظمت', 'شركة', 'شركات', 'شركت'),
    // "Enterprise" (a plan, ERP, enterprise Wi-Fi) is المؤسسات in Arabic.
    wrongAllowedFor: /\benterprise\b|\bERP\b/i,
  },
  {
    term: 'Strategy (activity category)',
    word: 'استراتيجي',
    english: /\bstrateg(?:y|ic)\b/i,
    arabic: arabicWord('استراتيجي', 'استراتيجية'),
    wrong: arabicWord('إستراتيجي', 'إستراتيجية'),
  },
  {
    term: 'Tactical/ Operations (activity category)',
    word: 'تشغيلي',
    english: /\btactical\b/i,
    arabic: arabicWord('تشغيلي', 'تشغيلية'),
    wrong: arabicWord('تكتيكي', 'تكتيكية'),
  },
  {
    term: 'Transactional (activity category)',
    word: 'إجرائي',
    english: /\btransactional\b/i,
    arabic: arabicWord('إجرائي', 'إجرائية'),
    wrong: arabicWord('معاملاتي', 'معاملاتية', 'تعاملي', 'تعاملية'),
  },
];

/** What a text breaks of the glossary, given the English text it translates. */
export function glossaryFindings(englishText: string, arabicText: string): string[] {
  // A placeholder ({{company}}) is a value, not a word of the text.
  const [english, arabic] = [englishText, arabicText].map((text) => text.replace(/\{\{[^}]*\}\}/g, ' '));
  const findings: string[] = [];
  for (const t of GLOSSARY) {
    const saysTerm = t.english.test(english);
    if (saysTerm && !t.arabic.test(arabic)) findings.push(`says ${t.term} without ${t.word}`);
    // A placeholder names what it holds: "{{designation}} will have no cost" speaks of a job title.
    if (!saysTerm && t.arabic.test(arabic) && !t.alsoFor?.test(englishText))
      findings.push(`uses ${t.word} (${t.term}) where English does not say ${t.term}`);
    const wrong = t.wrong && arabic.match(t.wrong)?.[0];
    if (wrong && !t.wrongAllowedFor?.test(english)) findings.push(`writes ${wrong.trim()} for ${t.term}: ${t.word}`);
  }
  return findings;
}
