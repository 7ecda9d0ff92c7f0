import type { Reporter, TestModule } from 'vitest/node';

/** The plain closing line of the reliability suite: "N passed, N failed". */
export default class ClosingLine implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
      }
      if (module.state() === 'failed' && module.children.size === 0) failed++;
    }
    console.log(`\n${passed} passed, ${failed} failed`);
  }
}
