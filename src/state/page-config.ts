// What the page's URL asks for: embed mode and its presentation, language, allowed origins.
type ThemeChoice = 'light' | 'dark';

export interface PageConfig {
  /** `?embed`: compact layout for an iframe, no autosave. */
  embed: boolean;
  /** `?readonly`: editors cannot be edited by the user (postMessage can still set texts). */
  readOnly: boolean;
  /** `?theme=light|dark`. */
  theme: ThemeChoice | null;
  /** `?tab=pruned`: the initial result tab. */
  tab: string | null;
  /** `?lang=uk`. */
  lang: string | null;
  /** `?kube=1.36`: the Kubernetes version to open with (checked against the supported ones at boot). */
  kube: string | null;
  /** `?example=<id>`: open the gallery example with that id (the ids: docs/examples.md). */
  example: string | null;
  /** Origins allowed to drive the page with postMessage: the page's own and each `?origin=`. */
  origins: string[];
}

function flag(p: URLSearchParams, name: string): boolean {
  if (!p.has(name)) return false;
  const v = p.get(name);
  return v === '' || v === '1' || v === 'true';
}

function normalizeOrigin(o: string): string | null {
  try {
    const u = new URL(o);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

export function readPageConfig(search: string, ownOrigin: string): PageConfig {
  const p = new URLSearchParams(search);
  const theme = p.get('theme');
  const origins = new Set<string>([ownOrigin]);
  for (const raw of p.getAll('origin').flatMap((v) => v.split(','))) {
    const o = normalizeOrigin(raw.trim());
    if (o) origins.add(o);
  }
  return {
    embed: flag(p, 'embed'),
    readOnly: flag(p, 'readonly'),
    theme: theme === 'dark' || theme === 'light' ? theme : null,
    tab: p.get('tab') || null,
    lang: p.get('lang'),
    kube: p.has('kube') ? (p.get('kube') ?? '') : null,
    example: p.has('example') ? (p.get('example') ?? '') : null,
    origins: [...origins],
  };
}
