// On-demand views of the input (Versions, Columns, OpenAPI tabs): which check options the open
// tab needs, and the state of each view the worker computes.
import type { CheckInput } from '../engine/api';
import type { ViewResult } from '../engine';

/** The tab that shows None-conversion previews: only while it is open does the check compute them. */
export const CONVERSIONS_TAB = 'versions';

export interface ViewEntry {
  seq: number;
  status: 'pending' | 'ready';
  result?: ViewResult;
  error?: string;
}

interface ViewSettings {
  tab: string;
  /** "now" for ages in printer columns (RFC 3339); empty: the current time. */
  now: string;
}

/** The check input with the options the views need (None-conversion previews, "now"). */
export function withViewOptions(input: CheckInput, s: ViewSettings): CheckInput {
  const options = { ...input.options };
  if (s.tab === CONVERSIONS_TAB) options.conversions = true;
  const now = normalizeNow(s.now);
  if (now) options.now = now;
  return { ...input, options };
}

/** A "now" typed by the user (a datetime-local value or RFC 3339) as RFC 3339 UTC; '' when empty or unreadable. */
export function normalizeNow(text: string): string {
  const t = text.trim();
  if (t === '') return '';
  // datetime-local values have no zone: they are the user's local time
  const ms = Date.parse(t);
  if (Number.isNaN(ms)) return '';
  return new Date(ms).toISOString().replace(/\.000Z$/, 'Z');
}

/** Whether switching from tab `a` to tab `b` changes the check input. */
export function tabChangesInput(a: string, b: string): boolean {
  return (a === CONVERSIONS_TAB) !== (b === CONVERSIONS_TAB);
}
