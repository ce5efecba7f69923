// sigs.k8s.io/yaml Marshal as controller-gen writes CRDs (controller-tools pkg/genall yamlMarshal):
// JSON → gopkg.in/yaml.v2 v2.4.0 Unmarshal → Marshal. Map keys sorted by yaml.v2's sorter
// (sortv2.ts), strings plain when they resolve back to strings (resolvev2.ts), else double-quoted;
// the emitter (emitterc.go) then picks single quotes, double quotes or `|` blocks from what the
// text holds, and folds plain and quoted scalars at spaces past column 80 (best_width).
// This module follows emitterc.go's state machine for the events encode.go produces from JSON:
// block mappings and sequences, `{}`/`[]` for empty ones, no anchors, no tags.
import type { JSONValue } from '../apis/json';
import { goFloat } from '../golang/fmt';
import { canUsePlain } from './resolvev2';
import { sortedKeys } from './sortv2';

const BEST_WIDTH = 80;
const BEST_INDENT = 2;
const MAX_SIMPLE_KEY_BYTES = 128;

type Style = 'plain' | 'single' | 'double' | 'literal';

/** What yaml_emitter_analyze_scalar finds in a scalar's text. */
interface ScalarData {
  multiline: boolean;
  blockPlainAllowed: boolean;
  singleQuotedAllowed: boolean;
  blockAllowed: boolean;
}

const isBreak = (c: number): boolean => c === 0x0d || c === 0x0a || c === 0x85 || c === 0x2028 || c === 0x2029;
const isBlankz = (c: number | undefined): boolean => c === undefined || c === 0x20 || c === 0x09 || c === 0 || isBreak(c);

/** is_printable of yamlprivateh.go, per code point (UTF-8 ranges translated). */
function isPrintable(c: number): boolean {
  if (c === 0x0a || (c >= 0x20 && c <= 0x7e)) return true;
  if (c >= 0xa0 && c <= 0xd7ff) return true;
  if (c >= 0xe000 && c <= 0xfffd) return c !== 0xfeff;
  return false;
}

function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/** Code points, with lone surrogates as U+FFFD (what encoding/json writes for invalid UTF-16). */
function codePoints(s: string): number[] {
  const out: number[] = [];
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    out.push(c >= 0xd800 && c <= 0xdfff ? 0xfffd : c);
  }
  return out;
}

const WORD = /^[A-Za-z][A-Za-z0-9_./-]*$/;

function analyze(cps: number[]): ScalarData {
  const n = cps.length;
  if (n === 0) return { multiline: false, blockPlainAllowed: true, singleQuotedAllowed: true, blockAllowed: false };
  let blockIndicators = false;
  let lineBreaks = false;
  let special = false;
  let leadingSpace = false;
  let leadingBreak = false;
  let trailingSpace = false;
  let trailingBreak = false;
  let breakSpace = false;
  let spaceBreak = false;
  let precededByWhitespace = true;
  let previousSpace = false;
  let previousBreak = false;
  if (n >= 3 && ((cps[0] === 45 && cps[1] === 45 && cps[2] === 45) || (cps[0] === 46 && cps[1] === 46 && cps[2] === 46))) blockIndicators = true;
  for (let i = 0; i < n; i++) {
    const c = cps[i];
    const followedByWhitespace = i + 1 >= n || cps[i + 1] === 0x20 || cps[i + 1] === 0x09;
    if (i === 0) {
      if ('#,[]{}&*!|>\'"%@`'.includes(String.fromCharCode(c)) && c < 128) blockIndicators = true;
      else if ((c === 63 || c === 58) && followedByWhitespace)
        blockIndicators = true; // ? :
      else if (c === 45 && followedByWhitespace) blockIndicators = true; // -
    } else if (c === 58 && followedByWhitespace) blockIndicators = true;
    else if (c === 35 && precededByWhitespace) blockIndicators = true; // #
    if (!isPrintable(c)) special = true;
    if (c === 0x20) {
      if (i === 0) leadingSpace = true;
      if (i === n - 1) trailingSpace = true;
      if (previousBreak) breakSpace = true;
      previousSpace = true;
      previousBreak = false;
    } else if (isBreak(c)) {
      lineBreaks = true;
      if (i === 0) leadingBreak = true;
      if (i === n - 1) trailingBreak = true;
      if (previousSpace) spaceBreak = true;
      previousSpace = false;
      previousBreak = true;
    } else {
      previousSpace = false;
      previousBreak = false;
    }
    precededByWhitespace = isBlankz(c);
  }
  const data: ScalarData = { multiline: lineBreaks, blockPlainAllowed: true, singleQuotedAllowed: true, blockAllowed: true };
  if (leadingSpace || leadingBreak || trailingSpace || trailingBreak) data.blockPlainAllowed = false;
  if (trailingSpace) data.blockAllowed = false;
  if (breakSpace) data.blockPlainAllowed = data.singleQuotedAllowed = false;
  if (spaceBreak || special) data.blockPlainAllowed = data.singleQuotedAllowed = data.blockAllowed = false;
  if (lineBreaks) data.blockPlainAllowed = false;
  if (blockIndicators) data.blockPlainAllowed = false;
  return data;
}

