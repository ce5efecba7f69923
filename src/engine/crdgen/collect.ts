// From the markers collector's answer for a package (pkg/markers Collector: values per package,
// type spec and field, with source ranges) to the marker values the generator reads.

import type { Range } from '../gosource/ast';
import type { MarkerValue as CollectedValue, MarkerValues as CollectedValues, PackageMarkers } from '../markers/types';
import type { CollectedMarkers } from './loader';
import type { MarkerValue, MarkerValues } from './markervalues';
import type { GoRange } from './props';

function toRange(file: string, r: Range): GoRange {
  return { file, line: r.start.line, column: r.start.column, endLine: r.end.line, endColumn: r.end.column };
}

function convertValue(v: CollectedValue): MarkerValue {
  const file = v.raw.file;
  const args: Record<string, GoRange> = {};
  for (const [k, a] of Object.entries(v.args)) args[k] = toRange(file, a.range);
  // the marker text from its `+` to the comment's end
  const range: GoRange = { file, line: v.raw.textStart.line, column: v.raw.textStart.column, endLine: v.raw.range.end.line, endColumn: v.raw.range.end.column };
  return { name: v.name, value: v.value, range, args };
}

export function convertValues(values: CollectedValues | undefined): MarkerValues {
  const out: MarkerValues = new Map();
  if (!values) return out;
  for (const [name, list] of values) out.set(name, list.map(convertValue));
  return out;
}

export function convertPackageMarkers(pm: PackageMarkers): CollectedMarkers {
  const typeMarkers = new Map<CollectedMarkers extends { typeMarkers: Map<infer K, unknown> } ? K : never, MarkerValues>();
  for (const [spec, nm] of pm.byType) typeMarkers.set(spec, convertValues(nm.values));
  const fieldMarkers = new Map<CollectedMarkers extends { fieldMarkers: Map<infer K, unknown> } ? K : never, MarkerValues>();
  for (const [field, nm] of pm.byField) fieldMarkers.set(field, convertValues(nm.values));
  return { packageMarkers: convertValues(pm.package.values), typeMarkers, fieldMarkers };
}
