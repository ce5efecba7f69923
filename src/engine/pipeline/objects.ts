// A custom object through a create or update request, in the apiserver's order: find the CRD
// and version that serve it, drop non-nullable nulls, apply defaults, prune unknown fields,
// coerce metadata, prepare (status, generation), then validate (type meta, ObjectMeta,
// OpenAPI schema, scale paths, embedded resources, list types, CEL rules).
import type { CheckOptions, ObjectReport, RequestKind } from '../api';
import type { CustomResourceDefinition, CustomResourceDefinitionVersion } from '../apis/crd';
import { cloneJSON, isObject, setKey, type JSONObject } from '../apis/json';
import { diagnostic, fromFieldError, type Diagnostic, type DiagnosticCode } from '../diagnostics';
import type { FieldError } from '../field/errors';
import { valueRendering, type ValueRendering } from '../field/errorbody';
import { FieldPath } from '../field/path';
import { validateCustomResource, validateCustomResourceUpdate } from '../validation';
import { validateListSetsAndMaps } from '../listtype';
import { validateObjectMetaForCustomResource, validateEmbeddedResources, validateTypeMeta } from '../objectmeta';
import { kubeMinor } from '../apis/kubeversion';
import { deprecationWarning, storageVersion } from '../versions';
import { validationRatchetingEnabled } from '../crd';
import type { InputDocument } from './documents';
import type { LoadedCRD } from './crds';
import { blockingError, evaluateRules } from './rules';
import { validateScaleSpec, validateScaleStatus } from './validator';
import { kubectlInvalidMessage, statusMessage } from './status';
import { parseFieldPath } from './locate';
import { isBuiltInGroup } from './builtin';
import { prepareForUpdate, prepareStatusUpdate, validateObjectMetaUpdate } from './update';
import { objectViews } from './views';
import { schemaCoercingDecoder } from './decoder';
import { defaultedCopy, schemaHasDefaults } from './defaulter';
import { coerceDefaultedMetadata, stillDefaulted } from './coercer';
import { versionSchema } from './converter';
import { readFromStorage } from './storage';
import { storeObject } from './response';
import { validateStatusUpdate } from './statusstrategy';

export interface ObjectContext {
  kubeVersion: string;
  strict: boolean;
  request: RequestKind;
  now?: string;
  conversions: boolean;
  /** Validate updates without ratcheting even where the Kubernetes version has it (what any change would face). */
  noRatcheting?: boolean;
  /**
   * False: skip what only shows values (the storage read-back, kubectl columns, /scale,
   * conversion previews); the report leaves them out (stream.ts, for outputs that print no values).
   */
  values?: boolean;
}

export function contextFromOptions(options: CheckOptions & { kubeVersion: string }): ObjectContext {
  return {
    kubeVersion: options.kubeVersion,
    strict: options.strict === true,
    request: options.request ?? 'create',
    now: options.now,
    conversions: options.conversions === true,
  };
}

export function splitAPIVersion(apiVersion: string): { group: string; version: string } {
  const i = apiVersion.indexOf('/');
  return i < 0 ? { group: '', version: apiVersion } : { group: apiVersion.slice(0, i), version: apiVersion.slice(i + 1) };
}

export function findServingCRD(crds: LoadedCRD[], apiVersion: string, kind: string): { loaded: LoadedCRD; version: CustomResourceDefinitionVersion } | null {
  const { group, version } = splitAPIVersion(apiVersion);
  const candidates = crds.length < INDEX_FROM ? crds : (indexOf(crds).get(`${group}\u0000${kind}`) ?? []);
  // the last CRD of the input with the group and kind that serves the version (candidates in input order)
  for (let i = candidates.length - 1; i >= 0; i--) {
    const crd = candidates[i]!.crd;
    if (!crd || crd.spec?.group !== group || crd.spec?.names?.kind !== kind) continue;
    const v = (Array.isArray(crd.spec.versions) ? crd.spec.versions : []).find((x) => x?.name === version && x.served === true);
    if (v) return { loaded: candidates[i]!, version: v };
  }
  return null;
}

/** Lists of at least this many CRDs are searched through an index by group and kind (a stream's objects each look their CRD up). */
const INDEX_FROM = 16;

/**
 * A list of CRDs by group and kind, in list order, with the list as it was indexed (a list that changed since is
 * indexed again; a frozen list cannot have changed, so it is not compared again for each object of a stream).
 */
