// What Go-types generation needs of one k8s.io/api or k8s.io/apimachinery source file, found with
// the project's own Go reader (src/engine/gosource) and written out again as Go source: the package
// clause, the imports still used, type declarations with their doc comments, markers and the comment
// groups just above them, struct tags reduced to `json:"..."`, const blocks of named types whose
// values are string literals (enums), and the signatures of the methods controller-gen looks for
// (MarshalJSON, UnmarshalJSON, MarshalText, UnmarshalText). Everything else (function bodies, vars,
// protobuf and patch tags) is left out.
import { getTag, lookupTag, parseGoFile } from '../src/engine/gosource/index';
import type { Decl, Field, GenDecl, GoFile, TypeExpr, ValueSpec } from '../src/engine/gosource/index';

/** Methods whose presence changes a type's schema in controller-gen (pkg/crd/schema.go `implements`). */
export const KEPT_METHODS = new Set(['MarshalJSON', 'UnmarshalJSON', 'MarshalText', 'UnmarshalText']);

const BUILD_TAGS_TRUE = /^(linux|amd64|unix|gc|go1\.\d+)$/;

/** Evaluates a `//go:build` expression with the default build (linux/amd64, no custom tags). */
export function buildConstraintHolds(expr: string): boolean {
  const toks = expr.match(/!|&&|\|\||\(|\)|[A-Za-z0-9_.]+/g) ?? [];
  let i = 0;
  const or = (): boolean => {
    let v = and();
    while (toks[i] === '||') {
      i++;
      const r = and();
      v = v || r;
    }
    return v;
  };
  const and = (): boolean => {
    let v = not();
    while (toks[i] === '&&') {
      i++;
      const r = not();
      v = v && r;
    }
    return v;
  };
  const not = (): boolean => {
    if (toks[i] === '!') {
      i++;
      return !not();
    }
    if (toks[i] === '(') {
      i++;
      const v = or();
      i++;
      return v;
    }
    return BUILD_TAGS_TRUE.test(toks[i++] ?? '');
  };
  return or();
}

function fileBuildConstraint(f: GoFile): string | undefined {
  for (const g of f.comments) {
    if (g.range.start.offset >= f.packageRange.start.offset) break;
    for (const c of g.list) if (c.text.startsWith('//go:build ')) return c.text.slice('//go:build '.length);
  }
  return undefined;
}

