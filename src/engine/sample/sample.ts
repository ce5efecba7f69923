// New objects from a CRD's schema: a minimal valid object (apiVersion, kind, metadata.name and the
// required fields, recursively) or a full one (every field once) for a served version. The value
// tree comes from tree.ts; the sample is then run through check() — the same pipeline as
// the playground (defaulting, pruning, OpenAPI validation, list types, embedded resources, CEL) —
// and where an error remains, a bounded number of cheap alternatives is tried (other enum values,
// other numbers and strings, adding or dropping optional fields). The result is YAML text (with
// comments on best-effort values) and the JSON value.
import { Document, isScalar, visit } from 'yaml';
import { check } from '../pipeline/check';
import { classifyDocuments } from '../pipeline/documents';
import { parseFieldPath } from '../pipeline/locate';
import { readCustomResourceDefinition, type CustomResourceDefinition } from '../crd';
import { valueRendering } from '../field/errorbody';
import { servedVersions, storageVersion } from '../versions';
import { resolvePlainScalar } from '../yaml/scalars';
import { cloneJSON, isObject, type JSONObject, type JSONValue } from '../apis/json';
import { type JSONSchemaProps } from '../apis/jsonschema';
import { diagnostic, type Diagnostic } from '../diagnostics';
import type { DocPath } from '../field/path';
import { requiredOf, ruleFields, sampleValue, schemaType, type TreeContext } from './tree';
import { sampleString } from './values';
import { stringifyJSON } from '../golang/json';

export interface SampleOptions {
  /** The version to sample (served versions only); default: the storage version when served, else the preferred one. */
  version?: string;
  /** Every field once instead of the required ones only. */
  full?: boolean;
  /** Which CRD of the text (kind, plural, singular or metadata.name, case-insensitive); default: the first. */
  kind?: string;
  /** Kubernetes version the sample is checked at. */
  kubeVersion?: string;
  /** At most this many check() runs to repair a sample (default 40). 0: no verification. */
  checks?: number;
}

export interface SampleCRD {
  /** metadata.name */
  name: string;
  kind: string;
  group: string;
  /** Served versions in priority order. */
  versions: string[];
  /** The version sampled when none is chosen. */
  defaultVersion: string;
}

export interface SampleResult {
  /** The CRDs found in the text. */
  crds: SampleCRD[];
  /** The CRD, version and mode sampled (absent when no sample could be made). */
  crd?: string;
  apiVersion?: string;
  kind?: string;
  version?: string;
  full: boolean;
  /** Why no sample could be made (no CRD, unknown or unserved version); the sample is empty then. */
  error?: string;
  object: JSONObject | null;
  /** YAML text of the object (one document, no `---`); '' when there is none. */
  yaml: string;
  /** Where the sample is a best effort: constraints no value was found for, by field path. */
  notes: string[];
  /** Errors check() still reports for the sample (empty: it validates clean). */
  errors: string[];
  /**
   * The sampled CRD's own errors, as check() reports them (the apiserver would refuse the CRD, so no object of it could
   * be created); empty when it is valid or when the sample was not verified.
   */
  crdErrors: string[];
  /** How many check() runs the verification took. */
  checks: number;
}

const DEFAULT_CHECKS = 40;
/** Repairs stop after this long even when checks are left (huge CRDs). */
const REPAIR_MS = 3000;
const NODE_BUDGET = 50_000;

function readCRDs(text: string, kubeVersion?: string): { crds: CustomResourceDefinition[]; errors: string[] } {
  const crds: CustomResourceDefinition[] = [];
  const errors: string[] = [];
  for (const doc of classifyDocuments([{ id: 'crd', text }]).crds) {
    const read = readCustomResourceDefinition(doc.value, { kubeVersion });
    if (read.crd) crds.push(read.crd);
    else if (read.errors.length > 0) errors.push(read.errors[0].toString(valueRendering(kubeVersion)));
  }
  return { crds, errors };
}

