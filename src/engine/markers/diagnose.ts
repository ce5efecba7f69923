// What controller-gen does not tell its users about markers (controller-tools #887, #1126, #551,
// #574, kubebuilder #1299, kube-api-linter #157): markers it ignores because the name is unknown or
// miscased, because the marker is for another kind of node, or because the comment is attached to
// nothing it reads. Each is a warning at the marker.
import type { Comment, CommentGroup, Field, GoFile, Range, TypeExpr } from '../gosource/ast';
import type { FileMarkers } from './associate';
import { isMarkerComment, rawMarker } from './comment';
import type { MarkerRegistry } from './reg';
import { isKnownElsewhere, suggestMarker } from './suggest';
import type { MarkerDiagnostic, MarkerDiagnosticCode, RawMarker, TargetType } from './types';
import { markerRange, writtenName } from './values';

const TARGET_WORD: Record<TargetType, string> = { package: 'the package', type: 'types', field: 'struct fields' };

function targetsOf(registry: MarkerRegistry, text: string): TargetType[] {
  return (['package', 'type', 'field'] as const).filter((t) => registry.lookup(text, t) !== undefined);
}

/** Whether an unregistered marker deserves a word: a kubebuilder/k8s name or a near miss. */
function unknownWorthSaying(registry: MarkerRegistry, raw: RawMarker): boolean {
  const name = writtenName(raw.text);
  if (isKnownElsewhere(name) || /^k8s:[\w-]*-gen\b/.test(name)) return false;
  return name.startsWith('kubebuilder:') || name.startsWith('k8s:') || suggestMarker(registry, raw.text) !== undefined;
}

/** Whether a marker means something to controller-gen (registered, or a near miss worth saying). */
function relevant(registry: MarkerRegistry, raw: RawMarker): boolean {
  return targetsOf(registry, raw.text).length > 0 || unknownWorthSaying(registry, raw);
}

function markerTextRange(raw: RawMarker): Range {
  const eq = raw.text.indexOf('=');
  return markerRange(raw, 0, eq < 0 ? raw.text.length : eq);
}

function diag(raw: RawMarker, code: MarkerDiagnosticCode, message: string, extra: Partial<MarkerDiagnostic> = {}): MarkerDiagnostic {
  return { severity: 'warning', code, file: raw.file, range: markerTextRange(raw), message, commentStart: raw.range.start, marker: writtenName(raw.text), ...extra };
}

/** The unknown-marker warning (with what was probably meant). */
export function unknownMarkerWarning(registry: MarkerRegistry, raw: RawMarker): MarkerDiagnostic | undefined {
  if (!unknownWorthSaying(registry, raw)) return undefined;
  const written = '+' + writtenName(raw.text);
  const s = suggestMarker(registry, raw.text);
  if (!s) return diag(raw, 'markers.unknown', `unknown marker \`${written}\`: controller-gen v0.21.0 has no such marker and ignores it`);
  let hint: string;
  if (s.why === 'case') hint = `Did you mean \`+${s.name}\`? Marker names are case-sensitive.`;
  else if (s.why === 'space') hint = `Did you mean \`+${s.replacement}\`? A marker's value follows \`=\`, not a space.`;
  else hint = `Did you mean \`+${s.name}\`?`;
  return diag(raw, 'markers.unknown', `unknown marker \`${written}\`: controller-gen ignores it. ${hint}`, { suggestion: s.name, ...(s.headReplacement ? { replacement: s.headReplacement } : {}) });
}

/** Context of the file used to say why a marker is attached to nothing. */
interface FileContext {
  lineComments: Set<CommentGroup>;
  funcs: { range: Range; doc?: CommentGroup; name: string }[];
  otherDocs: Map<CommentGroup, string>;
  structs: { range: Range; fields: Field[]; name: string }[];
  blocks: { range: Range; tok: string }[];
}

function within(r: Range, off: number): boolean {
  return r.start.offset <= off && off < r.end.offset;
}

function fileContext(file: GoFile): FileContext {
  const ctx: FileContext = { lineComments: new Set(), funcs: [], otherDocs: new Map(), structs: [], blocks: [] };
  const walkType = (t: TypeExpr, name: string): void => {
    switch (t.kind) {
      case 'struct':
        ctx.structs.push({ range: t.range, fields: t.fields, name });
        for (const f of t.fields) {
          if (f.comment) ctx.lineComments.add(f.comment);
          walkType(f.type, f.names[0] ?? name);
        }
        break;
      case 'pointer':
      case 'slice':
      case 'array':
      case 'chan':
      case 'paren':
        walkType(t.elem, name);
        break;
      case 'map':
        walkType(t.key, name);
        walkType(t.value, name);
        break;
      default:
        break;
    }
  };
  for (const d of file.decls) {
    if (d.kind === 'func') {
      ctx.funcs.push({ range: d.range, name: d.name, ...(d.doc ? { doc: d.doc } : {}) });
      continue;
    }
    if (d.lparen) ctx.blocks.push({ range: d.range, tok: d.tok });
    if (d.doc && (d.tok !== 'type' || d.lparen))
      ctx.otherDocs.set(d.doc, d.tok === 'type' ? 'a grouped `type ( ... )` declaration (controller-gen reads each type spec inside the parentheses instead)' : `a \`${d.tok}\` declaration`);
    for (const s of d.specs) {
      if (s.comment) ctx.lineComments.add(s.comment);
      if (s.kind === 'type') walkType(s.type, s.name);
      else if (s.doc) ctx.otherDocs.set(s.doc, s.kind === 'import' ? 'an import' : `a \`${d.tok}\``);
    }
  }
  return ctx;
}

