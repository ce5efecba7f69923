// The general parse of YAML/JSON documents with source positions: the yaml library's parse,
// decoded the way sigs.k8s.io/yaml (go-yaml v2) decodes it when kubectl turns YAML into JSON
// (scalars by scalars.ts, `<<` merge keys, alias expansion bounded by go-yaml's alias ratio, depth
// bounds), after the block-YAML and JSON fast paths (blockparsed.ts, jsondoc.ts) declined the
// text. What a parse answers (ParsedDocument, locate, edit bases) is in parsed.ts.
import { parseAllDocuments, isAlias, isMap, isPair, isScalar, isSeq, Scalar } from 'yaml';
import type { Node as YamlNode, Document } from 'yaml';
import { cloneJSON, setKey, type JSONValue, type JSONObject } from '../apis/json';
import type { DocPath } from '../field/path';
import { needsRelaxing, relaxFlowIndentation } from './relaxed';
import { parseBlockDocuments } from './blockparsed';
import { LineIndex, NodeIndex, type ParsedDocument, type SourceRange, type TextOrigin, type YamlProblem, locate, plainKey, scalarAt, setEditBase, setLazyEditBase } from './parsed';
import { parseJSONDocument } from './jsondoc';
import { resolvePlainScalar } from './scalars';
import { MAX_SOURCE_NESTING, findExcessiveNesting, scanNesting, type NestingScan } from './nesting';
import { textEdit } from './textedit';
import { refuseUnprintable } from './printable';
import { goSharpV } from '../golang/fmt';

/**
 * Decoded nesting deeper than this is reported, not decoded. It is the playground's bound, below
 * kube's: kubectl turns YAML into JSON with sigs.k8s.io/yaml (go-yaml v2, which bounds alias
 * expansion by its alias ratio, not by depth) and kube-apiserver decodes the JSON with
 * encoding/json's scanner, which accepts 10,000 levels (scanner.go maxNestingDepth, "exceeded max
 * depth"). The engine's decoder copies an alias's value iteratively, but values several thousand
 * levels deep still overflow V8's recursive JSON.stringify (request sizes, `-o json`) and the
 * structured clone to the app's worker (9,000 levels: "Maximum call stack size exceeded"), so the
 * bound stays until those are iterative. Text nests at most MAX_SOURCE_NESTING deep, so only
 * aliases (an anchor wrapping an alias of another) get here.
 */
export const MAX_DEPTH = 1000;
/** The nesting kube-apiserver's JSON decoder accepts (encoding/json scanner.go maxNestingDepth). */
const KUBE_MAX_JSON_DEPTH = 10_000;

interface Ctx {
  doc: Document.Parsed;
  lines: LineIndex;
  problems: YamlProblem[];
  /** Each alias node's anchored node, resolved once per document (see resolveAliases). */
  aliases: Map<YamlNode, YamlNode | undefined>;
  /** go-yaml v2 decoder's counters: nodes decoded, and of those, decoded inside an alias. */
  decodeCount: number;
  aliasCount: number;
  aliasLimitHit: boolean;
  depthLimitHit: boolean;
  stack: Set<YamlNode>;
  /** Anchored collections decoded once (cleanly): what go-yaml would decode again at each alias. */
  decoded: Map<YamlNode, DecodedAnchor>;
  /** A `<<` merge key was decoded (a value may then appear at more than one path). */
  merged: boolean;
}

interface DecodedAnchor {
  value: JSONValue;
  /** convert() calls the value took (go-yaml's decodes, keys included). */
  decodes: number;
  /** Levels below the anchored node (0 for an empty collection). */
  height: number;
}

/** Levels of nesting below a value (0 for a scalar or an empty collection). Iterative. */
function heightOf(v: JSONValue): number {
  let max = 0;
  const todo: [JSONValue, number][] = [[v, 0]];
  while (todo.length > 0) {
    const [x, d] = todo.pop()!;
    if (x === null || typeof x !== 'object') continue;
    const children = Array.isArray(x) ? x : Object.values(x);
    if (children.length > 0 && d + 1 > max) max = d + 1;
    for (const c of children) if (c !== null && typeof c === 'object') todo.push([c, d + 1]);
  }
  return max;
}

