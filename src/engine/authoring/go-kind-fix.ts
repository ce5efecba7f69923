// Code actions on a kind (a struct embedding metav1.TypeMeta and metav1.ObjectMeta: what controller-tools
// pkg/crd/gen.go FindKubeKinds makes a CRD of; kubebuilder marks it `+kubebuilder:object:root=true`): add
// `+kubebuilder:resource:scope=...` when it has none (without it controller-gen writes the scope
// Namespaced and the plural flect makes, spec.go), and `+kubebuilder:subresource:status` when it
// has a `status` field but no status subresource (kubebuilder's scaffold writes both). Neither is
// a problem the apiserver reports, so there is no diagnostic: the actions are offered on the kind's
// doc comment and name, as refactorings.
import type { Field, TypeExpr } from '../gosource/ast';
import { getTag, parseGoFile } from '../gosource';
import { collectPackageMarkers, type MarkerRegistry } from '../markers';
import { lineStartAt, type GoCodeAction } from './go-context';
import type { GoWords } from './go-words';
import type { TextSpan } from './types';

const baseName = (t: TypeExpr): string | undefined => (t.kind === 'pointer' ? baseName(t.elem) : t.kind === 'ident' || t.kind === 'selector' ? t.name : undefined);

const embeds = (fields: Field[], name: string) => fields.some((f) => f.names.length === 0 && baseName(f.type) === name);

/** The JSON name of a field (its json tag's name, else the Go name), '' for embedded fields without a tag name. */
function jsonName(f: Field): string {
  const name = f.tag ? getTag(f.tag.value, 'json').split(',')[0] : undefined;
  return name || f.names[0] || '';
}

export function kindActions(path: string, text: string, span: TextSpan, registry: MarkerRegistry, words: GoWords): GoCodeAction[] {
  const file = parseGoFile(path, text);
  const out: GoCodeAction[] = [];
  for (const t of collectPackageMarkers([file], registry).types) {
    const s = t.spec;
    if (s.type.kind !== 'struct') continue;
    const fields = s.type.fields;
    if (!embeds(fields, 'TypeMeta') || !embeds(fields, 'ObjectMeta')) continue;
    const from = (t.doc ?? s.doc)?.range.start.offset ?? s.range.start.offset;
    if (span.end < from || span.start > s.nameRange.end.offset) continue;
    // above the `type` line: the last line of the doc comment controller-gen reads
    const declStart = t.decl.lparen ? s.range.start.offset : t.decl.range.start.offset;
    const { start, indent } = lineStartAt(text, declStart);
    const insert = (marker: string) => [{ span: { start, end: start }, text: `${indent}// ${marker}\n` }];
    if (!t.values.has('kubebuilder:resource')) {
      out.push({ title: words.addResource('Namespaced', true), kind: 'refactor.rewrite', isPreferred: true, edits: insert('+kubebuilder:resource:scope=Namespaced') });
      out.push({ title: words.addResource('Cluster', false), kind: 'refactor.rewrite', edits: insert('+kubebuilder:resource:scope=Cluster') });
    }
    if (!t.values.has('kubebuilder:subresource:status') && fields.some((f) => f.names.length > 0 && jsonName(f) === 'status')) {
      out.push({ title: words.addStatus, kind: 'refactor.rewrite', edits: insert('+kubebuilder:subresource:status') });
    }
  }
  return out;
}
