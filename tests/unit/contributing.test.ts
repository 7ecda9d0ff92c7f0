import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const contributing = readFileSync('CONTRIBUTING.md', 'utf8');
const readme = readFileSync('README.md', 'utf8');
const recipe = contributing.slice(
  contributing.indexOf('## Adding a structure resource'),
  contributing.indexOf('## Checks'),
);

/** The repository paths a text names in backticks (placeholders such as `<name>` or `00NN` are not paths). */
const pathsIn = (text: string): string[] =>
  [...text.matchAll(/`((?:domain|server|src|tests|public|scripts)\/[^`\s<>]+)`/g)]
    .map((match) => match[1])
    .filter((path) => !path.includes('00NN'))
    .flatMap(expand);

/** `a/{b,c}/{d,e}.json` -> its four paths. */
function expand(path: string): string[] {
  const braces = /\{([^}]+)\}/.exec(path);
  return braces ? braces[1].split(',').flatMap((one) => expand(path.replace(braces[0], one))) : [path];
}

describe('CONTRIBUTING', () => {
  it('names in its recipe only files that exist', () => {
    const paths = pathsIn(recipe);
    expect(paths).toEqual(expect.arrayContaining(['domain/registry/resources.ts', 'public/locales/ar/import.json']));
    expect(paths.filter((path) => !existsSync(path))).toEqual([]);
  });

  it("states the suite's time as README does", () => {
    const time = /on a clean clone on two cores: (\d+) minutes/;
    expect(time.exec(contributing)?.[1]).toBeDefined();
    expect(time.exec(contributing)?.[1]).toBe(time.exec(readme)?.[1]);
  });
});