/*
 * go-yaml v2 (decode.go, used by sigs.k8s.io/yaml for kubectl's YAML to JSON) refuses a document
 * whose alias expansion dominates it: after more than 100 alias-driven decodes and 1,000 decodes
 * in all, the share of alias-driven decodes may be at most 99% up to 400,000 decodes, falling
 * linearly to 10% at 4,000,000 ("document contains excessive aliasing"). That bounds the work to
 * a linear function of the text. The yaml library's own maxAliasCount (100 nodes per alias use)
 * is stricter than kube and is not used: kube accepts those documents.
 */
const ALIAS_RATIO_RANGE_LOW = 400_000;
const ALIAS_RATIO_RANGE_HIGH = 4_000_000;

export function allowedAliasRatio(decodeCount: number): number {
  if (decodeCount <= ALIAS_RATIO_RANGE_LOW) return 0.99;
  if (decodeCount >= ALIAS_RATIO_RANGE_HIGH) return 0.1;
  return 0.99 - (0.89 * (decodeCount - ALIAS_RATIO_RANGE_LOW)) / (ALIAS_RATIO_RANGE_HIGH - ALIAS_RATIO_RANGE_LOW);
}

export function excessiveAliasing(decodeCount: number, aliasCount: number): boolean {
  return aliasCount > 100 && decodeCount > 1000 && aliasCount / decodeCount > allowedAliasRatio(decodeCount);
}

/**
 * Every alias of a document resolved to the last node anchored with its name before it, in
 * document order (what Alias.resolve finds, but in one walk: resolve() walks the whole document
 * on each call). Iterative; keys before values.
 */
function resolveAliases(root: YamlNode | null | undefined): Map<YamlNode, YamlNode | undefined> {
  const out = new Map<YamlNode, YamlNode | undefined>();
  const anchors = new Map<string, YamlNode>();
  const todo: unknown[] = root ? [root] : [];
  while (todo.length > 0) {
    const n = todo.pop();
    if (isPair(n)) {
      todo.push(n.value, n.key);
      continue;
    }
    if (isAlias(n)) {
      out.set(n, anchors.get(n.source));
      continue;
    }
    if (!isScalar(n) && !isMap(n) && !isSeq(n)) continue;
    if (n.anchor) anchors.set(n.anchor, n);
    if (isMap(n) || isSeq(n)) for (let i = n.items.length - 1; i >= 0; i--) todo.push(n.items[i]);
  }
  return out;
}

function nodeRange(ctx: Ctx, n: { range?: [number, number, number] | null } | null | undefined): SourceRange {
  const r = n?.range;
  return r ? ctx.lines.range(r[0], r[1]) : ctx.lines.range(0, 0);
}

/** A document path as a chain from the leaf up (null: the root): built into a DocPath only for a problem, not for every node decoded. */
type PathLink = { up: PathLink; seg: string | number } | null;

function docPath(link: PathLink): DocPath {
  const out: DocPath = [];
  for (let l = link; l; l = l.up) out.push(l.seg);
  return out.reverse();
}

