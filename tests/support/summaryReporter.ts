import type { Reporter, TestModule } from 'vitest/node';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const line = ({ passed, failed, skipped }: Counts) => `${passed} passed, ${failed} failed, ${skipped} skipped`;

/**
 * Prints the count of tests per project, then one plain closing line, "N passed, N failed, N
 * skipped", for whoever reads CI logs (and checks that no project lost tests).
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const total: Counts = { passed: 0, failed: 0, skipped: 0 };
    const byProject = new Map<string, Counts>();
    for (const module of modules) {
      const project = byProject.get(module.project.name) ?? { passed: 0, failed: 0, skipped: 0 };
      byProject.set(module.project.name, project);
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
    console.log('\ntests per project:');
    for (const [name, counts] of [...byProject].sort(([a], [b]) => a.localeCompare(b))) {
      console.log(`  ${name.padEnd(6)} ${line(counts)}`);
      total.passed += counts.passed;
      total.failed += counts.failed;
      total.skipped += counts.skipped;
    }
    console.log(`\ntests: ${line(total)}`);
  }
}
