import { permissions, subPermissions } from './accounts';
import type { Db } from './db';
import { PERMISSIONS, SUB_PERMISSIONS } from '@domain/permissions';

/**
 * Writes the permission catalogue of domain/permissions (id = position) into its tables, so a
 * permission a new registry resource brings exists without a migration. Idempotent: rows already
 * there stay. A stored row whose name differs from the catalogue's at the same id means the
 * catalogue was reordered, which would silently regrant every role: the start stops instead.
 */
export async function writePermissionCatalogue(db: Db): Promise<void> {
  for (const [table, names] of [
    [permissions, PERMISSIONS],
    [subPermissions, SUB_PERMISSIONS],
  ] as const) {
    const stored = await db.select().from(table);
    for (const row of stored) {
      const expected = names[row.id - 1];
      if (row.name !== expected)
        throw new Error(
          `Permission catalogue: id ${row.id} is "${row.name}" in the database but "${expected}" in code`,
        );
    }
    // Read first: at most starts the catalogue is whole, and a write would cost PGlite a tenth
    // of its start.
    const present = new Set(stored.map((row) => row.id));
    const missing = names.map((name, index) => ({ id: index + 1, name })).filter((row) => !present.has(row.id));
    if (missing.length) await db.insert(table).values(missing).onConflictDoNothing();
  }
}
