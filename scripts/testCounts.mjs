// The count of tests per project, as the summary reporter keeps it (test-results/counts*.json):
// printed at the end of `npm test` and of the reliability run, so that a project that lost tests shows.
import { readFileSync } from 'node:fs';

const line = ({ passed, failed, skipped }) => `${passed} passed, ${failed} failed, ${skipped} skipped`;

/** Prints each project's counts, then their total. */
export function printCounts(projects) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  console.log('\ntests per project:');
  for (const [name, counts] of Object.entries(projects).sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${name.padEnd(11)} ${line(counts)}`);
    for (const key of Object.keys(total)) total[key] += counts[key];
  }
  console.log(`\ntests: ${line(total)}`);
}

/** The projects' counts of the runs that wrote `files` (a file missing is skipped), later files winning. */
export function readCounts(files) {
  const projects = {};
  for (const file of files) {
    try {
      Object.assign(projects, JSON.parse(readFileSync(file, 'utf8')).projects);
    } catch {
      // That run has not happened here.
    }
  }
  return projects;
}
