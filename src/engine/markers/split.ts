// controller-tools pkg/markers parse.go splitMarker: `+a:b:c=arg,d=arg` → the name `a:b`, the
// anonymous name `a:b:c` and the argument text `arg,d=arg` (split at the first `=`).

export interface SplitMarker {
  name: string;
  anonymousName: string;
  restFields: string;
  /** Where restFields starts in the marker text (the `+...` string), -1 when there is no `=`. */
  restStart: number;
}

export function splitMarker(raw: string): SplitMarker {
  const text = raw.slice(1); // the leading '+'
  const eq = text.indexOf('=');
  if (eq < 0) return { name: text, anonymousName: text, restFields: '', restStart: -1 };
  const anonymousName = text.slice(0, eq);
  const lastColon = anonymousName.lastIndexOf(':');
  const name = lastColon >= 0 ? anonymousName.slice(0, lastColon) : anonymousName;
  return { name, anonymousName, restFields: text.slice(eq + 1), restStart: eq + 2 };
}