const MAX_UINT64 = 2n ** 64n - 1n;
const MIN_INT64 = -(2n ** 63n);

/** A JSON number as yaml.v2 writes it after reading encoding/json's text: int/uint64 or float64 'g'. */
export function numberText(n: number | bigint): string {
  if (typeof n === 'bigint') return n >= MIN_INT64 && n <= MAX_UINT64 ? String(n) : goFloat(Number(n));
  if (Number.isNaN(n)) return '.nan';
  if (!Number.isFinite(n)) return n > 0 ? '.inf' : '-.inf';
  if (Number.isInteger(n) && Math.abs(n) < 1e21) {
    if (Number.isSafeInteger(n)) return String(n === 0 ? 0 : n);
    const big = BigInt(n);
    if (big >= MIN_INT64 && big <= MAX_UINT64) return String(big);
  }
  return goFloat(n);
}

class Emitter {
  private out = '';
  private column = 0;
  private whitespace = true;
  private indention = true;
  private indent = -1;
  private readonly indents: number[] = [];
  private mappingContext = false;
  private simpleKeyContext = false;

  text(): string {
    return this.out;
  }

  private put(s: string): void {
    // ASCII only: one column per character
    this.out += s;
    this.column += s.length;
  }

  private putBreak(): void {
    this.out += '\n';
    this.column = 0;
  }

  private writeCp(c: number): void {
    this.out += String.fromCodePoint(c);
    this.column++;
  }

  /** write_break: '\n' as a line break, other breaks copied and counted as a new line. */
  private writeBreak(c: number): void {
    if (c === 0x0a) this.putBreak();
    else {
      this.writeCp(c);
      this.column = 0;
    }
  }

  private increaseIndent(flow: boolean, indentless: boolean): void {
    this.indents.push(this.indent);
    if (this.indent < 0) this.indent = flow ? BEST_INDENT : 0;
    else if (!indentless) this.indent += BEST_INDENT;
  }

  private popIndent(): void {
    this.indent = this.indents.pop()!;
  }

  writeIndent(): void {
    const indent = this.indent < 0 ? 0 : this.indent;
    if (!this.indention || this.column > indent || (this.column === indent && !this.whitespace)) this.putBreak();
    if (this.column < indent) this.put(' '.repeat(indent - this.column));
    this.whitespace = true;
    this.indention = true;
  }

  private writeIndicator(indicator: string, needWhitespace: boolean, isWhitespace: boolean, isIndention: boolean): void {
    if (needWhitespace && !this.whitespace) this.put(' ');
    this.put(indicator);
    this.whitespace = isWhitespace;
    this.indention = this.indention && isIndention;
  }

