import { afterAll, beforeAll, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { permissions, rolePermissions, subPermissions } from '../../../server/db/accounts';
import { writePermissionCatalogue } from '../../../server/db/catalogue';
import { PERMISSIONS, SUB_PERMISSIONS } from '@domain/permissions';
import { startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';

/** The permission catalogue is written at each start: what is missing is added, a reordered one stops the start. */
describeApi('permission catalogue', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp();
  });
  afterAll(() => ctx?.close());

  const names = async (db: TestContext['database']['db']) => ({
    permissions: (await db.select().from(permissions).orderBy(asc(permissions.id))).map((r) => r.name),
    subPermissions: (await db.select().from(subPermissions).orderBy(asc(subPermissions.id))).map((r) => r.name),
  });
  const catalogue = { permissions: [...PERMISSIONS], subPermissions: [...SUB_PERMISSIONS] };

  it('holds the catalogue after a start, and writing it again changes nothing', async () => {
    expect(await names(ctx.database.db)).toEqual(catalogue);
    await writePermissionCatalogue(ctx.database.db);
    expect(await names(ctx.database.db)).toEqual(catalogue);
  });

  it('adds a permission that is missing, and refuses one stored under another name', async () => {
    const rolledBack = new Error('rolled back');
    const seen = await ctx.database.db
      .transaction(async (tx) => {
        const last = PERMISSIONS.length;
        await tx.delete(rolePermissions).where(eq(rolePermissions.permissionId, last));
        await tx.delete(permissions).where(eq(permissions.id, last));
        await writePermissionCatalogue(tx);
        const restored = await names(tx);
        await tx.update(permissions).set({ name: 'Renamed' }).where(eq(permissions.id, 1));
        const refused = await writePermissionCatalogue(tx).catch((error: Error) => error.message);
        throw Object.assign(rolledBack, { restored, refused });
      })
      .catch((error: unknown) => error as typeof rolledBack & { restored: unknown; refused: string });
    expect(seen).toBe(rolledBack);
    expect(seen.restored).toEqual(catalogue);
    expect(seen.refused).toBe(
      `Permission catalogue: id 1 is "Renamed" in the database but "${PERMISSIONS[0]}" in code`,
    );
    expect(await names(ctx.database.db)).toEqual(catalogue);
  });
});
