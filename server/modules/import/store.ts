import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceSpec } from '@domain/registry';
import { EMPLOYEES } from '@domain/audit';
import type { AuditActor } from '../../audit/recorder';
import type { Db } from '../../db/db';
import type { MailMessage } from '../../mail/mailer';
import { isUniqueViolation } from '../people/parse';
import type { EmployeeValues } from './employeeRows';
import { recordImported } from './recordImported';
import type { ElementValues, Planned } from './structureRows';
import { insertElements, insertEmployees, updateElements, updateEmployees } from './write';

/** Who writes a file, into which organisation, and the audit entry of the import itself (written in its transaction). */
export interface ImportWriter {
  organizationId: number;
  actor: AuditActor;
  record: (tx: Db, count: number) => Promise<void>;
}

/** Another request wrote the same name or email after the file was checked: nothing was written. */
export const CHANGED_MEANWHILE = 'changedMeanwhile';

/** Runs a write in one transaction, answering a unique name or email taken meanwhile as CHANGED_MEANWHILE. */
async function allOrNothing<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T | typeof CHANGED_MEANWHILE> {
  try {
    return await db.transaction((tx) => write(tx as Db));
  } catch (error) {
    if (isUniqueViolation(error)) return CHANGED_MEANWHILE;
    throw error;
  }
}

/** A checked structure file: its new elements, the ones it writes over, each in the trail. */
export function writeElements(db: Db, writer: ImportWriter, spec: ResourceSpec, planned: Planned<ElementValues>) {
  const { organizationId, actor } = writer;
  return allOrNothing(db, async (tx) => {
    const ids = await insertElements(tx, organizationId, spec, planned.creates);
    await updateElements(tx, organizationId, spec, planned.updates);
    const records = ids.map((id, i) => ({ id, values: planned.creates[i] }));
    await recordImported(tx, actor, organizationId, spec.name, records);
    await recordImported(tx, actor, organizationId, spec.name, planned.updates, 'update');
    await writer.record(tx, planned.creates.length + planned.updates.length);
  });
}

/**
 * A checked employee file: the new accounts with their set-password links, the accounts it writes
 * over, each in the trail. Answers the welcome mails to send once the transaction is done (none when
 * the mailer queues them in the outbox, inside it).
 */
export function writeEmployees(
  app: FastifyInstance,
  request: FastifyRequest,
  writer: ImportWriter & { userId: number },
  planned: Planned<EmployeeValues>,
): Promise<MailMessage[] | typeof CHANGED_MEANWHILE> {
  const { organizationId, actor } = writer;
  return allOrNothing(app.db, async (tx) => {
    const inserted = await insertEmployees(app, request, tx, organizationId, writer.userId, planned.creates);
    await updateEmployees(tx, organizationId, planned.updates);
    const records = inserted.ids.map((id, i) => ({ id, values: planned.creates[i] }));
    await recordImported(tx, actor, organizationId, EMPLOYEES, records);
    await recordImported(tx, actor, organizationId, EMPLOYEES, planned.updates, 'update');
    await writer.record(tx, planned.creates.length + planned.updates.length);
    return inserted.later;
  });
}
