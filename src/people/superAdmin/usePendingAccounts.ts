import { useCanAccess, useGetList } from 'react-admin';

/**
 * How many sign-ups wait for the Super Admin's approval: the total of a one-row page, so the
 * count costs one small query. react-admin's refresh after an approval asks again. `undefined`
 * while it is being counted, and for anyone but the Super Admin.
 */
export function usePendingAccounts(): number | undefined {
  const { canAccess } = useCanAccess({ resource: 'superAdmin', action: 'list' });
  const { total } = useGetList(
    'inactiveAccounts',
    { pagination: { page: 1, perPage: 1 }, sort: { field: 'email', order: 'ASC' }, filter: { status: 'pending' } },
    { enabled: canAccess === true },
  );
  return canAccess ? total : undefined;
}
