import { useCanAccess } from 'react-admin';
import type { ReportAnswer } from '@domain/estimation/answers';
import { SCOPE_OF_KIND } from '@domain/workforcePlan/planOfRecord';
import type { PlanElementKind } from '@domain/workforcePlan/types';
import { nodeKey, treePath, WORKFORCE_RESOURCE } from '../../workforcePlan/paths';

const KIND_OF_SCOPE = new Map(Object.entries(SCOPE_OF_KIND).map(([kind, scope]) => [scope, kind as PlanElementKind]));

/** Where the FTE profiles are kept: the FTE value comes from one of them. */
const FTE_PROFILES_PATH = '/dashboard';
/** Where the annual costs per job title are entered. */
const COSTING_PATH = '/costing';

export type HeadlineKey = 'resources' | 'cost' | 'hours' | 'fte';

/**
 * What each headline of a file's report opens: its resources and hours, the element the file plans
 * (in the workforce plan's tree, for whoever may read it); its cost, the costing; its FTE value,
 * the FTE profiles. None where the file names no element.
 */
export function useHeadlineLinks(report: ReportAnswer): Partial<Record<HeadlineKey, string>> {
  const { canAccess: readsPlan } = useCanAccess({ resource: WORKFORCE_RESOURCE, action: 'list' });
  const profile = report.file.profile;
  const kind = profile ? KIND_OF_SCOPE.get(profile.category) : undefined;
  const element =
    readsPlan && kind && (kind === 'organisation' || profile?.elementId != null)
      ? treePath(nodeKey(kind, profile?.elementId ?? null))
      : undefined;
  return { resources: element, hours: element, cost: COSTING_PATH, fte: FTE_PROFILES_PATH };
}
