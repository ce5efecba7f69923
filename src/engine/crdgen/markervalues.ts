// Marker values as the generator reads them (controller-tools markers.MarkerValues: name → the
// parsed values in source order), each with where it was written so that what it produces can be
// traced back to the Go source.

import type { GoRange } from './props';

export interface MarkerValue {
  /** The registered name (`kubebuilder:validation:Maximum`). */
  name: string;
  /** The parsed argument: a scalar for an anonymous argument, an object of named arguments, `true` for an empty struct marker. */
  value: unknown;
  /** The whole marker comment. */
  range?: GoRange;
  /** Argument ranges by argument name ('' for the anonymous argument). */
  args?: Record<string, GoRange>;
}

export type MarkerValues = Map<string, MarkerValue[]>;

export function getMarker(m: MarkerValues | undefined, name: string): MarkerValue | undefined {
  const v = m?.get(name);
  return v && v.length > 0 ? v[0] : undefined;
}

/** The range of argument `arg` of a marker, else the marker's. */
export function argRange(m: MarkerValue, arg = ''): GoRange | undefined {
  return m.args?.[arg] ?? m.range;
}
