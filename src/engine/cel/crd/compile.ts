// Compiling the x-kubernetes-validations of a CRD schema when the CRD is written:
// schema/cel/compilation.go (Compile, compileRule) driven by the x-kubernetes-validations part of
// ValidateCustomResourceDefinitionOpenAPISchema and the CELSchemaContext of cel_validation.go
// (type info per node, cardinality, total cost).
import type { JSONSchemaProps, ValidationRule } from '../../apis/jsonschema';
import type { JSONValue } from '../../apis/json';
import { deepEqualJSON } from '../../apis/json';
import { FieldPath } from '../../field/path';
import { type FieldError, forbidden, internalError, invalid } from '../../field/errors';
import type { CheckedAst } from '../ast';
import { type CelIssue, firstPosition } from '../issues';
import { type DeclType, isEmbeddedResource, nodeDeclType, objectMetaNamesCapped } from './decltype';
import { escapeName } from './escaping';
import { validFieldPath } from './fieldpath';
import { type Cardinality, TotalCost, childCardinality, costErrorMessage, expressionCost, fallbackCardinality } from './costlimits';
import { STATIC_ESTIMATED_COST_LIMIT, STATIC_ESTIMATED_CRD_COST_LIMIT } from './limits';
import { goTrimSpace, validateRuleFields } from './rulefields';
import { ContentCache, IdentityCache, MIN_SUBTREE, SubtreeFlags, recordingSubtrees } from '../../cache';
import { schemaContentWithoutDescriptions } from './schemacontent';
import { type EnvMode, type RuleEnvironment, type RuleProgram, newRuleEnvironment, defaultCompatibilityVersion } from './celenv';
import { stringifyJSON } from '../../golang/json';

/** Per-expression compile outcome (CompilationResult). */
export interface CompiledExpression {
  ast?: CheckedAst;
  /** The evaluable program (cel.Program with cost tracking). */
  program?: RuleProgram;
  /** Error detail as Kubernetes words it (`compilation failed: ERROR: <input>:1:6: …`). */
  error?: string;
  /** The compile issues `error` prints, sorted as printed (positions without parsing the text). */
  issues?: readonly CelIssue[];
  errorType?: 'Invalid' | 'Internal';
  /** Estimated cost of one evaluation (cel-go EstimateCost). */
  cost?: { min: bigint; max: bigint };
}

/** CompilationResult of one rule. */
export interface CompiledRule {
  rule: ValidationRule;
  index: number;
  /** Empty rule: neither program nor error (compileRule returns early). */
  empty: boolean;
  program?: CompiledExpression;
  messageExpression?: CompiledExpression;
  /** UsesOldSelf: the checked rule references `oldSelf`. */
  usesOldSelf: boolean;
  /** maxCardinality(declType.MinSerializedSize): fallback cardinality under unbounded lists/maps. */
  maxCardinality: bigint;
  /** ValidFieldPath normalised: appended to the node path as one child name (as Kubernetes prints it). */
  normalizedFieldPath?: string;
  /** The same path as steps (where the field is in the object). */
  fieldPathSteps?: FieldPath;
}

/** What the UI and the lead see for every rule of a schema. */
export interface CompiledRuleInfo {
  /** Path of the schema node holding the rule, e.g. `spec.versions[0].schema.openAPIV3Schema.properties[spec]`. */
  schemaPath: string;
  /** `<schemaPath>.x-kubernetes-validations[i]` */
  rulePath: string;
  index: number;
  rule: string;
  message?: string;
  messageExpression?: string;
  /** Compile error of the rule (detail as Kubernetes words it). */
  error?: string;
  messageExpressionError?: string;
  /** A transition rule: references oldSelf. */
  transition: boolean;
  optionalOldSelf: boolean;
  /** Estimated cost of one evaluation. */
  estimatedCost?: { min: number; max: number };
  /** Cardinality of the node: product of maxItems/maxProperties above it, null = unbounded. */
  cardinality: number | null;
  /** Fallback cardinality used when unbounded (maxCardinality). */
  maxCardinality: number;
  /** Estimated max cost × cardinality, as compared to the per-rule limit. */
  totalCost?: number;
  messageExpressionCost?: { min: number; max: number };
}

