// Proto3 JSON form of CEL values for the CLI (int/uint as decimal strings, bytes base64,
// timestamps RFC 3339, durations "3600s", optionals as {hasValue, value}).
import type { JSONValue } from '../apis/json';
import { formatDouble } from './stdlib/conversions';
import { durationProtoJSON, timestampProtoJSON } from './time';
import { CelDuration, CelError, CelList, CelMap, CelObject, CelOptional, CelTimestamp, CelTypeValue, CelUint, CelUnknown, OpaqueValue, Value } from './values';
import { displayKey } from './stdlib/operators';
import { typeName } from './types';

function base64(b: Uint8Array): string {
  let s = '';
  for (const x of b) s += String.fromCharCode(x);
  return btoa(s);
}

export function toProtoJSON(v: Value): JSONValue {
  switch (typeof v) {
    case 'bigint':
      return v.toString();
    case 'number':
      return Number.isFinite(v) ? v : formatDouble(v).replace('+Inf', 'Infinity').replace('-Inf', '-Infinity');
    case 'string':
    case 'boolean':
      return v;
  }
  if (v === null) return null;
  if (v instanceof CelUint) return v.v.toString();
  if (v instanceof Uint8Array) return base64(v);
  if (v instanceof CelTimestamp) return timestampProtoJSON(v);
  if (v instanceof CelDuration) return durationProtoJSON(v);
  if (v instanceof CelList) return v.toArray().map(toProtoJSON);
  if (v instanceof CelMap) {
    const out: Record<string, JSONValue> = {};
    for (const k of v.keys()) out[typeof k === 'string' ? k : displayKey(k)] = toProtoJSON(v.get(k)!);
    return out;
  }
  if (v instanceof CelObject) {
    const out: Record<string, JSONValue> = {};
    for (const f of v.fieldNames()) out[f] = toProtoJSON(v.getField(f)!);
    return out;
  }
  if (v instanceof CelOptional) return v.hasValue() ? { hasValue: true, value: toProtoJSON(v.value!) } : { hasValue: false };
  if (v instanceof CelTypeValue) return v.name;
  if (v instanceof OpaqueValue) {
    const s = (v as { toCelString?: () => Value }).toCelString?.();
    if (typeof s === 'string') return s;
    // Kubernetes types (quantity, IP, CIDR, URL, semver) print their string form
    if (v.toString !== Object.prototype.toString) return String(v);
    return typeName(v.celType);
  }
  if (v instanceof CelError) return { error: v.message };
  if (v instanceof CelUnknown) return { unknown: v.ids.map(String) };
  return null;
}
