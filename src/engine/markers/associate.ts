// controller-tools pkg/markers collect.go (associateFileMarkers, markerSubVisitor): which `// +`
// comments belong to the package, to each type spec and to each struct field. A node gets the
// markers of its doc comment and of the closest comment group above it that is not its doc;
// anything else before a top-level declaration is package-level; a type's non-godoc markers that
// are package markers (and not type markers) move to the package.
//
// The traversal below visits what go/ast.Walk visits, in its order (doc and end-of-line comment
// groups and their comments included: leaving a node skips the comments before its end), with
// each node's Pos() and End(). Function bodies and initializer expressions are leaves here: their
// comments are skipped all the same (a `var` inside a body cannot hand the group above it to the
// package either: its DeclStmt, visited first, takes that group as its own closest one).
import type { CommentGroup, Field, GenDecl, GoFile, Range, Spec, TypeExpr, TypeSpec } from '../gosource/ast';
import { isMarkerComment, rawMarker } from './comment';
import type { MarkerRegistry } from './reg';
import type { RawMarker } from './types';

export interface FileMarkers {
  /** The file's package-level markers (nodeMarkers[file]). */
  pkg: RawMarker[];
  types: Map<TypeSpec, RawMarker[]>;
  fields: Map<Field, RawMarker[]>;
}

interface State {
  file: GoFile;
  all: CommentGroup[];
  commentInd: number;
  declComments: RawMarker[];
  lastLineCommentGroup: CommentGroup | undefined;
  pkgMarkers: RawMarker[];
  types: Map<TypeSpec, RawMarker[]>;
  fields: Map<Field, RawMarker[]>;
}

type Kind = 'File' | 'GenDecl' | 'TypeSpec' | 'Field' | 'Other';

/** markersBetween: the marker comments of groups [start, end). */
function markersBetween(st: State, fromGodoc: boolean, start: number, end: number): RawMarker[] {
  if (start < 0 || end < 0 || start >= end) return [];
  const res: RawMarker[] = [];
  for (let i = start; i < end; i++) {
    for (const c of st.all[i].list) if (isMarkerComment(c.text)) res.push(rawMarker(c, st.file.path, fromGodoc));
  }
  return res;
}

function append<K>(m: Map<K, RawMarker[]>, k: K, list: RawMarker[]): void {
  const cur = m.get(k);
  if (cur) cur.push(...list);
  else m.set(k, list);
}

/** markerSubVisitor.Visit(nil) of a node's visitor (not collecting package-level markers): past its end. */
function leave(st: State, end: number): void {
  if (st.commentInd >= st.all.length) return;
  let last = st.commentInd;
  while (st.all[last].range.start.offset < end) {
    last++;
    if (last >= st.all.length) break;
  }
  st.commentInd = last;
}

interface NodeInfo {
  kind: Kind;
  pos: number;
  doc?: CommentGroup | undefined;
  comment?: CommentGroup | undefined;
  decl?: GenDecl;
  spec?: TypeSpec;
  field?: Field;
}

/** markerSubVisitor.Visit(node); `collect` is the visiting visitor's collectPackageLevel. */
function visit(st: State, collect: boolean, n: NodeInfo): void {
  if (st.lastLineCommentGroup && st.commentInd < st.all.length && st.lastLineCommentGroup.range.start.offset === st.all[st.commentInd].range.start.offset) {
    st.commentInd++;
  }

  let markerCommentBlock: RawMarker[] = [];
  let docCommentBlock: RawMarker[] = [];
  let lastCommentInd = st.commentInd;
  if (st.commentInd < st.all.length) {
    while (st.all[lastCommentInd].range.start.offset < n.pos) {
      lastCommentInd++;
      if (lastCommentInd >= st.all.length) break;
    }
    lastCommentInd--; // the last group before the node

    st.lastLineCommentGroup = n.comment;
    let markerCommentInd = lastCommentInd;
    if (n.doc && markerCommentInd >= 0 && st.all[markerCommentInd].range.start.offset === n.doc.range.start.offset) markerCommentInd--;

    if (markerCommentInd >= st.commentInd) {
      if (collect) st.pkgMarkers.push(...markersBetween(st, false, st.commentInd, markerCommentInd));
      markerCommentBlock = markersBetween(st, false, markerCommentInd, markerCommentInd + 1);
    }
    docCommentBlock = markersBetween(st, true, markerCommentInd + 1, lastCommentInd + 1);
  }

  switch (n.kind) {
    case 'GenDecl':
      if (n.decl!.lparen || n.decl!.tok !== 'type') st.pkgMarkers.push(...markerCommentBlock);
      else st.declComments.push(...markerCommentBlock, ...docCommentBlock);
      break;
    case 'TypeSpec':
      append(st.types, n.spec!, [...st.declComments, ...markerCommentBlock, ...docCommentBlock]);
      st.declComments = [];
      break;
    case 'Field':
      append(st.fields, n.field!, [...markerCommentBlock, ...docCommentBlock]);
      break;
    case 'File':
      st.pkgMarkers.push(...markerCommentBlock, ...docCommentBlock);
      break;
    default:
      if (collect) st.pkgMarkers.push(...markerCommentBlock);
  }
  st.commentInd = lastCommentInd + 1;
}

