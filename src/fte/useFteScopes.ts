import { useCanAccessResources } from 'react-admin';
import { FTE_FAMILIES, type FteFamily } from '@domain/fteFamilies';
import { fteResource } from '../dataProvider';

const RESOURCES = FTE_FAMILIES.map((family) => fteResource(family.scope));

/** The FTE families whose profiles the signed-in user may View, in the order of the structure. */
export function useFteScopes(): { families: FteFamily[]; isPending: boolean } {
  const { canAccess, isPending } = useCanAccessResources({ action: 'list', resources: RESOURCES });
  return { families: FTE_FAMILIES.filter((family) => canAccess?.[fteResource(family.scope)]), isPending };
}
