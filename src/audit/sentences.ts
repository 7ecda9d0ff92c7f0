import type { TranslateFunction } from 'react-admin';
import type { AuditEntry } from '@domain/audit';
import { ACCOUNT_EVENTS, NAMED_CHANGE_EVENTS } from '@domain/auditEvents';
import { withDigits, type DigitSystem } from '../i18n/format';
import { resourceLabel } from './changes';

const NAMED: readonly string[] = [...ACCOUNT_EVENTS, ...NAMED_CHANGE_EVENTS];

/**
 * The sentence of an event key: a named event has its own (`user.erased` -> `audit.sentences.user_erased`,
 * the key's dots being i18next's separators); a change of a record (`departments.update`,
 * `fte.team.create`) the sentence of its action, naming the resource.
 */
export function sentenceKey(event: string): string {
  if (NAMED.includes(event)) return `audit.sentences.${event.replace(/\./g, '_')}`;
  return `audit.sentences.${event.slice(event.lastIndexOf('.') + 1)}`;
}

/** The name a deleted record last had, from its own entry (the fields that name each kind of record). */
const NAME_FIELDS = ['name', 'fteName', 'fileName', 'designationName', 'designation'];
function lastKnownName(entry: AuditEntry): string | null {
  for (const field of NAME_FIELDS) {
    const change = entry.changes?.[field];
    const value = change?.after ?? change?.before;
    if (typeof value === 'string' && value) return value;
  }
  const { firstName, lastName } = entry.changes ?? {};
  const person = [firstName?.after ?? firstName?.before, lastName?.after ?? lastName?.before].filter(Boolean);
  return person.length ? person.join(' ') : null;
}

/**
 * The record an entry is about as a reader names it: its current name and id, or its id and
 * "deleted" (with the name it last had, when the entry holds it); '' when the entry names none.
 */
export function recordPhrase(entry: AuditEntry, translate: TranslateFunction, digits: DigitSystem): string {
  if (entry.recordId === null) return '';
  const id = withDigits(String(entry.recordId), digits);
  if (entry.recordDeleted) {
    const name = lastKnownName(entry);
    return name ? translate('audit.record.deletedNamed', { name, id }) : translate('audit.record.deleted', { id });
  }
  return entry.recordName ? translate('audit.record.named', { name: entry.recordName, id }) : `#${id}`;
}

/** The variant of a named event its details call for (an unknown account, a plan set back to the default...). */
function variant(entry: AuditEntry): string {
  const detail = entry.detail ?? {};
  if (entry.event === 'login.failure' && detail.account === 'unknown') return '_unknown';
  if (entry.event === 'password.forgot' && detail.known === false) return '_unknown';
  if (entry.event.startsWith('workforcePlan.') && entry.action === 'delete') return '_cleared';
  return '';
}

/** What happened, as one sentence in the reader's language and digits ("Renamed..."): see sentenceKey. */
export function auditSentence(entry: AuditEntry, translate: TranslateFunction, digits: DigitSystem): string {
  const detail = entry.detail ?? {};
  const params = {
    record: recordPhrase(entry, translate, digits),
    resource: resourceLabel(translate, entry.resource),
    // Only a count chooses a plural form: the other sentences are looked up as they are.
    ...(typeof detail.count === 'number' ? { count: detail.count } : {}),
    format: typeof detail.format === 'string' ? detail.format.toUpperCase() : '',
    file: typeof detail.fileName === 'string' ? detail.fileName : '',
    organization: withDigits(String(detail.organizationId ?? ''), digits),
    imported: resourceLabel(translate, typeof detail.resource === 'string' ? detail.resource : null),
  };
  const key = sentenceKey(entry.event);
  const imported = detail.imported === true && entry.action === 'create' ? '_imported' : '';
  return translate(`${key}${variant(entry)}${imported}`, { ...params, _: translate(key, params) });
}
