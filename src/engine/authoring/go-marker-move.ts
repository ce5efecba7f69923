// Quick fixes of markers controller-gen ignores because of where they are (markers/diagnose.ts
// `markers.wrong-target` and `markers.unattached`; the node a marker reaches is controller-tools
// pkg/markers collect.go's): move the marker to the nearest node it applies to, or delete it.
//  - a field marker separated from its field by a blank line, or written after a field on its line:
//    above that field;
//  - a type marker on a field (`+kubebuilder:subresource:status` on the Status field): above the
//    type holding the field; a type marker left above a type by a blank line: above that type;
//  - a field-only marker on a type: above the fields of that type in the file;
//  - a package marker (`+groupName`) on a type or field: above the `package` clause;
//  - otherwise (after the last field, in a function, on a `const`): deleting it is the one fix.
import type { Comment, Field, GoFile, StructType, TypeExpr, TypeSpec } from '../gosource/ast';
import { markerPlacementAt, type MarkerDiagnostic, type MarkerRegistry, type TargetType } from '../markers';
import { lineStartAt, type GoCodeAction } from './go-context';
import type { GoWords } from './go-words';

interface Struct {
  /** The top-level type the struct belongs to. */
  owner: TypeSpec;
  ownerStart: number;
  struct: StructType;
}

/** Every struct type of the file (nested ones too) with the top-level type it is part of. */
function structsOf(file: GoFile): Struct[] {
  const out: Struct[] = [];
  const walk = (t: TypeExpr, owner: TypeSpec, ownerStart: number): void => {
    if (t.kind === 'struct') {
      out.push({ owner, ownerStart, struct: t });
      for (const f of t.fields) walk(f.type, owner, ownerStart);
    } else if (t.kind === 'pointer' || t.kind === 'slice' || t.kind === 'array' || t.kind === 'paren' || t.kind === 'chan') walk(t.elem, owner, ownerStart);
    else if (t.kind === 'map') walk(t.value, owner, ownerStart);
  };
  for (const d of file.decls) {
    if (d.kind !== 'gen' || d.tok !== 'type') continue;
    for (const s of d.specs) if (s.kind === 'type') walk(s.type, s, d.lparen ? s.range.start.offset : d.range.start.offset);
  }
  return out;
}

/** The named type a field's type refers to through pointers, slices, arrays and map values. */
function namedIn(t: TypeExpr): string | undefined {
  if (t.kind === 'ident') return t.name;
  if (t.kind === 'pointer' || t.kind === 'slice' || t.kind === 'array' || t.kind === 'paren') return namedIn(t.elem);
  if (t.kind === 'map') return namedIn(t.value);
  return undefined;
}

const within = (r: { start: { offset: number }; end: { offset: number } }, off: number) => r.start.offset <= off && off < r.end.offset;

/** The edit deleting a comment: its whole line when it is alone there, else the comment and the blanks before it. */
function deletion(text: string, c: Comment): { span: { start: number; end: number }; text: string } {
  const { start } = lineStartAt(text, c.range.start.offset);
  const nl = text.indexOf('\n', c.range.end.offset);
  const lineEnd = nl < 0 ? text.length : nl;
  const alone = text.slice(start, c.range.start.offset).trim() === '' && text.slice(c.range.end.offset, lineEnd).trim() === '';
  if (alone) return { span: { start, end: nl < 0 ? lineEnd : nl + 1 }, text: '' };
  let from = c.range.start.offset;
  while (from > start && (text[from - 1] === ' ' || text[from - 1] === '\t')) from--;
  return { span: { start: from, end: c.range.end.offset }, text: '' };
}

export function markerMoves(file: GoFile, text: string, warnings: MarkerDiagnostic[], registry: MarkerRegistry, words: GoWords): GoCodeAction[] {
  const out: GoCodeAction[] = [];
  let structs: Struct[] | undefined;
  for (const w of warnings) {
    if (w.code !== 'markers.wrong-target' && w.code !== 'markers.unattached') continue;
    const at = w.commentStart.offset;
    const comment = file.comments.flatMap((g) => g.list).find((c) => c.range.start.offset === at);
    if (!comment) continue;
    const markerText = comment.text.slice(2).trim();
    const applies = (t: TargetType) => registry.lookup(markerText, t) !== undefined;
    if (!(['package', 'type', 'field'] as const).some(applies)) continue;
    const shown = markerText.replace(/=.*$/s, '');
    const del = deletion(text, comment);
    const moves: { title: string; to: number }[] = [];
    structs ??= structsOf(file);
    const place = markerPlacementAt(file, registry, at);
    let inner: Struct | undefined;
    for (const s of structs) if (within(s.struct.range, at) && (!inner || s.struct.range.start.offset >= inner.struct.range.start.offset)) inner = s;
    const line = lineStartAt(text, at).start;
    if (applies('field') && inner) {
      // the field on the marker's own line (an end-of-line comment), or the next field below it
      const own = inner.struct.fields.find((f: Field) => lineStartAt(text, f.range.start.offset).start === line && f.range.start.offset < at);
      const next = own ?? inner.struct.fields.find((f) => f.range.start.offset > at);
      if (next) moves.push({ title: own ? words.moveToOwnLine(shown) : words.moveToField(shown, next.names[0] ?? fieldTypeName(next)), to: next.range.start.offset });
    }
    if (applies('field') && place?.target === 'type' && place.spec) {
      const name = place.spec.name;
      for (const s of structs)
        for (const f of s.struct.fields) if (namedIn(f.type) === name && f.names.length > 0) moves.push({ title: words.moveToField(shown, `${s.owner.name}.${f.names[0]}`), to: f.range.start.offset });
    }
    // inside a struct a marker goes to the type holding it only when it is on a field and is no field marker
    if (applies('type') && inner && place?.target === 'field') moves.push({ title: words.moveToType(shown, inner.owner.name), to: inner.ownerStart });
    else if (applies('type') && !inner && place?.target !== 'type') {
      const below = structs.find((s) => s.ownerStart > at) ?? undefined;
      const spec = place?.nearType ?? below?.owner;
      const start = spec && (structs.find((s) => s.owner === spec)?.ownerStart ?? spec.range.start.offset);
      if (spec && start !== undefined) moves.push({ title: words.moveToType(shown, spec.name), to: start });
    }
    if (applies('package') && place?.target !== 'package') moves.push({ title: words.moveToPackage(shown), to: file.packageRange.start.offset });
    const seen = new Set<string>();
    for (const m of moves.slice(0, 4)) {
      if (seen.has(m.title)) continue;
      seen.add(m.title);
      const { start, indent } = lineStartAt(text, m.to);
      out.push({
        title: m.title,
        kind: 'quickfix',
        isPreferred: seen.size === 1,
        edits: [del, { span: { start, end: start }, text: `${indent}// ${markerText}\n` }].sort((a, b) => a.span.start - b.span.start),
      });
    }
    out.push({ title: words.deleteMarker(shown), kind: 'quickfix', ...(moves.length === 0 ? { isPreferred: true } : {}), edits: [del] });
  }
  return out;
}

function fieldTypeName(f: Field): string {
  return namedIn(f.type) ?? 'field';
}
