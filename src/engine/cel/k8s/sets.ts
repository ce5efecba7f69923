// cel-go ext/sets.go: sets.contains, sets.equivalent, sets.intersects (list membership uses CEL
// heterogeneous equality, so 1, 1u and 1.0 are the same element).
import type { CelList } from '../values';

/** sets.contains(list, sublist): every element of sublist is in list. */
export function setsContains(list: CelList, sub: CelList): boolean {
  for (const x of sub.toArray()) if (!list.contains(x)) return false;
  return true;
}

/** sets.equivalent(a, b): each contains the other. */
export function setsEquivalent(a: CelList, b: CelList): boolean {
  return setsContains(a, b) && setsContains(b, a);
}

/** sets.intersects(a, b): some element of a is in b. */
export function setsIntersects(a: CelList, b: CelList): boolean {
  for (const x of a.toArray()) if (b.contains(x)) return true;
  return false;
}
