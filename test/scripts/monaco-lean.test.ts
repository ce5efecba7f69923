// The build's edits inside Monaco (vite.config.ts `monacoLean`, decisions 0038 and 0048): the icon style
// sheet no longer declares a `:root` custom property per icon (nothing reads them), its `.codicon-*`
// rules stay; the context-key parser makes its parse-error sentinel on first use instead of while the
// chunk's top level runs; a Monaco whose text no longer matches fails the build instead of shipping unedited.
import { readFileSync, realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { monacoLean } from '../../vite.config';

const esm = realpathSync(resolve(import.meta.dirname, '../../node_modules/monaco-editor/esm'));
const iconsStyleSheet = resolve(esm, 'vs/platform/theme/browser/iconsStyleSheet.js');
const contextKey = resolve(esm, 'vs/platform/contextkey/common/contextkey.js');

interface Hooks {
  configResolved(c: { command: string }): void;
  transform(code: string, id: string): { code: string } | null;
  buildEnd(this: { meta: { watchMode: boolean } }, error?: Error): void;
}

function plugin(command = 'build'): Hooks {
  const p = monacoLean() as unknown as Hooks;
  p.configResolved({ command });
  return p;
}

describe('monacoLean: the icon style sheet', () => {
  const source = readFileSync(iconsStyleSheet, 'utf8');

  it('writes no --vscode-icon-* custom properties on :root; the icons keep their :before rules', () => {
    expect(source).toContain('rootAttribs.push('); // the module as Monaco ships it declares them
    const out = plugin().transform(source, iconsStyleSheet)!.code;
    expect(out).not.toContain('rootAttribs.push(');
    // both kinds of icon (own font, codicon) are still drawn by their class rule
    expect(out.match(/rules\.push\(inline `\.codicon-\$\{className\(contribution\.id\)\}:before \{ content: /g)).toHaveLength(2);
    expect(out).toContain('rules.push(inline `:root { ${rootAttribs.join');
    expect(out).toContain('rules.push(inline `@font-face');
  });

  it('leaves other modules as they are', () => {
    expect(plugin().transform('export const a = 1;', resolve(esm, 'vs/base/common/arrays.js'))).toBeNull();
  });

  it('fails when the text to edit is no longer there (Monaco changed)', () => {
    const changed = source.replaceAll('rootAttribs.push(', 'rootAttributes.push(');
    expect(() => plugin().transform(changed, iconsStyleSheet)).toThrow(/MONACO_EDITS/);
  });

  it('fails a build that never loaded the module (moved, or no longer imported)', () => {
    const p = plugin();
    // every stand-in is loaded by a build; here none was, so the edit's module is among those named
    expect(() => p.buildEnd.call({ meta: { watchMode: false } })).toThrow(/iconsStyleSheet\.js/);
    // the dev server loads modules as the page asks: no check there
    expect(() => plugin('serve').buildEnd.call({ meta: { watchMode: false } })).not.toThrow();
  });
});

describe('monacoLean: the context-key parser', () => {
  const source = readFileSync(contextKey, 'utf8');

  it('makes no Error while the module is evaluated; the sentinel is one object, made on first use', () => {
    expect(source).toContain('static { this._parseError = new Error(); }'); // as Monaco ships it
    const out = plugin().transform(source, contextKey)!.code;
    expect(out).not.toMatch(/static \{[^}]*new Error/);
    const getter = /static get _parseError\(\) \{ return \(Parser\._parseErrorMade \?\?= new Error\(\)\); \}/;
    expect(out).toMatch(getter);
    // the getter's behaviour on a class of its own: nothing made before the first read, then the same object
    const Parser = new Function(`return class Parser { ${getter.exec(out)![0]} }`)() as { _parseError: Error; _parseErrorMade?: Error };
    expect(Parser._parseErrorMade).toBeUndefined();
    const first = Parser._parseError;
    expect(first).toBeInstanceOf(Error);
    expect(Parser._parseError).toBe(first);
    // the parser still throws and compares the sentinel where it did
    expect(out.split('throw Parser._parseError;')).toHaveLength(3);
    expect(out).toContain('if (!(e === Parser._parseError)) {');
  });
});