const crdIndexes = new WeakMap<LoadedCRD[], { list: LoadedCRD[]; byKind: Map<string, LoadedCRD[]> }>();

function indexOf(crds: LoadedCRD[]): Map<string, LoadedCRD[]> {
  const had = crdIndexes.get(crds);
  if (had && (Object.isFrozen(crds) || (had.list.length === crds.length && had.list.every((c, i) => c === crds[i])))) return had.byKind;
  const byKind = new Map<string, LoadedCRD[]>();
  for (const loaded of crds) {
    const spec = loaded.crd?.spec;
    const key = `${spec?.group}\u0000${spec?.names?.kind}`;
    const list = byKind.get(key);
    if (list) list.push(loaded);
    else byKind.set(key, [loaded]);
  }
  crdIndexes.set(crds, { list: [...crds], byKind });
  return byKind;
}

function objectName(value: JSONObject): string {
  const meta = isObject(value.metadata) ? value.metadata : {};
  return typeof meta.name === 'string' ? meta.name : typeof meta.generateName === 'string' ? meta.generateName : '';
}

/**
 * A request body through the request scope's decoder, in kube's order: schemaCoercingDecoder
 * (strict about metadata; prunes and coerces metadata, embedded resources included) →
 * unstructuredDefaulter at the request version. The decoder's and the defaulter's outputs are new
 * objects that nothing changes afterwards (they are the report's decodedObject and
 * defaultedObject); the request goes on with `obj`, which shares all but its root and metadata with
 * defaultedObject: what the request path changes after defaulting is root keys (status on create
 * and update, every key on a /status update) and metadata (namespace, name, generation).
 */
function decodeRequest(value: JSONObject, crd: CustomResourceDefinition, version: CustomResourceDefinitionVersion, namespaced: boolean, rendering: ValueRendering) {
  const schema = versionSchema(crd, version.name);
  const decoded = schemaCoercingDecoder(value, { version: version.name, kind: crd.spec.names.kind }, schema, crd.spec.preserveUnknownFields === true, rendering);
  if (!decoded.obj) return { obj: null, decodedObject: null, defaulted: [], defaultedObject: null, pruned: [], error: decoded.error };
  const decodedObject = decoded.obj;
  let defaultedObject = decodedObject;
  let defaulted: string[] = [];
  // a schema without defaults leaves the decoded object as it is: the defaulted object is the
  // decoded one (neither is changed afterwards), and coercing its ObjectMeta again is a no-op
  // (the decoder's coercion wrote each embedded metadata as the coercion writes it)
  if (schema && schemaHasDefaults(schema)) {
    const copy = defaultedCopy(decodedObject, schema);
    defaultedObject = copy.obj;
    // converted to the request version after defaulting: embedded ObjectMeta coerced again
    const coerceError = coerceDefaultedMetadata(defaultedObject, schema, false, rendering);
    if (coerceError !== undefined) return { obj: null, decodedObject: null, defaulted: [], defaultedObject: null, pruned: [], error: coerceError };
    defaulted = stillDefaulted(defaultedObject, copy.defaulted, parseFieldPath);
  }
  const obj: JSONObject = { ...defaultedObject };
  if (isObject(obj.metadata)) obj.metadata = metadataCopy(obj.metadata);
  applyRequestNamespace(obj, namespaced);
  return { obj, decodedObject, defaulted, defaultedObject, pruned: decoded.unknownFieldPaths, error: undefined };
}

/**
 * A deep copy of the request's metadata, built key by key on an empty object. The request adds
 * `namespace` and `generation` to it; a spread copy (cloneJSON) would sit on a map V8 keeps apart
 * from its transition tree, so each of those adds made a new map (and Object.keys a new enum
 * cache) per object: old-generation garbage on every document of a stream. Keys keep their
 * order; an own `__proto__` key stays an own property.
 */
function metadataCopy(meta: JSONObject): JSONObject {
  const out: JSONObject = {};
  for (const k in meta) {
    const v = meta[k]!;
    const c = v !== null && typeof v === 'object' ? cloneJSON(v) : v;
    setKey(out, k, c);
  }
  return out;
}

/**
 * The old object of an update is the stored object, read back: defaulted at the storage version
 * only, then converted to the request version (which does not default).
 */