function describe(crd: CustomResourceDefinition): SampleCRD {
  const versions = servedVersions(crd);
  const storage = storageVersion(crd);
  return {
    name: typeof crd.metadata?.name === 'string' ? crd.metadata.name : '',
    kind: typeof crd.spec?.names?.kind === 'string' ? crd.spec.names.kind : '',
    group: typeof crd.spec?.group === 'string' ? crd.spec.group : '',
    versions,
    defaultVersion: storage && versions.includes(storage) ? storage : (versions[0] ?? ''),
  };
}

function pickCRD(crds: CustomResourceDefinition[], kind: string | undefined): CustomResourceDefinition | undefined {
  if (!kind) return crds[0];
  const k = kind.toLowerCase();
  return crds.find((c) => {
    const names = c.spec?.names;
    return [names?.kind, names?.plural, names?.singular, c.metadata?.name].some((n) => typeof n === 'string' && n.toLowerCase() === k);
  });
}

/** A sample of a CRD in `text` (the CRD editor's text or a file). Never throws. */
export function sampleFromText(text: string, opts: SampleOptions = {}): SampleResult {
  const full = opts.full === true;
  let read: ReturnType<typeof readCRDs>;
  try {
    read = readCRDs(text, opts.kubeVersion);
  } catch (e) {
    return empty([], full, `the CRD text could not be read: ${(e as Error)?.message ?? String(e)}`);
  }
  const crds = read.crds;
  const infos = crds.map(describe);
  if (crds.length === 0 && read.errors.length > 0) return empty(infos, full, `the CustomResourceDefinition cannot be read: ${read.errors[0]}`);
  if (crds.length === 0) return empty(infos, full, 'no CustomResourceDefinition (apiextensions.k8s.io/v1 or v1beta1) that can be read was found');
  const crd = pickCRD(crds, opts.kind);
  if (!crd) return empty(infos, full, `no CustomResourceDefinition with kind ${JSON.stringify(opts.kind)}; found: ${infos.map((i) => i.kind).join(', ')}`);
  return sampleCRD(crd, { ...opts, crdText: text }, infos);
}

/** A sample of an already read CRD (the engine's loaded CRD). Never throws. */
export function sampleFromCRD(crd: CustomResourceDefinition, opts: SampleOptions = {}): SampleResult {
  return sampleCRD(crd, { ...opts, crdText: stringifyJSON(crd) }, [describe(crd)]);
}

function empty(crds: SampleCRD[], full: boolean, error: string): SampleResult {
  return { crds, full, error, object: null, yaml: '', notes: [], errors: [], crdErrors: [], checks: 0 };
}

