import type { z } from 'zod';
import type { ResourceSpec } from '@domain/registry';
import { saveSchema } from '@domain/registry/schema';
import type { Tenant } from '../../db/tenant';
import { sameNameKey } from '@domain/sameName';
import { normalizeObject } from '../../http/normalize';
import { namedElements, type Named } from './lookups';
import type { Problems } from './problems';
import type { SheetRow } from './sheet';
import type { ImportMode } from '@domain/import/kinds';

/** A structure element ready to insert. */
export interface ElementValues {
  name: string;
  description: string | null;
  parentId: number | null;
}

/** A file's rows ready to write: the new records, and (in update mode) the ones already there by id. */
export interface Planned<T> {
  creates: T[];
  updates: Array<{ id: number; values: T }>;
}

/** Reports a parent cell that names nothing, or several records, and answers the one it names. */
export function parentOf(
  row: SheetRow,
  column: string,
  parents: Named,
  problems: Problems,
  prefer?: Parameters<Named['find']>[1],
): number | undefined {
  const cell = row.cells[column];
  if (cell === undefined) return undefined;
  const found = parents.find(cell, prefer);
  if ('id' in found) return found.id;
  problems.add(row.number, column, 'ambiguous' in found ? 'import.ambiguous' : `import.notFound.${column}`, {
    value: cell,
  });
  return undefined;
}

/**
 * Every row of a structure file checked by the rules of AddEdit (saveSchema: name required and at
 * most 100 characters, description at most 500, the parent required) and its checks (the parent
 * exists in the organisation, no sibling of the same name, in the database or earlier in the file).
 */
export async function checkStructureRows(
  tenant: Tenant,
  spec: ResourceSpec,
  rows: SheetRow[],
  problems: Problems,
  mode: ImportMode = 'create',
): Promise<Planned<ElementValues>> {
  const schema = saveSchema(spec) as unknown as z.ZodObject;
  const parentColumn = spec.parent?.source;
  const parents = spec.parent ? await namedElements(tenant, spec.parent.reference) : undefined;
  const existing = await namedElements(tenant, spec.name);
  const seen = new Set<string>();
  const planned: Planned<ElementValues> = { creates: [], updates: [] };
  for (const row of rows) {
    const body: Record<string, unknown> = { name: row.cells.name, description: row.cells.description };
    if (parentColumn && parents) {
      const parentId = parentOf(row, parentColumn, parents, problems);
      // A parent that names nothing is reported once, not again as "required".
      body[parentColumn] = parentId ?? (problems.has(row.number, parentColumn) ? 1 : undefined);
    }
    const parsed = schema.safeParse(normalizeObject(body, schema.shape));
    if (!parsed.success) {
      problems.addIssues(row.number, parsed.error.issues);
      continue;
    }
    if (problems.inRow(row.number)) continue;
    const data = parsed.data as Record<string, unknown>;
    const name = String(data.name);
    const parentId = parentColumn ? (data[parentColumn] as number) : null;
    const sibling = `${parentId ?? 0}|${sameNameKey(name)}`;
    const there = existing.named(name, parentColumn ? parentId : null);
    // Update mode writes over the one record of that name under that parent; a second row of the
    // same name in the file is still a problem (which of the two should win?).
    if (seen.has(sibling) || (there.length > 0 && mode === 'create')) {
      problems.add(row.number, 'name', 'errors.duplicateName', { name });
      continue;
    }
    seen.add(sibling);
    const values = { name, description: (data.description as string | undefined) || null, parentId };
    if (there.length > 0) planned.updates.push({ id: there[0].id, values });
    else planned.creates.push(values);
  }
  return planned;
}