/** Why a marker comment of group g reaches no node. */
function whyUnattached(ctx: FileContext, g: CommentGroup, c: Comment): string {
  const at = c.range.start.offset;
  if (ctx.lineComments.has(g)) return 'it is an end-of-line comment, and controller-gen ignores markers after a declaration on the same line; put it on its own line above';
  for (const f of ctx.funcs) {
    if (f.doc === g) return `it is on the function \`${f.name}\`, and controller-gen reads markers only on types, struct fields and the package`;
    if (within(f.range, at)) return `it is inside the function \`${f.name}\``;
  }
  const other = ctx.otherDocs.get(g);
  if (other) return `it is on ${other}, and controller-gen reads markers only on types, struct fields and the package`;
  let inner: FileContext['structs'][number] | undefined;
  for (const s of ctx.structs) if (within(s.range, at) && (!inner || s.range.start.offset >= inner.range.start.offset)) inner = s;
  if (inner) {
    const next = inner.fields.find((f) => f.range.start.offset > at);
    if (!next) return `it is after the last field of \`${inner.name}\` and belongs to no field`;
    const nextName = next.names[0] ?? 'the embedded field';
    return `it is separated from the field \`${nextName}\` by another comment group: a field gets the markers of its doc comment and of the one comment group right above it`;
  }
  for (const b of ctx.blocks) if (within(b.range, at)) return `it is inside a \`${b.tok} ( ... )\` block`;
  return 'it is attached to nothing controller-gen reads';
}

/** The warnings of one file's markers, given where the collector put them. */
export function diagnoseFile(file: GoFile, assoc: FileMarkers, registry: MarkerRegistry): MarkerDiagnostic[] {
  const out: MarkerDiagnostic[] = [];
  const placed = new Set<Comment>();
  const check = (raws: RawMarker[], target: TargetType): void => {
    for (const raw of raws) {
      placed.add(raw.comment);
      if (registry.lookup(raw.text, target)) continue;
      const targets = targetsOf(registry, raw.text);
      if (targets.length === 0) {
        const w = unknownMarkerWarning(registry, raw);
        if (w) out.push(w);
        continue;
      }
      const name = '+' + writtenName(raw.text);
      const applies = targets.map((t) => TARGET_WORD[t]).join(' and ');
      let message: string;
      if (target === 'package')
        message = `\`${name}\` is attached to no type or field, so controller-gen reads it as a package-level marker; it applies to ${applies} only and is ignored. A type's or field's markers must be in its doc comment or in the one comment group right above it (no other comment group in between).`;
      else {
        message = `\`${name}\` applies to ${applies}, not to ${TARGET_WORD[target]}: controller-gen ignores it here`;
        if (targets.includes('package') && raw.fromGodoc) message += ' (a package marker in a doc comment stays there; put it above the `package` clause, as in groupversion_info.go)';
      }
      out.push(diag(raw, target === 'package' ? 'markers.unattached' : 'markers.wrong-target', message));
    }
  };
  check(assoc.pkg, 'package');
  for (const raws of assoc.types.values()) check(raws, 'type');
  for (const raws of assoc.fields.values()) check(raws, 'field');

  let ctx: FileContext | undefined;
  for (const g of file.comments) {
    for (const c of g.list) {
      if (c.text.startsWith('/*')) {
        const m = /(?:^|\n)[\s*]*\+((?:kubebuilder|k8s):[^\s=]*|[A-Za-z][\w:-]*)/.exec(c.text.slice(2, -2));
        if (m && (m[1].includes(':') ? !isKnownElsewhere(m[1]) : registry.definitionsNamed(m[1]).length > 0)) {
          const raw = rawMarker({ text: '//', range: c.range }, file.path, false);
          out.push({ ...diag(raw, 'markers.block-comment', `\`+${m[1]}\` is in a /* */ comment: controller-gen reads markers only from // line comments`), range: c.range });
        }
        continue;
      }
      if (!isMarkerComment(c.text)) continue;
      const noSpace = c.text.startsWith('//+');
      if (!noSpace && placed.has(c)) continue;
      const raw = rawMarker(c, file.path, false);
      if (!relevant(registry, raw) && !(noSpace && isKnownElsewhere(writtenName(raw.text)))) continue;
      if (noSpace) {
        out.push(
          diag(
            raw,
            'markers.no-space',
            `\`//+${writtenName(raw.text)}\` has no space after \`//\`: controller-gen v0.21.0 still reads it, but gofmt-era tools (kube-api-linter, current kubebuilder scaffolds) expect \`// +\``,
          ),
        );
      }
      if (placed.has(c)) continue;
      if (targetsOf(registry, raw.text).length === 0) {
        const w = unknownMarkerWarning(registry, raw);
        if (w) out.push(w);
      }
      ctx ??= fileContext(file);
      out.push(diag(raw, 'markers.unattached', `\`+${writtenName(raw.text)}\` is ignored: ${whyUnattached(ctx, g, c)}`));
    }
  }
  return out;
}
