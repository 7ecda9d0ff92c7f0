import type { TranslateFunction } from 'react-admin';
import type { AuditEntry } from '@domain/audit';
import { withDigits, type DigitSystem } from '../i18n/format';

/** Stored values some fields hold as keys (a country, a scope, a file type): the words they stand for. */
const VALUE_WORDS: Record<string, (value: string) => string> = {
  country: (value) => `fte.countries.${value}`,
  category: (value) => (value === 'organization' ? 'audit.values.organization' : `fte.elements.${value}`),
  fileType: (value) => `audit.values.fileType.${value}`,
  elementKind: (value) => `audit.values.element.${value}`,
};

/**
 * A stored value as a person reads it: empty as a dash, lists joined, a key in the reader's words,
 * a number in the reader's digits, a text as it was typed ("Street 49" stays "Street 49").
 */
export function readableValue(
  value: unknown,
  digits: DigitSystem,
  translate?: TranslateFunction,
  field?: string,
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map((v) => readableValue(v, digits)).join(', ') : '—';
  if (typeof value === 'object') return withDigits(JSON.stringify(value), digits);
  if (typeof value === 'number') return withDigits(String(value), digits);
  const text = String(value);
  const words = field ? VALUE_WORDS[field] : undefined;
  return words && translate ? translate(words(text), { _: text }) : text;
}

/** A resource's name in the audit trail's words (`fte.team` is read under `fte_team`). */
export const resourceLabel = (translate: TranslateFunction, resource: string | null): string =>
  resource ? translate(`audit.resources.${resource.replace('.', '_')}`, { _: resource }) : translate('audit.signIn');

/**
 * A changed field's name: the audit trail's own word for it, else the form's (the server's field
 * names, which its validation messages use), else the field as stored.
 */
export const fieldLabel = (translate: TranslateFunction, field: string): string =>
  translate(`audit.fields.${field}`, { _: translate(`server:fields.${field}`, { _: field }) });

/** The changes of an entry as lines "field: before → after". */
export function changeLines(entry: AuditEntry, translate: TranslateFunction, digits: DigitSystem): string[] {
  return Object.entries(entry.changes ?? {}).map(
    ([field, { before, after }]) =>
      `${fieldLabel(translate, field)}: ${readableValue(before, digits, translate, field)} → ${readableValue(after, digits, translate, field)}`,
  );
}
