// A field path kept as a link to its parent, written out (in pruning's UnknownFieldPathOptions
// text form, `spec.items[0].name`) only when a path is reported: walks of values thousands of
// levels deep stay linear instead of building a longer string at every level
// (keys joined by '.', indexes in brackets, written out at the end).

export type LazyPath = { parent: LazyPath; key: string } | { parent: LazyPath; index: number } | null;

export function childKey(parent: LazyPath, key: string): LazyPath {
  return { parent, key };
}

export function childIndex(parent: LazyPath, index: number): LazyPath {
  return { parent, index };
}

/** The path as text: keys joined with `.`, indexes as `[i]`. */
export function pathText(p: LazyPath): string {
  const steps: Exclude<LazyPath, null>[] = [];
  for (let x = p; x; x = x.parent) steps.push(x);
  let out = '';
  for (let i = steps.length - 1; i >= 0; i--) {
    const s = steps[i];
    out = 'key' in s ? (out.length > 0 ? `${out}.${s.key}` : s.key) : `${out}[${s.index}]`;
  }
  return out;
}
