import { describe, expect, it } from 'vitest';
import type { PlanNode, PlanStatus } from '@domain/workforcePlan/types';
import { elementsPath, filterByStatus, statusesOf } from '../../../src/workforcePlan/statusFilter';

const node = (key: string, status: PlanStatus, children: PlanNode[] = []): PlanNode =>
  ({ key, kind: key === 'organisation' ? 'organisation' : 'department', status, children }) as unknown as PlanNode;

const keys = (tree: PlanNode | null): string[] => (tree ? [tree.key, ...tree.children.flatMap(keys)] : []);

/** The tree a dashboard figure opens: cut to the elements of the statuses it counts. */
describe('the tree cut by status', () => {
  const root = node('organisation', 'noPlan', [
    node('department:1', 'short', [node('team:1', 'covered'), node('team:2', 'noPlan')]),
    node('department:2', 'noPlan'),
    node('department:3', 'balanced'),
  ]);

  it('keeps the elements of the statuses and the ancestors leading to them', () => {
    expect(keys(filterByStatus(root, ['covered', 'noPlan']))).toEqual([
      'organisation',
      'department:1',
      'team:1',
      'team:2',
      'department:2',
    ]);
    expect(keys(filterByStatus(root, ['short']))).toEqual(['organisation', 'department:1']);
    expect(filterByStatus(root, [])).toBe(root);
  });

  it('never counts the organisation itself, and says when nothing is left', () => {
    expect(filterByStatus(node('organisation', 'noPlan'), ['noPlan'])).toBeNull();
  });

  it('reads the statuses of an address, leaving out words that are none', () => {
    expect(statusesOf('noPlan,short,bogus')).toEqual(['short', 'noPlan']);
    expect(statusesOf(null)).toEqual([]);
    expect(elementsPath(['covered', 'noPlan'])).toBe('/workforce/tree?status=covered,noPlan');
  });
});