function sampleCRD(crd: CustomResourceDefinition, opts: SampleOptions & { crdText: string }, crds: SampleCRD[]): SampleResult {
  const full = opts.full === true;
  const info = describe(crd);
  const version = opts.version ?? info.defaultVersion;
  const all = Array.isArray(crd.spec?.versions) ? crd.spec.versions : [];
  const v = all.find((x) => x?.name === version);
  if (!version) return empty(crds, full, `CustomResourceDefinition ${info.name} serves no version`);
  if (!v) return empty(crds, full, `CustomResourceDefinition ${info.name} has no version ${JSON.stringify(version)}; served: ${info.versions.join(', ') || 'none'}`);
  if (v.served !== true) return empty(crds, full, `version ${JSON.stringify(version)} of ${info.name} is not served; served: ${info.versions.join(', ') || 'none'}`);
  const schema = isObject(v.schema?.openAPIV3Schema as unknown as JSONValue) ? (v.schema!.openAPIV3Schema as JSONSchemaProps) : undefined;
  const apiVersion = `${info.group}/${version}`;
  const ctx: TreeContext = { full, notes: new Map(), budget: NODE_BUDGET };
  const statusSubresource = isObject(v.subresources?.status as JSONValue);
  let object: JSONObject;
  try {
    object = rootObject(schema, apiVersion, info.kind, ctx, statusSubresource);
  } catch (e) {
    // an engine bug must not take the caller down: report it as the reason there is no sample
    return empty(crds, full, `internal error while sampling: ${(e as Error)?.message ?? String(e)}`);
  }
  const base = { crds, crd: info.name, apiVersion, kind: info.kind, version, full };
  let errors: Diagnostic[] = [];
  let crdErrors: string[] = [];
  let checks = 0;
  const budget = opts.checks ?? DEFAULT_CHECKS;
  if (budget > 0) {
    const verify = (o: JSONObject): Diagnostic[] => {
      checks++;
      const r = check({
        sources: [
          { id: 'crd', text: opts.crdText },
          { id: 'sample', text: stringifyJSON(o) },
        ],
        options: { kubeVersion: opts.kubeVersion },
      });
      if (checks === 1) crdErrors = (r.crds.find((c) => c.source === 'crd' && c.name === info.name)?.errors ?? []).map((d) => d.message);
      return r.diagnostics.filter((d) => d.source === 'sample' && d.severity === 'error');
    };
    try {
      const repaired = repair(object, schema, verify, budget, full);
      object = repaired.object;
      errors = repaired.errors;
    } catch (e) {
      errors = [
        diagnostic({
          code: 'internal-error',
          severity: 'error',
          origin: 'document',
          source: 'sample',
          docIndex: 0,
          detail: String(e),
          message: `internal error while checking the sample: ${(e as Error)?.message ?? String(e)}`,
        }),
      ];
    }
  }
  const notes = [...ctx.notes].filter(([p]) => hasPath(object, p)).map(([p, why]) => `${p}: ${why}`);
  return { ...base, object, yaml: toYAML(object, info.kind, version, full, ctx.notes), notes, errors: errors.map((d) => d.message), crdErrors, checks };
}

function rootObject(schema: JSONSchemaProps | undefined, apiVersion: string, kind: string, ctx: TreeContext, statusSubresource: boolean): JSONObject {
  const name = objectName(schema, kind);
  const out: JSONObject = { apiVersion, kind, metadata: { name } };
  if (!schema) return out;
  const props = isObject(schema.properties as JSONValue) ? schema.properties! : {};
  // the root's own fields come from the generator; apiVersion, kind and metadata are set above
  const rest: JSONSchemaProps = { ...schema, properties: { ...props } };
  for (const k of ['apiVersion', 'kind', 'metadata']) delete rest.properties![k];
  // with the status subresource, status is dropped on create: a sample does not set it
  if (statusSubresource) delete rest.properties!.status;
  const req = requiredOf(schema).required.filter((k) => !['apiVersion', 'kind', 'metadata'].includes(k) && !(statusSubresource && k === 'status'));
  // spec is rarely marked required, but a spec with required fields is what a minimal object needs to be useful
  const spec = rest.properties!.spec;
  if (!req.includes('spec') && isObject(spec as unknown as JSONValue) && requiredOf(spec).required.length > 0) req.push('spec');
  rest.required = req;
  delete rest.allOf;
  delete rest.anyOf;
  delete rest.oneOf;
  delete rest.not;
  delete rest.default;
  delete rest['x-kubernetes-embedded-resource'];
  rest.type = 'object';
  const body = sampleValue(rest, '', ctx, {}, 0);
  if (isObject(body)) for (const [k, v] of Object.entries(body)) out[k] = v;
  return out;
}

/** A DNS-1123 name from the kind that passes the metadata.name constraints the schema may add. */
function objectName(schema: JSONSchemaProps | undefined, kind: string): string {
  const base = `${kind.toLowerCase().replace(/[^a-z0-9-]/g, '')}-sample`.replace(/^-+/, '').slice(0, 63);
  const meta = schema?.properties?.metadata;
  const nameSchema = isObject(meta?.properties?.name as unknown as JSONValue) ? meta!.properties!.name : undefined;
  if (!nameSchema) return base;
  return sampleString({ ...nameSchema, maxLength: Math.min(typeof nameSchema.maxLength === 'number' ? nameSchema.maxLength : 253, 253) }, 0, base).value;
}

