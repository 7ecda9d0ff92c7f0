import type { TranslateFunction } from 'react-admin';
import type { AuditEntry } from '@domain/audit';
import { formatMoney, formatPercent, withDigits, type DigitSystem } from '../i18n/format';

/** Stored values some fields hold as keys (a country, a scope, a file type): the words they stand for. */
const VALUE_WORDS: Record<string, (value: string) => string> = {
  country: (value) => `fte.countries.${value}`,
  category: (value) => (value === 'organization' ? 'audit.values.organization' : `fte.elements.${value}`),
  fileType: (value) => `audit.values.fileType.${value}`,
  elementKind: (value) => `audit.values.element.${value}`,
};

/** How the reader reads figures: their digits, and their language for amounts. */
export interface Reading {
  digits: DigitSystem;
  language: string;
}

/** The parts of a cost's breakdown, in the costing form's order; the rate is a fraction. */
const BREAKDOWN_PARTS = ['monthlyBasic', 'housing', 'otherAllowances', 'employerContributionRate'] as const;
/** Fields that hold an amount in the record's currency. */
const MONEY = new Set(['cost']);

/** A cost's breakdown as a sentence: "Housing: SAR 2,000.00; ...", the rate as a percentage. */
function breakdownText(
  value: Record<string, unknown>,
  reading: Reading,
  translate: TranslateFunction,
  currency?: string,
) {
  return BREAKDOWN_PARTS.filter((part) => typeof value[part] === 'number')
    .map((part) => {
      const amount = value[part] as number;
      const figure =
        part === 'employerContributionRate'
          ? formatPercent(amount * 100, {}, reading.language)
          : formatMoney(amount, currency, reading.language);
      return `${translate(`audit.breakdown.${part}`)}: ${figure}`;
    })
    .join('; ');
}

/**
 * Any other object as "part: value; ...", never as JSON: a named value of an FTE profile's custom
 * breaks or away days ({fieldName, fieldValue}) as "Eid: 3", other parts by their field labels.
 */
function partsText(value: Record<string, unknown>, reading: Reading, translate?: TranslateFunction): string {
  if (typeof value.fieldName === 'string') return `${value.fieldName}: ${readableValue(value.fieldValue, reading)}`;
  return Object.entries(value)
    .map(
      ([part, v]) => `${translate ? fieldLabel(translate, part) : part}: ${readableValue(v, reading, translate, part)}`,
    )
    .join('; ');
}

/**
 * A stored value as a person reads it: empty as a dash, lists joined, yes or no, a key in the
 * reader's words, an amount with its currency, a number in the reader's digits, a text as it was
 * typed ("Street 49" stays "Street 49").
 */
export function readableValue(
  value: unknown,
  reading: Reading,
  translate?: TranslateFunction,
  field?: string,
  currency?: string,
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value))
    return value.length ? value.map((v) => readableValue(v, reading, translate)).join(', ') : '—';
  if (typeof value === 'boolean' && translate) return translate(value ? 'audit.values.yes' : 'audit.values.no');
  if (typeof value === 'object' && field === 'breakdown' && translate)
    return breakdownText(value as Record<string, unknown>, reading, translate, currency);
  if (typeof value === 'object') return partsText(value as Record<string, unknown>, reading, translate);
  if (typeof value === 'number' && field && MONEY.has(field)) return formatMoney(value, currency, reading.language);
  if (typeof value === 'number') return withDigits(String(value), reading.digits);
  const text = String(value);
  const words = field ? VALUE_WORDS[field] : undefined;
  return words && translate ? translate(words(text), { _: text }) : text;
}

/** A resource's name in the audit trail's words (`fte.team` is read under `fte_team`). */
export const resourceLabel = (translate: TranslateFunction, resource: string | null): string =>
  resource ? translate(`audit.resources.${resource.replace('.', '_')}`, { _: resource }) : translate('audit.signIn');

/**
 * A changed field's name: the audit trail's own word for it, else the label of the resource's form
 * (`resources.<resource>.fields`), else the server's field names (its validation messages use them),
 * else the field as stored.
 */
export function fieldLabel(translate: TranslateFunction, field: string, resource?: string | null): string {
  const server = translate(`server:fields.${field}`, { _: field });
  const form =
    resource && !resource.includes('.') ? translate(`resources.${resource}.fields.${field}`, { _: server }) : server;
  return translate(`audit.fields.${field}`, { _: form });
}

/** The currency a record's amounts are in (a cost keeps it beside them), before or after the change. */
function currencyOf(entry: AuditEntry): string | undefined {
  const currency = entry.changes?.currency;
  const found = currency?.after ?? currency?.before ?? entry.detail?.currency;
  return typeof found === 'string' ? found : undefined;
}

/**
 * An id of another record as its name now and the id, or the id and "deleted", as the entry's own
 * record is named; undefined when the server named no record for this value.
 */
function referenceText(
  entry: AuditEntry,
  field: string,
  side: 'before' | 'after',
  translate: TranslateFunction,
  reading: Reading,
): string | undefined {
  const name = entry.references?.[field]?.[side];
  if (name === undefined) return undefined;
  const id = withDigits(String(entry.changes?.[field]?.[side]), reading.digits);
  return name === null ? translate('audit.record.deleted', { id }) : translate('audit.record.named', { name, id });
}

/** The changes of an entry as lines "field: before → after". */
export function changeLines(entry: AuditEntry, translate: TranslateFunction, reading: Reading): string[] {
  const currency = currencyOf(entry);
  const value = (field: string, side: 'before' | 'after', v: unknown) =>
    referenceText(entry, field, side, translate, reading) ?? readableValue(v, reading, translate, field, currency);
  return Object.entries(entry.changes ?? {}).map(
    ([field, { before, after }]) =>
      `${fieldLabel(translate, field, entry.resource)}: ${value(field, 'before', before)} → ${value(field, 'after', after)}`,
  );
}
