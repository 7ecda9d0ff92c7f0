import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PlanElementKind, PlanStatus } from '@domain/workforcePlan/types';
import { statusesOf } from '../statusFilter';

const ORGANISATION = 'organisation';

/** `team:12` -> the element's kind and id; the organisation has no id. */
export function elementOf(key: string): { kind: PlanElementKind; id: number | null } {
  const [kind, id] = key.split(':');
  return kind === ORGANISATION || !id
    ? { kind: 'organisation', id: null }
    : { kind: kind as PlanElementKind, id: Number(id) };
}

/**
 * What the tree's address holds: the selected element (`?node=team:12`) and the statuses the tree is
 * cut to (`?status=short`); choosing an element keeps the cut, clearing the cut keeps the element.
 */
export function useTreeAddress(): {
  selected: string;
  statuses: PlanStatus[];
  select: (key: string) => void;
  showAll: () => void;
} {
  const [params, setParams] = useSearchParams();
  const selected = params.get('node') ?? ORGANISATION;
  const statusParam = params.get('status');
  const statuses = useMemo(() => statusesOf(statusParam), [statusParam]);
  const select = (key: string) =>
    setParams(
      (current) => {
        current.set('node', key);
        return current;
      },
      { replace: true },
    );
  const showAll = () => setParams(selected === ORGANISATION ? {} : { node: selected }, { replace: true });
  return { selected, statuses, select, showAll };
}
