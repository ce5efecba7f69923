// The stored form of the bundled k8s.io/api and k8s.io/apimachinery declarations: one base version
// in full and, for every other Kubernetes minor, its differences from the base.

/** File path (Go import path + "/" + file name) → reduced Go source text. */
export type K8sApiFiles = Record<string, string>;

/** Replace `deleteCount` lines of the base starting at 0-based `line` by `insert`. */
export type LineEdit = [line: number, deleteCount: number, insert: string[]];

/** Per file: its full text (new in this version), line edits of the base's text, or null (not in this version). */
export type K8sApiDiff = Record<string, string | LineEdit[] | null>;

function applyLineEdits(base: string, edits: LineEdit[]): string {
  const lines = base.split('\n');
  const out: string[] = [];
  let at = 0;
  for (const [line, del, insert] of edits) {
    for (; at < line; at++) out.push(lines[at]);
    out.push(...insert);
    at += del;
  }
  for (; at < lines.length; at++) out.push(lines[at]);
  return out.join('\n');
}

/** The files of one version: the base with the version's differences applied (keys sorted). */
export function applyK8sApiDiff(base: K8sApiFiles, diff: K8sApiDiff): K8sApiFiles {
  const files: K8sApiFiles = {};
  const paths = new Set([...Object.keys(base), ...Object.keys(diff)]);
  for (const path of [...paths].sort()) {
    const d = diff[path];
    if (d === null) continue;
    if (d === undefined) files[path] = base[path];
    else if (typeof d === 'string') files[path] = d;
    else files[path] = applyLineEdits(base[path] ?? '', d);
  }
  return files;
}
