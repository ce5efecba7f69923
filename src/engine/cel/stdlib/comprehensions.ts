// cel-go ext.TwoVarComprehensions: two-variable all/exists/existsOne and transformList/Map/MapEntry
// (macros in ../parser/macros.ts) plus the internal cel.@mapInsert function they expand to.
import type { Library } from '../library';
import { TWO_VAR_MACROS } from '../parser/macros';
import { T } from '../types';
import { CelError, CelMap, HashMap, Value } from '../values';
import { displayKey } from './operators';

const K = T.param('K');
const V = T.param('V');

function copyMap(m: CelMap): HashMap {
  if (m instanceof HashMap && m.size === 0) return new HashMap();
  const out = new HashMap();
  for (const k of m.keys()) out.set(k, m.get(k)!);
  return out;
}

function insert(m: Value, k: Value, v: Value): Value {
  if (!(m instanceof CelMap)) return new CelError('no such overload');
  if (m.has(k)) return new CelError(`insert failed: key ${displayKey(k)} already exists`);
  const out = copyMap(m);
  if (!out.set(k, v)) return new CelError(`unsupported map key type`);
  return out;
}

export const twoVarComprehensionsLibrary: Library = {
  name: 'cel.lib.ext.comprev2',
  macros: TWO_VAR_MACROS,
  functions: [
    {
      name: 'cel.@mapInsert',
      overloads: [
        { id: '@mapInsert_map_key_value', args: [T.map(K, V), K, V], result: T.map(K, V), impl: insert },
        {
          id: '@mapInsert_map_map',
          args: [T.map(K, V), T.map(K, V)],
          result: T.map(K, V),
          impl: (m, e) => {
            if (!(m instanceof CelMap) || !(e instanceof CelMap)) return new CelError('no such overload');
            let acc: Value = m;
            for (const k of e.keys()) {
              acc = insert(acc, k, e.get(k)!);
              if (acc instanceof CelError) return acc;
            }
            return acc;
          },
        },
      ],
    },
  ],
};