// ---- verification and repair -------------------------------------------------------------

interface Repaired {
  object: JSONObject;
  errors: Diagnostic[];
}

/** An error by place and kind, not by value: a changed value with the same complaint is the same error. */
function errorKey(d: Diagnostic): string {
  return `${d.field}\u0000${d.type}\u0000${d.detail}`;
}

/**
 * Runs check() and, while errors remain and the budget lasts, tries alternatives at the first
 * error not yet given up on. An alternative is kept when it leaves fewer errors, or as many but
 * without the one it targets (a field added to satisfy a rule may bring its own error, fixed next).
 * What fixed one error is then tried at once on every other error with the same detail (the same
 * rule at other places of a full sample).
 */
function repair(start: JSONObject, schema: JSONSchemaProps | undefined, verify: (o: JSONObject) => Diagnostic[], budget: number, full: boolean): Repaired {
  const started = Date.now();
  let object = start;
  let errors = verify(object);
  let used = 1;
  const givenUp = new Set<string>();
  const left = () => used < budget && Date.now() - started < REPAIR_MS;
  while (errors.length > 0 && left()) {
    const target = errors.find((d) => !givenUp.has(errorKey(d)));
    if (!target) break;
    const path = targetPath(target);
    let fixedBy: Mutation | undefined;
    for (const mutate of alternatives(object, schema, path, full)) {
      if (!left()) break;
      const candidate = cloneJSON(object);
      if (!mutate(candidate, path)) continue;
      const e = verify(candidate);
      used++;
      // as many errors is progress only when none is left at the target's place
      if (e.length < errors.length || (e.length === errors.length && !e.some((d) => d.field === target.field))) {
        object = candidate;
        errors = e;
        fixedBy = mutate;
        break;
      }
    }
    if (!fixedBy) {
      givenUp.add(errorKey(target));
      continue;
    }
    const same = errors.filter((d) => d.detail === target.detail && d.field !== target.field);
    if (same.length > 0 && left()) {
      const candidate = cloneJSON(object);
      let changed = false;
      for (const d of same) changed = fixedBy(candidate, targetPath(d)) || changed;
      if (changed) {
        const e = verify(candidate);
        used++;
        if (e.length < errors.length) {
          object = candidate;
          errors = e;
        }
      }
    }
  }
  return { object, errors };
}

function targetPath(d: Diagnostic): DocPath {
  if (Array.isArray(d.path) && d.path.length > 0) return d.path;
  return d.field ? parseFieldPath(d.field) : [];
}

/** A change to the node at `path` of a copy of the sample; false when it does not apply there. */
type Mutation = (o: JSONObject, path: DocPath) => boolean;

function schemaAt(root: JSONSchemaProps | undefined, path: DocPath): JSONSchemaProps | undefined {
  let s = root;
  for (const step of path) {
    if (!s) return undefined;
    if (typeof step === 'number') s = Array.isArray(s.items) ? s.items[0] : s.items;
    else s = s.properties?.[step] ?? (isObject(s.additionalProperties as JSONValue) ? (s.additionalProperties as JSONSchemaProps) : undefined);
  }
  return s && isObject(s as unknown as JSONValue) ? s : undefined;
}

function getAt(o: JSONValue, path: DocPath): JSONValue | undefined {
  let cur: JSONValue | undefined = o;
  for (const step of path) {
    if (cur === undefined || cur === null || typeof cur !== 'object') return undefined;
    cur = Array.isArray(cur) ? (typeof step === 'number' ? cur[step] : undefined) : (cur as JSONObject)[String(step)];
  }
  return cur;
}

