import { describe, expect, it } from 'vitest';
import { RecentFiles } from '../../../../server/estimation/recentFiles';

const kept = (cache: RecentFiles<Buffer>, organizationId: number, ids: number[]) =>
  ids.filter((id) => cache.get(organizationId, id) !== undefined);

describe('RecentFiles', () => {
  it('keeps files within its budget, the least recently used going first', () => {
    const cache = new RecentFiles<Buffer>(30, (b) => b.length);
    cache.set(1, 1, Buffer.alloc(10));
    cache.set(1, 2, Buffer.alloc(10));
    cache.set(1, 3, Buffer.alloc(10));
    cache.get(1, 1); // file 1 used again: file 2 is now the oldest
    cache.set(1, 4, Buffer.alloc(10));
    expect(kept(cache, 1, [1, 2, 3, 4])).toEqual([1, 3, 4]);
  });

  it('keeps each organisation apart, forgets a removed file and never keeps one past the budget', () => {
    const cache = new RecentFiles<Buffer>(30, (b) => b.length);
    cache.set(1, 7, Buffer.from('one'));
    cache.set(2, 7, Buffer.from('two'));
    expect(cache.get(1, 7)?.toString()).toBe('one');
    expect(cache.get(2, 7)?.toString()).toBe('two');
    cache.delete(1, 7);
    expect(cache.get(1, 7)).toBeUndefined();
    cache.set(1, 8, Buffer.alloc(31));
    expect(cache.get(1, 8)).toBeUndefined();
    expect(cache.get(2, 7)?.toString()).toBe('two');
  });

  it('counts a file set again once, at its new size', () => {
    const cache = new RecentFiles<Buffer>(30, (b) => b.length);
    cache.set(1, 1, Buffer.alloc(20));
    cache.set(1, 1, Buffer.alloc(5));
    cache.set(1, 2, Buffer.alloc(20));
    expect(kept(cache, 1, [1, 2])).toEqual([1, 2]);
  });
});
