// What a user sees of a request's warnings: kube-apiserver's warning recorder
// (k8s.io/apiserver/pkg/endpoints/filters/warning.go) drops repeated texts and, once the texts
// written reach 4,096 runes, cuts every warning to 256 runes and writes new ones only while the
// total stays under 4,096; kubectl prints each Warning header as `Warning: <text>`.
// (net.NewWarningHeader refuses texts that are not valid UTF-8 or hold control characters.)

/** filters/warning.go truncateAtTotalRunes and truncateItemRunes. */
export const TRUNCATE_AT_TOTAL_RUNES = 4 * 1024;
export const TRUNCATE_ITEM_RUNES = 256;

export interface KubectlWarnings {
  /** The warning texts the apiserver sends, in order (cut to 256 runes once it truncates). */
  shown: string[];
  /** What kubectl prints: `Warning: <text>` per sent warning. */
  lines: string[];
  /** Distinct warnings the apiserver does not send (over the 4,096-rune budget, or not a valid header). */
  dropped: number;
  /** Repeated texts it sends once. */
  duplicates: number;
  /** True when the apiserver cut warnings to 256 runes. */
  truncated: boolean;
  /** For each input text: the index of its warning in `shown`, or -1 (dropped, empty, or a repeat of an earlier text). */
  index: number[];
}

const runes = (s: string) => Array.from(s);

function validHeaderText(text: string): boolean {
  // C0 controls, DEL and C1 controls
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) return false;
    if (c >= 0xd800 && c <= 0xdfff) return false; // lone surrogate: not valid UTF-8
  }
  return true;
}

/**
 * The warnings of one request as the apiserver sends them and kubectl prints them, from every
 * warning text in the order the apiserver adds them. `check -o json` keeps every warning; text
 * output prints `lines` and says how many were dropped.
 */
export function kubectlWarnings(
  texts: readonly string[],
  limits: { totalRunes: number; itemRunes: number } = { totalRunes: TRUNCATE_AT_TOTAL_RUNES, itemRunes: TRUNCATE_ITEM_RUNES },
): KubectlWarnings {
  const { totalRunes, itemRunes } = limits;
  const recorded = new Set<string>();
  const ordered: string[] = [];
  let sent: string[] = [];
  // the input text each sent warning came from
  let sentFrom: string[] = [];
  let written = 0;
  let truncating = false;
  for (const text of texts) {
    if (text.length === 0) continue;
    if (written >= totalRunes && truncating) continue; // returns before the dedupe
    if (recorded.has(text)) continue;
    recorded.add(text);
    ordered.push(text);
    let t = text;
    let len = runes(t).length;
    if (truncating && len > itemRunes) {
      t = runes(t).slice(0, itemRunes).join('');
      len = itemRunes;
    }
    if (!validHeaderText(t)) continue;
    if (written + len <= totalRunes || truncating) {
      written += len;
      sent.push(t);
      sentFrom.push(text);
      continue;
    }
    // over the budget: from now on every warning is cut to 256 runes, the earlier ones replayed so
    truncating = true;
    written = 0;
    sent = [];
    sentFrom = [];
    for (const w of ordered) {
      const r = runes(w);
      const cut = r.length > itemRunes ? r.slice(0, itemRunes).join('') : w;
      if (!validHeaderText(cut)) continue;
      written += Math.min(r.length, itemRunes);
      sent.push(cut);
      sentFrom.push(w);
    }
  }
  const nonEmpty = texts.filter((t) => t.length > 0);
  const distinct = new Set(nonEmpty).size;
  const at = new Map(sentFrom.map((t, i) => [t, i]));
  const seen = new Set<string>();
  const index = texts.map((t) => {
    if (seen.has(t)) return -1;
    seen.add(t);
    return at.get(t) ?? -1;
  });
  return { shown: sent, lines: sent.map((t) => `Warning: ${t}`), dropped: distinct - sent.length, duplicates: nonEmpty.length - distinct, truncated: truncating, index };
}

/**
 * kubectlWarnings of one object's warnings (ObjectReport.warnings): their kube texts without the
 * `Warning: ` prefix; the playground's own notes (origin `document`, such as size limits) are not
 * apiserver warnings and are left out.
 */
export function objectKubectlWarnings(warnings: readonly { message: string; origin: string }[]): KubectlWarnings {
  return kubectlWarnings(warnings.filter((w) => w.origin !== 'document').map((w) => w.message.replace(/^Warning: /, '')));
}
