import { describe, expect, it } from 'vitest';
import { SWEEP_AFTER_WRITES, Sweeps } from '../../../../server/db/sweeps';
import { WriteCounts } from '../../../../server/db/writeCounts';

async function learnt(): Promise<WriteCounts> {
  const counts = new WriteCounts();
  await counts.learn(async () => []);
  return counts;
}

const writes = (counts: WriteCounts, table: string, times: number) => {
  for (let i = 0; i < times; i++) counts.count(`update "${table}" set "name" = $1 where "id" = $2`);
};

describe('sweeps', () => {
  it('sweeps a table once it was written often enough since its last sweep, and no other', async () => {
    const counts = await learnt();
    const vacuumed: string[] = [];
    const sweeps = new Sweeps(counts, async (table) => vacuumed.push(table));
    writes(counts, 'departments', SWEEP_AFTER_WRITES - 1);
    writes(counts, 'job_titles', SWEEP_AFTER_WRITES);
    expect(await sweeps.run()).toEqual(['job_titles']);
    writes(counts, 'departments', 1);
    expect(await sweeps.run()).toEqual(['departments']);
    expect(await sweeps.run(), 'nothing written since').toEqual([]);
    expect(vacuumed).toEqual(['job_titles', 'departments']);
    expect(sweeps.figures).toMatchObject({ count: 2, failed: 0 });
  });

  it('counts a failed sweep and goes on with the other tables', async () => {
    const counts = await learnt();
    const sweeps = new Sweeps(counts, async (table) => {
      if (table === 'gone') throw new Error('relation "gone" does not exist');
    });
    writes(counts, 'gone', SWEEP_AFTER_WRITES);
    writes(counts, 'teams', SWEEP_AFTER_WRITES);
    expect(await sweeps.run()).toEqual(['teams']);
    expect(sweeps.figures).toMatchObject({ count: 1, failed: 1 });
    expect(await sweeps.run(), 'a failed table waits for its next writes').toEqual([]);
  });
});