export interface CompileOptions {
  kubeVersion: string;
  isResourceRoot: boolean;
  /**
   * The same version's schema before an update: expressions whose text already existed compile with
   * the StoredExpressions environment, and an unchanged schema skips the per-expression cost limits
   * (the per-schema total still applies).
   */
  oldSchema?: JSONSchemaProps;
  /**
   * For a CRD update (ValidateCustomResourceDefinitionUpdate): the rule and messageExpression texts
   * of every schema of the old CRD (findPreexistingExpressions). Takes precedence over `oldSchema`.
   */
  preexisting?: PreexistingExpressions;
  /** suppressExpressionCostForUnchangedSchema: the version's schema is unchanged by the update. */
  suppressPerExpressionCost?: boolean;
}

/** findPreexistingExpressions: rules and messageExpressions are looked up separately. */
export interface PreexistingExpressions {
  rules: Set<string>;
  messageExpressions: Set<string>;
}

/** The expressions of the old CRD's schemas (`schemas`: the top-level and every version's openAPIV3Schema). */
export function findPreexistingExpressions(schemas: JSONSchemaProps[]): PreexistingExpressions {
  const out: PreexistingExpressions = { rules: new Set(), messageExpressions: new Set() };
  for (const s of schemas) collectExpressionsInto(s, out);
  return out;
}

export interface CompileResult {
  errors: FieldError[];
  rules: CompiledRuleInfo[];
  /** The field path of each of `rules` (`rules[i].rulePath` as a path, for document locations). */
  rulePaths: FieldPath[];
  /** Estimated rule cost total of the schema (TotalCost.Total). */
  totalCost: number;
}

let typeNameCounter = 0;
/** generateUniqueSelfTypeName: `selfType<n>`, a name rule authors cannot depend on. */
export function uniqueSelfTypeName(): string {
  typeNameCounter = (typeNameCounter + 1) % 1_000_000_000;
  return `selfType${typeNameCounter}`;
}

/**
 * Compile (compilation.go): all rules of one schema node against its DeclType. `envFor` picks the
 * NewExpressions or StoredExpressions environment per expression text.
 */
export function compileNodeRules(schema: JSONSchemaProps, declType: DeclType, envFor: (text: string, kind?: 'rule' | 'messageExpression') => EnvMode, compatibilityVersion: string): CompiledRule[] {
  const rules = Array.isArray(schema['x-kubernetes-validations']) ? schema['x-kubernetes-validations'] : [];
  if (rules.length === 0) return [];
  const typeName = uniqueSelfTypeName();
  const envs = new Map<string, RuleEnvironment>();
  const envOf = (mode: EnvMode, optionalOldSelf: boolean) => {
    const k = `${mode}/${optionalOldSelf}`;
    let e = envs.get(k);
    if (!e) envs.set(k, (e = newRuleEnvironment(declType, typeName, optionalOldSelf, mode, compatibilityVersion)));
    return e;
  };
  const maxCard = fallbackCardinality(declType.minSerializedSize);
  return rules.map((rule, index) => compileRule(schema, rule ?? ({} as ValidationRule), index, envFor, envOf, maxCard));
}

