// The nesting estimate a text is given before it is parsed (documents.ts findExcessiveNesting:
// flow brackets outside quotes and the stack of increasing block indentations), and the same
// estimate for the next version of a large text: the scan starts again from the last line before
// the edit where its state was kept, and stops at the first line after it whose state is the one
// the previous text had there (the rest of the text, and so the rest of the scan, being the same).
import type { TextEdit } from './textedit';

/** Nesting the YAML parser is given at most: deeper text is reported instead of parsed (the parser recurses). */
export const MAX_SOURCE_NESTING = 400;

/** The scan's state at the start of a line outside quotes and flow collections: the open block indentations. */
interface Checkpoint {
  at: number;
  /** Not changed once kept (a scan from here copies it). */
  indents: readonly number[];
}

/** A scan of a text that found nothing too deep, with its states every CHECKPOINT_STEP characters or so. */
export interface NestingScan {
  readonly checkpoints: readonly Checkpoint[];
}

const CHECKPOINT_STEP = 16 * 1024;

/** Where the scan meets a line the previous text had in the same state (its checkpoints, moved by `delta`). */
interface Resync {
  previous: readonly Checkpoint[];
  /** The next of `previous` to compare with. */
  k: number;
  delta: number;
  /** Lines from here on lie in the text after the edit. */
  from: number;
}

const RESYNCED = -2;

/**
 * Estimates the deepest nesting of a YAML text without parsing it: flow brackets
 * outside quotes, and the stack of increasing block indentations. Returns the offset
 * where the limit is first exceeded, or -1.
 */
export function findExcessiveNesting(text: string, limit = MAX_SOURCE_NESTING): number {
  return scan(text, 0, [], limit);
}

/**
 * findExcessiveNesting(text) at MAX_SOURCE_NESTING, and whether every document marker line (`---`
 * then a blank or the end, yaml/docsplit.ts) was reached outside quotes and flow collections. Then
 * the scan of a part of the text cut at those lines (docsplit's parts) is in the state the whole
 * text's scan is in from the marker on (the marker's `-` closes every block indentation of
 * either), so when the whole text is not too deep no part of it is: its parse needs no scan of its own. `lineStarts`: when
 * given (holding 0) and the text is not too deep, the offsets where its other lines start are
 * added to it, in order (the scan finds every line feed): a LineIndex of the text needs no search of its own.
 */
export function scanMarkedNesting(text: string, lineStarts?: number[]): { tooDeep: number; markersOutside: boolean } {
  const marks = { inside: false };
  const tooDeep = scan(text, 0, [], MAX_SOURCE_NESTING, undefined, undefined, marks, lineStarts);
  return { tooDeep, markersOutside: !marks.inside };
}

/** `---` at `i` (a line start) followed by a blank or the text's end. */
function isMarkerLine(text: string, i: number): boolean {
  if (text.charCodeAt(i + 1) !== 45 || text.charCodeAt(i + 2) !== 45) return false;
  if (i + 3 >= text.length) return i + 3 === text.length;
  const c = text.charCodeAt(i + 3);
  return c === 32 || c === 9 || c === 10 || c === 13;
}

/**
 * findExcessiveNesting(text) at MAX_SOURCE_NESTING, and when it is -1 the states to start the
 * next version's scan from. `previous`: the scan of the text before `edit` (textedit.ts).
 */