/** `via`: the outermost alias whose expansion this node is part of (null outside aliases). */
function convert(ctx: Ctx, node: YamlNode | null | undefined, path: PathLink, depth: number, via: YamlNode | null): JSONValue | undefined {
  if (node == null) return null;
  if (depth > MAX_DEPTH) {
    tooDeep(ctx, via ?? node, via, path);
    return null;
  }
  ctx.decodeCount++;
  if (via) ctx.aliasCount++;
  if (excessiveAliasing(ctx.decodeCount, ctx.aliasCount)) {
    if (!ctx.aliasLimitHit) {
      ctx.aliasLimitHit = true;
      ctx.problems.push({ severity: 'error', message: 'document contains excessive aliasing', range: nodeRange(ctx, via ?? node), path: docPath(path) });
    }
    return null;
  }
  if (isAlias(node)) {
    const target = ctx.aliases.get(node);
    if (!target) {
      ctx.problems.push({ severity: 'error', message: `unknown anchor '${node.source}' referenced`, range: nodeRange(ctx, node), path: docPath(path) });
      return null;
    }
    if (ctx.stack.has(target)) {
      ctx.problems.push({ severity: 'error', message: `anchor '${node.source}' value contains itself`, range: nodeRange(ctx, node), path: docPath(path) });
      return null;
    }
    const decoded = ctx.decoded.get(target);
    if (decoded) {
      // go-yaml decodes the anchored value again, each of its nodes an alias-driven decode: the
      // counts and depth are the same as walking it again, the value a copy
      if (depth + decoded.height > MAX_DEPTH) {
        tooDeep(ctx, via ?? node, via ?? node, path);
        return null;
      }
      ctx.decodeCount += decoded.decodes;
      ctx.aliasCount += decoded.decodes;
      if (excessiveAliasing(ctx.decodeCount, ctx.aliasCount)) {
        if (!ctx.aliasLimitHit) {
          ctx.aliasLimitHit = true;
          ctx.problems.push({ severity: 'error', message: 'document contains excessive aliasing', range: nodeRange(ctx, via ?? node), path: docPath(path) });
        }
        return null;
      }
      return cloneJSON(decoded.value);
    }
    return convert(ctx, target, path, depth, via ?? node);
  }
  if (isScalar(node)) return convertScalar(ctx, node, path);
  if (!node.anchor) return convertCollection(ctx, node, path, depth, via);
  // an anchored collection: kept for its aliases when it decodes cleanly
  const before = { decodes: ctx.decodeCount - 1, problems: ctx.problems.length };
  const value = convertCollection(ctx, node, path, depth, via);
  if (value !== null && value !== undefined && ctx.problems.length === before.problems && !ctx.aliasLimitHit && !ctx.depthLimitHit) {
    ctx.decoded.set(node, { value, decodes: ctx.decodeCount - before.decodes, height: heightOf(value) });
  }
  return value;
}

/** The one diagnostic for a value decoded deeper than kube's JSON decoder accepts, at the alias that made it so. */
function tooDeep(ctx: Ctx, at: YamlNode, via: YamlNode | null, path: PathLink): void {
  if (ctx.depthLimitHit) return;
  ctx.depthLimitHit = true;
  const name = via && isAlias(via) ? ` through alias *${via.source}` : '';
  ctx.problems.push({
    severity: 'error',
    message: `the decoded value nests deeper than ${MAX_DEPTH} levels${name}; it is not decoded (kube-apiserver's JSON decoder accepts up to ${KUBE_MAX_JSON_DEPTH} levels, this playground ${MAX_DEPTH})`,
    range: nodeRange(ctx, at),
    path: docPath(path),
  });
}

function convertCollection(ctx: Ctx, node: YamlNode, path: PathLink, depth: number, via: YamlNode | null): JSONValue | undefined {
  ctx.stack.add(node);
  try {
    if (isSeq(node)) {
      const out: JSONValue[] = [];
      node.items.forEach((item, i) => {
        const v = convert(ctx, item as YamlNode, { up: path, seg: i }, depth + 1, via);
        out.push(v === undefined ? null : v);
      });
      return out;
    }
    if (isMap(node)) {
      const out: JSONObject = {};
      const seen = new Map<string, boolean>();
      const merges: YamlNode[] = [];
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        const keyNode = pair.key as YamlNode | null;
        if (isScalar(keyNode) && keyNode.type === 'PLAIN' && keyNode.source === '<<' && !keyNode.tag) {
          ctx.merged = true;
          merges.push(pair.value as YamlNode);
          continue;
        }
        // go-yaml decodes each key too (it counts toward the alias ratio)
        ctx.decodeCount++;
        if (via) ctx.aliasCount++;
        let key: string;
        if (isScalar(keyNode)) {
          key = plainKey(keyNode);
        } else if (keyNode == null) {
          key = 'null';
        } else if (isAlias(keyNode) && isScalar(ctx.aliases.get(keyNode))) {
          key = plainKey(ctx.aliases.get(keyNode) as Scalar);
        } else {
          // decode.go d.mapping: a sequence or mapping as a key of map[interface{}]interface{} fails the document
          const k = convert(ctx, keyNode as YamlNode, path, depth + 1, via);
          const shown = goSharpV(k).replaceAll('map[string]interface {}', 'map[interface {}]interface {}');
          ctx.problems.push({ severity: 'error', message: `invalid map key: ${shown}`, range: nodeRange(ctx, keyNode), path: docPath(path) });
          continue;
        }
        if (seen.has(key) && !via) {
          ctx.problems.push({
            severity: 'warning',
            message: `duplicate field ${JSON.stringify(key)}: the last value wins`,
            range: nodeRange(ctx, keyNode as YamlNode),
            path: docPath({ up: path, seg: key }),
          });
        }
        seen.set(key, true);
        const v = convert(ctx, pair.value as YamlNode, { up: path, seg: key }, depth + 1, via);
        setKey(out, key, v === undefined ? null : v);
      }
      for (const m of merges) {
        const mv = convert(ctx, m, path, depth + 1, via);
        const sources = Array.isArray(mv) ? mv : [mv];
        for (const src of sources) {
          if (src && typeof src === 'object' && !Array.isArray(src)) {
            for (const k of Object.keys(src))
              if (!seen.has(k)) {
                setKey(out, k, src[k]);
                seen.set(k, true);
              }
          } else {
            ctx.problems.push({ severity: 'error', message: 'map merge requires map or sequence of maps as the value', range: nodeRange(ctx, m), path: docPath(path) });
          }
        }
      }
      return out;
    }
  } finally {
    ctx.stack.delete(node);
  }
  return null;
}

