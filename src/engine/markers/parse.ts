// controller-tools pkg/markers parse.go: the marker argument language (bare, quoted and raw
// strings, numbers, bools, `a;b` and `{a,b}` slices, `{k: v}` maps, any-typed values guessed from
// their text) and Definition.Parse, with the error texts controller-gen prints. Offsets are
// positions in the marker's argument text; collect.ts turns them into source ranges.
import { goQuote } from '../golang/fmt';
import { goAtoi, goParseFloat } from './numbers';
import { isAnonymous, isEmpty } from './reg';
import { splitMarker } from './split';
import { EOF, Float, Ident, Int, positionString, RawString, ScanFloats, ScanInts, StringTok as Str, TextScanner } from './textscanner';
import type { ArgValue, Argument, MarkerDefinition } from './types';
import { goUnquote } from './unquote';

const ch = (c: string): number => c.charCodeAt(0);
const COMMA = ch(',');
const SEMI = ch(';');
const COLON = ch(':');
const LBRACE = ch('{');
const RBRACE = ch('}');
const MINUS = ch('-');
const EQUALS = ch('=');

const STRING: Argument = { type: 'string', optional: false, pointer: false };
const INVALID: Argument = { type: 'invalid', optional: false, pointer: false };
const ANY: Argument = { type: 'any', optional: false, pointer: false };

/** A scanner error: Go's ScannerError (`msg (at line:col)`) plus where it is in the argument text. */
export interface ArgError {
  /** The full message as controller-gen prints it (after the comment's position). */
  message: string;
  /** Offsets in the text Definition.Parse scanned (the argument text), [start, end). */
  start: number;
  end: number;
}

/** A parsed argument's place in the argument text. */
export interface ArgSpan {
  start: number;
  end: number;
  items?: Array<[number, number]>;
}

function isWs(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
}

/** peekNoSpace: Peek, consuming white space first (with Next, which invalidates Position). */
function peekNoSpace(s: TextScanner): number {
  let hint = s.peek();
  while (isWs(hint)) {
    s.nextChar();
    hint = s.peek();
  }
  return hint;
}

/** expect: the next token must be `expected`, else the error `expected <desc>, got "<text>"`. */
function expect(s: TextScanner, expected: number, desc: string): boolean {
  const tok = s.scan();
  if (tok !== expected) {
    s.onError(s, `expected ${desc}, got ${goQuote(s.tokenText())}`);
    return false;
  }
  return true;
}

function sub(s: TextScanner, raw: string): { scanner: TextScanner; raw: string } {
  const off = s.pos().offset;
  const subRaw = raw.slice(off);
  return { scanner: new TextScanner(subRaw, s.onError, s.base + off), raw: subRaw };
}

/** guessType: the type an any-typed value has, read ahead on a copy of the scanner. */
function guessType(s: TextScanner, raw: string, allowSlice: boolean): Argument {
  if (allowSlice) {
    const maybeItem = guessType(s, raw, false);
    const { scanner: subScanner } = sub(s, raw);
    let tok: number;
    for (;;) {
      tok = subScanner.scan();
      if (tok === COMMA || tok === EOF || tok === SEMI) break;
    }
    // a semicolon means a legacy slice
    if (tok === SEMI) return { type: 'slice', optional: false, pointer: false, itemType: maybeItem };
    return maybeItem;
  }

  const { scanner: subScanner, raw: subRaw } = sub(s, raw);
  let hint = peekNoSpace(subScanner);
  if (hint === ch('"') || hint === ch("'") || hint === ch('`')) return STRING;

  if (hint === LBRACE) {
    subScanner.scan();
    hint = peekNoSpace(subScanner);
    const firstElemType = guessType(subScanner, subRaw, false);
    if (firstElemType.type === 'string') {
      // a string followed by a colon is a map key (or `{}`, an empty map)
      parseString(subScanner, subRaw);
      const token = subScanner.scan();
      if (token === COLON || hint === RBRACE) return { type: 'map', optional: false, pointer: false, itemType: ANY };
    }
    return { type: 'slice', optional: false, pointer: false, itemType: firstElemType };
  }

  let probablyString = false;
  if (hint === ch('t') || hint === ch('f')) {
    const nextTok = subScanner.scan();
    if (nextTok === Ident) {
      const t = subScanner.tokenText();
      if (t === 'true' || t === 'false') return { type: 'bool', optional: false, pointer: false };
      probablyString = true;
    } else {
      s.onError(s, `got a token (${goQuote(s.tokenText())}) that looked like an ident, but was not`);
      return INVALID;
    }
  }

  if (!probablyString) {
    let nextTok = subScanner.scan();
    if (nextTok === MINUS) nextTok = subScanner.scan();
    if (nextTok === Int) return { type: 'int', optional: false, pointer: false };
    if (nextTok === Float) return { type: 'number', optional: false, pointer: false };
  }
  return STRING;
}

