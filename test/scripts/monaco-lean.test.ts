// The build's edits inside Monaco (vite.config.ts `monacoLean`, decisions 0038 and 0048): the icon style
// sheet no longer declares a `:root` custom property per icon (nothing reads them), its `.codicon-*`
// rules stay; the context-key parser makes its parse-error sentinel on first use instead of while the
// chunk's top level runs; a Monaco whose text no longer matches fails the build instead of shipping unedited.
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MONACO_LEFT_OUT, monacoLean } from '../../vite.config';

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

describe('monacoLean: the stand-ins', () => {
  // every name a bundled Monaco module imports from a replaced module (Monaco's ESM: one `import { … } from '…';` per line)
  const importedNames = (target: string): Set<string> => {
    const names = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = resolve(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.js') && path !== target)
          for (const m of readFileSync(path, 'utf8').matchAll(/^import \{([^}]*)\} from '([^']+)';$/gm))
            if (resolve(dirname(path), m[2]) === target) for (const n of m[1].split(',')) names.add(n.trim().split(/\s+as\s+/)[0]);
      }
    };
    walk(resolve(esm, 'vs'));
    return names;
  };
  const load = (path: string) => (monacoLean() as unknown as { load(id: string): string | null }).load(resolve(esm, path));

  // (the older stand-ins answer only the bundled importers: other Monaco modules, never bundled, import more from them)
  it.each([
    'vs/editor/browser/viewParts/minimap/minimap.js',
    'vs/editor/common/services/editorWebWorker.js',
    'vs/base/browser/ui/selectBox/selectBox.js',
    'vs/base/common/observableInternal/logging/debugger/devToolsLogger.js',
  ])('%s: exports every name any Monaco module imports from it', (path) => {
    expect(MONACO_LEFT_OUT).toHaveProperty([path]);
    const code = load(path)!;
    const exported = new Set([...code.matchAll(/export (?:class|function|const) (\w+)/g)].map((m) => m[1]));
    const imported = importedNames(resolve(esm, path));
    expect(imported.size).toBeGreaterThan(0); // still imported by Monaco (else the build fails: buildEnd)
    for (const name of imported) expect(exported, name).toContain(name);
  });

  it('the minimap stand-in is a view part that draws nothing, and refuses an editor with the minimap on', async () => {
    const code = load('vs/editor/browser/viewParts/minimap/minimap.js')!;
    // the same part fingerprint as Monaco's minimap (mouse targets are told apart by it)
    expect(readFileSync(resolve(esm, 'vs/editor/browser/viewParts/minimap/minimap.js'), 'utf8')).toContain('PartFingerprints.write(this._domNode, 9 /* PartFingerprint.Minimap */);');
    expect(code).toContain('PartFingerprints.write(this._domNode, 9 /* PartFingerprint.Minimap */);');
    expect(code).toMatch(/if \(context\.configuration\.options\.get\(EditorOption\.minimap\)\.enabled\) throw/);
    const { EditorOption } = (await import(resolve(esm, 'vs/editor/common/standalone/standaloneEnums.js'))) as { EditorOption: Record<string, number> };
    expect(typeof EditorOption.minimap).toBe('number');
  });

  it("the editor worker's page-side fallback throws: the worker is the only place it runs", () => {
    const code = load('vs/editor/common/services/editorWebWorker.js')!;
    const EditorWorker = new Function(`${code.replace('export class', 'return class')}`)() as new (host: null) => unknown;
    expect(() => new EditorWorker(null)).toThrow(/only as a web worker/);
  });
});
