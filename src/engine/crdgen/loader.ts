// The packages the generator reads and the part of go/types it needs (controller-tools pkg/loader and
// the type checker's answers): packages by import path, their named types and aliases, qualified
// names through each file's imports, underlying types, method sets (MarshalJSON / MarshalText,
// promoted through embedded fields), typed string constants, and TypeInfo/FieldInfo as
// pkg/markers EachType builds them (name, doc, tag, markers, raw node).

import type { Field, GoFile, Range, TypeExpr, TypeSpec, GenDecl, ValueSpec } from '../gosource/ast';
import { extractDoc } from './desc';
import type { MarkerValues } from './markervalues';
import type { GoRange } from './props';

export interface FieldInfo {
  name: string;
  doc: string;
  /** The struct tag's value (unquoted), '' when there is none. */
  tag: string;
  hasTag: boolean;
  markers: MarkerValues;
  raw: Field;
  range: GoRange;
}

export interface TypeInfo {
  name: string;
  doc: string;
  /** Where the doc comment is. */
  docRange?: GoRange;
  markers: MarkerValues;
  fields: FieldInfo[];
  spec: TypeSpec;
  decl: GenDecl;
  file: GoFile;
  pkg: Package;
  range: GoRange;
}

export interface ConstInfo {
  name: string;
  typeName?: string;
  /** The literal value when the initializer is one string literal. */
  value?: string;
  isString: boolean;
}

export interface Package {
  importPath: string;
  name: string;
  files: GoFile[];
  types: Map<string, TypeInfo>;
  /** Method names by receiver base type. */
  methods: Map<string, Set<string>>;
  consts: ConstInfo[];
  markers: MarkerValues;
  /** Whether the input's own module holds it (CRDs come from these). */
  root: boolean;
}

/** What the marker collector gives for one package. */
export interface CollectedMarkers {
  packageMarkers: MarkerValues;
  typeMarkers: Map<TypeSpec, MarkerValues>;
  fieldMarkers: Map<Field, MarkerValues>;
}

export function goRange(file: GoFile, r: Range): GoRange {
  return { file: file.path, line: r.start.line, column: r.start.column, endLine: r.end.line, endColumn: r.end.column };
}