  /** emit_node: a JSON value in the given context. */
  node(value: JSONValue, mapping: boolean, simpleKey: boolean): void {
    this.mappingContext = mapping;
    this.simpleKeyContext = simpleKey;
    if (value === null) return this.scalar('null', 'plain');
    switch (typeof value) {
      case 'boolean':
        return this.scalar(value ? 'true' : 'false', 'plain');
      case 'number':
      case 'bigint':
        return this.scalar(numberText(value), 'plain');
      case 'string':
        return this.scalar(value, value.includes('\n') ? 'literal' : canUsePlain(value) ? 'plain' : 'double');
    }
    if (Array.isArray(value)) return this.sequence(value);
    return this.mapping(value);
  }

  private sequence(items: JSONValue[]): void {
    if (items.length === 0) {
      this.writeIndicator('[', true, true, false);
      this.writeIndicator(']', false, false, false);
      return;
    }
    this.increaseIndent(false, this.mappingContext && !this.indention);
    for (const item of items) {
      this.writeIndent();
      this.writeIndicator('-', true, false, true);
      this.node(item, false, false);
    }
    this.popIndent();
  }

  private mapping(map: { [key: string]: JSONValue }): void {
    const keys = sortedKeys(Object.keys(map));
    if (keys.length === 0) {
      this.writeIndicator('{', true, true, false);
      this.writeIndicator('}', false, false, false);
      return;
    }
    this.increaseIndent(false, false);
    for (const key of keys) {
      this.writeIndent();
      const simple = !/[\r\n\u0085\u2028\u2029]/.test(key) && utf8Length(key) <= MAX_SIMPLE_KEY_BYTES;
      if (simple) {
        this.node(key, true, true);
        this.writeIndicator(':', false, false, false);
      } else {
        this.writeIndicator('?', true, false, true);
        this.node(key, true, false);
        this.writeIndent();
        this.writeIndicator(':', true, false, true);
      }
      this.node(map[key], true, false);
    }
    this.popIndent();
  }

  /** emit_scalar: select_scalar_style, then the writer of that style one indent deeper. */
  private scalar(value: string, requested: Style): void {
    this.increaseIndent(true, false);
    if (requested === 'plain' && WORD.test(value)) {
      // a word of letters, digits and `_./-` after a letter: plain everywhere, with no space to fold at
      if (!this.whitespace) this.put(' ');
      this.put(value);
      this.whitespace = false;
      this.indention = false;
      this.popIndent();
      return;
    }
    const ascii = PRINTABLE_ASCII.test(value);
    const cps = ascii ? null : codePoints(value);
    const data = cps ? analyze(cps) : analyzeAscii(value);
    let style = requested;
    if (this.simpleKeyContext && data.multiline) style = 'double';
    if (style === 'plain' && (!data.blockPlainAllowed || (value.length === 0 && this.simpleKeyContext))) style = 'single';
    if (style === 'single' && !data.singleQuotedAllowed) style = 'double';
    if (style === 'literal' && (!data.blockAllowed || this.simpleKeyContext)) style = 'double';
    const allowBreaks = !this.simpleKeyContext;
    if (cps === null && style !== 'double') this.asciiScalar(value, style, allowBreaks);
    else if (style === 'plain') this.plain(cps!, allowBreaks);
    else if (style === 'single') this.singleQuoted(cps!, allowBreaks);
    else if (style === 'double') this.doubleQuoted(cps ?? codePoints(value), allowBreaks);
    else this.literal(cps!);
    this.popIndent();
  }

