import { z } from 'zod';
import { PERMISSIONS, SUB_PERMISSIONS, type Grants, type PermissionName } from './permissions';
import { idSchema, versionSchema } from './registry/schema';
import { visibleText } from './text';

export const ROLE_NAME_MAX = 100;
export const ROLE_DESCRIPTION_MAX = 500;

const invalidId = 'validation.invalidId';

/** `[{permissionId, subPermissionIds}]`: ids of the catalogue (DESIGN §4), 1-based. */
export const permissionSelection = z
  .array(
    z.object({
      permissionId: z
        .number({ error: invalidId })
        .int({ error: invalidId })
        .min(1, { error: invalidId })
        .max(PERMISSIONS.length, { error: invalidId }),
      subPermissionIds: z
        .array(
          z
            .number({ error: invalidId })
            .int({ error: invalidId })
            .min(1, { error: invalidId })
            .max(SUB_PERMISSIONS.length, { error: invalidId }),
          {
            error: 'validation.invalid',
          },
        )
        .max(SUB_PERMISSIONS.length * 2, { error: 'validation.invalid' }),
    }),
    { error: 'validation.invalid' },
  )
  .max(PERMISSIONS.length * 2, { error: 'validation.invalid' });

/** AddEmployeeRole / UpdateEmployeeRole (and the role matrix of the browser). */
export const roleShape = {
  id: idSchema.optional(),
  version: versionSchema,
  name: visibleText(
    z
      .string({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid') })
      .trim()
      .min(1, { error: 'validation.required', abort: true })
      .max(ROLE_NAME_MAX, { error: 'validation.tooLong' }),
    'validation.required',
  ),
  description: visibleText(
    z.string({ error: 'validation.invalid' }).trim().max(ROLE_DESCRIPTION_MAX, { error: 'validation.tooLong' }),
    undefined,
    'multi',
  ).optional(),
  permissionAndSubPermissions: permissionSelection.optional(),
};
export const roleSchema = z.object(roleShape);
export type RoleInput = z.output<typeof roleSchema>;

/** Whether a role's grants give an action the giver does not hold: nobody gives a role more than they hold. */
export const exceedsGrants = (grants: Grants, held: Grants): boolean =>
  Object.entries(grants).some(([permission, actions]) =>
    actions?.some((action) => !held[permission as PermissionName]?.includes(action)),
  );
