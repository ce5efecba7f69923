// Which registered marker an unknown one was meant to be: the same name in another case first
// (`validation:enum` → `validation:Enum`), then a value written after a space instead of `=`,
// then the nearest name by edit distance. Also the markers other controller-gen generators and the
// Kubernetes code generators read, which are not unknown even though the CRD registry lacks them.
import type { MarkerRegistry } from './reg';

/** Names (or name prefixes ending in `:`) read by deepcopy, rbac, webhook, applyconfiguration, kubebuilder's scaffolding and the k8s.io code generators. */
const ELSEWHERE = [
  'kubebuilder:object:root',
  'kubebuilder:object:generate',
  'kubebuilder:ac:',
  'kubebuilder:rbac',
  'kubebuilder:webhook',
  'kubebuilder:webhookconfiguration',
  'kubebuilder:scaffold:',
  'kubebuilder:docs-gen:',
  'k8s:deepcopy-gen',
  'k8s:deepcopy-gen:',
  'k8s:openapi-gen',
  'k8s:conversion-gen',
  'k8s:conversion-gen:',
  'k8s:defaulter-gen',
  'k8s:prerelease-lifecycle-gen:',
  'k8s:validation-gen',
  'k8s:protobuf',
  'genclient',
  'genclient:',
  'groupName',
  'groupGoName',
  'paths',
];

/** Whether a marker is read by another generator (not the CRD one). */
export function isKnownElsewhere(name: string): boolean {
  for (const e of ELSEWHERE) {
    if (e.endsWith(':') ? name.startsWith(e) : name === e || name.startsWith(e + ':')) return true;
  }
  return false;
}

function levenshtein(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length];
}

function allowedDistance(len: number): number {
  return len < 6 ? 0 : len < 12 ? 1 : len < 24 ? 2 : 3;
}

export interface Suggestion {
  /** The registered name meant. */
  name: string;
  /** What to write instead of the marker's name part (e.g. `kubebuilder:validation:Maximum=10` for a space). */
  replacement: string;
  /** What to write instead of the text up to `=` (or the whole marker when it has none), `+` included. */
  headReplacement?: string;
  why: 'case' | 'space' | 'typo';
}

interface NameIndex {
  size: number;
  names: string[];
  lower: string[];
  byLower: Map<string, string>;
  /** Suggestions by the marker's name part (the text up to `=`). */
  memo: Map<string, (Omit<Suggestion, 'replacement'> & { tail: string }) | null>;
}
const indexes = new WeakMap<MarkerRegistry, NameIndex>();

function indexOf(registry: MarkerRegistry): NameIndex {
  const names = registry.allNames();
  let ix = indexes.get(registry);
  if (!ix || ix.size !== names.length) {
    const lower = names.map((n) => n.toLowerCase());
    ix = { size: names.length, names, lower, byLower: new Map(lower.map((l, i) => [l, names[i]])), memo: new Map() };
    indexes.set(registry, ix);
  }
  return ix;
}

/** The registered marker an unknown marker text (`+...`) most likely meant, if any is close. */
export function suggestMarker(registry: MarkerRegistry, markerText: string): Suggestion | undefined {
  const eq = markerText.indexOf('=');
  const head = eq < 0 ? markerText : markerText.slice(0, eq);
  const rest = eq < 0 ? '' : markerText.slice(eq);
  const ix = indexOf(registry);
  let m = ix.memo.get(head);
  if (m === undefined) {
    const s = suggestFor(registry, ix, head, eq >= 0);
    m = s ? { name: s.name, why: s.why, tail: s.replacement } : null;
    ix.memo.set(head, m);
  }
  if (!m) return undefined;
  // a space-separated value is part of the head: keep it, and the `=` tail too
  return { name: m.name, why: m.why, replacement: m.tail + rest, headReplacement: '+' + m.tail };
}

function suggestFor(registry: MarkerRegistry, ix: NameIndex, head: string, hasValue: boolean): Suggestion | undefined {
  // as splitMarker splits `+head=value`: with a value, the last segment may name an argument
  const anonymousName = head.slice(1);
  const name = hasValue && anonymousName.includes(':') ? anonymousName.slice(0, anonymousName.lastIndexOf(':')) : anonymousName;
  const { names, byLower } = ix;
  const rest = '';

  const ci = byLower.get(anonymousName.toLowerCase());
  if (ci) return { name: ci, replacement: ci + rest, why: 'case' };
  const ciName = name !== anonymousName ? byLower.get(name.toLowerCase()) : undefined;
  if (ciName) return { name: ciName, replacement: ciName + anonymousName.slice(name.length) + rest, why: 'case' };

  const ws = /\s/.exec(anonymousName);
  if (ws) {
    const head = anonymousName.slice(0, ws.index);
    const found = registry.definitionsNamed(head).length > 0 ? head : byLower.get(head.toLowerCase());
    if (found) {
      const value = anonymousName.slice(ws.index).trim();
      return { name: found, replacement: found + '=' + value, why: 'space' };
    }
  }

  let best: { n: string; d: number; asName: boolean } | undefined;
  for (const [target, asName] of [
    [anonymousName, false],
    [name, true],
  ] as const) {
    if (asName && name === anonymousName) continue;
    const t = target.toLowerCase();
    const max = allowedDistance(t.length);
    ix.lower.forEach((l, i) => {
      const d = levenshtein(t, l, max);
      if (d <= max && (!best || d < best.d)) best = { n: names[i], d, asName };
    });
  }
  if (best && best.d > 0) {
    const replacement = best.asName ? best.n + anonymousName.slice(name.length) + rest : best.n + rest;
    return { name: best.n, replacement, why: 'typo' };
  }

  // the right last segment under the wrong prefix (`kubebuilder:validation:nullable` → `nullable`)
  const seg = anonymousName.slice(anonymousName.lastIndexOf(':') + 1).toLowerCase();
  if (seg.length >= 4 && anonymousName.includes(':')) {
    const hits = names.filter((n) => n.slice(n.lastIndexOf(':') + 1).toLowerCase() === seg).sort((a, b) => a.length - b.length);
    if (hits.length > 0) return { name: hits[0], replacement: hits[0] + rest, why: 'typo' };
  }
  return undefined;
}