function convertScalar(ctx: Ctx, node: Scalar, path: PathLink): JSONValue {
  const tag = node.tag;
  const src = typeof node.value === 'string' ? node.value : String(node.source ?? node.value ?? '');
  if (tag && tag !== '!') {
    const short = tag.replace('tag:yaml.org,2002:', '!!');
    switch (short) {
      case '!!str':
        return src;
      case '!!null':
        return null;
      case '!!bool':
      case '!!int':
      case '!!float': {
        const r = resolvePlainScalar(src);
        if (r.kind === 'value' && r.value !== null && typeof r.value !== 'string') return r.value;
        if (r.kind === 'nonfinite' && short === '!!float') {
          ctx.problems.push({ severity: 'error', message: `${r.text}: JSON has no representation for infinity or NaN`, range: nodeRange(ctx, node), path: docPath(path) });
          return null;
        }
        // go-yaml v2 resolve.go: the tag the text resolves to, the text, the tag it was given
        const resolved = r.kind === 'nonfinite' ? '!!float' : r.value === null ? '!!null' : '!!str';
        ctx.problems.push({ severity: 'error', message: `cannot decode ${resolved} \`${src}\` as a ${short}`, range: nodeRange(ctx, node), path: docPath(path) });
        return src;
      }
      case '!!binary':
        return src.replace(/\s+/g, '');
      default:
        return src;
    }
  }
  if (node.type !== 'PLAIN') return src;
  const r = resolvePlainScalar(src);
  if (r.kind === 'value') return r.value;
  ctx.problems.push({ severity: 'error', message: `${r.text}: JSON has no representation for infinity or NaN`, range: nodeRange(ctx, node), path: docPath(path) });
  return null;
}

export { MAX_SOURCE_NESTING, findExcessiveNesting };

/** Texts at least this long are kept for their next version's line index and nesting scan. */
const LARGE_TEXT = 32 * 1024;
/** The last large text parsed as a text of its own, with its line index and nesting scan (an editor's next version starts from them). */
let lastLarge: { text: string; lines: LineIndex; nesting?: NestingScan } | undefined;

/**
 * The line index and nesting estimate of a text of its own: for a large text, from the last large
 * text's where the two texts are the same (textedit.ts; LineIndex.afterEdit, nesting.ts scanNesting).
 */
function linesAndNesting(text: string): { lines: LineIndex; tooDeep: number } {
  if (text.length < LARGE_TEXT) return { lines: new LineIndex(text), tooDeep: findExcessiveNesting(text) };
  const prev = lastLarge;
  const edit = prev ? textEdit(prev.text, text) : undefined;
  const lines = prev && edit ? prev.lines.afterEdit(text, edit) : new LineIndex(text);
  const nesting = scanNesting(text, prev?.nesting && edit ? { scan: prev.nesting, edit } : undefined);
  lastLarge = { text, lines, nesting: nesting.scan };
  return { lines, tooDeep: nesting.tooDeep };
}

