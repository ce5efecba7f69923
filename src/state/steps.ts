// The Pruned and Defaulted views: an object before and after one step of the apiserver's
// processing, as YAML lines marked kept / removed / added.
import { diffLines } from 'diff';
import { stringify } from 'yaml';
import type { ObjectReport } from '../engine/api';
import type { JSONValue } from '../engine/apis/json';
import { boundedValue } from './bounded';

/** What stands for a value too deep or too large to show (the views' marker). */
export const TOO_DEEP = '… (nested too deeply to display)';

export type StepId = 'pruned' | 'defaulted';
type LineKind = 'same' | 'removed' | 'added';

export interface StepLine {
  kind: LineKind;
  text: string;
}

export interface StepView {
  /** Field paths the step removed (pruned) or set (defaulted). */
  paths: string[];
  /** The object after the step, with the lines the step removed interleaved and marked. */
  lines: StepLine[];
  /** false when the object could not be decoded or no CRD serves it. */
  available: boolean;
  /** Defaulted step: the request version, whose defaults `paths` lists. */
  version?: string;
  /**
   * Defaulted step, when the object is stored and the read-back adds defaults or the storage
   * version differs: the stored object as read back at the storage version (the response's source).
   */
  storage?: { version: string; paths: string[]; lines: StepLine[] };
}

/** The value as YAML, cut at the views' bounds (a value whose aliases nest is far larger than its text). */
export function toYaml(v: JSONValue | null): string {
  if (v === null) return '';
  return stringify(boundedValue(v, TOO_DEEP).value, { lineWidth: 0, aliasDuplicateObjects: false });
}

export function lineDiff(before: string, after: string): StepLine[] {
  const out: StepLine[] = [];
  for (const change of diffLines(before, after)) {
    const kind: LineKind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    const text = change.value.endsWith('\n') ? change.value.slice(0, -1) : change.value;
    for (const line of text.split('\n')) out.push({ kind, text: line });
  }
  return out;
}

export function stepView(report: ObjectReport, step: StepId): StepView {
  // the request decoder prunes before defaulting (decodedObject); older reports lack it
  const decoded = report.decodedObject;
  const [before, after, paths] =
    step === 'pruned'
      ? decoded !== undefined
        ? [report.input, decoded, report.pruned]
        : [report.defaultedObject, report.result, report.pruned]
      : [decoded ?? report.input, report.defaultedObject, report.defaulted];
  const available = before !== null && after !== null && !!report.crd;
  if (!available) return { paths, lines: [], available };
  const view: StepView = { paths, lines: lineDiff(toYaml(before), toYaml(after)), available };
  if (step !== 'defaulted') return view;
  view.version = report.version;
  const st = report.storage;
  if (st && st.stored !== null && st.read !== null && (st.defaulted.length > 0 || st.version !== report.version)) {
    view.storage = { version: st.version, paths: st.defaulted, lines: lineDiff(toYaml(st.stored), toYaml(st.read)) };
  }
  return view;
}