const OTHER = (pos: number): NodeInfo => ({ kind: 'Other', pos });

/** A leaf node (no children): visited, then left. */
function leaf(st: State, collect: boolean, r: Range): void {
  visit(st, collect, OTHER(r.start.offset));
  leave(st, r.end.offset);
}

/** A comment group and its comments. */
function group(st: State, collect: boolean, g: CommentGroup | undefined): void {
  if (!g) return;
  visit(st, collect, OTHER(g.range.start.offset));
  for (const c of g.list) leaf(st, false, c.range);
  leave(st, g.range.end.offset);
}

function typeExpr(st: State, t: TypeExpr): void {
  visit(st, false, OTHER(t.range.start.offset));
  switch (t.kind) {
    case 'pointer':
    case 'slice':
    case 'array':
    case 'chan':
    case 'paren':
      typeExpr(st, t.elem);
      break;
    case 'map':
      typeExpr(st, t.key);
      typeExpr(st, t.value);
      break;
    case 'struct':
      // the FieldList (it spans the braces)
      visit(st, false, OTHER(t.range.start.offset));
      for (const f of t.fields) field(st, f);
      leave(st, t.range.end.offset);
      break;
    default:
      break;
  }
  leave(st, t.range.end.offset);
}

function field(st: State, f: Field): void {
  visit(st, false, { kind: 'Field', pos: f.range.start.offset, doc: f.doc, comment: f.comment, field: f });
  group(st, false, f.doc);
  for (const r of f.nameRanges) leaf(st, false, r);
  typeExpr(st, f.type);
  if (f.tag) leaf(st, false, f.tag.range);
  group(st, false, f.comment);
  leave(st, f.range.end.offset);
}

function spec(st: State, s: Spec): void {
  const pos = s.range.start.offset;
  if (s.kind === 'type') {
    visit(st, false, { kind: 'TypeSpec', pos, doc: s.doc, comment: s.comment, spec: s });
    group(st, false, s.doc);
    leaf(st, false, s.nameRange);
    typeExpr(st, s.type);
  } else if (s.kind === 'value') {
    visit(st, false, { kind: 'Other', pos, doc: s.doc, comment: s.comment });
    group(st, false, s.doc);
    for (const r of s.nameRanges) leaf(st, false, r);
    if (!s.implicit) {
      if (s.type) typeExpr(st, s.type);
      for (const v of s.values) leaf(st, false, v.range);
    }
  } else {
    visit(st, false, { kind: 'Other', pos, doc: s.doc, comment: s.comment });
    group(st, false, s.doc);
    if (s.nameRange) leaf(st, false, s.nameRange);
    leaf(st, false, s.pathRange);
  }
  group(st, false, s.comment);
  leave(st, s.range.end.offset);
}

/**
 * associateFileMarkers: the raw markers of one file by node. `registry` decides which of a type's
 * non-godoc markers are package markers instead.
 */
export function associateFileMarkers(file: GoFile, registry: MarkerRegistry): FileMarkers {
  const st: State = {
    file,
    all: file.comments,
    commentInd: 0,
    declComments: [],
    lastLineCommentGroup: undefined,
    pkgMarkers: [],
    types: new Map(),
    fields: new Map(),
  };
  // the File node (its Pos is the `package` clause; the name stands in for the keyword)
  visit(st, true, { kind: 'File', pos: file.packageRange.start.offset, doc: file.doc });
  // its children, visited by a visitor that collects package-level markers
  group(st, true, file.doc);
  leaf(st, true, file.packageRange);
  for (const d of file.decls) {
    const pos = d.range.start.offset;
    if (d.kind === 'func') {
      visit(st, true, { kind: 'Other', pos, doc: d.doc });
      group(st, false, d.doc);
      leaf(st, false, d.range);
      leave(st, d.range.end.offset);
      continue;
    }
    visit(st, true, { kind: 'GenDecl', pos, doc: d.doc, decl: d });
    group(st, false, d.doc);
    for (const s of d.specs) spec(st, s);
    leave(st, d.lparen ? d.range.end.offset : (d.specs[0]?.range.end.offset ?? d.range.end.offset));
  }
  // package-level markers after the last node
  st.pkgMarkers.push(...markersBetween(st, false, st.commentInd, st.all.length));

  // a type's markers from the closest non-godoc group may be package markers
  for (const [s, markers] of st.types) {
    const keep: RawMarker[] = [];
    for (const m of markers) {
      if (m.fromGodoc || registry.lookup(m.text, 'type') || !registry.lookup(m.text, 'package')) keep.push(m);
      else st.pkgMarkers.push(m);
    }
    st.types.set(s, keep);
  }
  return { pkg: st.pkgMarkers, types: st.types, fields: st.fields };
}
