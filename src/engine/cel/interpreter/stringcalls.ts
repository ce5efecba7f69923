// The string calls comprehension predicates and transforms are made of (`x == 'a'`,
// `x.startsWith('a')`, `x + '-b'`, ...) on a comprehension variable and a constant string, each
// planned as a closure of its own: the value is the overload's on two strings and the cost is
// what the generic call charges (the variable's identifier 1, then the call's size-based cost of
// interpreter/runtimecost.go), charged in one step when under the limit. A value that is not a
// string (an error, an unknown) goes to the generic closure.
import { actualSize } from './dispatch';
import { addCost2, type Ev } from './frame';
import { tenth, tenthCapped } from './runtimecost';

/**
 * The closure for overload `id` with the variable in slot `slot` and the constant `c`, or
 * undefined when the overload has none. Only for calls without library cost hooks.
 */
export function stringSlotConstCall(id: string, slot: number, c: string, general: Ev, celGo029 = false): Ev | undefined {
  const tc = tenth(c);
  switch (id) {
    case 'equals':
      return (f) => {
        const x = f.slots[slot];
        if (typeof x !== 'string') return general(f);
        addCost2(f, 1, tenthCapped(x, tc));
        return x === c;
      };
    case 'not_equals':
      return (f) => {
        const x = f.slots[slot];
        if (typeof x !== 'string') return general(f);
        addCost2(f, 1, tenthCapped(x, tc));
        return x !== c;
      };
    case 'starts_with_string':
      return (f) => {
        const x = f.slots[slot];
        if (typeof x !== 'string') return general(f);
        // cel-go v0.29 charges the constant prefix/suffix, before it the variable
        addCost2(f, 1, celGo029 ? tc : tenth(x));
        return x.startsWith(c);
      };
    case 'ends_with_string':
      return (f) => {
        const x = f.slots[slot];
        if (typeof x !== 'string') return general(f);
        // cel-go v0.29 charges the constant prefix/suffix, before it the variable
        addCost2(f, 1, celGo029 ? tc : tenth(x));
        return x.endsWith(c);
      };
    case 'contains_string':
      return (f) => {
        const x = f.slots[slot];
        if (typeof x !== 'string') return general(f);
        addCost2(f, 1, tenth(x) * tc);
        return x.includes(c);
      };
    case 'add_string': {
      const nc = actualSize(c);
      return (f) => {
        const x = f.slots[slot];
        if (typeof x !== 'string') return general(f);
        addCost2(f, 1, Math.ceil((actualSize(x) + nc) * 0.1));
        return x + c;
      };
    }
  }
  return undefined;
}
