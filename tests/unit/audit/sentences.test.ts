import type { TranslateFunction } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { ACCOUNTS, EMPLOYEES, PLAN_CHOICES, DESIGNATION_MAPPINGS, type AuditEntry } from '@domain/audit';
import { ACCOUNT_EVENTS, AUDIT_EVENTS, NAMED_CHANGE_EVENTS, eventFamily } from '@domain/auditEvents';
import { auditSentence, sentenceKey } from '../../../src/audit/sentences';
import { changeLines } from '../../../src/audit/changes';
import { interpolationFormat, withoutIsolates } from '../../../src/i18n/format';
import en from '../../../public/locales/en/admin.json';
import ar from '../../../public/locales/ar/admin.json';
import enServer from '../../../public/locales/en/server.json';
import arServer from '../../../public/locales/ar/server.json';

/** react-admin's translate over the app's catalogues and formats, as ra-i18n-i18next calls i18next. */
async function translatorOf(lng: 'en' | 'ar'): Promise<TranslateFunction> {
  const i18n = createInstance();
  await i18n.init({
    lng,
    ns: ['admin', 'server'],
    defaultNS: 'admin',
    resources: { en: { admin: en, server: enServer }, ar: { admin: ar, server: arServer } },
    interpolation: { escapeValue: false, alwaysFormat: true, format: interpolationFormat },
  });
  return ((key: string, options: { _?: string } = {}) => {
    const { _: defaultValue, ...rest } = options;
    return i18n.t(key, { ...rest, defaultValue });
  }) as TranslateFunction;
}

/** An entry of `event` as the server writes it: the record it is about, the details it keeps. */
function entryOf(event: string, overrides: Partial<AuditEntry> = {}): AuditEntry {
  const named = (ACCOUNT_EVENTS as readonly string[]).includes(event);
  const resource = named
    ? event.startsWith('user.')
      ? EMPLOYEES
      : event.startsWith('import.')
        ? 'departments'
        : null
    : event.startsWith('user.')
      ? ACCOUNTS
      : event === 'workforcePlan.planChosen'
        ? PLAN_CHOICES
        : event === 'workforcePlan.designationsMapped'
          ? DESIGNATION_MAPPINGS
          : event.slice(0, event.lastIndexOf('.'));
  const action = named ? null : ((/\.(create|update|delete)$/.exec(event)?.[1] ?? 'update') as AuditEntry['action']);
  return {
    id: 1,
    at: '2026-11-28T10:00:00.000Z',
    event,
    userId: 3,
    actor: 'owner@example.com',
    address: '127.0.0.1',
    organizationId: 5,
    resource,
    recordId: resource ? 12 : null,
    action,
    changes: null,
    detail: { count: 3, format: 'csv', fileName: 'HR 2025.xlsx', resource: 'departments', organizationId: 9 },
    recordName: resource ? 'Alpha Office' : null,
    recordDeleted: false,
    references: {},
    ...overrides,
  };
}

