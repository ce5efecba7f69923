// The cel-go lists extension declarations (ext/lists.go, cel-go v0.26) at ListsVersion(3), which
// Kubernetes enables from 1.34: slice, flatten, sort, sortBy (macro), lists.range, reverse, distinct.
import { ACCU_VAR } from '../../ast';
import type { Library, MacroDecl } from '../../library';
import { T, type CelType } from '../../types';
import type { CelList, Value } from '../../values';
import * as x from '../listsExt';
import { listsExtCallCost, listsExtEstimateCallCost } from '../extensionCost';
import { global, member } from './decl';

const TP = T.param('T');
const LT = T.list(TP);
const asL = (v: Value) => v as CelList;

/** cel-go comparableTypes of the lists extension (order as upstream). */
const COMPARABLE: CelType[] = [T.int, T.uint, T.double, T.bool, T.duration, T.timestamp, T.string, T.bytes];
/** TypeName() as used in the overload ids: list_int_sort, list_google.protobuf.Duration_sort ... */
const typeName = (t: CelType) => (t.kind === 'duration' ? 'google.protobuf.Duration' : t.kind === 'timestamp' ? 'google.protobuf.Timestamp' : t.kind);

const SORT_BY_VAR = '@__sortBy_input__';

/** sortBy: `l.sortBy(e, key)` → bind l to a hidden variable and sort it by `l.map(e, key)`. */
const sortByMacro: MacroDecl = {
  name: 'sortBy',
  receiver: true,
  argCount: 2,
  expand(h, target, args) {
    const t = target!;
    if (!['list', 'select', 'ident', 'comprehension', 'call'].includes(t.kind)) {
      return h.error(t, 'sortBy can only be applied to a list, identifier, comprehension, call or select expression');
    }
    const v = args[0]!;
    if (v.kind !== 'ident') return h.error(v, 'argument is not an identifier');
    const mapped = h.comprehension({
      iterRange: h.ident(SORT_BY_VAR),
      iterVar: v.name,
      accuVar: ACCU_VAR,
      accuInit: h.list(),
      loopCondition: h.literal(true),
      loopStep: h.call('_+_', h.accuIdent(), h.list(args[1]!)),
      result: h.accuIdent(),
    });
    return h.comprehension({
      iterRange: h.list(),
      iterVar: '#unused',
      accuVar: SORT_BY_VAR,
      accuInit: t,
      loopCondition: h.literal(false),
      loopStep: h.ident(SORT_BY_VAR),
      result: h.memberCall('@sortByAssociatedKeys', h.ident(SORT_BY_VAR), mapped),
    });
  },
};

export const listsExtLibrary: Library = {
  name: 'cel.lib.ext.lists.v3',
  callCost: listsExtCallCost,
  estimateCallCost: listsExtEstimateCallCost,
  macros: [sortByMacro],
  functions: [
    { name: 'slice', overloads: [member('list_slice', [LT, T.int, T.int], LT, (l, a, b) => x.listSlice(asL(l), a as bigint, b as bigint))] },
    {
      name: 'flatten',
      // ext/lists.go: decls.DisableTypeGuards(true) (a list(T) that is already flat reaches list_flatten)
      disableTypeGuards: true,
      overloads: [
        member('list_flatten', [T.list(LT)], LT, (l) => x.listFlatten(asL(l))),
        member('list_flatten_int', [T.list(T.dyn), T.int], T.list(T.dyn), (l, d) => x.listFlatten(asL(l), d as bigint)),
      ],
    },
    { name: 'sort', overloads: COMPARABLE.map((t) => member(`list_${typeName(t)}_sort`, [T.list(t)], T.list(t), (l) => x.listSort(asL(l)))) },
    {
      name: '@sortByAssociatedKeys',
      overloads: COMPARABLE.map((u) => member(`list_${typeName(u)}_sortByAssociatedKeys`, [LT, T.list(u)], LT, (l, k) => x.sortByAssociatedKeys(asL(l), asL(k)))),
    },
    { name: 'lists.range', overloads: [global('lists_range', [T.int], T.list(T.int), (n) => x.listsRange(n as bigint))] },
    { name: 'reverse', overloads: [member('list_reverse', [LT], LT, (l) => x.listReverse(asL(l)))] },
    { name: 'distinct', overloads: [member('list_distinct', [LT], LT, (l) => x.listDistinct(asL(l)))] },
  ],
};

/** The library as the cel-go v0.29 binary of Kubernetes 1.37 implements it: lists.range refuses a negative or too large size. */
export const listsExtLibrary029: Library = {
  ...listsExtLibrary,
  functions: (listsExtLibrary.functions ?? []).map((f) =>
    f.name === 'lists.range' ? { name: f.name, overloads: [global('lists_range', [T.int], T.list(T.int), (n) => x.listsRange(n as bigint, true))] } : f,
  ),
};
