// Quick fixes in a Go file of Go mode: an unknown or miscased marker (`+kubebuilder:validation:maximum`)
// is replaced by the registered name the marker warning suggests (its `replacement`).
import { parseGoFile } from '../gosource';
import { collectPackageMarkers } from '../markers';
import { crdMarkerRegistry } from '../crdgen/register';
import type { MarkerRegistry } from '../markers';
import type { TextSpan } from './types';

/** A code action whose edits all apply to the Go file asked about. */
export interface GoCodeAction {
  title: string;
  kind: 'quickfix';
  isPreferred?: boolean;
  edits: { span: TextSpan; text: string }[];
}

let registry: MarkerRegistry | null = null;
const markers = (): MarkerRegistry => (registry ??= crdMarkerRegistry());

/** The quick fixes of the marker warnings of `text` that touch `span` (never throws). */
export function goCodeActions(path: string, text: string, span: TextSpan): GoCodeAction[] {
  try {
    const file = parseGoFile(path, text);
    const out: GoCodeAction[] = [];
    for (const w of collectPackageMarkers([file], markers()).warnings) {
      if (w.replacement === undefined || w.range.end.offset < span.start || w.range.start.offset > span.end) continue;
      out.push({
        title: `Change to \`${w.replacement}\``,
        kind: 'quickfix',
        isPreferred: true,
        edits: [{ span: { start: w.range.start.offset, end: w.range.end.offset }, text: w.replacement }],
      });
    }
    return out;
  } catch {
    return [];
  }
}
