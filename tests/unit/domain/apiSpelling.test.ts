import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { everyEndpoint, REST_PREFIX } from '@domain/api';

/** The code that calls or serves the API: everything but the one table in domain/api. */
const ROOTS = ['server', 'src', 'scripts', 'bench', 'tools'];

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourcesUnder(full);
    return /\.(ts|tsx|mjs|js)$/.test(name) ? [full] : [];
  });
}

/** A documented path as code writes it, in its own case: inside a string, after its quote or the /api/ before it. */
const written = (p: string) => new RegExp(`[\`'"/]${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[\`'"/?])`);

describe('the documented API', () => {
  it('is spelt in domain/api alone', () => {
    const paths = everyEndpoint()
      .map((e) => e.path.split('/:')[0])
      .filter((p) => p.includes('/') && !p.startsWith(`${REST_PREFIX}/`));
    const files = ROOTS.flatMap(sourcesUnder).map((file) => [file, readFileSync(file, 'utf8')] as const);
    const spelt = files.flatMap(([file, text]) =>
      paths.filter((p) => written(p).test(text)).map((p) => `${file}: ${p}`),
    );
    expect(spelt).toEqual([]);
  });
});
