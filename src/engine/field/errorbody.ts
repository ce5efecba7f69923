// field.Error.ErrorBody's rendering of a bad value (apimachinery/pkg/util/validation/field/errors.go):
// simple values with %v, strings with %q, maps and slices as JSON since Kubernetes 1.34, %#v before.
import { goNumber, goQuote, goSharpV } from '../golang/fmt';
import { goJSONMarshal } from '../golang/json';
import { kubeMinor } from '../apis/kubeversion';

/**
 * How ErrorBody renders maps and slices in one Kubernetes version: json.Marshal since 1.34
 * (apimachinery c58e197e "Nicer value rendering in API errors", first in kubernetes-1.34.0), Go's
 * %#v before. An explicit render context: there is no module default, every rendering of a field
 * error is given the rendering of the version being checked.
 */
export interface ValueRendering {
  readonly complexValuesAsJSON: boolean;
}

const AS_JSON: ValueRendering = Object.freeze({ complexValuesAsJSON: true });
const AS_SHARP_V: ValueRendering = Object.freeze({ complexValuesAsJSON: false });

/** The value rendering of a Kubernetes version ("1.33"; the default version's when absent or not a version). */
export function valueRendering(kubeVersion: string | undefined): ValueRendering {
  return kubeMinor(kubeVersion) >= 34 ? AS_JSON : AS_SHARP_V;
}

/**
 * Renders a bad value the way field.Error.ErrorBody does: simple types with %v,
 * strings with %q, nil as "null", and maps/slices as JSON (1.34+) or with %#v.
 */
export function formatGoValue(v: unknown, rendering: ValueRendering): string {
  if (v === null || v === undefined) return goQuote('null');
  if (typeof v === 'number') return goNumber(v);
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'string') return goQuote(v);
  if (typeof v === 'object' && v !== null && 'goString' in v && typeof (v as { goString: unknown }).goString === 'function') {
    return (v as { goString(): string }).goString();
  }
  return rendering.complexValuesAsJSON ? goJSONMarshal(v) : goSharpV(v, false);
}