/**
 * Parses every `---` separated document of a YAML (or JSON) text. Never throws. `along`: paths
 * each document will likely be located along together (ParsedDocument.nodePaths of a previous
 * version); the result is the same without it.
 */
export function parseDocuments(text: string, along?: readonly DocPath[]): ParsedDocument[] {
  const first = parseDocumentsStrict(text, undefined, 0, along);
  if (!first.some((d) => d.problems.some((p) => p.severity === 'error'))) return first;
  // go-yaml accepts under-indented continuation lines in flow collections and quoted scalars
  // (most texts with an error have no line to re-indent: needsRelaxing says so in one pass over the
  // characters that may open something, without splitting the text into lines)
  const relaxed = needsRelaxing(text) ? relaxFlowIndentation(text) : null;
  if (!relaxed) return first;
  const second = parseDocumentsStrict(relaxed.text, new LineIndex(relaxed.text, relaxed.added, text));
  const errors = (ds: ParsedDocument[]) => ds.reduce((n, d) => n + d.problems.filter((p) => p.severity === 'error').length, 0);
  return errors(second) < errors(first) ? second : first;
}

/**
 * Parses one part of a file (see yaml/docsplit.ts: whole documents cut at their `---` lines) as the
 * whole file's parse would see those documents: positions in the file, document indices from
 * `origin.index`. Only for files where parseDocuments keeps its first parse (documentParts
 * checks that no line needs relaxing, or marks a text of one part whose parse with an error the
 * caller replaces by parseDocuments'). `nestingChecked`: the whole file's nesting scan holds for
 * the part (docsplit's `shallow`), so the part is not scanned again; `lineStarts`: where the part's
 * lines start, when known (docsplit's `lineStarts`). Never throws.
 */
export function parseDocumentPart(text: string, origin: TextOrigin, nestingChecked = false, lineStarts?: readonly number[]): ParsedDocument[] {
  return parseDocumentsStrict(text, new LineIndex(text, undefined, undefined, origin, lineStarts), origin.index, undefined, nestingChecked);
}