export function scanNesting(text: string, previous?: { scan: NestingScan; edit: TextEdit }): { tooDeep: number; scan?: NestingScan } {
  const kept: Checkpoint[] = [];
  if (!previous) {
    const tooDeep = scan(text, 0, [], MAX_SOURCE_NESTING, kept);
    return tooDeep >= 0 ? { tooDeep } : { tooDeep, scan: { checkpoints: kept } };
  }
  const { scan: before, edit } = previous;
  const cps = before.checkpoints;
  // the last state kept before the edit: the text before it is the same
  let k = -1;
  for (let lo = 0, hi = cps.length - 1; lo <= hi;) {
    const mid = (lo + hi) >> 1;
    if (cps[mid]!.at <= edit.at) {
      k = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  const start = k >= 0 ? cps[k]! : { at: 0, indents: [] };
  for (let i = 0; i <= k; i++) kept.push(cps[i]!);
  const delta = edit.afterEnd - edit.beforeEnd;
  const resync: Resync = { previous: cps, k: k + 1, delta, from: edit.afterEnd };
  const tooDeep = scan(text, start.at, start.indents.slice(), MAX_SOURCE_NESTING, kept, resync);
  if (tooDeep >= 0) return { tooDeep };
  if (tooDeep === RESYNCED) for (let i = resync.k; i < cps.length; i++) kept.push({ at: cps[i]!.at + delta, indents: cps[i]!.indents });
  return { tooDeep: -1, scan: { checkpoints: kept } };
}

function sameIndents(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * What scan() reads within a line outside quotes: quotes, a comment's `#`, flow brackets (the line
 * feeds it finds by indexOf: a search for these runs on past them, one call per stop, not per line).
 */
const PLAIN_STOPS = /["'#[\]{}]/g;
/** ... inside double quotes: the closing quote, an escape. */
const DOUBLE_QUOTED_STOPS = /["\\]/g;
/** ... inside single quotes: the closing quote. */
const SINGLE_QUOTED_STOPS = /'/g;

/** The first character at or after `from` that changes the state inside quote `quote` (0: none), or the text's length. */
function nextStop(text: string, from: number, quote: number): number {
  const stops = quote === 0 ? PLAIN_STOPS : quote === 34 ? DOUBLE_QUOTED_STOPS : SINGLE_QUOTED_STOPS;
  stops.lastIndex = from;
  return stops.test(text) ? stops.lastIndex - 1 : text.length;
}

/**
 * The scan from the line starting at `from` (outside quotes and flow collections, with `indents`
 * open). `kept`: states are added to it; `resync`: returns RESYNCED at the first line after the
 * edit whose state is the previous text's there. `marks`: `inside` is set when a document marker
 * line starts inside quotes or a flow collection. `starts`: the offset after each line feed read is added to it.
 */
function scan(text: string, from: number, indents: number[], limit: number, kept?: Checkpoint[], resync?: Resync, marks?: { inside: boolean }, starts?: number[]): number {
  // character codes: 10 \n, 32 space, 9 tab, 45 -, 35 #, 34 ", 39 ', 92 \, 91 [, 123 {, 93 ], 125 }
  let flow = 0;
  let quote = 0;
  let nextKept = kept ? from + CHECKPOINT_STEP : Infinity;
  const n = text.length;
  // the next character that changes the state (nextStop): searched again once passed, so after each one read (a
  // quote that opens or closes changes what is searched for)
  let stop = -1;
  let i = from;
  // each turn reads one line from its start: its indentation and entries, then its stops up to its line feed
  while (i < n) {
    let indent = 0;
    let c = text.charCodeAt(i);
    for (;;) {
      if (c === 10) break;
      if (c === 32) {
        // the line's indentation in one go
        let j = i + 1;
        while (j < n && text.charCodeAt(j) === 32) j++;
        indent += j - i;
        i = j;
        if (i === n) return -1;
        c = text.charCodeAt(i);
        continue;
      }
      if (marks && c === 45 && indent === 0 && (quote !== 0 || flow !== 0) && isMarkerLine(text, i)) marks.inside = true;
      // each `- ` opens a block sequence at its column: `- - - x` nests three deep on one line
      let entry = false;
      if (flow === 0 && c === 45) {
        const d = i + 1 === n ? -1 : text.charCodeAt(i + 1);
        entry = d === -1 || d === 32 || d === 10 || d === 9;
      }
      if (entry || (c !== 35 && flow === 0)) {
        while (indents.length > 0 && indents[indents.length - 1]! >= indent) indents.pop();
        indents.push(indent);
        if (indents.length > limit) return i;
      }
      if (!entry) break;
      indent++;
      if (++i === n) return -1;
      c = text.charCodeAt(i);
    }
    let eol = c === 10 ? i : text.indexOf('\n', i);
    if (eol < 0) eol = n;
    // the line's stops, from its first character after the indentation on
    for (let p = i; ; p++) {
      if (stop < p) stop = nextStop(text, p, quote);
      if (stop >= eol) break;
      p = stop;
      c = text.charCodeAt(p);
      if (quote !== 0) {
        if (c === quote) quote = 0;
        else if (c === 92 && quote === 34 && ++p === eol && eol < n) {
          // an escaped line feed: the next line goes on this one (no line start)
          if (starts) starts.push(eol + 1);
          eol = text.indexOf('\n', eol + 1);
          if (eol < 0) eol = n;
        }
        continue;
      }
      if (c === 34 || c === 39) quote = c;
      else if (c === 35 && (p === 0 || text.charCodeAt(p - 1) === 32)) break;
      else if (c === 91 || c === 123) {
        if (++flow > limit) return p;
      } else if ((c === 93 || c === 125) && flow > 0) flow--;
    }
    if (eol >= n) return -1;
    if (starts) starts.push(eol + 1);
    if (flow === 0 && quote === 0) {
      const at = eol + 1;
      if (resync && at >= resync.from) {
        const was = at - resync.delta;
        while (resync.k < resync.previous.length && resync.previous[resync.k]!.at < was) resync.k++;
        const cp = resync.previous[resync.k];
        if (cp && cp.at === was && sameIndents(cp.indents, indents)) return RESYNCED;
      }
      if (at >= nextKept) {
        kept!.push({ at, indents: indents.slice() });
        nextKept = at + CHECKPOINT_STEP;
      }
    }
    i = eol + 1;
  }
  return -1;
}
