// Go types to CRDs as controller-gen v0.21.0 makes them (controller-tools pkg/crd): the entry.
// `generateCRDs` reads the input's packages and any provided ones (k8s.io/api, apimachinery),
// finds the kinds and returns each CRD as a plain JSON object with, for every generated path, the
// Go position it came from. It never throws: problems are diagnostics at Go positions.

import { LRU } from '../cache/lru';
import type { GoFile } from '../gosource/ast';
import { parseGoFile } from '../gosource/parser';
import { collectPackageMarkers } from '../markers/collect';
import { convertPackageMarkers } from './collect';
import { Generator, isStdlib, type CrdGenOptions, type CrdGenResult, type GoDiagnostic, type SharedSchemas } from './gen';
import { knownSchemas } from './knowntypes';
import { buildPackage, goRange, type Package } from './loader';
import { crdMarkerRegistry } from './register';

export type { CrdGenOptions, CrdGenResult, GoDiagnostic } from './gen';
export { crdProvenanceOf, crdSchemasOf } from './gen';
export { provenanceAt as schemaProvenanceAt, PROV, type Props } from './props';
export type { GoRange } from './props';
export { crdMarkerDefinitions, crdMarkerRegistry } from './register';

export interface GoSourceFile {
  path: string;
  text: string;
}

export interface GoPackageFiles {
  importPath: string;
  files: GoSourceFile[];
}

export interface CrdGenInput {
  /** The go.mod `module` path ('' when there is none). */
  module: string;
  /** The input's own packages: CRDs come from these. */
  packages: GoPackageFiles[];
  /** Provided packages (k8s.io/api and apimachinery data, ...): read when imported. */
  extra?: GoPackageFiles[];
}

/**
 * Parsed Go files by path, each with the text it was parsed from: a lookup compares the text with
 * the one held (the same string object when the caller keeps its files, as the k8s.io/api data
 * is kept: no comparison of its characters), so a run does not build and hash a key of every
 * provided file's whole text (V8 hashes a long string by its length only: same-length keys are
 * compared character by character).
 */
const parsed = new LRU<string, { text: string; file: GoFile }[]>({ name: 'crdgen.parsedGo', capacity: 256, weigh: (_k, v) => v.reduce((n, e) => n + e.text.length, 0), maxWeight: 16_000_000 });
/** Versions of one path held at once (an editor's undo, a file switched between two k8s.io/api versions). */
const VERSIONS_PER_PATH = 4;

function parse(f: GoSourceFile): GoFile {
  const held = parsed.get(f.path);
  const hit = held?.find((e) => e.text === f.text);
  if (hit) return hit.file;
  const file = parseGoFile(f.path, f.text);
  parsed.set(f.path, [{ text: f.text, file }, ...(held ?? []).slice(0, VERSIONS_PER_PATH - 1)]);
  return file;
}

function dirname(p: string): string {
  const i = p.lastIndexOf('/');
  return i < 0 ? '' : p.slice(0, i);
}

/** The go.mod `module` line's path. */
export function moduleOf(goMod: string): string {
  for (const line of goMod.split('\n')) {
    const m = /^\s*module\s+("?)([^"\s]+)\1/.exec(line);
    if (m) return m[2]!;
  }
  return '';
}

/**
 * Files to packages: the nearest go.mod's `module` line names the module; each directory with .go
 * files (test files left out) is a package whose import path is the module path plus the directory
 * relative to go.mod; without a go.mod the directory is the import path.
 */
