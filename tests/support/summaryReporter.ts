import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { printCounts, type Counts } from '../../scripts/testCounts.mjs';

/**
 * Prints the count of tests per project, then one plain closing line, "N passed, N failed, N
 * skipped", for whoever reads CI logs (and checks that no project lost tests). The counts are kept
 * in `file` too (test-results/counts.json by default), so that `npm test` can print them again
 * after the lint and type-check output, and the reliability run with its own.
 */
export default class SummaryReporter implements Reporter {
  private readonly file: string;

  constructor(options: { file?: string } = {}) {
    this.file = options.file ?? 'test-results/counts.json';
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const byProject: Record<string, Counts> = {};
    for (const module of modules) {
      const project = (byProject[module.project.name] ??= { passed: 0, failed: 0, skipped: 0 });
      let failedHere = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') project.passed++;
        else if (state === 'failed') failedHere++;
        else project.skipped++;
      }
      // A file that failed in its set-up (no test of its own failed) still counts as one failure.
      if (module.state() === 'failed' && failedHere === 0) failedHere = 1;
      project.failed += failedHere;
    }
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileSync(this.file, `${JSON.stringify({ at: new Date().toISOString(), projects: byProject }, null, 2)}\n`);
    printCounts(byProject);
  }
}
