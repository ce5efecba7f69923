// CEL inside x-kubernetes-validations rules of the CRD editor: completion and hover.
// The types come from the engine's own checker in the environment a new rule compiles in
// (NewExpressions at the version's compatibility version, apiextensions schema/cel
// compilation.go): `self` is the schema node's DeclType, `oldSelf` the same (optional with
// optionalOldSelf), comprehension variables the element types of their ranges.
import { DEFAULT_KUBE_VERSION } from '../api';
import { baseEnv, newRuleEnvironment } from '../cel/crd/celenv';
import { defaultCompatibilityVersion } from '../cel/crd';
import { validationRatchetingEnabled } from '../crd';
import { objectMetaNamesCapped, schemaDeclType, isEmbeddedResource, type DeclType } from '../cel/crd/decltype';
import type { Env } from '../cel/env';
import type { OverloadDecl } from '../cel/library';
import { type CelType, T, formatType, isOptionalType } from '../cel/types';
import type { JSONSchemaProps } from '../apis/jsonschema';
import type { AuthoringInput, CompletionItem, CompletionList, HoverInfo, TextSpan } from './types';
import { locateRule, type LocatedRule } from './rule-locate';
import { receiverBefore, scanBrackets, scopeAt, wordBefore } from './cel-scan';
import { ruleCostMarkdown } from './cel-cost';
import { codeSpan, escapeMarkdown, firstLine } from './mdtext';
import { celWords, type CelWords } from './cel-words';
import { stringifyJSON } from '../golang/json';
import { IdentityCache } from '../cache';

/** The name of `self`'s type; nested object types are named `<root>.<field>`, `.@idx`, `.@elem`. */
const ROOT = 'selfType0';
const DYN: DeclType = { kind: 'dyn', name: 'dyn', maxElements: 0, minSerializedSize: 1 };

interface RuleContext {
  loc: LocatedRule;
  kubeVersion: string;
  compat: string;
  env: Env;
  decl: DeclType;
  /** The node's type could be built (kube compiles the rule there). */
  typed: boolean;
  optionalOldSelf: boolean;
  /** oldSelf may be used: no list other than a map list between the root and the node. */
  correlatable: boolean;
  words: CelWords;
}

/** Per schema node: its DeclType with the names capped (1.37+) and uncapped. */
const declCache = new IdentityCache<object, { capped?: DeclType | null; plain?: DeclType | null }>('authoring.declTypes');

function nodeDecl(node: JSONSchemaProps | undefined, isRoot: boolean, capNames: boolean): DeclType | undefined {
  if (!node) return undefined;
  let hit = declCache.get(node);
  if (!hit) declCache.set(node, (hit = {}));
  const key = capNames ? 'capped' : 'plain';
  if (hit[key] === undefined) hit[key] = schemaDeclType(node, isRoot || isEmbeddedResource(node), capNames) ?? null;
  return hit[key] ?? undefined;
}

/** Steps through properties, items and additionalProperties only: kube compiles rules there. */
function compiledPlace(steps: (string | number)[]): boolean {
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i];
    if (s === 'properties') i++;
    else if (s !== 'items' && s !== 'additionalProperties') return false;
  }
  return true;
}

function contextOf(input: AuthoringInput, offset: number): RuleContext | null {
  const loc = locateRule(input.texts.crd ?? '', offset);
  if (!loc) return null;
  const kubeVersion = input.kubeVersion ?? DEFAULT_KUBE_VERSION;
  const compat = defaultCompatibilityVersion(kubeVersion);
  const typedPlace = compiledPlace(loc.schemaSteps);
  const decl = typedPlace ? nodeDecl(loc.node, loc.schemaSteps.length === 0, objectMetaNamesCapped(kubeVersion)) : undefined;
  // kubeVersion < 1.30 drops optionalOldSelf (dropDisabledFields)
  const optionalOldSelf = loc.entry?.optionalOldSelf === true && validationRatchetingEnabled(kubeVersion);
  return {
    loc,
    kubeVersion,
    compat,
    env: baseEnv('NewExpressions', compat),
    decl: decl ?? DYN,
    typed: decl !== undefined,
    optionalOldSelf,
    correlatable: correlatable(loc),
    words: celWords(input.locale),
  };
}

