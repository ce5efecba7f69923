// Runtime overload dispatch: does a value inhabit a declared parameter type (cel-go dispatcher).
import type { CelType } from '../types';
import { CelDuration, CelList, CelMap, CelObject, CelOptional, CelTimestamp, CelTypeValue, CelUint, OpaqueValue, Value } from '../values';

export function valueMatches(v: Value, t: CelType): boolean {
  switch (t.kind) {
    case 'dyn':
    case 'any':
    case 'typeParam':
    case 'error':
      return true;
    case 'int':
      return typeof v === 'bigint';
    case 'uint':
      return v instanceof CelUint;
    case 'double':
      return typeof v === 'number';
    case 'bool':
      return typeof v === 'boolean';
    case 'string':
      return typeof v === 'string';
    case 'bytes':
      return v instanceof Uint8Array;
    case 'null_type':
      return v === null;
    case 'timestamp':
      return v instanceof CelTimestamp;
    case 'duration':
      return v instanceof CelDuration;
    // cel-go defaultIsAssignableRuntimeType: a non-empty list or map must also have its first
    // element (first key and its value) assignable to the declared element (key, value) type, so
    // dyn([1.0, 2.0]).sum() dispatches to list_double_sum_double, not the first declared overload
    case 'list':
      if (!(v instanceof CelList)) return false;
      return v.size === 0 || valueMatches(v.get(0), t.elem);
    case 'map': {
      if (!(v instanceof CelMap)) return false;
      if (v.size === 0) return true;
      const k = v.keys()[0]!;
      return valueMatches(k, t.key) && valueMatches(v.get(k)!, t.value);
    }
    case 'object':
      return (v instanceof CelObject && v.typeName === t.name) || (v instanceof OpaqueValue && v.celType.kind === 'object' && v.celType.name === t.name);
    case 'type':
      return v instanceof CelTypeValue;
    case 'opaque':
      if (t.name === 'optional_type') return v instanceof CelOptional;
      return v instanceof OpaqueValue && v.celType.kind === 'opaque' && v.celType.name === t.name;
  }
}

/** True when a checked static type guarantees the runtime value's kind (no guard needed). */
export function isConcrete(t: CelType | undefined): boolean {
  if (!t) return false;
  switch (t.kind) {
    case 'dyn':
    case 'any':
    case 'typeParam':
    case 'error':
      return false;
    default:
      return true;
  }
}

const HIGH_SURROGATE = /[\ud800-\udbff]/;

/** cel-go actualSize: size of strings (code points), bytes, lists, maps; optional of those; else 1. */
export function actualSize(v: Value): number {
  if (typeof v === 'string') {
    // short strings: a scan is cheaper than the regular expression
    if (v.length <= 32) {
      let n = v.length;
      for (let i = 0; i < v.length; i++) {
        const c = v.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdbff) n--;
      }
      return n;
    }
    if (!HIGH_SURROGATE.test(v)) return v.length;
    let n = 0;
    for (let i = 0; i < v.length; i++) {
      const c = v.charCodeAt(i);
      if (c < 0xd800 || c > 0xdbff) n++;
    }
    return n;
  }
  if (v instanceof Uint8Array) return v.length;
  if (v instanceof CelList || v instanceof CelMap) return v.size;
  if (v instanceof CelOptional && v.value !== undefined) return actualSize(v.value);
  if (v instanceof CelObject) return v.sizerSize ?? 1;
  return 1;
}
