import type { TranslateFunction } from 'react-admin';
import type { AuditEntry } from '../domain/audit';
import { withDigits, type DigitSystem } from '../i18n/format';

/** A stored value as a person reads it: empty as a dash, lists joined, digits in the reader's system. */
export function readableValue(value: unknown, digits: DigitSystem): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map((v) => readableValue(v, digits)).join(', ') : '—';
  if (typeof value === 'object') return withDigits(JSON.stringify(value), digits);
  return withDigits(String(value), digits);
}

/** A resource's name in the audit trail's words (`fte.team` is read under `fte_team`). */
export const resourceLabel = (translate: TranslateFunction, resource: string | null): string =>
  resource ? translate(`audit.resources.${resource.replace('.', '_')}`, { _: resource }) : translate('audit.signIn');

/** A changed field's name: its translation where there is one, else the field as stored. */
export const fieldLabel = (translate: TranslateFunction, field: string): string =>
  translate(`audit.fields.${field}`, { _: field });

/** The changes of an entry as lines "field: before → after". */
export function changeLines(entry: AuditEntry, translate: TranslateFunction, digits: DigitSystem): string[] {
  return Object.entries(entry.changes ?? {}).map(
    ([field, { before, after }]) =>
      `${fieldLabel(translate, field)}: ${readableValue(before, digits)} → ${readableValue(after, digits)}`,
  );
}
