// What a user sees of a request's warnings: kube-apiserver's warning recorder
// (k8s.io/apiserver/pkg/endpoints/filters/warning.go) drops repeated texts and, once the
// Warning headers pass 4,096 characters (runes), truncates every warning to 256 characters and
// adds no more once the total is reached again; kubectl prints each header as "Warning: <text>".
// The text output prints that, and says how many warnings the apiserver would not send.
import { kubectlWarnings, TRUNCATE_AT_TOTAL_RUNES, TRUNCATE_ITEM_RUNES, type Diagnostic } from '../engine';

export { TRUNCATE_AT_TOTAL_RUNES };

interface RecordedWarnings {
  /** The warning texts in the Warning headers, in order (truncated ones cut to 256 runes). */
  sent: string[];
  /** For each input text: its index in `sent`, or -1 when the apiserver drops it. */
  index: number[];
}

/** Replays AddWarning for each text, in order, as the apiserver's recorder does (the engine's kubectlWarnings; limits as parameters for tests). */
export function recordWarnings(texts: string[], totalRunes = TRUNCATE_AT_TOTAL_RUNES, itemRunes = TRUNCATE_ITEM_RUNES): RecordedWarnings {
  const k = kubectlWarnings(texts, { totalRunes, itemRunes });
  return { sent: k.shown, index: k.index };
}

/** A warning the apiserver sends as a Warning header (kubectl prints it as "Warning: <detail>"). */
function isWarningHeader(d: Diagnostic): boolean {
  return d.severity === 'warning' && (d.code === 'warning-header' || d.code === 'unknown-field');
}

interface ShownDiagnostics {
  /** The diagnostics to print, in order; header warnings with the text kubectl prints. */
  shown: Diagnostic[];
  /** Warnings the apiserver would drop (repeated, or past the 4,096-character limit). */
  droppedWarnings: number;
  /** Errors left out of the text output beyond `maxErrors`. */
  moreErrors: number;
}

/** One document's diagnostics as the text outputs show them. */
export function shownDiagnostics(diags: Diagnostic[], maxErrors = MAX_ERRORS_SHOWN): ShownDiagnostics {
  const headers = diags.filter(isWarningHeader);
  const rec = recordWarnings(headers.map((d) => d.detail));
  const shown: Diagnostic[] = [];
  let h = 0;
  let errors = 0;
  let moreErrors = 0;
  for (const d of diags) {
    if (isWarningHeader(d)) {
      const i = rec.index[h++];
      if (i < 0) continue;
      const text = rec.sent[i]; // the final text: a warning recorded before the limit was passed is replayed truncated
      shown.push(text === d.detail ? d : { ...d, detail: text, message: `Warning: ${text}` });
      continue;
    }
    if (d.severity === 'error' && ++errors > maxErrors) {
      moreErrors++;
      continue;
    }
    shown.push(d);
  }
  return { shown, droppedWarnings: rec.index.filter((i) => i < 0).length, moreErrors };
}

/** Errors printed per document in text output before "… and N more error(s)". */
export const MAX_ERRORS_SHOWN = 100;

const count = new Intl.NumberFormat('en-US');
export const formatCount = (n: number): string => count.format(n);

/** "a, b, … and 31,990 more" for long lists (the text outputs); `-o json` keeps every item. */
export function summariseList(items: string[], shown = 10): string {
  if (items.length <= shown + 1) return items.join(', ');
  return `${items.slice(0, shown).join(', ')}, … and ${formatCount(items.length - shown)} more`;
}
