import { useCanAccessResources } from 'react-admin';
import { IMPORT_KINDS, type ImportKind } from '@domain/import/kinds';
import { registry } from '@domain/registry';

/** The `canAccess` resource whose Add an import of the kind needs. */
export const accessResource = (kind: ImportKind): string => (kind === 'employees' ? 'addEmployee' : kind);

/** Where the records of a kind are listed once imported. */
export const listPath = (kind: ImportKind): string =>
  kind === 'employees' ? '/employeesdetail' : (registry.find((spec) => spec.name === kind)?.menu.list ?? '/');

/** The kinds the signed-in user may import: those they may add. */
export function useImportKinds(): { kinds: ImportKind[]; isPending: boolean } {
  const { canAccess, isPending } = useCanAccessResources({
    action: 'create',
    resources: IMPORT_KINDS.map(accessResource),
  });
  return { kinds: IMPORT_KINDS.filter((kind) => canAccess?.[accessResource(kind)]), isPending };
}
