import { describe, expect, it } from 'vitest';
import { RecentFiles } from '../../../../server/estimation/recentFiles';

/** One database handle; a second one stands for another database the same process serves. */
const db = {};

const kept = (cache: RecentFiles<Buffer>, organizationId: number, ids: number[]) =>
  ids.filter((id) => cache.get(db, organizationId, id) !== undefined);

describe('RecentFiles', () => {
  it('keeps files within its budget, the least recently used going first', () => {
    const cache = new RecentFiles<Buffer>(30, (b) => b.length);
    cache.set(db, 1, 1, Buffer.alloc(10));
    cache.set(db, 1, 2, Buffer.alloc(10));
    cache.set(db, 1, 3, Buffer.alloc(10));
    cache.get(db, 1, 1); // file 1 used again: file 2 is now the oldest
    cache.set(db, 1, 4, Buffer.alloc(10));
    expect(kept(cache, 1, [1, 2, 3, 4])).toEqual([1, 3, 4]);
  });

  it('keeps each organisation apart, forgets a removed file and never keeps one past the budget', () => {
    const cache = new RecentFiles<Buffer>(30, (b) => b.length);
    cache.set(db, 1, 7, Buffer.from('one'));
    cache.set(db, 2, 7, Buffer.from('two'));
    expect(cache.get(db, 1, 7)?.toString()).toBe('one');
    expect(cache.get(db, 2, 7)?.toString()).toBe('two');
    cache.delete(db, 1, 7);
    expect(cache.get(db, 1, 7)).toBeUndefined();
    cache.set(db, 1, 8, Buffer.alloc(31));
    expect(cache.get(db, 1, 8)).toBeUndefined();
    expect(cache.get(db, 2, 7)?.toString()).toBe('two');
  });

  it("keeps each database apart: another database's organisation and file of the same ids are other files", () => {
    const cache = new RecentFiles<Buffer>(30, (b) => b.length);
    const other = {};
    cache.set(db, 1, 7, Buffer.from('here'));
    expect(cache.get(other, 1, 7)).toBeUndefined();
    cache.set(other, 1, 7, Buffer.from('there'));
    expect(cache.get(db, 1, 7)?.toString()).toBe('here');
    expect(cache.get(other, 1, 7)?.toString()).toBe('there');
  });

  it('counts a file set again once, at its new size', () => {
    const cache = new RecentFiles<Buffer>(30, (b) => b.length);
    cache.set(db, 1, 1, Buffer.alloc(20));
    cache.set(db, 1, 1, Buffer.alloc(5));
    cache.set(db, 1, 2, Buffer.alloc(20));
    expect(kept(cache, 1, [1, 2])).toEqual([1, 2]);
  });
});
