export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
export function printCounts(projects: Record<string, Counts>): void;
export function readCounts(files: string[]): Record<string, Counts>;
