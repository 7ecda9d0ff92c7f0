import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { englishKeys } from '../../support/locales';

/**
 * Every text a user can see comes from the translation files: a component that renders a literal
 * word (JSX text, or a string in a prop people read or hear) fails here. A string that is a
 * translation key (react-admin translates `label`s itself) must be a key of the English files.
 */
const SRC = path.resolve('src');
const VISIBLE_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'helperText',
  'alt',
  'primaryText',
  'secondaryText',
  'emptyText',
  'tooltip',
  'noOptionsText',
  'loadingText',
]);

/** Literal texts allowed on purpose, as `file: text`, each with its reason. */
const ALLOWED = new Set<string>([
  // The workbook's own column code (`JD | <job title>`, DESIGN §5), an abbreviation whose title is translated.
  'estimation/viewer/SheetGrid.tsx: JD',
]);

const KEY = /^([a-zA-Z]+:)?[a-zA-Z][\w-]*(\.[\w-]+)+$/;
const hasWord = (text: string): boolean => /\p{L}/u.test(text);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'mocks' ? [] : files(full);
    return full.endsWith('.tsx') ? [full] : [];
  });
}

const keys = englishKeys();
const isKnownKey = (text: string): boolean => {
  const [ns, key] = text.includes(':') ? text.split(':', 2) : [undefined, text];
  return ns ? Boolean(keys.get(ns)?.has(key)) : [...keys.values()].some((set) => set.has(key));
};

interface Finding {
  file: string;
  line: number;
  text: string;
}

function literalsIn(file: string, text: string): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Finding[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push({
      file: path.relative(SRC, file),
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: text.trim(),
    });
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWord(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && VISIBLE_PROPS.has(node.name.getText(source)) && node.initializer) {
      let value: ts.Node | undefined = node.initializer;
      if (ts.isJsxExpression(value)) value = value.expression;
      if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) && hasWord(value.text)) {
        if (!KEY.test(value.text) || !isKnownKey(value.text)) report(node, value.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((f) => !ALLOWED.has(`${f.file}: ${f.text}`));
}

describe('components', () => {
  it('render no literal text: every visible string is a translation', () => {
    const findings = files(SRC)
      .flatMap((file) => literalsIn(file, readFileSync(file, 'utf8')))
      .map((f) => `${f.file}:${f.line} ${JSON.stringify(f.text)}`);
    expect(findings).toEqual([]);
    // It parses every source file of the app: seconds of work, more on a loaded machine.
  }, 60_000);

  it('notices literal text and visible props, and accepts translations and known keys', () => {
    const probe = `export const P = () => (
      <p title="Hello there" aria-label={'Close'} className="tw-x">
        Welcome {t('nav.home')} <b>{x}</b> 404
        <input placeholder={t('contact.name')} />
        <Field label="resources.nowhere.fields.name" />
        <Field label="ra.action.save" />
      </p>
    );`;
    expect(literalsIn(path.join(SRC, 'probe.tsx'), probe).map((f) => f.text)).toEqual([
      'Hello there',
      'Close',
      'Welcome',
      'resources.nowhere.fields.name',
    ]);
  });
});