describe('the audit trail reads as sentences', () => {
  it('has a sentence for every event key the server writes, in English and Arabic', async () => {
    const missing: string[] = [];
    for (const lng of ['en', 'ar'] as const) {
      const translate = await translatorOf(lng);
      for (const event of AUDIT_EVENTS) {
        const sentence = auditSentence(entryOf(event), translate, lng === 'ar' ? 'arab' : 'latn');
        // A missing sentence reads as its key; a missing resource as its code; a placeholder left as braces.
        if (/audit\.|\{\{|undefined|^$/.test(sentence) || sentence.includes(event))
          missing.push(`${lng} ${event}: ${sentence}`);
        if (lng === 'ar' && /[0-9]/.test(withoutIsolates(sentence).replace('HR 2025', '')))
          missing.push(`${lng} ${event}: Latin digits in ${sentence}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('lists every event the server may write: `<resource>.<action>` and the named ones, each in a family', () => {
    expect(AUDIT_EVENTS).toContain('departments.update');
    expect(AUDIT_EVENTS).toContain('fte.team.create');
    for (const event of [...ACCOUNT_EVENTS, ...NAMED_CHANGE_EVENTS])
      expect(sentenceKey(event)).not.toMatch(/\.(create|update|delete)$/);
    expect(eventFamily('login.success')).toBe('signIns');
    expect(eventFamily('refresh.reuse')).toBe('signIns');
    expect(eventFamily('user.exported')).toBe('exports');
    expect(eventFamily('user.erased')).toBe('erasures');
    expect(eventFamily('import.employees')).toBe('imports');
    expect(eventFamily('user.approved')).toBe('accounts');
    expect(eventFamily('password.change.refused')).toBe('accounts');
    expect(eventFamily('fte.team.delete')).toBe('changes');
    expect(eventFamily('workforcePlan.planChosen')).toBe('changes');
  });

  it('names the record as it is now, or as deleted, in the reader’s digits', async () => {
    const [enT, arT] = [await translatorOf('en'), await translatorOf('ar')];
    const renamed = entryOf('departments.update');
    expect(withoutIsolates(auditSentence(renamed, enT, 'latn'))).toBe('Changed Department “Alpha Office” (#12)');
    expect(withoutIsolates(auditSentence(renamed, arT, 'arab'))).toBe('عدّل الإدارة «Alpha Office» (رقم ١٢)');
    const gone = entryOf('departments.delete', {
      recordName: null,
      recordDeleted: true,
      changes: { name: { before: 'Beta', after: null } },
    });
    expect(withoutIsolates(auditSentence(gone, enT, 'latn'))).toBe('Deleted Department “Beta” (#12, deleted)');
    expect(withoutIsolates(auditSentence({ ...gone, changes: null }, arT, 'arab'))).toBe('حذف الإدارة رقم ١٢ (محذوف)');
    expect(withoutIsolates(auditSentence(entryOf('user.erased'), enT, 'latn'))).toBe(
      'Erased the personal data of “Alpha Office” (#12)',
    );
    expect(auditSentence(entryOf('import.employees'), arT, 'arab')).toBe('استورد ٣ موظفين');
    expect(auditSentence(entryOf('import.employees', { detail: { count: 1 } }), enT, 'latn')).toBe(
      'Imported 1 employee',
    );
    expect(auditSentence(entryOf('login.failure', { detail: { account: 'unknown' } }), enT, 'latn')).toBe(
      'Sign-in refused: no account has this email',
    );
    expect(auditSentence(entryOf('departments.create', { detail: { imported: true } }), enT, 'latn')).toMatch(
      /^Imported Department/,
    );
  });

  it('writes amounts with their currency and a cost’s breakdown part by part, the rate as a percentage', async () => {
    const cost = entryOf('costings.update', {
      changes: {
        cost: { before: 30000, after: 40320 },
        breakdown: {
          before: null,
          after: { monthlyBasic: 2000, housing: 1000, otherAllowances: 0, employerContributionRate: 0.12 },
        },
      },
      detail: { currency: 'SAR' },
    });
    const lines = changeLines(cost, await translatorOf('en'), { digits: 'latn', language: 'en' });
    // Intl puts a no-break space between the code and the figure.
    expect(lines.map((line) => withoutIsolates(line).replace(/\u00a0/g, ' '))).toEqual([
      'Cost: SAR 30,000.00 → SAR 40,320.00',
      'Cost breakdown: — → Basic: SAR 2,000.00; Housing: SAR 1,000.00; Other allowances: SAR 0.00; Employer contribution: 12%',
    ]);
    const arabic = changeLines(cost, await translatorOf('ar'), { digits: 'arab', language: 'ar' }).join('\n');
    expect(arabic).toContain('السكن: ');
    expect(arabic).toContain('١٬٠٠٠');
    expect(arabic).not.toMatch(/[0-9]|\{|"/);
    expect(
      changeLines(
        entryOf('accounts.update', { changes: { isActive: { before: false, after: true } } }),
        await translatorOf('en'),
        { digits: 'latn', language: 'en' },
      ),
    ).toEqual(['Active: No → Yes']);
  });

  it('reads an FTE profile’s custom away days and any other object part by part, never as JSON', async () => {
    const profile = entryOf('fte.team.update', {
      changes: {
        leavesCustomFields: { before: [], after: [{ fieldName: 'Eid', fieldValue: 3 }] },
        somewhere: { before: null, after: { country: 'SaudiArabia', city: 'Riyadh' } },
      },
    });
    expect(changeLines(profile, await translatorOf('ar'), { digits: 'arab', language: 'ar' })).toEqual([
      expect.stringMatching(/: — → Eid: ٣$/),
      expect.stringMatching(/: — → الدولة: المملكة العربية السعودية; .+: Riyadh$/),
    ]);
  });

  it('labels the fields the server records that read as code before (createdBy, elementId, sourceFileId)', async () => {
    const translate = await translatorOf('ar');
    const entry = entryOf('workbooks.create', {
      changes: {
        createdBy: { before: null, after: 3 },
        elementId: { before: null, after: 4 },
        sourceFileId: { before: null, after: 5 },
      },
    });
    const lines = changeLines(entry, translate, { digits: 'arab', language: 'ar' });
    expect(lines.join('\n')).not.toMatch(/[A-Za-z]/);
  });
});

describe('ids of other records, in the audit trail', () => {
  const moved = {
    changes: {
      departmentId: { before: 7, after: 12 },
      sourceFileId: { before: null, after: 3 },
      workingDays: { before: 5, after: 6 },
    },
    references: { departmentId: { before: null, after: 'Finance' }, sourceFileId: { after: 'plan.xlsx' } },
  } as unknown as AuditEntry;

  it('reads as the name each record has now, or deleted (English)', async () => {
    expect(
      changeLines(moved, await translatorOf('en'), { digits: 'latn', language: 'en' }).map(withoutIsolates),
    ).toEqual([
      expect.stringMatching(/: #7 \(deleted\) → “Finance” \(#12\)$/),
      expect.stringMatching(/: — → “plan\.xlsx” \(#3\)$/),
      expect.stringMatching(/: 5 → 6$/),
    ]);
  });

  it('does the same in Arabic, the ids in Arabic-Indic digits', async () => {
    expect(
      changeLines(moved, await translatorOf('ar'), { digits: 'arab', language: 'ar' }).map(withoutIsolates),
    ).toEqual([
      expect.stringMatching(/: رقم ٧ \(محذوف\) → «Finance» \(رقم ١٢\)$/),
      expect.stringMatching(/: — → «plan\.xlsx» \(رقم ٣\)$/),
      expect.stringMatching(/: ٥ → ٦$/),
    ]);
  });
});
