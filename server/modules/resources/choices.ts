import { z } from 'zod';
import { dropdownAccess } from '@domain/api';
import type { ResourceSpec } from '@domain/registry';

/** A choice as both dropdowns answer it (the documented path and /api/v1/<name>/choices): id, name, parent id. */
export const choiceSchema = (spec: ResourceSpec) =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    ...(spec.parent ? { [spec.parent.source]: z.number().int().nullable() } : {}),
  });

/** Who may read a resource's choices, as the API reference says it. */
export const choosersNote = (spec: ResourceSpec): string =>
  `Open to holders of ${dropdownAccess(spec)
    .anyOf.map((r) => `${r.permission} ${r.action}`)
    .join(', ')}, who fill in or filter employees without seeing the list itself.`;
