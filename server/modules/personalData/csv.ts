import { csvTable } from '@domain/spreadsheetCells';
import type { PersonalExport } from './export';

type T = (key: string, params?: Record<string, unknown>) => string;

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** One section of audit entries: a heading, the trail's columns (whatever they are now), the rows. */
function entries(title: string, rows: Array<Record<string, unknown>>, t: T): unknown[][] {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  if (!rows.length) return [[title], [t('personalData.none')]];
  return [[title], columns, ...rows.map((row) => columns.map((column) => text(row[column])))];
}

/**
 * The export as one CSV file in sections (profile, role, places, sign-ins, the audit trail about
 * the person, their own changes, other records that name them), headed in the reader's language;
 * a blank line between sections, so a spreadsheet shows them one under another.
 */
export function personalCsv(data: PersonalExport, t: T): string {
  const field = (name: string) => {
    const label = t(`fields.${name}`);
    return label === `fields.${name}` ? name : label;
  };
  const yesNo = (value: unknown) =>
    typeof value === 'boolean' ? t(value ? 'personalData.yes' : 'personalData.no') : value;
  const sections: unknown[][][] = [
    [
      [t('personalData.sections.profile')],
      [t('personalData.columns.field'), t('personalData.columns.value')],
      ...Object.entries(data.person).map(([name, value]) => [field(name), text(yesNo(value))]),
      [field('profileImage'), text(yesNo(data.picture !== null))],
      [t('personalData.exportedAt'), data.exportedAt],
    ],
    [
      [t('personalData.sections.role')],
      data.role
        ? [field('roleId'), data.role.name]
        : [field('roleId'), data.person.isOwner ? t('personalData.owner') : ''],
      ...Object.entries(data.role?.permissions ?? {}).map(([permission, actions]) => [
        permission,
        (actions ?? []).join(' '),
      ]),
    ],
    [
      [t('personalData.sections.places')],
      ...Object.entries(data.places).map(([place, value]) => [t(`personalData.places.${place}`), value?.name ?? '']),
    ],
    entries(t('personalData.sections.signIns'), data.signIns, t),
    entries(t('personalData.sections.auditAboutThem'), data.auditAboutThem, t),
    entries(t('personalData.sections.changesByThem'), data.changesByThem, t),
    [
      [t('personalData.sections.records')],
      [t('personalData.columns.table'), t('personalData.columns.column'), t('personalData.columns.count')],
      ...data.records.map((r) => [r.table, r.column, r.count]),
    ],
  ];
  return csvTable(sections.flatMap((section, i) => (i ? [[], ...section] : section)));
}