/** parseString: a quoted or raw string token, else bare tokens up to `,` `;` `:` `}` or the end. */
function parseString(s: TextScanner, raw: string): string | undefined {
  const oldMode = s.mode;
  s.mode = oldMode & ~ScanInts & ~ScanFloats;
  try {
    const tok = s.scan();
    if (tok === Str || tok === RawString) {
      const val = goUnquote(s.tokenText());
      if (val === undefined) {
        s.onError(s, 'unable to parse string: invalid syntax');
        return undefined;
      }
      return val;
    }
    const startPos = s.position.offset;
    for (let hint = peekNoSpace(s); hint !== COMMA && hint !== SEMI && hint !== COLON && hint !== RBRACE && hint !== EOF; hint = peekNoSpace(s)) {
      s.scan();
    }
    // Go slices up to the last token's start plus its text: after white space was skipped the
    // text is empty (Next() drops it), as upstream does.
    const endPos = s.position.offset + s.tokenText().length;
    return raw.slice(startPos, endPos);
  } finally {
    s.mode = oldMode;
  }
}

function parseSlice(a: Argument, s: TextScanner, raw: string, items?: Array<[number, number]>): ArgValue[] | undefined {
  const res: ArgValue[] = [];
  const item = a.itemType ?? INVALID;
  const track = (start: number): void => {
    if (items) items.push(trimmedSpan(raw, start, s.pos().offset));
  };
  if (peekNoSpace(s) === LBRACE) {
    s.scan();
    for (let hint = peekNoSpace(s); hint !== RBRACE && hint !== EOF; hint = peekNoSpace(s)) {
      const start = s.pos().offset;
      res.push(zeroIfUndefined(item, parseArg(item, s, raw, true)));
      track(start);
      if (peekNoSpace(s) === RBRACE) break;
      if (!expect(s, COMMA, 'comma')) return undefined;
    }
    if (!expect(s, RBRACE, 'close curly brace')) return undefined;
    return res;
  }
  for (let hint = peekNoSpace(s); hint !== COMMA && hint !== RBRACE && hint !== EOF; hint = peekNoSpace(s)) {
    const start = s.pos().offset;
    res.push(zeroIfUndefined(item, parseArg(item, s, raw, true)));
    track(start);
    const tok = peekNoSpace(s);
    if (tok === COMMA || tok === RBRACE || tok === EOF) break;
    s.scan();
    if (tok !== SEMI) {
      s.onError(s, `expected comma, got ${goQuote(s.tokenText())}`);
      return undefined;
    }
  }
  return res;
}

function parseMap(a: Argument, s: TextScanner, raw: string): Record<string, ArgValue> | undefined {
  const res: Record<string, ArgValue> = {};
  const item = a.itemType ?? INVALID;
  if (!expect(s, LBRACE, 'open curly brace')) return undefined;
  for (let hint = peekNoSpace(s); hint !== RBRACE && hint !== EOF; hint = peekNoSpace(s)) {
    const key = parseString(s, raw) ?? '';
    if (!expect(s, COLON, 'colon')) return undefined;
    res[key] = zeroIfUndefined(item, parseArg(item, s, raw, false));
    if (peekNoSpace(s) === RBRACE) break;
    if (!expect(s, COMMA, 'comma')) return undefined;
  }
  if (!expect(s, RBRACE, 'close curly brace')) return undefined;
  return res;
}