function readOldObject(value: JSONObject, crd: CustomResourceDefinition, version: string, namespaced: boolean, rendering: ValueRendering): { obj: JSONObject | null; error?: string } {
  const storage = storageVersion(crd) ?? version;
  // the old object as it sits in storage: at the storage version, as written (reading it back
  // copies it: `value` is not changed)
  const stored: JSONObject = { ...value, apiVersion: `${crd.spec.group}/${storage}` };
  const r = readFromStorage(crd, stored, storage, version, rendering);
  if (r.response) applyRequestNamespace(r.response, namespaced);
  return { obj: r.response, error: r.error };
}

export function processObject(input: InputDocument, crds: LoadedCRD[], ctx: ObjectContext, old?: InputDocument): ObjectOutcome {
  // bad values in field errors are rendered as the Kubernetes version checked renders them
  const base = { source: input.source, docIndex: input.doc.index, rendering: valueRendering(ctx.kubeVersion) };
  const name = objectName(input.value);
  const meta = isObject(input.value.metadata) ? input.value.metadata : {};
  const report: ObjectReport = {
    source: input.source,
    docIndex: input.doc.index,
    apiVersion: input.apiVersion,
    kind: input.kind,
    name,
    namespace: typeof meta.namespace === 'string' ? meta.namespace : undefined,
    errors: [],
    warnings: [],
    pruned: [],
    defaulted: [],
    input: input.value,
    defaultedObject: null,
    result: null,
    rules: [],
    notes: [],
  };
  const diagnostics: Diagnostic[] = [];
  const note = (code: DiagnosticCode, severity: Diagnostic['severity'], message: string, path?: (string | number)[], origin: Diagnostic['origin'] = 'document'): Diagnostic =>
    diagnostic({ code, severity, origin, ...base, message, path });

  const found = findServingCRD(crds, input.apiVersion, input.kind);
  if (!found) {
    const { group } = splitAPIVersion(input.apiVersion);
    const builtIn = isBuiltInGroup(group);
    const message = builtIn
      ? `${input.kind} (${input.apiVersion}) is a built-in kind, not a custom resource: the playground does not check it`
      : `no matches for kind ${JSON.stringify(input.kind)} in version ${JSON.stringify(input.apiVersion)}`;
    const d = note('no-match', builtIn ? 'info' : 'error', message, ['kind']);
    if (!builtIn) report.errors.push(d);
    diagnostics.push(d);
    return { report, diagnostics };
  }
  const { loaded, version } = found;
  const crd = loaded.crd as CustomResourceDefinition;
  const namespaced = crd.spec.scope !== 'Cluster';
  report.crd = loaded.report.name;
  report.version = version.name;
  const schema = version.schema?.openAPIV3Schema;

  if (version.deprecated === true) {
    const text = deprecationWarning(crd, version.name);
    report.warnings.push({ ...note('warning-header', 'warning', `Warning: ${text}`, ['apiVersion'], 'versions'), detail: text });
  }

  const decoded = decodeRequest(input.value, crd, version, namespaced, base.rendering);
  if (!decoded.obj) {
    // transformDecodeError: the request fails with 400 BadRequest before any validation
    const message = decoded.error ?? '';
    const d: Diagnostic = { ...note('bad-request', 'error', message, ['metadata'], 'schema'), type: 'BadRequest' };
    report.errors.push(d);
    report.status = message;
    report.kubectlMessage = `Error from server (BadRequest): ${message}`;
    diagnostics.push(d);
    return { report, diagnostics };
  }
  const obj = decoded.obj;
  report.defaulted = decoded.defaulted;
  report.defaultedObject = decoded.defaultedObject;
  report.decodedObject = decoded.decodedObject;
  report.pruned = decoded.pruned;

  // the request: create, or update against the old object
  let oldObj: JSONObject | undefined;
  const request: RequestKind = ctx.request;
  if (request !== 'create') {
    if (!old) {
      report.warnings.push(note('note', 'warning', `no old object named ${JSON.stringify(name)} for this update: it is checked as a create`, ['metadata', 'name']));
    } else if (request === 'status' && !version.subresources?.status) {
      report.warnings.push(note('note', 'warning', 'the status subresource is not enabled for this version: /status is not served, the update is checked as an update of the main resource', ['kind']));
    }
    if (old) {
      const oldRead = readOldObject(old.value, crd, version.name, namespaced, base.rendering);
      if (oldRead.obj) {
        oldObj = oldRead.obj;
        report.old = oldObj;
      } else {
        report.warnings.push(note('note', 'warning', `the old object cannot be read from storage: ${oldRead.error ?? ''}; the update is checked as a create`, ['apiVersion']));
      }
    }
  }
  const isUpdate = oldObj !== undefined;
  const isStatusUpdate = isUpdate && request === 'status' && !!version.subresources?.status;
  // CRDValidationRatcheting is on by default from 1.30; before, updates validate like creates
  const ratcheting = validationRatchetingEnabled(ctx.kubeVersion) && ctx.noRatcheting !== true;

  if (!isUpdate) {
    const generated = generateName(obj, `${input.source}#${input.doc.index}`);
    if (generated) {
      report.name = generated;
      report.notes.push(`metadata.name is generated from generateName: ${generated} (the apiserver picks 5 random characters)`);
    }
    // PrepareForCreate: status cannot be set on create when the status subresource is enabled
    if (version.subresources?.status && 'status' in obj) {
      delete obj.status;
      report.notes.push('status is dropped on create because the status subresource is enabled; it is set with an update to /status');
    }
    // PrepareForCreate: a new custom resource starts at generation 1
    if (isObject(obj.metadata)) obj.metadata.generation = 1;
  } else if (isStatusUpdate) {
    report.notes.push(...prepareStatusUpdate(obj, oldObj!));
  } else {
    report.notes.push(...prepareForUpdate(obj, oldObj!, !!version.subresources?.status));
  }
  report.result = obj;

  for (const p of report.pruned) {
    const message = ctx.strict ? `strict decoding error: unknown field ${JSON.stringify(p)}` : `unknown field ${JSON.stringify(p)}`;
    const d: Diagnostic = { ...note('unknown-field', ctx.strict ? 'error' : 'warning', ctx.strict ? message : `Warning: ${message}`, parseFieldPath(p), 'pruning'), field: p, detail: message };
    (ctx.strict ? report.errors : report.warnings).push(d);
  }

  const errs: FieldError[] = [];
  let ratchetedSchemaErrors: FieldError[] = [];
  const typeMetaErrs = validateTypeMeta(obj, { group: crd.spec.group, version: version.name, kind: crd.spec.names.kind });
  if (typeMetaErrs.length > 0) {
    errs.push(...typeMetaErrs);
  } else {
    if (isUpdate) errs.push(...validateObjectMetaUpdate(obj, oldObj!, kubeMinor(ctx.kubeVersion)));
    else errs.push(...validateObjectMetaForCustomResource(obj, { namespaced, kubeMinor: kubeMinor(ctx.kubeVersion) }));
    // the strategy validates with a nil path: errors about the object itself print `<nil>`
    if (isStatusUpdate) {
      // statusStrategy: only status is validated, on its own under the path `status`
      const r = validateStatusUpdate(obj, oldObj!, schema, ctx.kubeVersion, ratcheting);
      errs.push(...r.errors);
      ratchetedSchemaErrors = r.ratcheted;
    } else if (schema && isUpdate && ratcheting) {
      // ValidateCustomResourceUpdate with ratcheting: unchanged invalid values do not fail the update
      const r = validateCustomResourceUpdate(FieldPath.nil(), obj, oldObj!, schema, { isResourceRoot: true, kubeVersion: ctx.kubeVersion });
      errs.push(...r.errors);
      ratchetedSchemaErrors = r.ratcheted;
    } else if (schema) {
      errs.push(...validateCustomResource(FieldPath.nil(), obj, schema, { isResourceRoot: true, kubeVersion: ctx.kubeVersion }));
    }
    const scale = version.subresources?.scale;
    if (scale) {
      if (!isStatusUpdate) errs.push(...validateScaleSpec(obj, scale));
      errs.push(...validateScaleStatus(obj, scale));
    }
  }
  let ratchetedRules: FieldError[] = [];
  if (schema) {
    // schemaobjectmeta.Validate(nil, obj, schema, false): the root metadata was validated above
    errs.push(...validateEmbeddedResources(FieldPath.nil(), obj, schema, { isResourceRoot: false, kubeMinor: kubeMinor(ctx.kubeVersion) }));
    // list-type uniqueness is ratcheted as a whole: checked only if the old object had no such errors
    if (!isUpdate || validateListSetsAndMaps(FieldPath.nil(), schema, oldObj!).length === 0) {
      errs.push(...validateListSetsAndMaps(FieldPath.nil(), schema, obj));
    }
    // strategy.go consults hasBlockingErr only when there is a CEL validator, and cel.NewValidator
    // returns none for a schema without x-kubernetes-validations
    const hasRules = (loaded.rules.byVersion.get(version.name)?.length ?? 0) > 0;
    const blocked = hasRules ? blockingError(errs) : null;
    if (blocked) {
      errs.push(blocked);
    } else {
      const rules = evaluateRules(schema, obj, oldObj, ctx.kubeVersion, ratcheting);
      errs.push(...rules.errors);
      report.rules = rules.results;
      ratchetedRules = rules.warnings;
    }
  }
  for (const e of errs) report.errors.push(fromFieldError(e, { origin: 'schema', ...base }));
  for (const e of ratchetedSchemaErrors) {
    report.warnings.push({
      ...fromFieldError(e, { origin: 'schema', ...base, severity: 'warning' }),
      ratcheted: true,
      ratchetReason: 'the value is unchanged from the old object (validation ratcheting)',
    });
  }
  for (const e of ratchetedRules) {
    // the warning kube sends is the error's text; the diagnostic keeps its field path (Problems selects the node)
    report.warnings.push({
      ...fromFieldError(e, { origin: 'cel', ...base, severity: 'warning' }),
      ratcheted: true,
      ratchetReason: 'the value is unchanged from the old object (validation ratcheting)',
    });
  }
  const values = ctx.values !== false;
  if (errs.length === 0 && values) report.storage = storeObject(crd, version.name, obj, base.rendering);
  if (errs.length > 0) {
    report.status = statusMessage(crd.spec.names.kind, crd.spec.group, report.name, errs, base.rendering);
    report.kubectlMessage = kubectlInvalidMessage(crd.spec.names.kind, report.name, errs, base.rendering);
  }
  if (values) Object.assign(report, objectViews(crd, version, obj, ctx, report.storage));
  diagnostics.push(...report.errors, ...report.warnings);
  return { report, diagnostics };
}