function compileRule(
  schema: JSONSchemaProps,
  rule: ValidationRule,
  index: number,
  envFor: (text: string, kind?: 'rule' | 'messageExpression') => EnvMode,
  envOf: (mode: EnvMode, optionalOldSelf: boolean) => RuleEnvironment,
  maxCardinality: bigint,
): CompiledRule {
  const text = typeof rule.rule === 'string' ? rule.rule : '';
  const out: CompiledRule = { rule, index, empty: false, usesOldSelf: false, maxCardinality };
  if (goTrimSpace(text).length === 0) {
    out.empty = true;
    return out;
  }
  const optionalOldSelf = rule.optionalOldSelf === true;
  const env = envOf(envFor(text, 'rule'), optionalOldSelf);
  const c = env.compile(text);
  if ('issues' in c) {
    out.program = { error: 'compilation failed: ' + c.issues, issues: c.issueList, errorType: 'Invalid' };
    return out;
  }
  if (c.ast.outputType.kind !== 'bool') {
    out.program = { error: 'cel expression must evaluate to a bool', errorType: 'Invalid' };
    return out;
  }
  for (const ref of c.ast.refs.values()) {
    if (ref.name === 'oldSelf') {
      out.usesOldSelf = true;
      break;
    }
  }
  const prog = env.program(c.ast);
  if (prog.instantiationError !== undefined) {
    out.program = { error: 'program instantiation failed: ' + prog.instantiationError, errorType: 'Invalid' };
    return out;
  }
  out.program = { ast: c.ast, program: prog, cost: env.estimateCost(c.ast) };
  const msgExpr = typeof rule.messageExpression === 'string' ? rule.messageExpression : '';
  if (msgExpr !== '') {
    const menv = envOf(envFor(msgExpr, 'messageExpression'), optionalOldSelf);
    const mc = menv.compile(msgExpr);
    if ('issues' in mc) {
      out.messageExpression = { error: 'messageExpression compilation failed: ' + mc.issues, issues: mc.issueList, errorType: 'Invalid' };
    } else if (mc.ast.outputType.kind !== 'string') {
      out.messageExpression = { error: 'messageExpression must evaluate to a string', errorType: 'Invalid' };
    } else {
      const mprog = menv.program(mc.ast);
      out.messageExpression =
        mprog.instantiationError !== undefined
          ? { error: 'messageExpression instantiation failed: ' + mprog.instantiationError, errorType: 'Invalid' }
          : { ast: mc.ast, program: mprog, cost: menv.estimateCost(mc.ast) };
    }
  }
  const fp = typeof rule.fieldPath === 'string' ? rule.fieldPath : '';
  if (fp !== '') {
    const r = validFieldPath(fp, schema);
    if (!('error' in r)) {
      out.normalizedFieldPath = r.path.toString();
      out.fieldPathSteps = r.path;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The walk over a CRD schema at write time.

/** CELSchemaContext: lazily built type info, cardinality and the shared total. */
class SchemaContext {
  private typeInfo: { decl: DeclType } | { error: string } | null | undefined;
  constructor(
    readonly schema: JSONSchemaProps,
    readonly parent: SchemaContext | undefined,
    /** How this node's DeclType is found in the parent's: property name, 'items' or 'additionalProperties'. */
    readonly access: { property: string } | 'items' | 'additionalProperties' | undefined,
    readonly withinRuleScope: boolean,
    readonly cardinality: Cardinality,
    readonly total: TotalCost,
    /** Whether the Kubernetes version caps metadata.name/generateName (objectMetaNamesCapped). */
    readonly capNames: boolean,
    /** For the root context: whether it is the root of a resource (apiVersion/kind/metadata exposed). */
    readonly isResourceRoot = false,
  ) {}

  child(schema: JSONSchemaProps, access: { property: string } | 'items' | 'additionalProperties'): SchemaContext {
    const rules = schema['x-kubernetes-validations'];
    const inScope = this.withinRuleScope || (Array.isArray(rules) && rules.length > 0);
    return new SchemaContext(schema, this, access, inScope, childCardinality(this.cardinality, this.schema), this.total, this.capNames);
  }

  /** TypeInfo(): from the parent's DeclType when possible, else converted from this schema. */
  info(): { decl: DeclType } | { error: string } | null {
    if (!this.withinRuleScope) return null;
    if (this.typeInfo !== undefined) return this.typeInfo;
    if (this.parent) {
      const p = this.parent.info();
      if (p && 'error' in p) return (this.typeInfo = p);
      if (p && this.access) {
        let d: DeclType | undefined;
        if (this.access === 'items' || this.access === 'additionalProperties') d = p.decl.elemType;
        else {
          const esc = escapeName(this.access.property);
          d = esc !== undefined ? p.decl.fields?.get(esc)?.type : undefined;
        }
        if (d) return (this.typeInfo = { decl: d });
      }
    }
    const isRoot = (this.parent === undefined && this.isResourceRoot) || isEmbeddedResource(this.schema);
    const decl = nodeDeclType(this.schema, isRoot, this.capNames);
    this.typeInfo = decl ? { decl } : { error: 'unable to convert structural schema to CEL declarations' };
    return this.typeInfo;
  }
}

interface WalkState {
  schemaErrors: FieldError[];
  celErrors: FieldError[];
  infos: CompiledRuleInfo[];
  /** The path of each of `infos`. */
  infoPaths: FieldPath[];
  envFor: (text: string, kind?: 'rule' | 'messageExpression') => EnvMode;
  compatibilityVersion: string;
  /** suppressPerExpressionCost: the version's schema is unchanged by an update. */
  suppressPerExpressionCost: boolean;
  /** The part of the walk memos' key that is the same for the whole walk; '' for no memos (an update's environments). */
  memo: string;
  /** The cost observations of the subtree being walked (for its memo). */
  observed?: { path: FieldPath; cost: bigint }[];
  /** Nodes walked so far. */
  visited: number;
}

const toNum = (b: bigint) => Number(b);
const estimateNum = (e: { min: bigint; max: bigint }) => ({ min: toNum(e.min), max: toNum(e.max) });
const isSchema = (v: unknown): v is JSONSchemaProps => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What the walk of one schema node's subtree added, when it found no error: its rules' infos and
 * cost observations, replayed when the same node object is walked again at the same path in the
 * same context (a CRD read again after an edit shares its unchanged nodes, cache/share.ts).
 */
interface WalkMemo {
  infos: CompiledRuleInfo[];
  infoPaths: FieldPath[];
  observed: { path: FieldPath; cost: bigint }[];
}

/** Per schema node object: memo key → what its walk added. */
const walkMemos = new IdentityCache<object, Map<string, WalkMemo>>('cel.compiledSubtrees');

/**
 * The memo key of a node's walk (what it reads from outside the node's subtree). A node within the
 * rule scope of an ancestor has none: its type comes from the ancestor's DeclType.
 */
function walkMemoKey(fldPath: FieldPath, ctx: SchemaContext | undefined, uncorrelatable: FieldPath | undefined, st: WalkState): string {
  const c = ctx ? `${ctx.cardinality === undefined ? '-' : String(ctx.cardinality)}|${ctx.capNames}` : 'none';
  return `${st.memo}|${c}|${uncorrelatable === undefined ? '' : uncorrelatable.toString()}|${fldPath.toString()}`;
}

/**
 * Whether a schema node carries x-kubernetes-validations itself or in a schema the walk visits below
 * it: a node without is a subtree whose walk adds nothing (no rule to check, compile or cost). Nodes
 * are not changed once read, so what holds for a node holds in every walk and at every Kubernetes
 * version; a reload after an edit asks only about its new nodes (cache/subtreeflags.ts).
 */
const rulesBelow = new SubtreeFlags<JSONSchemaProps>(
  'cel.rulesBelow',
  (s) => Array.isArray(s['x-kubernetes-validations']) && s['x-kubernetes-validations'].length > 0,
  (s, out) => {
    const add = (c: unknown) => {
      if (isSchema(c)) out.push(c);
    };
    add(s.additionalProperties);
    if (isSchema(s.properties)) for (const name of Object.keys(s.properties)) add(s.properties[name]);
    add(s.not);
    for (const k of ['allOf', 'oneOf', 'anyOf'] as const) if (Array.isArray(s[k])) for (const c of s[k]!) add(c);
    if (isSchema(s.definitions)) for (const c of Object.values(s.definitions)) add(c);
    if (Array.isArray(s.items)) for (const c of s.items) add(c);
    else add(s.items);
    if (isSchema(s.dependencies)) for (const c of Object.values(s.dependencies)) add(c);
  },
);

/** Whether a schema node or a schema below it (rulesBelow's children) has x-kubernetes-validations, remembered per node. */
export const hasRulesBelow = (schema: JSONSchemaProps): boolean => rulesBelow.has(schema);

function walk(schema: JSONSchemaProps, fldPath: FieldPath, ctx: SchemaContext | undefined, uncorrelatable: FieldPath | undefined, st: WalkState): void {
  // a subtree without rules adds nothing (see rulesBelow)
  if (!rulesBelow.has(schema)) return;
  st.visited++;
  if (!st.memo || (ctx && (ctx.parent === undefined || ctx.parent.withinRuleScope))) return walkNode(schema, fldPath, ctx, uncorrelatable, st);
  let memos = walkMemos.get(schema);
  let key = memos ? walkMemoKey(fldPath, ctx, uncorrelatable, st) : undefined;
  const m = key === undefined ? undefined : memos!.get(key);
  if (m) {
    st.infos.push(...m.infos);
    st.infoPaths.push(...m.infoPaths);
    for (const o of m.observed) observe(st, ctx!, o.path, o.cost);
    return;
  }
  const errs = st.schemaErrors.length + st.celErrors.length;
  const infos = st.infos.length;
  const visited = st.visited;
  const outer = st.observed;
  st.observed = [];
  walkNode(schema, fldPath, ctx, uncorrelatable, st);
  const observed = st.observed;
  st.observed = outer;
  if (outer) outer.push(...observed);
  // rule-free subtrees are not walked: a subtree with a rule compiled is worth its memo however small
  if (st.schemaErrors.length + st.celErrors.length !== errs || (st.infos.length === infos && st.visited - visited + 1 < MIN_SUBTREE)) return;
  key ??= walkMemoKey(fldPath, ctx, uncorrelatable, st);
  if (!memos) walkMemos.set(schema, (memos = new Map()));
  memos.set(key, { infos: st.infos.slice(infos), infoPaths: st.infoPaths.slice(infos), observed });
}

/** ctx.total.observe, remembered for the memo of the enclosing subtrees. */
function observe(st: WalkState, ctx: SchemaContext, path: FieldPath, cost: bigint): void {
  ctx.total.observe(path, cost);
  st.observed?.push({ path, cost });
}

function walkNode(schema: JSONSchemaProps, fldPath: FieldPath, ctx: SchemaContext | undefined, uncorrelatable: FieldPath | undefined, st: WalkState): void {
  const schemaErrCountBefore = st.schemaErrors.length;
  const ap = schema.additionalProperties;
  if (isSchema(ap)) walk(ap, fldPath.child('additionalProperties'), ctx?.child(ap, 'additionalProperties'), uncorrelatable, st);
  const props = isSchema(schema.properties) ? schema.properties : undefined;
  if (props) {
    const mapType = schema['x-kubernetes-map-type'];
    const correlatable = mapType === undefined || mapType === null || mapType === 'granular' || mapType === 'atomic';
    for (const name of Object.keys(props)) {
      const ps = props[name];
      if (!isSchema(ps)) continue;
      walk(ps, fldPath.child('properties').key(name), ctx?.child(ps, { property: name }), uncorrelatable ?? (correlatable ? undefined : fldPath), st);
    }
  }
  if (isSchema(schema.not)) walk(schema.not, fldPath.child('not'), undefined, uncorrelatable, st);
  for (const k of ['allOf', 'oneOf', 'anyOf'] as const) {
    const list = schema[k];
    if (Array.isArray(list)) list.forEach((s, i) => isSchema(s) && walk(s, fldPath.child(k).index(i), undefined, uncorrelatable, st));
  }
  if (isSchema(schema.definitions)) {
    for (const [k, s] of Object.entries(schema.definitions)) if (isSchema(s)) walk(s, fldPath.child('definitions').key(k), undefined, uncorrelatable, st);
  }
  const items = schema.items;
  if (items !== undefined && items !== null) {
    const itemsUncorrelatable = uncorrelatable ?? (schema['x-kubernetes-list-type'] !== 'map' ? fldPath : undefined);
    if (isSchema(items)) walk(items, fldPath.child('items'), ctx?.child(items, 'items'), itemsUncorrelatable, st);
    else if (Array.isArray(items)) items.forEach((s, i) => isSchema(s) && walk(s, fldPath.child('items').index(i), ctx?.child(s, 'items'), itemsUncorrelatable, st));
  }
  if (isSchema(schema.dependencies)) {
    for (const [k, s] of Object.entries(schema.dependencies)) if (isSchema(s)) walk(s, fldPath.child('dependencies').key(k), undefined, uncorrelatable, st);
  }

  const rules = schema['x-kubernetes-validations'];
  if (!Array.isArray(rules) || rules.length === 0) return;
  const rulesPath = fldPath.child('x-kubernetes-validations');
  rules.forEach((rule, i) => st.schemaErrors.push(...validateRuleFields(isSchema(rule) ? (rule as ValidationRule) : ({} as ValidationRule), rulesPath.index(i), schema)));
  if (st.schemaErrors.length !== schemaErrCountBefore || !ctx) {
    for (let i = 0; i < rules.length; i++) pushInfo(st, fldPath, i, ruleInfo(fldPath, i, rules[i], ctx?.cardinality, undefined));
    return;
  }
  const info = ctx.info();
  if (!info) return;
  if ('error' in info) {
    st.celErrors.push(internalError(rulesPath, `internal error: failed to construct type information for x-kubernetes-validations rules: ${info.error}`));
    return;
  }
  const compiled = compileNodeRules(schema, info.decl, st.envFor, st.compatibilityVersion);
  for (const cr of compiled) {
    const rp = rulesPath.index(cr.index).child('rule');
    const maxCost = cr.program?.cost?.max ?? 0n;
    const cost = expressionCost(maxCost, ctx.cardinality, cr.maxCardinality);
    if (!st.suppressPerExpressionCost && cost > STATIC_ESTIMATED_COST_LIMIT) st.celErrors.push(forbidden(rp, costErrorMessage('estimated rule cost', cost, STATIC_ESTIMATED_COST_LIMIT)));
    observe(st, ctx, rp, cost);
    if (cr.program?.error) {
      const e = cr.program.errorType === 'Internal' ? internalError(rp, cr.program.error) : invalid(rp, goRuleValue(cr.rule), cr.program.error);
      st.celErrors.push(e.withValuePosition(cr.program.issues && firstPosition(cr.program.issues)));
    }
    const mp = rulesPath.index(cr.index).child('messageExpression');
    if (cr.messageExpression?.error) {
      const e = invalid(mp, goRuleValue(cr.rule), cr.messageExpression.error);
      st.celErrors.push(e.withValuePosition(cr.messageExpression.issues && firstPosition(cr.messageExpression.issues)));
    } else if (cr.messageExpression?.cost) {
      const mcost = cr.messageExpression.cost.max;
      if (!st.suppressPerExpressionCost && mcost > STATIC_ESTIMATED_COST_LIMIT)
        st.celErrors.push(forbidden(mp, costErrorMessage('estimated messageExpression cost', mcost, STATIC_ESTIMATED_COST_LIMIT)));
      observe(st, ctx, mp, mcost);
    }
    if (cr.usesOldSelf) {
      if (uncorrelatable) {
        st.celErrors.push(invalid(rp, cr.rule.rule, `oldSelf cannot be used on the uncorrelatable portion of the schema within ${uncorrelatable.toString()}`));
      }
    } else if (cr.rule.optionalOldSelf !== undefined && cr.rule.optionalOldSelf !== null) {
      st.celErrors.push(invalid(rulesPath.index(cr.index).child('optionalOldSelf'), cr.rule.optionalOldSelf, 'may not be set if oldSelf is not used in rule'));
    }
    const ri = ruleInfo(fldPath, cr.index, cr.rule, ctx.cardinality, cr);
    ri.totalCost = toNum(cost);
    pushInfo(st, fldPath, cr.index, ri);
  }
}

function pushInfo(st: WalkState, fldPath: FieldPath, index: number, info: CompiledRuleInfo): void {
  st.infos.push(info);
  st.infoPaths.push(fldPath.child('x-kubernetes-validations').index(index));
}

function ruleInfo(fldPath: FieldPath, index: number, raw: unknown, cardinality: Cardinality, cr: CompiledRule | undefined): CompiledRuleInfo {
  const rule = (isSchema(raw) ? raw : {}) as unknown as ValidationRule;
  const info: CompiledRuleInfo = {
    schemaPath: fldPath.toString(),
    rulePath: fldPath.child('x-kubernetes-validations').index(index).toString(),
    index,
    rule: typeof rule.rule === 'string' ? rule.rule : '',
    transition: cr?.usesOldSelf ?? false,
    optionalOldSelf: rule.optionalOldSelf === true,
    cardinality: cardinality === undefined ? null : toNum(cardinality),
    maxCardinality: cr ? toNum(cr.maxCardinality) : 0,
  };
  if (typeof rule.message === 'string') info.message = rule.message;
  if (typeof rule.messageExpression === 'string') info.messageExpression = rule.messageExpression;
  if (cr?.program?.error) info.error = cr.program.error;
  if (cr?.program?.cost) info.estimatedCost = estimateNum(cr.program.cost);
  if (cr?.messageExpression?.error) info.messageExpressionError = cr.messageExpression.error;
  if (cr?.messageExpression?.cost) info.messageExpressionCost = estimateNum(cr.messageExpression.cost);
  return info;
}

/** The Go %#v of an apiextensions.ValidationRule as field.Invalid prints it. */
export function goRuleValue(rule: ValidationRule): { goString(): string } {
  return {
    goString() {
      const q = (s: unknown) => JSON.stringify(typeof s === 'string' ? s : '');
      const reason = typeof rule.reason === 'string' ? `(*apiextensions.FieldValueErrorReason)(${'0xc000000000'})` : '(*apiextensions.FieldValueErrorReason)(nil)';
      const oos = typeof rule.optionalOldSelf === 'boolean' ? '(*bool)(0xc000000000)' : '(*bool)(nil)';
      return `apiextensions.ValidationRule{Rule:${q(rule.rule)}, Message:${q(rule.message)}, MessageExpression:${q(rule.messageExpression)}, Reason:${reason}, FieldPath:${q(rule.fieldPath)}, OptionalOldSelf:${oos}}`;
    },
  };
}

/** Every expression text (rule and messageExpression) of a schema, for preexisting-expression lookup. */
function collectExpressions(s: unknown, out: Set<string>): void {
  if (Array.isArray(s)) {
    for (const x of s) collectExpressions(x, out);
    return;
  }
  if (!isSchema(s)) return;
  const rules = s['x-kubernetes-validations'];
  if (Array.isArray(rules)) {
    for (const r of rules) {
      if (!isSchema(r)) continue;
      if (typeof r.rule === 'string') out.add(r.rule);
      if (typeof r.messageExpression === 'string') out.add(r.messageExpression);
    }
  }
  for (const [k, v] of Object.entries(s)) if (k !== 'x-kubernetes-validations' && typeof v === 'object') collectExpressions(v, out);
}

/** findPreexistingExpressionsInSchema (SchemaHas over every nested schema). */
function collectExpressionsInto(s: unknown, out: PreexistingExpressions): void {
  if (Array.isArray(s)) {
    for (const x of s) collectExpressionsInto(x, out);
    return;
  }
  if (!isSchema(s)) return;
  const rules = s['x-kubernetes-validations'];
  if (Array.isArray(rules)) {
    for (const r of rules) {
      if (!isSchema(r)) continue;
      // Go inserts v.Rule even when empty, and a messageExpression only when set
      out.rules.add(typeof r.rule === 'string' ? r.rule : '');
      if (typeof r.messageExpression === 'string' && r.messageExpression.length > 0) out.messageExpressions.add(r.messageExpression);
    }
  }
  for (const [k, v] of Object.entries(s)) if (k !== 'x-kubernetes-validations' && k !== 'default' && k !== 'enum' && k !== 'example' && typeof v === 'object') collectExpressionsInto(v, out);
}

/**
 * Compiles every x-kubernetes-validations rule of an openAPIV3Schema (`fldPath` is the path of the
 * openAPIV3Schema itself) and returns the errors kube reports for them on a CRD write: rule-field
 * errors, compile errors, oldSelf placement, per-rule cost and the per-schema total with its top
 * contributors.
 */
export function compileSchemaRules(schema: JSONSchemaProps, fldPath: FieldPath, opts: CompileOptions): CompileResult {
  const pre = opts.preexisting;
  const preKey = pre === undefined ? '' : `${opts.suppressPerExpressionCost === true}|${JSON.stringify([...pre.rules])}|${JSON.stringify([...pre.messageExpressions])}`;
  const key = `${fldPath.toString()}|${opts.kubeVersion}|${opts.isResourceRoot}|${opts.oldSchema === undefined ? '' : stringifyJSON(opts.oldSchema)}|${preKey}|${unchangedSuppression(schema, opts)}`;
  return compileCache.get(schema, key, () => compileSchemaRulesUncached(schema, fldPath, opts));
}

/** Keyed by the schema without descriptions: a description edit keeps the compiled rules and costs. */
/** Whether the schema equals the old one, descriptions included (the cache key leaves descriptions out). */
function unchangedSuppression(schema: JSONSchemaProps, opts: CompileOptions): string {
  if (opts.suppressPerExpressionCost !== undefined || opts.oldSchema === undefined) return '';
  return String(deepEqualJSON(schema as JSONValue, opts.oldSchema as JSONValue));
}

// the key holds the schema's field path: an equal schema at another path (another version of the CRD) is compiled on its own
const compileCache = new ContentCache<CompileResult>('cel.compiledSchemaRules', 32, schemaContentWithoutDescriptions, true);

function compileSchemaRulesUncached(schema: JSONSchemaProps, fldPath: FieldPath, opts: CompileOptions): CompileResult {
  const preexisting = new Set<string>();
  if (opts.oldSchema) collectExpressions(opts.oldSchema, preexisting);
  const total = new TotalCost();
  const rootRules = schema['x-kubernetes-validations'];
  const root = new SchemaContext(schema, undefined, undefined, Array.isArray(rootRules) && rootRules.length > 0, 1n, total, objectMetaNamesCapped(opts.kubeVersion), opts.isResourceRoot);
  const st: WalkState = {
    schemaErrors: [],
    celErrors: [],
    infos: [],
    infoPaths: [],
    envFor: opts.preexisting
      ? (text, kind) => ((kind === 'messageExpression' ? opts.preexisting!.messageExpressions : opts.preexisting!.rules).has(text) ? 'StoredExpressions' : 'NewExpressions')
      : (text) => (preexisting.has(text) ? 'StoredExpressions' : 'NewExpressions'),
    compatibilityVersion: defaultCompatibilityVersion(opts.kubeVersion),
    suppressPerExpressionCost: opts.suppressPerExpressionCost ?? (opts.oldSchema !== undefined && deepEqualJSON(schema as JSONValue, opts.oldSchema as JSONValue)),
    memo: '',
    visited: 0,
  };
  // a create (every expression compiles in the NewExpressions environment) sharing nodes with a previous load
  if (!opts.oldSchema && !opts.preexisting && recordingSubtrees()) st.memo = `${opts.kubeVersion}|${st.compatibilityVersion}|${st.suppressPerExpressionCost}`;
  walk(schema, fldPath, root, undefined, st);
  const errors = [...st.schemaErrors, ...st.celErrors];
  if (total.total > STATIC_ESTIMATED_CRD_COST_LIMIT) {
    for (const c of total.mostExpensive) {
      errors.push(forbidden(c.path, 'contributed to estimated rule cost total exceeding cost limit for entire OpenAPIv3 schema'));
    }
    errors.push(forbidden(fldPath, costErrorMessage('x-kubernetes-validations estimated rule cost total for entire OpenAPIv3 schema', total.total, STATIC_ESTIMATED_CRD_COST_LIMIT)));
  }
  return { errors, rules: st.infos, rulePaths: st.infoPaths, totalCost: toNum(total.total) };
}