/** Go's zero value of an argument type (what an element holds when its parse failed). */
function zeroValue(a: Argument): ArgValue {
  switch (a.type) {
    case 'int':
    case 'number':
      return 0;
    case 'bool':
      return false;
    case 'slice':
      return [];
    case 'map':
      return {};
    default:
      return '';
  }
}

function zeroIfUndefined(a: Argument, v: ArgValue | undefined): ArgValue {
  return v === undefined ? zeroValue(a) : v;
}

/** Argument.parse: one value of type a (inSlice: no second legacy-slice guess for any-typed items). */
function parseArg(a: Argument, s: TextScanner, raw: string, inSlice: boolean, items?: Array<[number, number]>): ArgValue | undefined {
  switch (a.type) {
    case 'invalid':
      s.onError(s, 'cannot parse invalid type');
      return undefined;
    case 'raw': {
      const val = raw.slice(s.pos().offset);
      while (s.scan() !== EOF) {
        /* consume everything */
      }
      return val;
    }
    case 'number': {
      let neg = false;
      if (s.peek() === MINUS) {
        neg = true;
        s.scan();
      }
      const tok = s.scan();
      if (tok !== Float && tok !== Int) {
        s.onError(s, `expected integer or float, got ${goQuote(s.tokenText())}`);
        return undefined;
      }
      const r = goParseFloat((neg ? '-' : '') + s.tokenText());
      if (!r.ok) {
        s.onError(s, `unable to parse number: ${r.error}`);
        return undefined;
      }
      return r.value;
    }
    case 'int': {
      let neg = false;
      if (s.peek() === MINUS) {
        neg = true;
        s.scan();
      }
      if (!expect(s, Int, 'integer')) return undefined;
      const r = goAtoi((neg ? '-' : '') + s.tokenText());
      if (!r.ok) {
        s.onError(s, `unable to parse integer: ${r.error}`);
        return undefined;
      }
      return r.value;
    }
    case 'string':
      return parseString(s, raw);
    case 'bool': {
      if (!expect(s, Ident, 'true or false')) return undefined;
      const t = s.tokenText();
      if (t === 'true') return true;
      if (t === 'false') return false;
      s.onError(s, `expected true or false, got ${goQuote(t)}`);
      return undefined;
    }
    case 'any': {
      const guessed = guessType(s, raw, !inSlice);
      return parseArg(guessed, s, raw, false, items);
    }
    case 'slice':
      return parseSlice(a, s, raw, items);
    case 'map':
      return parseMap(a, s, raw);
  }
}

function trimmedSpan(raw: string, start: number, end: number): [number, number] {
  while (start < end && isWs(raw.charCodeAt(start))) start++;
  while (end > start && isWs(raw.charCodeAt(end - 1))) end--;
  return [start, end];
}

/** The scanner mode pkg/markers uses (parserScanner). */
function parserScanner(raw: string, onError: (s: TextScanner, msg: string) => void): TextScanner {
  return new TextScanner(raw, onError);
}

/** Argument.Parse on its own (for tests and tools): the value of `raw` as type a, and the errors. */
export function parseArgument(a: Argument, raw: string, options: { floats?: boolean } = {}): { value: ArgValue | undefined; errors: ArgError[] } {
  const errors: ArgError[] = [];
  const s = parserScanner(raw, collectError(errors));
  if (options.floats === false) s.mode &= ~ScanFloats;
  const value = parseArg(a, s, raw, false);
  return { value, errors };
}

function collectError(errors: ArgError[]): (s: TextScanner, msg: string) => void {
  return (s, msg) => {
    const p = s.position;
    const start = s.base + (p.line > 0 ? p.offset : s.pos().offset);
    const len = p.line > 0 ? s.tokenText().length : 0;
    errors.push({ message: `${msg} (at ${positionString(p)})`, start, end: start + Math.max(len, 1) });
  };
}