export interface ObjectOutcome {
  report: ObjectReport;
  diagnostics: Diagnostic[];
}

/**
 * The namespace of the request: kubectl sends a namespaced object without one to its
 * context's namespace ("default" here), and the apiserver clears the namespace of a
 * cluster-scoped object (rest.BeforeCreate).
 */
function applyRequestNamespace(obj: JSONObject, namespaced: boolean): void {
  if (obj.metadata === undefined) obj.metadata = {};
  const meta = isObject(obj.metadata) ? obj.metadata : null;
  if (!meta) return;
  if (namespaced) {
    if (meta.namespace === undefined || meta.namespace === '') meta.namespace = 'default';
  } else if ('namespace' in meta) {
    delete meta.namespace;
  }
}

/** names.SimpleNameGenerator's alphabet (utilrand.String): no vowels, no confusable digits. */
const NAME_ALPHABET = 'bcdfghjklmnpqrstvwxz2456789';

/**
 * rest.BeforeCreate: an object with generateName and no name gets generateName plus five
 * random characters. The playground derives them from a hash of the document, so a result
 * stays the same while the text does not change. Returns the generated name, if any.
 */
export function generateName(obj: JSONObject, seed: string): string | null {
  const meta = isObject(obj.metadata) ? obj.metadata : null;
  if (!meta || (typeof meta.name === 'string' && meta.name !== '') || typeof meta.generateName !== 'string' || meta.generateName === '') return null;
  let h = 2166136261;
  for (const ch of seed + meta.generateName) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  let suffix = '';
  for (let i = 0; i < 5; i++) {
    suffix += NAME_ALPHABET[h % NAME_ALPHABET.length];
    h = (Math.floor(h / NAME_ALPHABET.length) ^ Math.imul(h, 31)) >>> 0;
  }
  // MaxGeneratedNameLength: the prefix is cut to leave room for the suffix (63 - 5)
  const prefix = meta.generateName.length > 58 ? meta.generateName.slice(0, 58) : meta.generateName;
  meta.name = prefix + suffix;
  return meta.name;
}