/** compile.go: items of a list that is not `x-kubernetes-list-type: map` are uncorrelatable for oldSelf. */
function correlatable(loc: LocatedRule): boolean {
  return loc.listTypes.every((t) => t === 'map');
}

/** The type of a CEL expression in the rule's environment, comprehension variables substituted. */
function typeOf(ctx: RuleContext, expr: string, vars: Scope): CelType | undefined {
  if (!expr.trim()) return undefined;
  const env = newRuleEnvironment(ctx.decl, ROOT, ctx.optionalOldSelf, 'NewExpressions', ctx.compat);
  const r = env.compile(substitute(expr, vars));
  return 'ast' in r ? r.ast.outputType : undefined;
}

/**
 * Comprehension variables as expressions of their ranges (`i` in `self.items.all(i, …` is
 * `(self.items)[0]`): the rule's type provider names object types only as the checker reaches them.
 */
type Scope = Record<string, { expr: string; type: CelType }>;

const IDENT_TOKEN = /('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")|(\.\??)?\b([A-Za-z_][A-Za-z0-9_]*)\b/g;

function substitute(expr: string, vars: Scope): string {
  if (Object.keys(vars).length === 0) return expr;
  return expr.replace(IDENT_TOKEN, (m, str: string | undefined, dot: string | undefined, id: string) => {
    if (str !== undefined || dot !== undefined) return m;
    const v = vars[id];
    return v ? `(${v.expr})` : m;
  });
}

function literalOf(t: CelType): string | undefined {
  switch (t.kind) {
    case 'string':
      return "''";
    case 'int':
      return '0';
    case 'bool':
      return 'false';
    case 'double':
      return '0.0';
    default:
      return undefined;
  }
}

/** Comprehension variables in scope at the end of `prefix`, typed from their ranges. */
function scopeVars(ctx: RuleContext, prefix: string): Scope {
  const vars: Scope = {};
  for (const v of scopeAt(prefix).vars) {
    const range = substitute(v.range, vars);
    const rt = typeOf(ctx, range, {}) ?? T.dyn;
    let type: CelType = T.dyn;
    let expr = 'dyn(0)';
    if (v.role === 'optional' && isOptionalType(rt)) {
      type = rt.params[0];
      expr = `(${range}).value()`;
    } else if (rt.kind === 'list') {
      type = v.role === 'index' ? T.int : rt.elem;
      expr = v.role === 'index' ? '0' : `(${range})[0]`;
    } else if (rt.kind === 'map') {
      type = v.role === 'value' ? rt.value : rt.key;
      const key = literalOf(rt.key) ?? 'dyn(0)';
      expr = v.role === 'value' ? `(${range})[${key}]` : key;
    }
    vars[v.name] = { expr, type };
  }
  return vars;
}

/** The DeclType behind an object type named by the rule's type provider. */
function declOf(ctx: RuleContext, t: CelType): DeclType | undefined {
  if (t.kind !== 'object') return undefined;
  if (t.name === ROOT) return ctx.decl;
  if (!t.name.startsWith(ROOT + '.')) return undefined;
  let cur: DeclType | undefined = ctx.decl;
  for (const seg of t.name.slice(ROOT.length + 1).split('.')) {
    if (!cur) return undefined;
    cur = seg === '@idx' || seg === '@elem' ? cur.elemType : cur.fields?.get(seg)?.type;
  }
  return cur;
}

/** A DeclType as a reader would name it: `object`, `list(string)`, `map(string, int)`. */
function describeDecl(d: DeclType, depth = 0): string {
  switch (d.kind) {
    case 'list':
      return depth > 3 ? 'list' : `list(${describeDecl(d.elemType ?? DYN, depth + 1)})`;
    case 'map':
      return depth > 3 ? 'map' : `map(string, ${describeDecl(d.elemType ?? DYN, depth + 1)})`;
    case 'dyn':
      return d.schema?.['x-kubernetes-int-or-string'] === true ? 'dyn (int or string)' : 'dyn';
    case 'timestamp':
    case 'duration':
    case 'bytes':
      return `${d.kind} (string, format ${d.schema?.format ?? d.kind})`;
    default:
      return d.kind;
  }
}

/** A checked type in the reader's words (object types by their schema). */
function describeType(ctx: RuleContext, t: CelType): string {
  const d = declOf(ctx, t);
  if (d) return describeDecl(d);
  switch (t.kind) {
    case 'list':
      return `list(${describeType(ctx, t.elem)})`;
    case 'map':
      return `map(${describeType(ctx, t.key)}, ${describeType(ctx, t.value)})`;
    case 'opaque':
      return t.params.length ? `${t.name}(${t.params.map((p) => describeType(ctx, p)).join(', ')})` : t.name;
    default:
      return formatType(t);
  }
}

// ---------------------------------------------------------------------------------------------
// Signatures

function signature(name: string, o: OverloadDecl): string {
  const args = o.args.map(formatType);
  if (o.member) return `${args[0]}.${name}(${args.slice(1).join(', ')}) -> ${formatType(o.result)}`;
  return `${name}(${args.join(', ')}) -> ${formatType(o.result)}`;
}

const libraryNames = new IdentityCache<Env, Map<string, string>>('authoring.libraryNames');

function libraryOf(env: Env, fn: string): string | undefined {
  let m = libraryNames.get(env);
  if (!m) {
    m = new Map();
    for (const l of env.libraries) for (const f of l.functions ?? []) if (!m.has(f.name)) m.set(f.name, l.name);
    libraryNames.set(env, m);
  }
  return m.get(fn);
}

/** Whether an overload's parameter type accepts a value of type `t` (type parameters match anything). */
function accepts(p: CelType, t: CelType): boolean {
  if (p.kind === 'typeParam' || t.kind === 'dyn' || p.kind === 'dyn' || t.kind === 'typeParam') return true;
  if (p.kind !== t.kind) return false;
  switch (p.kind) {
    case 'list':
      return accepts(p.elem, (t as typeof p).elem);
    case 'map':
      return accepts(p.key, (t as typeof p).key) && accepts(p.value, (t as typeof p).value);
    case 'opaque': {
      const o = t as typeof p;
      return p.name === o.name && p.params.every((x, i) => o.params[i] === undefined || accepts(x, o.params[i]));
    }
    case 'object':
      return p.name === (t as typeof p).name;
    default:
      return true;
  }
}

const USER_FUNCTION = /^[A-Za-z][A-Za-z0-9_.]*$/;

function callSnippet(name: string, argCount: number): { insertText: string; snippet: boolean } {
  return argCount === 0 ? { insertText: `${name}()`, snippet: false } : { insertText: `${name}($1)`, snippet: true };
}

function functionDoc(ctx: RuleContext, name: string, sigs: string[]): string {
  const lib = libraryOf(ctx.env, name);
  const lines = ['```', ...sigs, '```'];
  const w = ctx.words;
  if (lib) lines.push('', w.environment(ctx.loc.field === 'rule' ? w.rule : w.messageExpression, ctx.kubeVersion, codeSpan(lib)));
  return lines.join('\n');
}

/** Global functions of the environment (conversions, Kubernetes libraries, namespaced functions). */
function globalFunctions(ctx: RuleContext, range: TextSpan, namespace?: string): CompletionItem[] {
  const out: CompletionItem[] = [];
  for (const [name, f] of ctx.env.functions) {
    if (!USER_FUNCTION.test(name)) continue;
    const globals = f.overloads.filter((o) => !o.member);
    if (globals.length === 0) continue;
    let label = name;
    if (namespace !== undefined) {
      if (!name.startsWith(namespace + '.')) continue;
      label = name.slice(namespace.length + 1);
    }
    const sigs = globals.map((o) => signature(name, o));
    out.push({
      label,
      kind: 'function',
      detail: sigs[0] + (sigs.length > 1 ? ` (+${sigs.length - 1} overloads)` : ''),
      documentation: functionDoc(ctx, name, sigs),
      ...callSnippet(label, Math.min(...globals.map((o) => o.args.length))),
      range,
      sortText: `3${label}`,
    });
  }
  return out;
}

/** Member functions whose receiver accepts `t`. */
function memberFunctions(ctx: RuleContext, t: CelType, range: TextSpan): CompletionItem[] {
  const out: CompletionItem[] = [];
  for (const [name, f] of ctx.env.functions) {
    if (!USER_FUNCTION.test(name) || name.includes('.')) continue;
    const members = f.overloads.filter((o) => o.member && o.args.length > 0 && accepts(o.args[0], t));
    if (members.length === 0) continue;
    // on dyn receivers list only what the Kubernetes libraries and the standard library offer to values
    if (t.kind === 'dyn' && members.every((o) => o.args[0].kind === 'opaque' && o.args[0].name.startsWith('kubernetes.authorization'))) continue;
    const sigs = members.map((o) => signature(name, o));
    out.push({
      label: name,
      kind: 'function',
      detail: sigs[0] + (sigs.length > 1 ? ` (+${sigs.length - 1} overloads)` : ''),
      documentation: functionDoc(ctx, name, sigs),
      ...callSnippet(name, Math.min(...members.map((o) => o.args.length - 1))),
      range,
      sortText: `2${name}`,
    });
  }
  return out;
}

const MACRO_DOCS: Record<string, { snippet: string; sig: string; doc: string }> = {
  all: { snippet: 'all(${1:x}, ${2:predicate})', sig: 'all(x, bool) -> bool', doc: 'True when the predicate holds for every element (list) or key (map).' },
  exists: { snippet: 'exists(${1:x}, ${2:predicate})', sig: 'exists(x, bool) -> bool', doc: 'True when the predicate holds for at least one element or key.' },
  exists_one: { snippet: 'exists_one(${1:x}, ${2:predicate})', sig: 'exists_one(x, bool) -> bool', doc: 'True when the predicate holds for exactly one element or key.' },
  existsOne: { snippet: 'existsOne(${1:x}, ${2:predicate})', sig: 'existsOne(x, bool) -> bool', doc: 'Same as exists_one.' },
  map: { snippet: 'map(${1:x}, ${2:expr})', sig: 'map(x, T) -> list(T)', doc: 'A list of the expression evaluated for every element or key (a filter may be given before the expression).' },
  filter: { snippet: 'filter(${1:x}, ${2:predicate})', sig: 'filter(x, bool) -> list', doc: 'The elements (or keys) for which the predicate holds.' },
  sortBy: { snippet: 'sortBy(${1:x}, ${2:key})', sig: 'sortBy(x, K) -> list', doc: 'The list sorted by the key expression.' },
  transformList: { snippet: 'transformList(${1:i}, ${2:v}, ${3:expr})', sig: 'transformList(i, v, T) -> list(T)', doc: 'A list of the expression for every index/key and value pair.' },
  transformMap: { snippet: 'transformMap(${1:k}, ${2:v}, ${3:expr})', sig: 'transformMap(k, v, T) -> map', doc: 'A map with the same keys and the expression as values.' },
  transformMapEntry: { snippet: 'transformMapEntry(${1:k}, ${2:v}, ${3:entry})', sig: 'transformMapEntry(k, v, map) -> map', doc: 'A map built from single-entry maps returned by the expression.' },
  optMap: { snippet: 'optMap(${1:v}, ${2:expr})', sig: 'optional(A).optMap(v, B) -> optional(B)', doc: 'Applies the expression to the value when present.' },
  optFlatMap: { snippet: 'optFlatMap(${1:v}, ${2:expr})', sig: 'optional(A).optFlatMap(v, optional(B)) -> optional(B)', doc: 'Applies an expression returning an optional to the value when present.' },
  has: { snippet: 'has(${1:self.field})', sig: 'has(self.field) -> bool', doc: 'True when the field is set (a presence test; costs nothing in Kubernetes).' },
};

function receiverMacros(ctx: RuleContext, t: CelType, range: TextSpan): CompletionItem[] {
  const out: CompletionItem[] = [];
  const optional = isOptionalType(t);
  for (const [name, decls] of ctx.env.macros) {
    if (!decls.some((d) => d.receiver)) continue;
    const isOpt = name === 'optMap' || name === 'optFlatMap';
    if (optional !== isOpt && t.kind !== 'dyn') continue;
    if (!optional && !isOpt && t.kind !== 'list' && t.kind !== 'map' && t.kind !== 'dyn') continue;
    const d = MACRO_DOCS[name];
    out.push({
      label: name,
      kind: 'function',
      detail: d ? d.sig : `${name}(...)`,
      documentation: d ? `${d.doc}\n\n(macro)` : '(macro)',
      insertText: d ? d.snippet : `${name}($1)`,
      snippet: true,
      range,
      sortText: `1${name}`,
    });
  }
  return out;
}

function fieldItems(ctx: RuleContext, d: DeclType, range: TextSpan): CompletionItem[] {
  const out: CompletionItem[] = [];
  for (const f of d.fields?.values() ?? []) {
    const desc = (d.schema?.properties as Record<string, JSONSchemaProps> | undefined)?.[f.propertyName]?.description;
    const doc: string[] = [];
    if (f.name !== f.propertyName) doc.push(ctx.words.escaped(codeSpan(f.propertyName)));
    if (typeof desc === 'string' && desc) doc.push(escapeMarkdown(desc));
    if (f.enumValues?.length)
      doc.push(
        'enum: ' +
          escapeMarkdown(
            f.enumValues
              .slice(0, 20)
              .map((v) => stringifyJSON(v))
              .join(', ') + (f.enumValues.length > 20 ? ', …' : ''),
          ),
      );
    if (!f.required) doc.push(ctx.words.optionalField(f.name));
    out.push({
      label: f.name,
      kind: 'field',
      detail: describeDecl(f.type) + (f.required ? ' · required' : ''),
      documentation: doc.join('\n\n') || undefined,
      insertText: f.name,
      range,
      sortText: `${f.required ? '0' : '1'}${f.name}`,
      required: f.required || undefined,
    });
  }
  return out;
}

function variableItems(ctx: RuleContext, vars: Scope, range: TextSpan): CompletionItem[] {
  const out: CompletionItem[] = [];
  const selfType = describeDecl(ctx.decl);
  out.push({
    label: 'self',
    kind: 'variable',
    detail: selfType,
    documentation: ctx.typed ? ctx.words.selfDoc : ctx.words.selfUntyped,
    insertText: 'self',
    range,
    sortText: '0self',
  });
  if (ctx.correlatable) {
    out.push({
      label: 'oldSelf',
      kind: 'variable',
      detail: ctx.optionalOldSelf ? `optional_type(${selfType})` : selfType,
      documentation: ctx.optionalOldSelf ? ctx.words.oldSelfOptionalDoc : ctx.words.oldSelfDoc,
      insertText: 'oldSelf',
      range,
      sortText: '0oldSelf',
    });
  }
  for (const [name, { type: t }] of Object.entries(vars)) {
    out.push({ label: name, kind: 'variable', detail: describeType(ctx, t), documentation: ctx.words.comprehensionVariable, insertText: name, range, sortText: `0${name}` });
  }
  for (const lit of ['true', 'false', 'null']) out.push({ label: lit, kind: 'keyword', insertText: lit, range, sortText: `4${lit}` });
  const has = MACRO_DOCS.has;
  out.push({ label: 'has', kind: 'function', detail: has.sig, documentation: has.doc + '\n\n(macro)', insertText: has.snippet, snippet: true, range, sortText: '1has' });
  return out;
}

/** The text span of CEL units [a, b) of the located rule. */
function spanOf(loc: LocatedRule, a: number, b: number): TextSpan {
  const start = loc.offsets[Math.max(0, Math.min(a, loc.offsets.length - 1))];
  const end = loc.offsets[Math.max(0, Math.min(b, loc.offsets.length - 1))];
  return { start, end: Math.max(start, end) };
}

/** Completion at `offset` of the CRD text when it is inside a `rule:` or `messageExpression:` string. */
export function celComplete(input: AuthoringInput, offset: number): CompletionList | null {
  try {
    const ctx = contextOf(input, offset);
    if (!ctx) return null;
    return { items: completeAt(ctx, offset) };
  } catch {
    return null;
  }
}

function completeAt(ctx: RuleContext, offset: number): CompletionItem[] {
  const { loc } = ctx;
  const prefix = loc.cel.slice(0, loc.celOffset);
  if (scanBrackets(prefix).inString) return [];
  const word = wordBefore(prefix);
  const range: TextSpan = { start: spanOf(loc, loc.celOffset - word.length, loc.celOffset).start, end: offset };
  let before = prefix.slice(0, prefix.length - word.length);
  const optionalSelect = before.endsWith('.?');
  if (!before.endsWith('.')) {
    if (/[0-9]$/.test(before)) return [];
    const vars = scopeVars(ctx, prefix);
    return [...variableItems(ctx, vars, range), ...globalFunctions(ctx, range)];
  }
  before = before.slice(0, optionalSelect ? -2 : -1);
  const recv = receiverBefore(before);
  if (!recv || /^[0-9]/.test(recv)) return [];
  const vars = scopeVars(ctx, before);
  const out: CompletionItem[] = [];
  // a namespace of functions: optional., format., strings., sets., lists., ip.
  if (/^[a-z]+$/.test(recv) && recv !== 'self' && recv !== 'oldSelf' && !(recv in vars)) {
    out.push(...globalFunctions(ctx, range, recv));
  }
  const t = typeOf(ctx, recv, vars);
  if (!t) return out;
  const inner = isOptionalType(t) ? t.params[0] : t;
  const d = declOf(ctx, inner);
  if (d?.kind === 'object') out.push(...fieldItems(ctx, d, range));
  if (optionalSelect) return out;
  out.push(...receiverMacros(ctx, t, range), ...memberFunctions(ctx, t, range));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Hover

/** Hover at `offset` of the CRD text when it is inside a `rule:` or `messageExpression:` string. */
export function celHover(input: AuthoringInput, offset: number): HoverInfo | null {
  try {
    const ctx = contextOf(input, offset);
    if (!ctx) return null;
    return hoverAt(ctx, input);
  } catch {
    return null;
  }
}

function hoverAt(ctx: RuleContext, input: AuthoringInput): HoverInfo {
  const { loc } = ctx;
  const cel = loc.cel;
  let a = loc.celOffset;
  let b = loc.celOffset;
  while (a > 0 && /[A-Za-z0-9_]/.test(cel[a - 1])) a--;
  while (b < cel.length && /[A-Za-z0-9_]/.test(cel[b])) b++;
  const word = /^[A-Za-z_]/.test(cel.slice(a, b)) ? cel.slice(a, b) : '';
  const parts: string[] = [];
  if (word && !scanBrackets(cel.slice(0, a)).inString) {
    const about = wordHover(ctx, cel, a, b, word);
    if (about) parts.push(about);
  }
  parts.push(ruleSummary(ctx));
  const cost = ruleCostMarkdown(input, ctx.kubeVersion, loc, ctx.words);
  if (cost) parts.push(cost);
  const range = word ? spanOf(loc, a, b) : loc.span;
  return { range, markdown: parts.join('\n\n---\n\n') };
}

function wordHover(ctx: RuleContext, cel: string, a: number, b: number, word: string): string | null {
  const prefix = cel.slice(0, a);
  const isCall = /^\s*\(/.test(cel.slice(b));
  const optionalSelect = prefix.endsWith('.?');
  if (prefix.endsWith('.') || optionalSelect) {
    const recvText = prefix.slice(0, optionalSelect ? -2 : -1);
    const recv = receiverBefore(recvText);
    const vars = scopeVars(ctx, recvText);
    if (/^[a-z]+$/.test(recv) && ctx.env.functions.has(`${recv}.${word}`)) return functionHover(ctx, `${recv}.${word}`, false);
    const t = recv ? typeOf(ctx, recv, vars) : undefined;
    if (isCall) return functionHover(ctx, word, true, t);
    if (!t) return null;
    const inner = isOptionalType(t) ? t.params[0] : t;
    const d = declOf(ctx, inner);
    const f = d?.fields?.get(word);
    if (!f) return null;
    const lines = [`${codeSpan(`${recv}.${word}`)}: ${describeDecl(f.type)}${f.required ? ` (${ctx.words.required})` : ''}`];
    const desc = (d?.schema?.properties as Record<string, JSONSchemaProps> | undefined)?.[f.propertyName]?.description;
    if (typeof desc === 'string' && desc) lines.push(escapeMarkdown(firstLine(desc, 300)));
    return lines.join('\n\n');
  }
  if (isCall) return functionHover(ctx, word, false);
  const vars = scopeVars(ctx, prefix);
  if (word === 'self') return `\`self\`: ${describeDecl(ctx.decl)}`;
  if (word === 'oldSelf') return `\`oldSelf\`: ${ctx.optionalOldSelf ? `optional_type(${describeDecl(ctx.decl)})` : describeDecl(ctx.decl)}`;
  if (word in vars) return `\`${word}\`: ${describeType(ctx, vars[word].type)} (${ctx.words.comprehensionVariable})`;
  return null;
}

function functionHover(ctx: RuleContext, name: string, member: boolean, receiver?: CelType): string | null {
  const f = ctx.env.functions.get(name);
  const macro = MACRO_DOCS[name];
  if (!f) return macro ? `\`${macro.sig}\` (macro)\n\n${macro.doc}` : null;
  let overloads = f.overloads.filter((o) => (o.member ?? false) === member);
  if (receiver) {
    const matching = overloads.filter((o) => accepts(o.args[0], receiver));
    if (matching.length) overloads = matching;
  }
  if (overloads.length === 0) return null;
  return functionDoc(
    ctx,
    name,
    overloads.map((o) => signature(name, o)),
  );
}

function ruleSummary(ctx: RuleContext): string {
  const w = ctx.words;
  const self = describeDecl(ctx.decl);
  const what = ctx.loc.field === 'rule' ? w.rule : w.messageExpression;
  const lines = [`**${what}** ${w.at} ${codeSpan(schemaPlace(ctx.loc))}`, '', `- \`self\`: ${self}`];
  if (ctx.correlatable) lines.push(`- \`oldSelf\`: ${ctx.optionalOldSelf ? `optional_type(${self}) (optionalOldSelf)` : `${self} (${w.transitionRules})`}`);
  else lines.push(`- \`oldSelf\`: ${w.oldSelfUnavailable}`);
  if (!ctx.typed) lines.push(`- ${w.notCompiledHere}`);
  return lines.join('\n');
}

function schemaPlace(loc: LocatedRule): string {
  let s = 'openAPIV3Schema';
  const st = loc.schemaSteps;
  for (let i = 0; i < st.length; i++) {
    if (st[i] === 'properties' && i + 1 < st.length) s += `.properties[${String(st[++i])}]`;
    else s += typeof st[i] === 'number' ? `[${st[i]}]` : `.${String(st[i])}`;
  }
  return s;
}
