// The nodes go/ast.Walk visits, in its order, for the declarations gosource reads: what the
// marker collector (collect.go's markerSubVisitor) needs of each is its kind, Pos(), End(), doc
// comment and end-of-line comment. Expressions inside a field or value are leaves or follow their
// element types (struct types nested in them hold fields with markers of their own).
import type { CommentGroup, Field, GoFile, Range, TypeExpr, TypeSpec } from '../gosource/ast';

export type WalkKind = 'File' | 'GenDecl' | 'FuncDecl' | 'TypeSpec' | 'ValueSpec' | 'ImportSpec' | 'Field' | 'CommentGroup' | 'Comment' | 'Expr';

export interface WalkNode {
  kind: WalkKind;
  /** go/ast Pos() and End() as offsets. */
  pos: number;
  end: number;
  /** associatedCommentsFor: the doc group (File, FuncDecl, GenDecl, ImportSpec, TypeSpec, ValueSpec, Field). */
  doc?: CommentGroup;
  /** associatedCommentsFor: the end-of-line group (Field, ImportSpec, TypeSpec, ValueSpec). */
  comment?: CommentGroup;
  /** GenDecl: has `(` */
  lparen?: boolean;
  /** GenDecl: its keyword */
  tok?: string;
  spec?: TypeSpec;
  field?: Field;
  children: () => WalkNode[];
}

const none = (): WalkNode[] => [];

function leaf(r: Range): WalkNode {
  return { kind: 'Expr', pos: r.start.offset, end: r.end.offset, children: none };
}

function groupNode(g: CommentGroup): WalkNode {
  return {
    kind: 'CommentGroup',
    pos: g.range.start.offset,
    end: g.range.end.offset,
    children: () => g.list.map((c) => ({ kind: 'Comment', pos: c.range.start.offset, end: c.range.end.offset, children: none })),
  };
}

function typeNode(t: TypeExpr): WalkNode {
  const node = leaf(t.range);
  switch (t.kind) {
    case 'pointer':
    case 'slice':
    case 'chan':
    case 'paren':
      node.children = () => [typeNode(t.elem)];
      break;
    case 'array':
      node.children = () => [typeNode(t.elem)];
      break;
    case 'map':
      node.children = () => [typeNode(t.key), typeNode(t.value)];
      break;
    case 'struct':
      // StructType → FieldList → fields (the list spans the braces)
      node.children = () => [{ kind: 'Expr', pos: t.range.start.offset, end: t.range.end.offset, children: () => t.fields.map(fieldNode) }];
      break;
    default:
      break;
  }
  return node;
}

function fieldNode(f: Field): WalkNode {
  return {
    kind: 'Field',
    pos: f.range.start.offset,
    end: f.range.end.offset,
    ...(f.doc ? { doc: f.doc } : {}),
    ...(f.comment ? { comment: f.comment } : {}),
    field: f,
    children: () => {
      const out: WalkNode[] = [];
      if (f.doc) out.push(groupNode(f.doc));
      for (const r of f.nameRanges) out.push(leaf(r));
      out.push(typeNode(f.type));
      if (f.tag) out.push(leaf(f.tag.range));
      if (f.comment) out.push(groupNode(f.comment));
      return out;
    },
  };
}

/** The walk's root: the file. */
export function fileNode(file: GoFile, packagePos: number): WalkNode {
  return {
    kind: 'File',
    pos: packagePos,
    end: packagePos,
    ...(file.doc ? { doc: file.doc } : {}),
    children: () => {
      const out: WalkNode[] = [];
      if (file.doc) out.push(groupNode(file.doc));
      out.push(leaf(file.packageRange));
      for (const d of file.decls) {
        if (d.kind === 'func') {
          out.push({
            kind: 'FuncDecl',
            pos: d.range.start.offset,
            end: d.range.end.offset,
            ...(d.doc ? { doc: d.doc } : {}),
            children: () => [...(d.doc ? [groupNode(d.doc)] : []), leaf(d.range)],
          });
          continue;
        }
        const end = d.lparen ? d.range.end.offset : (d.specs[0]?.range.end.offset ?? d.range.end.offset);
        out.push({
          kind: 'GenDecl',
          pos: d.range.start.offset,
          end,
          tok: d.tok,
          lparen: d.lparen !== undefined,
          ...(d.doc ? { doc: d.doc } : {}),
          children: () => {
            const kids: WalkNode[] = [];
            if (d.doc) kids.push(groupNode(d.doc));
            for (const s of d.specs) {
              const common = {
                pos: s.range.start.offset,
                end: s.range.end.offset,
                ...(s.doc ? { doc: s.doc } : {}),
                ...(s.comment ? { comment: s.comment } : {}),
              };
              if (s.kind === 'type') {
                kids.push({
                  kind: 'TypeSpec',
                  ...common,
                  spec: s,
                  children: () => [...(s.doc ? [groupNode(s.doc)] : []), leaf(s.nameRange), typeNode(s.type), ...(s.comment ? [groupNode(s.comment)] : [])],
                });
              } else if (s.kind === 'value') {
                kids.push({
                  kind: 'ValueSpec',
                  ...common,
                  children: () => {
                    const k: WalkNode[] = [];
                    if (s.doc) k.push(groupNode(s.doc));
                    for (const r of s.nameRanges) k.push(leaf(r));
                    if (!s.implicit) {
                      if (s.type) k.push(typeNode(s.type));
                      for (const v of s.values) k.push(leaf(v.range));
                    }
                    if (s.comment) k.push(groupNode(s.comment));
                    return k;
                  },
                });
              } else {
                kids.push({
                  kind: 'ImportSpec',
                  ...common,
                  children: () => [...(s.doc ? [groupNode(s.doc)] : []), ...(s.nameRange ? [leaf(s.nameRange)] : []), leaf(s.pathRange), ...(s.comment ? [groupNode(s.comment)] : [])],
                });
              }
            }
            return kids;
          },
        });
      }
      return out;
    },
  };
}