/** reflect.StructTag.Lookup. */
export function lookupTag(tag: string, key: string): string | undefined {
  let t = tag;
  while (t !== '') {
    let i = 0;
    while (i < t.length && t[i] === ' ') i++;
    t = t.slice(i);
    if (t === '') break;
    i = 0;
    while (i < t.length && t.charCodeAt(i) > 0x20 && t[i] !== ':' && t[i] !== '"' && t.charCodeAt(i) !== 0x7f) i++;
    if (i === 0 || i + 1 >= t.length || t[i] !== ':' || t[i + 1] !== '"') break;
    const name = t.slice(0, i);
    t = t.slice(i + 1);
    i = 1;
    while (i < t.length && t[i] !== '"') {
      if (t[i] === '\\') i++;
      i++;
    }
    if (i >= t.length) break;
    const qvalue = t.slice(0, i + 1);
    t = t.slice(i + 1);
    if (key === name) {
      try {
        return JSON.parse(qvalue) as string;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function buildPackage(importPath: string, files: GoFile[], collected: CollectedMarkers, root: boolean): Package {
  const pkg: Package = {
    importPath,
    name: files[0]?.packageName ?? importPath.split('/').pop() ?? '',
    files,
    types: new Map(),
    methods: new Map(),
    consts: [],
    markers: collected.packageMarkers,
    root,
  };
  for (const file of files) {
    for (const decl of file.decls) {
      if (decl.kind === 'func') {
        if (decl.recv) {
          let set = pkg.methods.get(decl.recv.typeName);
          if (!set) pkg.methods.set(decl.recv.typeName, (set = new Set()));
          set.add(decl.name);
        }
        continue;
      }
      if (decl.tok === 'type') {
        for (const spec of decl.specs) {
          if (spec.kind !== 'type') continue;
          pkg.types.set(spec.name, typeInfoOf(pkg, file, decl, spec, collected));
        }
      } else if (decl.tok === 'const') {
        for (const spec of decl.specs) if (spec.kind === 'value') addConsts(pkg, spec);
      }
    }
  }
  return pkg;
}

function addConsts(pkg: Package, spec: ValueSpec): void {
  const typeName = spec.type?.kind === 'ident' ? spec.type.name : undefined;
  spec.names.forEach((name, i) => {
    const v = spec.values[i];
    const isString = v !== undefined && /^["`]/.test(v.text.trim());
    pkg.consts.push({ name, typeName, value: isString && typeof v.value === 'string' ? v.value : undefined, isString });
  });
}

function typeInfoOf(pkg: Package, file: GoFile, decl: GenDecl, spec: TypeSpec, collected: CollectedMarkers): TypeInfo {
  const fields: FieldInfo[] = [];
  if (spec.type.kind === 'struct') {
    for (const f of spec.type.fields) {
      const base = {
        doc: extractDoc(f.doc),
        tag: f.tag?.value ?? '',
        hasTag: f.tag !== undefined,
        markers: collected.fieldMarkers.get(f) ?? new Map(),
        raw: f,
      };
      if (f.names.length === 0) fields.push({ name: '', ...base, range: goRange(file, f.range) });
      f.names.forEach((n, i) => fields.push({ name: n, ...base, range: goRange(file, f.nameRanges[i] ?? f.range) }));
    }
  }
  // go/ast: a lone type spec without parentheses takes the declaration's doc
  const doc = spec.doc ?? (decl.lparen === undefined ? decl.doc : undefined);
  return {
    name: spec.name,
    doc: extractDoc(doc),
    docRange: doc ? goRange(file, doc.range) : undefined,
    markers: collected.typeMarkers.get(spec) ?? new Map(),
    fields,
    spec,
    decl,
    file,
    pkg,
    range: goRange(file, spec.nameRange),
  };
}

// ---- the type checker's part ----

export type Basic =
  'bool' | 'string' | 'int' | 'int8' | 'int16' | 'int32' | 'int64' | 'uint' | 'uint8' | 'uint16' | 'uint32' | 'uint64' | 'uintptr' | 'float32' | 'float64' | 'complex64' | 'complex128';

const BASIC = new Map<string, Basic>([
  ['bool', 'bool'],
  ['string', 'string'],
  ['int', 'int'],
  ['int8', 'int8'],
  ['int16', 'int16'],
  ['int32', 'int32'],
  ['rune', 'int32'],
  ['int64', 'int64'],
  ['uint', 'uint'],
  ['uint8', 'uint8'],
  ['byte', 'uint8'],
  ['uint16', 'uint16'],
  ['uint32', 'uint32'],
  ['uint64', 'uint64'],
  ['uintptr', 'uintptr'],
  ['float32', 'float32'],
  ['float64', 'float64'],
  ['complex64', 'complex64'],
  ['complex128', 'complex128'],
]);

/** What an identifier or qualified name denotes. */
export type Resolved =
  | { kind: 'basic'; basic: Basic; name: string }
  | { kind: 'interface'; name: string }
  | { kind: 'named'; pkg: Package; info: TypeInfo }
  /** A type of a package we know by name only (known types without source, stdlib). */
  | { kind: 'opaque'; pkgPath: string; name: string }
  | { kind: 'invalid'; reason: 'unknown' | 'import'; name: string; pkgPath?: string };

export interface Universe {
  packages: Map<string, Package>;
  /** Import paths known without source (their types are resolved by name: known types, stdlib). */
  opaque(pkgPath: string): boolean;
}

export class TypeResolver {
  constructor(private readonly u: Universe) {}

  packageOf(path: string): Package | undefined {
    return this.u.packages.get(path);
  }

  resolveIdent(pkg: Package, file: GoFile, name: string): Resolved {
    const local = pkg.types.get(name);
    if (local) return { kind: 'named', pkg, info: local };
    const b = BASIC.get(name);
    if (b) return { kind: 'basic', basic: b, name };
    if (name === 'any' || name === 'error') return { kind: 'interface', name };
    for (const imp of file.imports) {
      if (imp.name !== '.') continue;
      const p = this.u.packages.get(imp.path);
      const t = p?.types.get(name);
      if (p && t) return { kind: 'named', pkg: p, info: t };
    }
    return { kind: 'invalid', reason: 'unknown', name };
  }

  resolveSelector(file: GoFile, local: string, name: string): Resolved {
    const path = this.localImport(file, local);
    if (path === undefined) return { kind: 'invalid', reason: 'unknown', name: `${local}.${name}` };
    const p = this.u.packages.get(path);
    if (p) {
      const t = p.types.get(name);
      if (t) return { kind: 'named', pkg: p, info: t };
      if (this.u.opaque(path)) return { kind: 'opaque', pkgPath: path, name };
      return { kind: 'invalid', reason: 'unknown', name: `${local}.${name}`, pkgPath: path };
    }
    if (this.u.opaque(path)) return { kind: 'opaque', pkgPath: path, name };
    return { kind: 'invalid', reason: 'import', name: `${local}.${name}`, pkgPath: path };
  }

  /** The import path of a file's local package name (an unnamed import is known by its package clause). */
  localImport(file: GoFile, local: string): string | undefined {
    for (const imp of file.imports) {
      if (imp.name === '_' || imp.name === '.') continue;
      if (imp.name !== undefined) {
        if (imp.name === local) return imp.path;
        continue;
      }
      const p = this.u.packages.get(imp.path);
      const pkgName = p?.name ?? guessPackageName(imp.path);
      if (pkgName === local) return imp.path;
    }
    return undefined;
  }

  /** The type a type expression denotes, for named ones (ident / selector / parenthesized). */
  resolveExpr(pkg: Package, file: GoFile, t: TypeExpr): Resolved | undefined {
    switch (t.kind) {
      case 'ident':
        return this.resolveIdent(pkg, file, t.name);
      case 'selector':
        return this.resolveSelector(file, t.pkg, t.name);
      case 'paren':
        return this.resolveExpr(pkg, file, t.elem);
      default:
        return undefined;
    }
  }

  /** Follows aliases to what they denote (types.Alias.Rhs, repeatedly): a named type's own entry, or the alias's type expression. */
  unalias(r: Resolved): { resolved: Resolved } | { expr: TypeExpr; pkg: Package; file: GoFile } {
    let cur = r;
    for (let i = 0; i < 100; i++) {
      if (cur.kind !== 'named' || !cur.info.spec.alias) return { resolved: cur };
      const rhs = cur.info.spec.type;
      const next = this.resolveExpr(cur.pkg, cur.info.file, rhs);
      if (!next) return { expr: rhs, pkg: cur.pkg, file: cur.info.file };
      cur = next;
    }
    return { resolved: cur };
  }

  /** The underlying type of a named type: a basic kind, or the type expression (struct, map, ...) that defines it. */
  underlying(r: Resolved): { basic: Basic } | { expr: TypeExpr; pkg: Package; file: GoFile } | { interface: true } | undefined {
    let cur: Resolved = r;
    for (let i = 0; i < 100; i++) {
      if (cur.kind === 'basic') return { basic: cur.basic };
      if (cur.kind === 'interface') return { interface: true };
      if (cur.kind !== 'named') return undefined;
      const t = cur.info.spec.type;
      const next = this.resolveExpr(cur.pkg, cur.info.file, t);
      if (!next) {
        if (t.kind === 'interface') return { interface: true };
        return { expr: t, pkg: cur.pkg, file: cur.info.file };
      }
      cur = next;
    }
    return undefined;
  }

  /** Whether the type (or its pointer) has method `method` (declared, or promoted through embedded fields). */
  hasMethod(r: Resolved, method: string, depth = 0): boolean {
    if (depth > 8 || r.kind !== 'named') return false;
    const info = r.info;
    if (info.spec.alias) {
      const u = this.unalias(r);
      return 'resolved' in u && u.resolved !== r ? this.hasMethod(u.resolved, method, depth + 1) : false;
    }
    if (r.pkg.methods.get(info.name)?.has(method)) return true;
    if (info.spec.type.kind !== 'struct') return false;
    for (const f of info.spec.type.fields) {
      if (f.names.length > 0) continue;
      let t = f.type;
      if (t.kind === 'pointer') t = t.elem;
      const e = this.resolveExpr(r.pkg, info.file, t);
      if (e && this.hasMethod(e, method, depth + 1)) return true;
    }
    return false;
  }
}

/** The package name an import path most likely declares (its last element without a `go-`/`.go` decoration, a major version suffix skipped). */
export function guessPackageName(path: string): string {
  const parts = path.split('/');
  let last = parts[parts.length - 1] ?? path;
  if (/^v[0-9]+$/.test(last) && parts.length > 1 && !path.startsWith('k8s.io/api/') && !path.includes('/apis/')) last = parts[parts.length - 2]!;
  return last
    .replace(/^go-/, '')
    .replace(/\.go$/, '')
    .replace(/[^A-Za-z0-9_]/g, '_');
}