function parseDocumentsStrict(text: string, lineIndex?: LineIndex, firstIndex = 0, along?: readonly DocPath[], nestingChecked = false): ParsedDocument[] {
  const own = lineIndex ? undefined : linesAndNesting(text);
  const lines = lineIndex ?? own!.lines;
  const tooDeep = own ? own.tooDeep : nestingChecked ? -1 : findExcessiveNesting(text);
  if (tooDeep >= 0) {
    const range = lines.range(tooDeep, tooDeep + 1);
    const whole = lines.range(0, text.length);
    return [
      {
        index: firstIndex,
        value: undefined,
        range: whole,
        problems: [{ severity: 'error', message: `the text nests deeper than ${MAX_SOURCE_NESTING} levels here; it is not parsed`, range }],
        locate: () => ({ range: whole, depth: 0 }),
        scalar: () => undefined,
        rangeOf: (a, b) => lines.range(a, b),
        text,
      },
    ];
  }
  // block YAML of the common subset: decoded without the yaml library (yaml/blockdoc.ts)
  const fast = parseBlockDocuments(text, lines, firstIndex, !lineIndex, along);
  if (fast) return fast;
  // a JSON object or array, one line or indented (yaml/jsondoc.ts); its edit base is the yaml library's parse, made when an edit asks
  const json = parseJSONDocument(text, lines, firstIndex);
  if (json) {
    if (!lineIndex) {
      setLazyEditBase(json, () => {
        const doc = parseYaml(text)[0]!;
        return { root: json, doc, nodes: new NodeIndex(doc, new Map()), lines, shifts: [], raw: new Map() };
      });
    }
    return [json];
  }
  let docs: Document.Parsed[];
  try {
    docs = parseYaml(text);
    if (!Array.isArray(docs)) docs = [docs as unknown as Document.Parsed];
  } catch (e) {
    const range = lines.range(0, text.length);
    return [
      {
        index: firstIndex,
        value: undefined,
        range,
        problems: [{ severity: 'error', message: `error parsing YAML: ${(e as Error).message}`, range }],
        locate: () => ({ range, depth: 0 }),
        scalar: () => undefined,
        rangeOf: (a, b) => lines.range(a, b),
        text,
      },
    ];
  }
  const out: ParsedDocument[] = [];
  docs.forEach((doc, i) => {
    const index = firstIndex + i;
    const ctx: Ctx = { doc, lines, problems: [], aliases: new Map(), decodeCount: 0, aliasCount: 0, aliasLimitHit: false, depthLimitHit: false, stack: new Set(), decoded: new Map(), merged: false };
    const r = doc.range ?? [0, text.length, text.length];
    const range = lines.range(r[0], r[1]);
    // go-yaml stops at a document's first syntax error and kubectl prints that one; the yaml library goes on, and its
    // later errors are mostly the first one's echoes (a mapping broken at one line, then its next key) — only the first is kept
    const firstError = doc.errors.reduce<(typeof doc.errors)[number] | undefined>((a, e) => (a && (a.pos?.[0] ?? 0) <= (e.pos?.[0] ?? 0) ? a : e), undefined);
    for (const e of firstError ? [firstError] : []) {
      const pos = e.pos ?? [r[0], r[0]];
      ctx.problems.push({ severity: 'error', message: yamlErrorMessage(e.message), range: lines.range(pos[0], Math.max(pos[1], pos[0] + 1)) });
    }
    for (const w of doc.warnings) {
      // the decoder resolves tags as go-yaml v2 does (convertScalar: !!int 5 is 5, an unknown tag's value a string): the yaml library's own failsafe-schema remark is no problem of the text
      if (w.code === 'TAG_RESOLVE_FAILED') continue;
      const pos = w.pos ?? [r[0], r[0]];
      ctx.problems.push({ severity: 'warning', message: yamlErrorMessage(w.message), range: lines.range(pos[0], pos[1]) });
    }
    let value: JSONValue | undefined;
    if (doc.errors.length === 0) {
      try {
        ctx.aliases = resolveAliases(doc.contents as YamlNode | null);
        value = doc.contents == null ? undefined : convert(ctx, doc.contents as YamlNode, null, 0, null);
        // go-yaml v2 fails the whole document on a decoding error (excessive aliasing, an unknown
        // anchor, a value its tag cannot hold, a bad merge, .inf): kubectl sends nothing, so no value
        if (ctx.problems.some((p) => p.severity === 'error')) value = undefined;
      } catch (e) {
        // the decoder recurses as deep as the text (at most MAX_SOURCE_NESTING) and an alias walked before its anchor is decoded; never JavaScript's own text
        const message = e instanceof RangeError ? 'the value nests too deeply to be decoded' : (e as Error).message;
        ctx.problems.push({ severity: 'error', message: `error decoding YAML: ${message}`, range });
        value = undefined;
      }
    }
    const nodes = new NodeIndex(doc, ctx.aliases);
    const parsed: ParsedDocument = {
      index,
      value,
      range,
      problems: ctx.problems,
      locate: (p) => locate(nodes, lines, range, p),
      scalar: (p) => scalarAt(nodes, p),
      rangeOf: (a, b) => lines.range(a, b),
      text,
    };
    // a clean parse of a text of its own, each value at one path: an edit inside one of its scalars can be patched in
    if (!lineIndex && ctx.problems.length === 0 && ctx.aliases.size === 0 && !ctx.merged && value !== undefined) {
      setEditBase(parsed, { root: parsed, doc, nodes, lines, shifts: [], raw: new Map() });
    }
    out.push(parsed);
  });
  refuseUnprintable(text, lines, out);
  return out;
}

/** The yaml library's parse as the general path reads a text (a failsafe schema: the decoder resolves the scalars). */
function parseYaml(text: string): Document.Parsed[] {
  return parseAllDocuments(text, { schema: 'failsafe', uniqueKeys: false, prettyErrors: false, strict: false }) as unknown as Document.Parsed[];
}

function yamlErrorMessage(m: string): string {
  // the yaml library appends a position suffix and a code frame; keep the first line
  return m.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
}