/** The tag literal reduced to its json key (undefined: drop the tag). */
function jsonOnlyTag(value: string): string | undefined {
  const [json, ok] = lookupTag(value, 'json');
  if (!ok) return undefined;
  return '`json:' + JSON.stringify(json) + '`';
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

function collectTagEdits(t: TypeExpr, edits: Edit[]): void {
  switch (t.kind) {
    case 'struct':
      for (const f of t.fields) fieldTagEdits(f, edits);
      break;
    case 'pointer':
    case 'slice':
    case 'array':
    case 'chan':
    case 'paren':
      collectTagEdits(t.elem, edits);
      break;
    case 'map':
      collectTagEdits(t.key, edits);
      collectTagEdits(t.value, edits);
      break;
  }
}

function fieldTagEdits(f: Field, edits: Edit[]): void {
  collectTagEdits(f.type, edits);
  if (!f.tag) return;
  const tag = jsonOnlyTag(f.tag.value);
  if (tag === f.tag.raw) return;
  // drop the space before a removed tag as well
  edits.push({ start: f.tag.range.start.offset, end: f.tag.range.end.offset, text: tag ?? '' });
}

function applyEdits(src: string, start: number, end: number, edits: Edit[]): string {
  let out = '';
  let at = start;
  for (const e of edits.sort((a, b) => a.start - b.start)) {
    if (e.start < start || e.end > end) continue;
    out += src.slice(at, e.start);
    if (e.text === '') out = out.replace(/[ \t]+$/, '');
    out += e.text;
    at = e.end;
  }
  return out + src.slice(at, end);
}

const BUILTIN = new Set([
  'bool',
  'byte',
  'complex64',
  'complex128',
  'error',
  'float32',
  'float64',
  'int',
  'int8',
  'int16',
  'int32',
  'int64',
  'rune',
  'string',
  'uint',
  'uint8',
  'uint16',
  'uint32',
  'uint64',
  'uintptr',
  'any',
]);

/** A const spec of a named (non-builtin) type whose values are string literals: one enum value. */
function isEnumSpec(s: ValueSpec): boolean {
  return (
    s.type !== undefined &&
    (s.type.kind === 'selector' || (s.type.kind === 'ident' && !BUILTIN.has(s.type.name))) &&
    s.values.length === s.names.length &&
    s.values.every((v) => typeof v.value === 'string')
  );
}

export interface ExtractResult {
  /** The reduced Go source, or undefined when nothing of the file is kept. */
  text?: string;
  /** Why the file was left out (build constraint) or what went wrong reading it. */
  note?: string;
  types: string[];
}

/** Extracts the declarations generation needs from one Go file (see the header). */
export function extractGoFile(path: string, src: string): ExtractResult {
  const f = parseGoFile(path, src);
  const constraint = fileBuildConstraint(f);
  if (constraint !== undefined && !buildConstraintHolds(constraint)) {
    return { note: `left out (build constraint ${constraint})`, types: [] };
  }
  if (f.errors.length > 0) {
    const e = f.errors[0];
    return { note: `${path}:${e.pos.line}:${e.pos.column}: ${e.message}`, types: [] };
  }
  const pieces: string[] = [];
  const types: string[] = [];
  // the comment groups that float between declarations belong to the next one (controller-tools
  // reads markers from the closest group above a declaration even past a blank line)
  let prevEnd = f.packageRange.end.offset;
  let prevLine = f.packageRange.end.line;
  const groupIndex = { i: 0 };
  const leadingStart = (d: Decl): number => {
    const start = d.doc ? d.doc.range.start.offset : d.range.start.offset;
    let from = start;
    const cs = f.comments;
    while (groupIndex.i < cs.length && cs[groupIndex.i].range.start.offset < start) {
      const g = cs[groupIndex.i++];
      if (g.range.start.offset >= prevEnd && g.range.start.line > prevLine && g.range.start.offset < from) {
        from = g.range.start.offset;
      }
    }
    return from;
  };
  for (const d of f.decls) {
    const from = leadingStart(d);
    const piece = declPiece(src, d, from, types);
    if (piece) pieces.push(piece);
    prevEnd = d.range.end.offset;
    prevLine = d.range.end.line;
    // skip comment groups inside this declaration
    while (groupIndex.i < f.comments.length && f.comments[groupIndex.i].range.start.offset < prevEnd) groupIndex.i++;
  }
  if (pieces.length === 0) return { types };
  const body = pieces.join('\n\n');
  const imports: string[] = [];
  for (const imp of f.imports) {
    if (imp.name === '_' || imp.name === '.') continue;
    const local = imp.name ?? imp.path.slice(imp.path.lastIndexOf('/') + 1);
    if (new RegExp(`(^|[^A-Za-z0-9_.])${local}\\.`).test(body)) {
      imports.push(imp.name ? `\t${imp.name} ${JSON.stringify(imp.path)}` : `\t${JSON.stringify(imp.path)}`);
    }
  }
  const head = `package ${f.packageName}\n` + (imports.length > 0 ? `\nimport (\n${imports.join('\n')}\n)\n` : '');
  return { text: `${head}\n${body}\n`, types };
}

function declPiece(src: string, d: Decl, from: number, types: string[]): string | undefined {
  if (d.kind === 'func') {
    if (!d.recv || !KEPT_METHODS.has(d.name)) return undefined;
    const r = d.recv;
    return `func (${r.name ? r.name + ' ' : ''}${r.pointer ? '*' : ''}${r.typeName}) ${d.name}${d.signature}`;
  }
  if (d.tok === 'type') {
    const edits: Edit[] = [];
    for (const s of d.specs) {
      if (s.kind !== 'type') continue;
      types.push(s.name);
      collectTagEdits(s.type, edits);
    }
    return applyEdits(src, from, d.range.end.offset, edits);
  }
  if (d.tok === 'const') return constPiece(src, d, from);
  return undefined;
}

function constPiece(src: string, d: GenDecl, from: number): string | undefined {
  const specs = d.specs.filter((s): s is ValueSpec => s.kind === 'value' && !s.implicit && isEnumSpec(s));
  if (specs.length === 0) return undefined;
  const lead = src.slice(from, d.range.start.offset);
  if (!d.lparen) return src.slice(from, d.range.end.offset) + lineCommentAfter(src, specs[0]);
  const lines = specs.map((s) => {
    const start = s.doc ? s.doc.range.start.offset : s.range.start.offset;
    const lineStart = src.lastIndexOf('\n', start) + 1;
    return src.slice(lineStart, s.range.end.offset) + lineCommentAfter(src, s);
  });
  return `${lead}const (\n${lines.join('\n')}\n)`;
}

function lineCommentAfter(src: string, s: ValueSpec): string {
  if (!s.comment) return '';
  return src.slice(s.range.end.offset, s.comment.range.end.offset);
}

/** The json name of a field tag (for checks). */
export function jsonName(tag: string): string {
  return getTag(tag, 'json').split(',')[0];
}
