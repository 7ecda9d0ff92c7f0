import { csvTable } from '@domain/spreadsheetCells';
import type { PersonalExport } from './store';

type T = (key: string, params?: Record<string, unknown>) => string;
type Entry = Record<string, unknown>;

/**
 * The words of the screens for what the export holds, in the reader's language: the first key of
 * `keys` with a text (the translator answers a missing key as itself), else the name as stored.
 */
const wordOf = (t: T, keys: string[], stored: string): string => {
  for (const key of keys) {
    const text = t(key);
    if (text !== key) return text;
  }
  return stored;
};

/** The profile's fields under the labels of the person's page and form (`fields.*`), or the export's own. */
const PERSON_LABELS: Record<string, string> = {
  id: 'personalData.fields.id',
  isOwner: 'personalData.fields.isOwner',
  createdDate: 'people:detail.createdDate',
};

/** Audit trail columns in the order and with the headings of the audit trail screen; `id` and the organisation are left out. */
const ENTRY_COLUMNS: Array<[string, string]> = [
  ['at', 'admin:audit.columns.at'],
  ['actor', 'admin:audit.columns.actor'],
  ['address', 'admin:audit.columns.address'],
  ['event', 'personalData.columns.event'],
  ['resource', 'admin:audit.columns.resource'],
  ['record_id', 'admin:audit.columns.recordId'],
  ['action', 'admin:audit.columns.action'],
  ['changes', 'admin:audit.columns.changes'],
  ['user_id', 'personalData.columns.account'],
  ['detail', 'personalData.columns.detail'],
];
const LEFT_OUT = new Set(['id', 'organization_id']);

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Reads the export's stored names (fields, events, resources, tables) in the reader's words. */
function wordsFor(t: T) {
  /** A profile field: the person's page and form label (`fields.*`), else the export's own. */
  const field = (name: string) =>
    wordOf(t, [...(PERSON_LABELS[name] ? [PERSON_LABELS[name]] : []), `fields.${name}`], name);
  /** A changed field: the audit trail screen's word for it, else the form's. */
  const changed = (name: string) => wordOf(t, [`admin:audit.fields.${name}`], field(name));
  const resource = (name: string) => wordOf(t, [`admin:audit.resources.${name.replace('.', '_')}`], name);
  const action = (name: string) => wordOf(t, [`admin:audit.actions.${name}`], name);
  const event = (name: string) => {
    const known = wordOf(t, [`admin:audit.events.${name}`], '');
    if (known) return known;
    // A change of a record: `<resource>.<action>`.
    const [, kind, verb] = /^(.+)\.(create|update|delete)$/.exec(name) ?? [];
    return kind ? t('personalData.change', { resource: resource(kind), action: action(verb) }) : name;
  };
  const yesNo = (value: boolean) => t(value ? 'personalData.yes' : 'personalData.no');
  const shown = (value: unknown) => (typeof value === 'boolean' ? yesNo(value) : text(value)) || '—';
  /** A profile value: yes or no, a status or a language in words, the rest as stored. */
  const value = (name: string, stored: unknown): string => {
    if (name === 'status' && typeof stored === 'string')
      return wordOf(t, [`people:status.${stored}`, `personalData.status.${stored}`], stored);
    if (name === 'language' && typeof stored === 'string')
      return wordOf(t, [`personalData.languages.${stored}`], stored);
    return typeof stored === 'boolean' ? yesNo(stored) : text(stored);
  };
  /** "Field: before → after" for each changed field, one per line, as the audit trail screen lists them. */
  const changes = (stored: unknown): string =>
    stored && typeof stored === 'object'
      ? Object.entries(stored as Record<string, { before?: unknown; after?: unknown }>)
          .map(([name, change]) => `${changed(name)}: ${shown(change?.before)} → ${shown(change?.after)}`)
          .join('\n')
      : text(stored);
  const cell = (column: string, stored: unknown): string => {
    if (stored === null || stored === undefined) return '';
    if (column === 'event') return event(String(stored));
    if (column === 'resource') return resource(String(stored));
    if (column === 'action') return action(String(stored));
    if (column === 'changes') return changes(stored);
    return text(stored);
  };
  return { field, value, yesNo, cell };
}

/** One section of audit entries: a heading, the audit trail's columns (and any the trail has gained), the rows. */
function entries(title: string, rows: Entry[], t: T, words: ReturnType<typeof wordsFor>): unknown[][] {
  if (!rows.length) return [[title], [t('personalData.none')]];
  const present = new Set(rows.flatMap((row) => Object.keys(row)));
  const known = ENTRY_COLUMNS.filter(([column]) => present.has(column));
  const gained = [...present].filter((c) => !LEFT_OUT.has(c) && !ENTRY_COLUMNS.some(([column]) => column === c));
  const columns = [...known.map(([column]) => column), ...gained];
  const headings = [...known.map(([column, key]) => wordOf(t, [key], column)), ...gained];
  return [[title], headings, ...rows.map((row) => columns.map((column) => words.cell(column, row[column])))];
}

/**
 * The export as one CSV file in sections (profile, role, places, sign-ins, the audit trail about
 * the person, their own changes, other records that name them), in the reader's language: the
 * labels of the screens for fields, columns, events and permissions, never a stored name where
 * the screens have a word for it; a blank line between sections, so a spreadsheet shows them one
 * under another.
 */
export function personalCsv(data: PersonalExport, t: T): string {
  const words = wordsFor(t);
  const sections: unknown[][][] = [
    [
      [t('personalData.sections.profile')],
      [t('personalData.columns.field'), t('personalData.columns.value')],
      ...Object.entries(data.person).map(([name, value]) => [words.field(name), words.value(name, value)]),
      [words.field('profileImage'), words.yesNo(data.picture !== null)],
      [t('personalData.exportedAt'), data.exportedAt],
    ],
    [
      [t('personalData.sections.role')],
      data.role
        ? [words.field('roleId'), data.role.name]
        : [words.field('roleId'), data.person.isOwner ? t('personalData.owner') : ''],
      ...Object.entries(data.role?.permissions ?? {}).map(([permission, actions]) => [
        wordOf(t, [`people:permissions.${permission}`], permission),
        (actions ?? []).map((a) => wordOf(t, [`people:actions.${a}`], a)).join(t('personalData.separator')),
      ]),
    ],
    [
      [t('personalData.sections.places')],
      ...Object.entries(data.places).map(([place, value]) => [t(`personalData.places.${place}`), value?.name ?? '']),
    ],
    entries(t('personalData.sections.signIns'), data.signIns, t, words),
    entries(t('personalData.sections.auditAboutThem'), data.auditAboutThem, t, words),
    entries(t('personalData.sections.changesByThem'), data.changesByThem, t, words),
    [
      [t('personalData.sections.records')],
      [t('personalData.columns.records'), t('personalData.columns.count')],
      ...data.records.map((r) => [wordOf(t, [`personalData.records.${r.table}`], `${r.table}.${r.column}`), r.count]),
    ],
  ];
  return csvTable(sections.flatMap((section, i) => (i ? [[], ...section] : section)));
}
