// controller-tools pkg/markers collect.go (associateFileMarkers, markerSubVisitor): which `// +` comments belong to the package, to each
// type spec and to each struct field. A node gets the markers of its doc comment and of the closest
// comment group above it that is not its doc; anything else before a top-level declaration is
// package-level; a type's non-godoc markers that are package markers (and not type markers) move
// to the package. The walk below follows go/ast.Walk node by node, as markerSubVisitor does.
import type { CommentGroup, Field, GoFile, TypeSpec } from '../gosource/ast';
import { isMarkerComment, rawMarker } from './comment';
import type { MarkerRegistry } from './reg';
import type { RawMarker } from './types';
import { fileNode, type WalkNode } from './walk';

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

interface SubVisitor {
  st: State;
  node?: WalkNode;
  collectPackageLevel: boolean;
}

/** markersBetween: the marker comments of groups [start, end). */
function markersBetween(st: State, fromGodoc: boolean, start: number, end: number): RawMarker[] {
  if (start < 0 || end < 0) return [];
  const res: RawMarker[] = [];
  for (let i = start; i < end; i++) {
    for (const c of st.all[i].list) if (isMarkerComment(c.text)) res.push(rawMarker(c, st.file.path, fromGodoc));
  }
  return res;
}

function append<K>(m: Map<K, RawMarker[]>, k: K, list: RawMarker[]): void {
  const cur = m.get(k);
  if (cur) cur.push(...list);
  else m.set(k, [...list]);
}

/** markerSubVisitor.Visit(nil): past the node's end, unless collecting package-level markers. */
function leave(v: SubVisitor): void {
  const st = v.st;
  if (v.collectPackageLevel || !v.node) return;
  if (st.commentInd < st.all.length) {
    let last = st.commentInd;
    let next = st.all[last];
    while (next.range.start.offset < v.node.end) {
      last++;
      if (last >= st.all.length) break;
      next = st.all[last];
    }
    st.commentInd = last;
  }
}

/** markerSubVisitor.Visit(node). */
function visit(v: SubVisitor, node: WalkNode): SubVisitor {
  const st = v.st;
  // skip the previous node's end-of-line comment
  if (st.lastLineCommentGroup && st.commentInd < st.all.length && st.lastLineCommentGroup.range.start.offset === st.all[st.commentInd].range.start.offset) {
    st.commentInd++;
  }

  let markerCommentBlock: RawMarker[] = [];
  let docCommentBlock: RawMarker[] = [];
  let lastCommentInd = st.commentInd;
  if (st.commentInd < st.all.length) {
    let next = st.all[lastCommentInd];
    while (next.range.start.offset < node.pos) {
      lastCommentInd++;
      if (lastCommentInd >= st.all.length) break;
      next = st.all[lastCommentInd];
    }
    lastCommentInd--; // the last group before the node

    const docGroup = node.doc;
    st.lastLineCommentGroup = node.comment;

    let markerCommentInd = lastCommentInd;
    if (docGroup && markerCommentInd >= 0 && st.all[markerCommentInd].range.start.offset === docGroup.range.start.offset) markerCommentInd--;

    if (markerCommentInd >= st.commentInd) {
      if (v.collectPackageLevel) st.pkgMarkers.push(...markersBetween(st, false, st.commentInd, markerCommentInd));
      markerCommentBlock = markersBetween(st, false, markerCommentInd, markerCommentInd + 1);
      docCommentBlock = markersBetween(st, true, markerCommentInd + 1, lastCommentInd + 1);
    } else {
      docCommentBlock = markersBetween(st, true, markerCommentInd + 1, lastCommentInd + 1);
    }
  }

  const res: SubVisitor = { st, node, collectPackageLevel: false };
  switch (node.kind) {
    case 'GenDecl':
      if (node.lparen || node.tok !== 'type') {
        st.pkgMarkers.push(...markerCommentBlock);
        break;
      }
      st.declComments.push(...markerCommentBlock, ...docCommentBlock);
      break;
    case 'TypeSpec':
      append(st.types, node.spec!, [...st.declComments, ...markerCommentBlock, ...docCommentBlock]);
      st.declComments = [];
      break;
    case 'Field':
      append(st.fields, node.field!, [...markerCommentBlock, ...docCommentBlock]);
      break;
    case 'File':
      st.pkgMarkers.push(...markerCommentBlock, ...docCommentBlock);
      res.collectPackageLevel = true;
      break;
    default:
      if (v.collectPackageLevel) st.pkgMarkers.push(...markerCommentBlock);
  }

  st.commentInd = lastCommentInd + 1;
  return res;
}

function walk(v: SubVisitor, node: WalkNode): void {
  const w = visit(v, node);
  for (const child of node.children()) walk(w, child);
  leave(w);
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
  walk({ st, collectPackageLevel: true }, fileNode(file, file.packageRange.start.offset));
  // package-level markers after the last node
  st.pkgMarkers.push(...markersBetween(st, false, st.commentInd, st.all.length));

  // a type's markers from the closest non-godoc group may be package markers
  for (const [spec, markers] of st.types) {
    const keep: RawMarker[] = [];
    for (const m of markers) {
      if (m.fromGodoc || registry.lookup(m.text, 'type') || !registry.lookup(m.text, 'package')) keep.push(m);
      else st.pkgMarkers.push(m);
    }
    st.types.set(spec, keep);
  }
  return { pkg: st.pkgMarkers, types: st.types, fields: st.fields };
}