function setAt(o: JSONObject, path: DocPath, value: JSONValue | undefined): boolean {
  if (path.length === 0) return false;
  const parent = getAt(o, path.slice(0, -1));
  const last = path[path.length - 1];
  if (Array.isArray(parent) && typeof last === 'number') {
    if (value === undefined) parent.splice(last, 1);
    else parent[last] = value;
    return true;
  }
  if (isObject(parent)) {
    if (value === undefined) {
      if (!(String(last) in parent)) return false;
      delete parent[String(last)];
    } else parent[String(last)] = value;
    return true;
  }
  return false;
}

/** The fields a sample never changes: they name the object. */
function protectedPath(path: DocPath): boolean {
  return (path.length <= 1 && (path[0] === 'apiVersion' || path[0] === 'kind' || path[0] === 'metadata')) || (path[0] === 'metadata' && path[1] === 'name');
}

function isOptional(root: JSONSchemaProps | undefined, path: DocPath): boolean {
  if (path.length === 0 || protectedPath(path)) return false;
  const last = path[path.length - 1];
  if (typeof last === 'number') return false;
  const parent = schemaAt(root, path.slice(0, -1));
  if (!parent) return true;
  return !requiredOf(parent).required.includes(last);
}

const drop =
  (k: string): Mutation =>
  (o, p) =>
    setAt(o, [...p, k], undefined);
const put =
  (k: string, v: JSONValue | undefined): Mutation =>
  (o, p) =>
    v !== undefined && isObject(getAt(o, p) ?? null) && setAt(o, [...p, k], cloneJSON(v));

/** Other values for the node at `path`: scalars' alternatives first, then its children, then dropping it. */
function* alternatives(object: JSONObject, root: JSONSchemaProps | undefined, path: DocPath, full: boolean): Generator<Mutation> {
  if (protectedPath(path)) return;
  const node = getAt(object, path);
  const schema = schemaAt(root, path);
  if (node === undefined) {
    // a required value that is missing: generate it
    if (schema) {
      const v = fresh(schema, 0);
      yield (o, p) => v !== undefined && setAt(o, p, cloneJSON(v));
    }
    return;
  }
  if (schema) yield* scalarAlternatives(node, schema);
  if (schema && isObject(node)) {
    const props = isObject(schema.properties as JSONValue) ? schema.properties! : {};
    const { required, excluded } = requiredOf(schema);
    const optional = (k: string) => !required.includes(k);
    // the fields the node's rules test: keep one of them, or add one of them
    const mentioned = ruleFields(schema).filter((k) => k in props && optional(k));
    const presentMentioned = mentioned.filter((k) => k in node);
    for (const keep of presentMentioned) {
      const others = presentMentioned.filter((k) => k !== keep);
      if (others.length > 0) yield (o, p) => others.map((k) => drop(k)(o, p)).some(Boolean);
    }
    for (const k of mentioned.filter((k) => !(k in node))) {
      yield put(k, fresh(props[k], 0));
      for (const other of presentMentioned) {
        const v = fresh(props[k], 0);
        yield (o, p) => put(k, v)(o, p) && drop(other)(o, p);
      }
    }
    const drops = Object.keys(node)
      .filter(optional)
      .map((k) => drop(k));
    const adds = Object.keys(props)
      .filter((k) => !(k in node) && !excluded.has(k))
      .map((k) => put(k, fresh(props[k], 0)));
    const changes: Mutation[] = [];
    for (const k of Object.keys(node)) {
      const sub = props[k];
      if (!sub) continue;
      for (const m of scalarAlternatives(node[k], sub)) changes.push((o, p) => m(o, [...p, k]));
    }
    // a minimal sample lacks fields more often than it has a wrong one; a full one the opposite
    const order = full ? [drops, changes, adds] : [adds, changes, drops];
    for (const group of order) yield* group.slice(0, 12);
  }
  if (schema && Array.isArray(node)) {
    const items = Array.isArray(schema.items) ? schema.items[0] : schema.items;
    const max = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
    const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
    if (items && node.length < max) {
      const v = fresh(items, node.length);
      yield (o, p) => {
        const a = getAt(o, p);
        if (!Array.isArray(a) || v === undefined) return false;
        a.push(cloneJSON(v));
        return true;
      };
    }
    if (node.length > min)
      yield (o, p) => {
        const a = getAt(o, p);
        return Array.isArray(a) && a.length > min && (a.splice(min), true);
      };
  }
  // drop the node or its nearest optional ancestor
  for (let n = path.length; n > 0; n--) {
    const p = path.slice(0, n);
    if (isOptional(root, p) && getAt(object, p) !== undefined) {
      const up = path.length - n;
      yield (o, q) => setAt(o, q.slice(0, q.length - up), undefined);
      break;
    }
  }
}

