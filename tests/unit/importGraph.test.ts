import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every .ts / .tsx file under a folder. */
const filesUnder = (folder: string): string[] =>
  readdirSync(folder).flatMap((entry) => {
    const file = path.join(folder, entry);
    if (statSync(file).isDirectory()) return filesUnder(file);
    return /\.tsx?$/.test(file) && !file.endsWith('.d.ts') ? [file] : [];
  });

/** The files of the tree a file imports, re-exports from or loads later, type-only imports included. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...[...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'";]*?from\s+'([^']+)'/g)].map((m) => m[1]),
    ...[...text.matchAll(/\bimport\('([^']+)'\)/g)].map((m) => m[1]),
  ];
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith('@domain/')
      ? path.join('domain', specifier.slice('@domain/'.length))
      : specifier.startsWith('.')
        ? path.join(path.dirname(file), specifier)
        : undefined;
    if (!base) return [];
    const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(existsSync);
    return found ? [found] : [];
  });
}

/** The first loop of imports found among the files, or none. */
function firstCircle(files: string[]): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (file: string): string[] | undefined => {
    if (state.get(file) === 'done') return undefined;
    if (state.get(file) === 'open') return [...trail.slice(trail.indexOf(file)), file];
    state.set(file, 'open');
    trail.push(file);
    for (const next of importsOf(file)) {
      const circle = visit(next);
      if (circle) return circle;
    }
    trail.pop();
    state.set(file, 'done');
    return undefined;
  };
  for (const file of files) {
    const circle = visit(file);
    if (circle) return circle;
  }
  return undefined;
}

describe('the import graph', () => {
  it('has no circle in domain/, type-only imports included', () => {
    expect(firstCircle(filesUnder('domain'))).toBeUndefined();
  });

  it('has the admin assembled at the top: only the entry imports App.tsx, only the root the entry', () => {
    const importers = (target: string) =>
      filesUnder('src').filter((file) => importsOf(file).includes(path.join('src', target)));
    expect(importers('App.tsx')).toEqual([path.join('src', 'AdminEntry.tsx')]);
    expect(importers('AdminEntry.tsx')).toEqual([path.join('src', 'Root.tsx')]);
  });
});
