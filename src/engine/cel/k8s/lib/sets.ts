// The cel-go sets extension declarations (ext/sets.go), enabled by Kubernetes from 1.29.
import type { Library } from '../../library';
import { T } from '../../types';
import type { CelList, Value } from '../../values';
import * as s from '../sets';
import { setsCallCost, setsEstimateCallCost } from '../extensionCost';
import { global } from './decl';

const L = T.list(T.param('T'));
const asL = (v: Value) => v as CelList;

export const setsLibrary: Library = {
  name: 'cel.lib.ext.sets',
  callCost: setsCallCost,
  estimateCallCost: setsEstimateCallCost,
  functions: [
    { name: 'sets.contains', overloads: [global('list_sets_contains_list', [L, L], T.bool, (a, b) => s.setsContains(asL(a), asL(b)))] },
    { name: 'sets.equivalent', overloads: [global('list_sets_equivalent_list', [L, L], T.bool, (a, b) => s.setsEquivalent(asL(a), asL(b)))] },
    { name: 'sets.intersects', overloads: [global('list_sets_intersects_list', [L, L], T.bool, (a, b) => s.setsIntersects(asL(a), asL(b)))] },
  ],
};
