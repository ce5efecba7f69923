// Code actions in a Go file of Go mode:
//  - an unknown or miscased marker (`+kubebuilder:validation:maximum`) is replaced by the registered
//    name the marker warning suggests (its `replacement`);
//  - an x-kubernetes-validations rule over its cost budget gets bound markers on its fields (go-cost-fix.ts);
//  - a kind without `+kubebuilder:resource` or `+kubebuilder:subresource:status` gets them (go-kind-fix.ts);
//  - a marker on the wrong node or attached to nothing is moved where it applies, or deleted (go-marker-move.ts).
import { parseGoFile } from '../gosource';
import { collectPackageMarkers } from '../markers';
import { crdMarkerRegistry } from '../crdgen/register';
import type { MarkerRegistry } from '../markers';
import type { TextSpan } from './types';
import type { GoAssistContext, GoCodeAction } from './go-context';
import { costFixes } from './go-cost-fix';
import { kindActions } from './go-kind-fix';
import { markerMoves } from './go-marker-move';
import { goWords } from './go-words';

export type { GoAssistContext, GoCodeAction } from './go-context';

let registry: MarkerRegistry | null = null;
const markers = (): MarkerRegistry => (registry ??= crdMarkerRegistry());

/**
 * The code actions at `span` of the Go file `path` whose text is `text` (never throws). `ctx`
 * carries the other files, the check worker's CRDs, the Kubernetes version and the UI language.
 */
export function goCodeActions(path: string, text: string, span: TextSpan, ctx?: GoAssistContext): GoCodeAction[] {
  const out: GoCodeAction[] = [];
  const words = goWords(ctx?.locale);
  const guarded = (f: () => GoCodeAction[]) => {
    try {
      out.push(...f());
    } catch {
      // a fix that cannot be computed is no fix; the others still are
    }
  };
  guarded(() => {
    const file = parseGoFile(path, text);
    const warnings = collectPackageMarkers([file], markers()).warnings.filter((w) => w.range.end.offset >= span.start && w.range.start.offset <= span.end);
    const fixes: GoCodeAction[] = [];
    for (const w of warnings) {
      if (w.replacement !== undefined)
        fixes.push({ title: words.changeTo(w.replacement), kind: 'quickfix', isPreferred: true, edits: [{ span: { start: w.range.start.offset, end: w.range.end.offset }, text: w.replacement }] });
    }
    fixes.push(...markerMoves(file, text, warnings, markers(), words));
    return fixes;
  });
  guarded(() => costFixes(path, text, span, ctx));
  guarded(() => kindActions(path, text, span, markers(), words));
  return out;
}
