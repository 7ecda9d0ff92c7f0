import { scopeOf, type FteScope } from '@domain/fteScopes';
import { badRequest } from '../../http/errors';

export function requireScope(category: string): FteScope {
  const scope = scopeOf(category);
  if (!scope) throw badRequest('estimation.unknownCategory', { category }, 'Category');
  return scope;
}

/** The multipart fields naming the element and the FTE profile of each category (`DepartmentId`, `DepartmentFteId`). */
const FIELDS: Record<FteScope, { element: string[]; profile: string[] }> = {
  jobtitle: { element: ['jobTitleId', 'designationId'], profile: ['jobTitleFteId', 'designationFteId'] },
  team: { element: ['teamId'], profile: ['teamFteId'] },
  project: { element: ['projectId'], profile: ['projectFteId'] },
  subdepartment: { element: ['subDepartmentId'], profile: ['subDepartmentFteId'] },
  department: { element: ['departmentId'], profile: ['departmentFteId'] },
  organization: { element: ['organizationId'], profile: ['organizationFteId'] },
};

export const TARGET_FIELDS = Object.values(FIELDS).flatMap((f) => [...f.element, ...f.profile]);

export interface UploadTarget {
  scope: FteScope;
  profileId: number;
  /** The element the client chose, checked against the profile's. */
  elementId?: number;
}

/**
 * Which FTE profile an upload is for: the explicit `Category` with its `<Category>FteId` (or
 * `FteId`), else the most specific category whose `<Category>FteId` was sent.
 */
export function uploadTarget(body: Record<string, unknown>): UploadTarget {
  const pick = (keys: string[]) => keys.map((k) => body[k]).find((v): v is number => typeof v === 'number');
  const explicit = typeof body.category === 'string' ? requireScope(body.category) : undefined;
  const order: FteScope[] = explicit
    ? [explicit]
    : ['jobtitle', 'team', 'project', 'subdepartment', 'department', 'organization'];
  for (const scope of order) {
    const profileId = pick(FIELDS[scope].profile) ?? (explicit ? pick(['fteId']) : undefined);
    if (profileId !== undefined)
      return { scope, profileId, elementId: scope === 'organization' ? undefined : pick(FIELDS[scope].element) };
  }
  throw badRequest('estimation.profileRequired', {}, 'FteId');
}