/** What Definition.Parse returns, with the places of the arguments in the marker text. */
export interface ParsedMarkerText {
  /** The value (anonymous: the argument; empty: `{}`; named arguments: `{name: value}`). */
  value: ArgValue;
  /** Argument name ('' for the anonymous one) → its value's span, offsets in the marker text (`+...`). */
  spans: Record<string, ArgSpan>;
  /** The errors, offsets in the marker text. */
  errors: ArgError[];
}

/** Definition.Parse of a marker text `+name:arg=value,...` (the comment trimmed, `+` included). */
export function parseMarkerText(def: MarkerDefinition, rawMarker: string): ParsedMarkerText {
  const split = splitMarker(rawMarker);
  const { name, anonymousName } = split;
  let fields = split.restFields;
  let fieldsStart = split.restStart < 0 ? rawMarker.length : split.restStart;
  const errors: ArgError[] = [];

  if (def.customParse) {
    const r = def.customParse(name, anonymousName, fields);
    const spans: Record<string, ArgSpan> = { '': { start: fieldsStart, end: rawMarker.length } };
    const start = Math.min(fieldsStart, rawMarker.length - 1);
    return { value: r.value, spans, errors: r.errors.map((message) => ({ message, start, end: rawMarker.length })) };
  }

  // a struct marker written `+a:b:c=x`: `c` is the first argument's name
  if (!isAnonymous(def) && !isEmpty(def) && anonymousName.length >= name.length + 1) {
    fields = anonymousName.slice(name.length + 1) + '=' + fields;
    fieldsStart = 1 + name.length + 1;
  }

  const s = parserScanner(fields, collectError(errors));
  const spans: Record<string, ArgSpan> = {};
  const shift = (a: number): number => a + fieldsStart;
  const seen = new Set<string>();
  const anon = isAnonymous(def) ? def.fields.get('')! : undefined;
  let value: ArgValue = anon ? (anon.pointer ? null : zeroValue(anon)) : {};
  const parseInto = (argName: string, a: Argument): ArgValue | undefined => {
    let start = s.pos().offset;
    const items: Array<[number, number]> = [];
    const v = parseArg(a, s, fields, false, items);
    const [st, en] = trimmedSpan(fields, start, s.pos().offset);
    start = st;
    const span: ArgSpan = { start: shift(start), end: shift(en) };
    if (a.type === 'slice' || (a.type === 'any' && Array.isArray(v))) span.items = items.map(([i, j]) => [shift(i), shift(j)]);
    spans[argName] = span;
    return v;
  };

  if (isAnonymous(def) && s.peek() !== EOF) {
    const a = def.fields.get('')!;
    const v = parseInto('', a);
    if (v !== undefined) value = v;
    seen.add('');
  } else if (!isEmpty(def) && s.peek() !== EOF) {
    const out: Record<string, ArgValue> = {};
    value = out;
    while (expect(s, Ident, 'argument name')) {
      const argName = s.tokenText();
      if (!expect(s, EQUALS, 'equals')) break;
      const a = def.fields.get(argName);
      if (!a) {
        s.onError(s, `unknown argument ${goQuote(argName)}`);
        break;
      }
      seen.add(argName);
      const v = parseInto(argName, a);
      out[argName] = zeroIfUndefined(a, v);
      if (errors.length > 0) break;
      if (s.peek() === EOF) break;
      if (!expect(s, COMMA, 'comma')) break;
    }
  }

  if (s.scan() !== EOF) s.onError(s, `extra arguments provided: ${goQuote(fields.slice(s.position.offset))}`);

  if (def.strict) {
    for (const [argName, a] of def.fields) {
      if (!seen.has(argName) && !a.optional) s.onError(s, `missing argument ${goQuote(argName)}`);
    }
  }

  // ranges in the marker text; an error at the end (EOF) points at the last character
  for (const e of errors) {
    const start = Math.min(shift(e.start), rawMarker.length - 1);
    e.end = Math.max(start + 1, Math.min(shift(e.end), rawMarker.length));
    e.start = start;
  }
  return { value, spans, errors };
}