  /**
   * The plain, single-quoted and literal writers for printable ASCII text (and line breaks, only
   * in a literal): the same output as the code point writers, written a run at a time.
   */
  private asciiScalar(s: string, style: Style, allowBreaks: boolean): void {
    if (style === 'literal') {
      this.literalHeader(s.charCodeAt(0) === 0x20 || s.charCodeAt(0) === 0x0a, s.length === 0 || !s.endsWith('\n') ? '-' : s.length === 1 || s.endsWith('\n\n') ? '+' : '');
      const lines = s.split('\n');
      for (let i = 0; i < lines.length; i++) {
        if (i > 0) {
          this.putBreak();
          this.indention = true;
        }
        const line = lines[i]!;
        if (line === '') continue;
        this.writeIndent();
        this.put(line);
        this.indention = false;
      }
      return;
    }
    const single = style === 'single';
    if (single) this.writeIndicator("'", true, false, false);
    else if (!this.whitespace) this.put(' ');
    // a space folds when it stands past column 80, follows no space and (plain) precedes no space,
    // (single-quoted) is neither the first nor the last character
    let start = 0;
    if (allowBreaks && this.column + (single ? countQuoted(s, 0, s.length) : s.length) > BEST_WIDTH + 1) {
      let spaces = false;
      for (let i = 0; i < s.length; i++) {
        if (s.charCodeAt(i) !== 0x20) {
          spaces = false;
          continue;
        }
        const column = this.column + (single ? countQuoted(s, start, i) : i - start);
        const next = s.charCodeAt(i + 1);
        if (!spaces && column > BEST_WIDTH && (single ? i > 0 && i < s.length - 1 && next !== 0x20 : next !== 0x20)) {
          this.putText(s.slice(start, i), single);
          this.indention = false;
          this.writeIndent();
          start = i + 1;
        }
        spaces = true;
      }
    }
    this.putText(s.slice(start), single);
    if (single) this.writeIndicator("'", false, false, false);
    this.whitespace = false;
    this.indention = false;
  }

