// field.Error.ErrorBody's rendering of a bad value (apimachinery/pkg/util/validation/field/errors.go):
// simple values with %v, strings with %q, maps and slices as JSON since Kubernetes 1.34, %#v before.
import { goNumber, goQuote, goSharpV } from '../golang/fmt';
import { goJSONMarshal } from '../golang/json';

/**
 * How ErrorBody prints maps and slices: json.Marshal since Kubernetes 1.34 ("nicer value
 * rendering in API errors"), Go's %#v before. check() sets it from the Kubernetes version.
 */
let complexValuesAsJSON = true;

/** How ErrorBody renders maps and slices in one Kubernetes version: an explicit render context. */
export interface ValueRendering {
  readonly complexValuesAsJSON: boolean;
}

/** The value rendering of a Kubernetes version ("1.33"); the newest when absent or unreadable. */
export function valueRendering(kubeVersion: string | undefined): ValueRendering {
  const m = kubeVersion === undefined ? null : /^v?1\.(\d+)/.exec(kubeVersion);
  return { complexValuesAsJSON: !m || Number(m[1]) >= 34 };
}

/** Runs fn with the value rendering of the given Kubernetes version (e.g. "1.33"). */
export function withValueRendering<T>(kubeVersion: string, fn: () => T): T {
  const m = /^v?1\.(\d+)/.exec(kubeVersion);
  const previous = complexValuesAsJSON;
  complexValuesAsJSON = !m || Number(m[1]) >= 34;
  try {
    return fn();
  } finally {
    complexValuesAsJSON = previous;
  }
}

/**
 * Renders a bad value the way field.Error.ErrorBody does: simple types with %v,
 * strings with %q, nil as "null", and maps/slices as JSON (1.34+) or with %#v.
 */
export function formatGoValue(v: unknown, _ctx: 'top' = 'top', rendering?: ValueRendering): string {
  if (v === null || v === undefined) return goQuote('null');
  if (typeof v === 'number') return goNumber(v);
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'string') return goQuote(v);
  if (typeof v === 'object' && v !== null && 'goString' in v && typeof (v as { goString: unknown }).goString === 'function') {
    return (v as { goString(): string }).goString();
  }
  return (rendering ? rendering.complexValuesAsJSON : complexValuesAsJSON) ? goJSONMarshal(v) : goSharpV(v, false);
}
