// collect.go parseMarkersInPackage: each raw marker of a node looked up for the node's target and
// parsed by its definition; a parse error is controller-gen's error at the comment.
import type { Pos, Range } from '../gosource/ast';
import { parseMarkerText } from './parse';
import type { MarkerRegistry } from './reg';
import type { MarkerArg, MarkerDefinition, MarkerDiagnostic, MarkerValue, NodeMarkers, RawMarker, TargetType } from './types';

/** The source position of an offset in a marker's text (a `//` comment is one line). */
export function markerPos(raw: RawMarker, offset: number): Pos {
  const s = raw.textStart;
  return { offset: s.offset + offset, line: s.line, column: s.column + offset };
}

export function markerRange(raw: RawMarker, start: number, end: number): Range {
  return { start: markerPos(raw, start), end: markerPos(raw, end) };
}

/** The marker's name as written: up to `=`, or the whole text (without `+`). */
export function writtenName(text: string): string {
  const eq = text.indexOf('=');
  return (eq < 0 ? text : text.slice(0, eq)).slice(1);
}

const BARE_ENDS = 'a value that is not quoted ends at `,` `;` `:` or `}`: quote it ("..." or `...`)';

/** Our advice for a parse error (controller-gen's message says what, not why). */
function hintFor(def: MarkerDefinition, message: string): string | undefined {
  if (message.startsWith('extra arguments provided') && def.fields.size > 0) return BARE_ENDS;
  if (message.startsWith('unknown argument')) return `the arguments of ${def.name} are ${[...def.fields.keys()].join(', ') || 'none'}`;
  return undefined;
}

/** Definition.Parse of a raw marker: the value with source ranges, or controller-gen's errors. */
export function parseMarker(def: MarkerDefinition, raw: RawMarker): { value?: MarkerValue; errors: MarkerDiagnostic[] } {
  const parsed = parseMarkerText(def, raw.text);
  if (parsed.errors.length > 0) {
    return {
      // the first error is the cause; what follows it is often its consequence
      errors: parsed.errors.map((e, i) => ({
        severity: 'error',
        code: 'markers.parse',
        file: raw.file,
        range: markerRange(raw, e.start, e.end),
        message: e.message,
        commentStart: raw.range.start,
        marker: writtenName(raw.text),
        ...(i === 0 && hintFor(def, e.message) ? { hint: hintFor(def, e.message) } : {}),
      })),
    };
  }
  const args: Record<string, MarkerArg> = {};
  for (const [name, span] of Object.entries(parsed.spans)) {
    const value = name === '' ? parsed.value : (parsed.value as Record<string, MarkerArg['value']>)[name];
    const a: MarkerArg = { value: value ?? null, range: markerRange(raw, span.start, span.end) };
    if (span.items) a.items = span.items.map(([s, e]) => markerRange(raw, s, e));
    args[name] = a;
  }
  return { value: { name: def.name, definition: def, value: parsed.value, args, raw }, errors: [] };
}

/** A node's raw markers parsed for its target; the ones with no definition are kept as unknown. */
export function parseNodeMarkers(registry: MarkerRegistry, target: TargetType, raws: RawMarker[], errors: MarkerDiagnostic[]): NodeMarkers {
  const out: NodeMarkers = { values: new Map(), unknown: [] };
  for (const raw of raws) {
    const def = registry.lookup(raw.text, target);
    if (!def) {
      out.unknown.push(raw);
      continue;
    }
    const r = parseMarker(def, raw);
    if (!r.value) {
      errors.push(...r.errors);
      continue;
    }
    const list = out.values.get(def.name);
    if (list) list.push(r.value);
    else out.values.set(def.name, [r.value]);
  }
  return out;
}