  private putText(s: string, single: boolean): void {
    this.put(single ? s.replace(/'/g, "''") : s);
  }

  private literalHeader(indentHint: boolean, chomp: string): void {
    this.writeIndicator('|', true, false, false);
    if (indentHint) this.writeIndicator(String(BEST_INDENT), false, false, false);
    if (chomp) this.writeIndicator(chomp, false, false, false);
    this.putBreak();
    this.indention = true;
    this.whitespace = true;
  }

  private plain(cps: number[], allowBreaks: boolean): void {
    if (!this.whitespace) this.put(' ');
    let spaces = false;
    for (let i = 0; i < cps.length; i++) {
      const c = cps[i];
      if (c === 0x20) {
        if (allowBreaks && !spaces && this.column > BEST_WIDTH && cps[i + 1] !== 0x20) this.writeIndent();
        else this.writeCp(c);
        spaces = true;
      } else {
        this.writeCp(c);
        this.indention = false;
        spaces = false;
      }
    }
    this.whitespace = false;
    this.indention = false;
  }

  private singleQuoted(cps: number[], allowBreaks: boolean): void {
    this.writeIndicator("'", true, false, false);
    let spaces = false;
    let breaks = false;
    for (let i = 0; i < cps.length; i++) {
      const c = cps[i];
      if (c === 0x20) {
        if (allowBreaks && !spaces && this.column > BEST_WIDTH && i > 0 && i < cps.length - 1 && cps[i + 1] !== 0x20) this.writeIndent();
        else this.writeCp(c);
        spaces = true;
      } else if (isBreak(c)) {
        if (!breaks && c === 0x0a) this.putBreak();
        this.writeBreak(c);
        this.indention = true;
        breaks = true;
      } else {
        if (breaks) this.writeIndent();
        if (c === 0x27) this.put("'");
        this.writeCp(c);
        this.indention = false;
        spaces = false;
        breaks = false;
      }
    }
    this.writeIndicator("'", false, false, false);
    this.whitespace = false;
    this.indention = false;
  }

  private doubleQuoted(cps: number[], allowBreaks: boolean): void {
    this.writeIndicator('"', true, false, false);
    // is_bom looks at the start of the value, so a leading BOM escapes every character
    const bom = cps[0] === 0xfeff;
    let spaces = false;
    for (let i = 0; i < cps.length; i++) {
      const c = cps[i];
      if (!isPrintable(c) || bom || isBreak(c) || c === 0x22 || c === 0x5c) {
        this.put('\\' + escapeOf(c));
        spaces = false;
      } else if (c === 0x20) {
        if (allowBreaks && !spaces && this.column > BEST_WIDTH && i > 0 && i < cps.length - 1) {
          this.writeIndent();
          if (cps[i + 1] === 0x20) this.put('\\');
        } else this.writeCp(c);
        spaces = true;
      } else {
        this.writeCp(c);
        spaces = false;
      }
    }
    this.writeIndicator('"', false, false, false);
    this.whitespace = false;
    this.indention = false;
  }

  private literal(cps: number[]): void {
    this.writeIndicator('|', true, false, false);
    // block scalar hints: an indentation indicator when the text starts with a space or a break,
    // `-` without a final break, `+` with more than one, none with exactly one
    if (cps[0] === 0x20 || isBreak(cps[0])) this.writeIndicator(String(BEST_INDENT), false, false, false);
    const n = cps.length;
    if (n === 0 || !isBreak(cps[n - 1])) this.writeIndicator('-', false, false, false);
    else if (n === 1 || isBreak(cps[n - 2])) this.writeIndicator('+', false, false, false);
    this.putBreak();
    this.indention = true;
    this.whitespace = true;
    let breaks = true;
    for (const c of cps) {
      if (isBreak(c)) {
        this.writeBreak(c);
        this.indention = true;
        breaks = true;
      } else {
        if (breaks) this.writeIndent();
        this.writeCp(c);
        this.indention = false;
        breaks = false;
      }
    }
  }

  /** The implicit document end: a final line break. */
  end(): void {
    this.writeIndent();
  }
}

const PRINTABLE_ASCII = /^[\x20-\x7e\n]*$/;

/** Columns of s[from, to) written single-quoted (a quote is doubled). */
function countQuoted(s: string, from: number, to: number): number {
  let n = to - from;
  for (let i = s.indexOf("'", from); i >= 0 && i < to; i = s.indexOf("'", i + 1)) n++;
  return n;
}

/** analyze() for printable ASCII text with line breaks only as `\n` (no special characters). */
function analyzeAscii(s: string): ScalarData {
  if (s.length === 0) return { multiline: false, blockPlainAllowed: true, singleQuotedAllowed: true, blockAllowed: false };
  const first = s[0]!;
  const last = s[s.length - 1]!;
  const lineBreaks = s.includes('\n');
  const breakSpace = s.includes('\n ');
  const spaceBreak = s.includes(' \n');
  const edge = first === ' ' || first === '\n' || last === ' ' || last === '\n';
  const indicators =
    s.startsWith('---') ||
    s.startsWith('...') ||
    '#,[]{}&*!|>\'"%@`'.includes(first) ||
    ('?:-'.includes(first) && (s.length === 1 || s[1] === ' ')) ||
    s.includes(': ') ||
    (s.length > 1 && last === ':') ||
    s.includes(' #') ||
    s.includes('\n#');
  return {
    multiline: lineBreaks,
    blockPlainAllowed: !(edge || breakSpace || spaceBreak || lineBreaks || indicators),
    singleQuotedAllowed: !(breakSpace || spaceBreak),
    blockAllowed: !(last === ' ' || spaceBreak),
  };
}

function escapeOf(c: number): string {
  switch (c) {
    case 0x00: return '0';
    case 0x07: return 'a';
    case 0x08: return 'b';
    case 0x09: return 't';
    case 0x0a: return 'n';
    case 0x0b: return 'v';
    case 0x0c: return 'f';
    case 0x0d: return 'r';
    case 0x1b: return 'e';
    case 0x22: return '"';
    case 0x5c: return '\\';
    case 0x85: return 'N';
    case 0xa0: return '_';
    case 0x2028: return 'L';
    case 0x2029: return 'P';
  }
  const hex = c.toString(16).toUpperCase();
  if (c <= 0xff) return 'x' + hex.padStart(2, '0');
  if (c <= 0xffff) return 'u' + hex.padStart(4, '0');
  return 'U' + hex.padStart(8, '0');
} // prettier-ignore

/** yaml.v2 Marshal of a JSON value (one document, no leading `---`), as sigs.k8s.io/yaml writes it. */
export function marshalYAMLv2(value: JSONValue): string {
  const e = new Emitter();
  e.node(value, false, false);
  e.end();
  return e.text();
}
