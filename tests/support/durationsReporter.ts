import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

interface FileDuration {
  project: string;
  file: string;
  /** The file's time in its worker, in milliseconds: importing it, its set-up files, its tests and hooks. */
  ms: number;
  /** Of which importing the file (and what it imports). */
  importMs: number;
  tests: number;
}

/**
 * Keeps how long each test file took on every run (test-results/durations.json by default) and
 * prints the ten slowest, so that a slow file is seen the day it becomes slow.
 */
export default class DurationsReporter implements Reporter {
  private readonly file: string;

  constructor(options: { file?: string } = {}) {
    this.file = options.file ?? 'test-results/durations.json';
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const files: FileDuration[] = modules
      .map((module) => {
        const { collectDuration, setupDuration, environmentSetupDuration, duration } = module.diagnostic();
        return {
          project: module.project.name,
          file: path.relative(process.cwd(), module.moduleId),
          ms: Math.round(environmentSetupDuration + setupDuration + collectDuration + duration),
          importMs: Math.round(collectDuration),
          tests: [...module.children.allTests()].length,
        };
      })
      .sort((a, b) => b.ms - a.ms);
    if (files.length === 0) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileSync(this.file, `${JSON.stringify({ at: new Date().toISOString(), files }, null, 2)}\n`);
    console.log(`\nslowest files (all in ${this.file}):`);
    for (const { project, file, ms } of files.slice(0, 10))
      console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${project.padEnd(6)} ${file}`);
  }
}
