// The kubernetes.lists library declarations (apiserver/pkg/cel/library/lists.go), always present:
// one overload per comparable / summable element type, ids as upstream (list_<t>_is_sorted_bool ...).
import type { Library, OverloadDecl } from '../../library';
import { T, type CelType } from '../../types';
import type { CelList, Value } from '../../values';
import * as l from '../lists';
import { member } from './decl';

const COMPARABLE: [string, CelType][] = [
  ['int', T.int],
  ['uint', T.uint],
  ['double', T.double],
  ['bool', T.bool],
  ['duration', T.duration],
  ['timestamp', T.timestamp],
  ['string', T.string],
  ['bytes', T.bytes],
];
const SUMMABLE = COMPARABLE.filter(([n]) => ['int', 'uint', 'double', 'duration'].includes(n)) as [l.SummableKind, CelType][];
const A = T.param('A');
const asL = (v: Value) => v as CelList;

const perType = (types: [string, CelType][], make: (name: string, t: CelType) => OverloadDecl) => types.map(([n, t]) => make(n, t));

/** kubernetes.lists version 0 (always until 1.37: base.go `library.Lists(library.ListsVersion(0))`). */
export const listsLibrary: Library = {
  name: 'kubernetes.lists',
  functions: [
    { name: 'isSorted', overloads: perType(COMPARABLE, (n, t) => member(`list_${n}_is_sorted_bool`, [T.list(t)], T.bool, (x) => l.listIsSorted(asL(x)))) },
    {
      name: 'sum',
      overloads: SUMMABLE.map(([n, t]) => member(`list_${n}_sum_${n}`, [T.list(t)], t, (x) => l.listSum(asL(x), n))),
    },
    { name: 'max', overloads: perType(COMPARABLE, (n, t) => member(`list_${n}_max_${n}`, [T.list(t)], t, (x) => l.listMax(asL(x)))) },
    { name: 'min', overloads: perType(COMPARABLE, (n, t) => member(`list_${n}_min_${n}`, [T.list(t)], t, (x) => l.listMin(asL(x)))) },
    { name: 'indexOf', overloads: [member('list_a_index_of_int', [T.list(A), A], T.int, (x, v) => l.listIndexOf(asL(x), v))] },
    { name: 'lastIndexOf', overloads: [member('list_a_last_index_of_int', [T.list(A), A], T.int, (x, v) => l.listLastIndexOf(asL(x), v))] },
  ],
};

/**
 * kubernetes.lists version 1 (base.go at v1.37.0: introduced 1.37, version 0 removed at 1.37):
 * version 0 plus `<dyn>.includes(<dyn>) -> bool` (overload list_includes_dyn_dyn).
 */
export const listsLibraryV1: Library = {
  name: 'kubernetes.lists',
  functions: [...(listsLibrary.functions ?? []), { name: 'includes', overloads: [member('list_includes_dyn_dyn', [T.dyn, T.dyn], T.bool, (x, v) => l.includes(x, v))] }],
};