function* scalarAlternatives(node: JSONValue, schema: JSONSchemaProps): Generator<Mutation> {
  if (node !== null && typeof node === 'object') return;
  const seen = new Set<string>([stringifyJSON(node)]);
  const values: JSONValue[] = [];
  if (Array.isArray(schema.enum)) values.push(...schema.enum.slice(0, 12));
  const type = schemaType(schema);
  if (type === 'boolean') values.push(!node);
  for (let variant = 1; variant <= 3; variant++) {
    const v = fresh(schema, variant);
    if (v !== undefined) values.push(v);
  }
  if (type === 'integer' || type === 'number') {
    if (typeof schema.maximum === 'number' && !schema.exclusiveMaximum) values.push(schema.maximum);
    if (typeof schema.minimum === 'number' && !schema.exclusiveMinimum) values.push(schema.minimum);
    values.push(10, 100);
  }
  if (type === 'string') {
    values.push('1s', 'https://example.com');
    if (typeof schema.minLength !== 'number') values.push('');
  }
  for (const v of values) {
    const key = stringifyJSON(v);
    if (seen.has(key)) continue;
    seen.add(key);
    yield (o, p) => setAt(o, p, cloneJSON(v));
  }
}

function fresh(schema: JSONSchemaProps | undefined, variant: number): JSONValue | undefined {
  return sampleValue(schema, '', { full: false, notes: new Map(), budget: 5_000 }, { variant }, 0);
}

function hasPath(o: JSONObject, fieldPath: string): boolean {
  if (fieldPath === '') return true;
  return getAt(o, parseFieldPath(fieldPath)) !== undefined;
}

// ---- YAML ---------------------------------------------------------------------------------

/**
 * The object as YAML that decodes back to the same value under the engine's (go-yaml v2)
 * scalar rules: strings that would resolve to something else are quoted. Best-effort values
 * carry a comment saying what could not be satisfied.
 */
function toYAML(object: JSONObject, kind: string, version: string, full: boolean, notes: Map<string, string>): string {
  const doc = yamlDocument(object);
  doc.commentBefore = ` ${full ? 'A full' : 'A minimal'} ${kind} (${version}), generated from the schema${full ? ': every field once' : ': required fields only'}`;
  for (const [path, why] of notes) {
    const p = parseFieldPath(path);
    if (p.length === 0) continue;
    const node = doc.getIn(p, true);
    if (node && typeof node === 'object' && isScalar(node)) node.comment = ` could not satisfy the schema: ${why}`;
  }
  return doc.toString({ lineWidth: 0 });
}

function yamlDocument(value: JSONValue): Document {
  const doc = new Document(value, { version: '1.1' });
  visit(doc, {
    Scalar(_key, node) {
      if (typeof node.value !== 'string' || node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE') return;
      const r = resolvePlainScalar(node.value);
      if (r.kind !== 'value' || r.value !== node.value || /^[\s#&*!|>'"%@`{}[\],?:-]|:\s|\s#|^\s|\s$/.test(node.value)) node.type = 'QUOTE_DOUBLE';
    },
  });
  return doc;
}

/** A value as block YAML (no trailing newline) that decodes back to it under go-yaml v2 rules. */
export function yamlValueText(value: JSONValue): string {
  return yamlDocument(value).toString({ lineWidth: 0 }).replace(/\n$/, '');
}
