import type { WriteCounts } from './writeCounts';

/** Writing statements to one table after which its dead row versions are swept. */
export const SWEEP_AFTER_WRITES = 100;

export interface SweepFigures {
  count: number;
  failed: number;
  seconds: number;
}

/**
 * PGlite runs no autovacuum. Every update or delete leaves an entry for the old version of its
 * rows in each index (the table's own pages are pruned as they fill) until a vacuum sweeps them:
 * searches read them all (the searched page of 10,000 departments took 1.5 ms in place of 1.2
 * after about 3,000 saves of one of them, and more after more) and the data folder only grows (20 kB
 * every 100 saves of one department). A table written SWEEP_AFTER_WRITES times since it was last
 * swept is vacuumed at the next checkpoint: milliseconds (its visibility map spares the pages
 * nobody wrote), 41 ms after 15,000 saves of one department. Not analysed: sampling 100,000
 * employees takes 155 ms, the database's only connection waiting meanwhile, and the pages' plans
 * measured the same without statistics. A vacuum changes no row anyone reads, so it moves no
 * write count (kept answers stay kept).
 */
export class Sweeps {
  private readonly swept = new Map<string, number>();
  readonly figures: SweepFigures = { count: 0, failed: 0, seconds: 0 };

  constructor(
    private readonly counts: WriteCounts,
    private readonly vacuum: (table: string) => Promise<unknown>,
  ) {}

  /** Vacuums the tables written often enough since their last sweep; answers which it swept. */
  async run(): Promise<string[]> {
    const swept: string[] = [];
    for (const [table, writes] of this.counts.tableWrites()) {
      if (writes - (this.swept.get(table) ?? 0) < SWEEP_AFTER_WRITES) continue;
      this.swept.set(table, writes);
      const begun = performance.now();
      try {
        await this.vacuum(table);
        this.figures.count++;
        swept.push(table);
      } catch {
        // A table dropped since it was written: nothing left to sweep.
        this.figures.failed++;
      } finally {
        this.figures.seconds += (performance.now() - begun) / 1000;
      }
    }
    return swept;
  }
}