export function packagesFromFiles(files: GoSourceFile[]): { module: string; packages: GoPackageFiles[] } {
  const goMods = files.filter((f) => f.path === 'go.mod' || f.path.endsWith('/go.mod'));
  const byDir = new Map<string, GoSourceFile[]>();
  for (const f of files) {
    if (!f.path.endsWith('.go') || f.path.endsWith('_test.go')) continue;
    const d = dirname(f.path);
    let list = byDir.get(d);
    if (!list) byDir.set(d, (list = []));
    list.push(f);
  }
  let module = '';
  const packages: GoPackageFiles[] = [];
  for (const [dir, list] of byDir) {
    // the nearest go.mod at or above the directory
    let mod: GoSourceFile | undefined;
    let modDir = '';
    for (const g of goMods) {
      const gd = dirname(g.path);
      if ((gd === '' || dir === gd || dir.startsWith(gd + '/')) && (mod === undefined || gd.length > modDir.length)) {
        mod = g;
        modDir = gd;
      }
    }
    let importPath = dir;
    if (mod) {
      const mp = moduleOf(mod.text);
      if (module === '') module = mp;
      const rel = modDir === '' ? dir : dir.slice(modDir.length).replace(/^\//, '');
      importPath = rel === '' ? mp : `${mp}/${rel}`;
    }
    packages.push({ importPath, files: list });
  }
  return { module, packages };
}

/** Provided packages from files named `<import path>/<file>.go` (k8s.io/api/core/v1/types.go). */
export function builtinPackages(files: GoSourceFile[]): GoPackageFiles[] {
  const byDir = new Map<string, GoSourceFile[]>();
  for (const f of files) {
    if (!f.path.endsWith('.go')) continue;
    const d = dirname(f.path);
    let list = byDir.get(d);
    if (!list) byDir.set(d, (list = []));
    list.push(f);
  }
  return [...byDir].map(([importPath, list]) => ({ importPath, files: list }));
}

interface ReadPackage {
  files: GoFile[];
  pkg: Package;
  diags: GoDiagnostic[];
}

// a package read once is reused while its files are the same parses (the parse cache keeps them by text)
const readPackages = new LRU<string, ReadPackage>({ name: 'crdgen.packages', capacity: 512 });

function readPackage(p: GoPackageFiles, root: boolean, diags: GoDiagnostic[]): Package {
  const files = p.files.map(parse);
  const key = `${root ? 'root' : 'extra'}\u0000${p.importPath}`;
  const hit = readPackages.get(key);
  if (hit && hit.files.length === files.length && hit.files.every((f, i) => f === files[i])) {
    diags.push(...hit.diags);
    return hit.pkg;
  }
  const own: GoDiagnostic[] = [];
  const pkg = buildPackageFrom(p.importPath, files, root, own);
  readPackages.set(key, { files, pkg, diags: own });
  diags.push(...own);
  return pkg;
}

function buildPackageFrom(importPath: string, files: GoFile[], root: boolean, diags: GoDiagnostic[]): Package {
  // provided packages are valid Go that the reader may not fully take (generic functions): only the input's own problems count
  if (root) {
    for (const f of files) {
      for (const e of f.errors) diags.push({ file: f.path, line: e.pos.line, column: e.pos.column, message: e.message, code: 'gosource.syntax' });
    }
  }
  const collected = collectPackageMarkers(files, crdMarkerRegistry());
  // the input's marker problems (provided k8s.io packages are full of markers controller-gen does not know)
  if (root) {
    for (const e of [...collected.errors, ...collected.warnings]) {
      const d: GoDiagnostic = { file: e.file, line: e.range.start.line, column: e.range.start.column, endLine: e.range.end.line, endColumn: e.range.end.column, message: e.message, code: e.code };
      if (e.severity === 'warning') d.warning = true;
      if (e.suggestion !== undefined) d.suggestion = e.suggestion;
      diags.push(d);
    }
  }
  return buildPackage(importPath, files, convertPackageMarkers(collected), root);
}

let lastRun: { optionsKey: string; outside: Package[]; shared: SharedSchemas } | undefined;

/** Imports of the input's packages (and, transitively, of provided ones they use) that nothing provides. */
export function importsNeeded(input: CrdGenInput): string[] {
  const have = new Set([...input.packages, ...(input.extra ?? [])].map((p) => p.importPath));
  const known = knownSchemas(false);
  const missing = new Set<string>();
  for (const p of input.packages) {
    for (const f of p.files) {
      for (const imp of parse(f).imports) {
        if (have.has(imp.path) || isStdlib(imp.path) || (input.module !== '' && (imp.path === input.module || imp.path.startsWith(input.module + '/')))) continue;
        if (known.has(imp.path) && imp.path !== 'k8s.io/apimachinery/pkg/apis/meta/v1') continue;
        missing.add(imp.path);
      }
    }
  }
  return [...missing].sort();
}

/** Generates the CRDs of every kind in the input's packages. */
export function generateCRDs(input: CrdGenInput, options: CrdGenOptions = {}): CrdGenResult {
  const early: GoDiagnostic[] = [];
  const packages = new Map<string, Package>();
  for (const p of input.packages) if (p.files.length > 0) packages.set(p.importPath, readPackage(p, true, early));
  // provided packages are read when the input imports them (directly or through another provided package)
  const provided = new Map((input.extra ?? []).filter((p) => p.files.length > 0).map((p) => [p.importPath, p]));
  const queue = [...packages.values()];
  while (queue.length > 0) {
    const pkg = queue.pop()!;
    for (const f of pkg.files) {
      for (const imp of f.imports) {
        const extra = provided.get(imp.path);
        if (!extra || packages.has(imp.path)) continue;
        const read = readPackage(extra, false, early);
        packages.set(imp.path, read);
        queue.push(read);
      }
    }
  }
  // provided packages outside the input's module: their types' schemas carry over from the last run
  const outside = [...packages.values()].filter((p) => !p.root && (input.module === '' || (p.importPath !== input.module && !p.importPath.startsWith(input.module + '/'))));
  outside.sort((a, b) => (a.importPath < b.importPath ? -1 : a.importPath > b.importPath ? 1 : 0));
  const optionsKey = JSON.stringify([options.allowDangerousTypes ?? false, options.ignoreUnexportedFields ?? false, options.generateEmbeddedObjectMeta ?? false]);
  if (!lastRun || lastRun.optionsKey !== optionsKey || lastRun.outside.length !== outside.length || lastRun.outside.some((p, i) => p !== outside[i])) {
    lastRun = { optionsKey, outside, shared: { schemata: new Map(), flat: new Map() } };
  }
  const gen = new Generator(packages, options, new Set(outside.map((p) => p.importPath)), lastRun.shared);
  // an import of the input's own module that no directory of the input holds. Another module's package that
  // is not bundled (controller-runtime's scheme, apimachinery's runtime/schema in every kubebuilder
  // groupversion_info.go) is an error only where a kind's schema needs one of its types (schema.ts names the
  // type): nothing else of it reaches the CRD.
  if (input.module !== '') {
    for (const p of packages.values()) {
      if (!p.root) continue;
      for (const f of p.files) {
        for (const imp of f.imports) {
          if (packages.has(imp.path) || imp.name === '_' || (imp.path !== input.module && !imp.path.startsWith(input.module + '/'))) continue;
          gen.report({ range: goRange(f, imp.pathRange), code: 'crdgen.import', message: `package ${imp.path} is not in the input (no directory of module ${input.module} holds it)` });
        }
      }
    }
  }
  const crds = [];
  for (const { group, kind } of options.kinds ?? gen.kubeKinds()) {
    const c = gen.crdFor(group, kind);
    if (c) crds.push(c);
  }
  const { errors, warnings } = gen.diagnostics();
  const strip = (d: GoDiagnostic): GoDiagnostic => {
    const { warning: _w, ...rest } = d;
    return rest;
  };
  // warnings are about what the user can change: none about provided packages (k8s.io/api's own
  // `+required` fields with omitempty, say), which the app and the CLI would otherwise show on every run
  const ownFiles = new Set<string>();
  for (const p of packages.values()) if (!outside.includes(p)) for (const f of p.files) ownFiles.add(f.path);
  const own = (d: GoDiagnostic) => ownFiles.has(d.file);
  return {
    crds,
    errors: [...early.filter((d) => !d.warning).map(strip), ...errors],
    warnings: [...early.filter((d) => d.warning).map(strip), ...warnings].filter(own),
  };
}
