// Views derived from the user's input that the page asks for on demand (in the worker): the
// field selector of `kubectl get --field-selector`, the published OpenAPI documents and
// `kubectl explain`, the schema diff of two versions, and webhook conversion (the
// ConversionReview the apiserver sends and what it makes of a pasted response).
import { valueRendering } from '../field/errorbody';
import { DEFAULT_KUBE_VERSION, type CheckInput, type CheckResult, type ObjectReport } from '../api';
import type { KubeVersion, MatrixVersion } from '../api';
import { check } from '../pipeline/check';
import { matrixAtVersion } from './matrix';
import { readCustomResourceDefinition, storedVersionsAfterWrite, validateCustomResourceDefinitionStoredVersions, type CustomResourceDefinition } from '../crd';
import { STORED_VERSIONS_PATH } from '../crd/storedversions';
import { classifyDocuments } from '../pipeline/documents';
import { matchFieldSelector, printKubectlTable, type TableCell, type TableColumnDefinition } from '../printers';
import { explain, publishOpenAPIV2, publishOpenAPIV3 } from '../openapi';
import { checkConversionResponse, conversionReviewRequest, noneConversionWarnings, schemaDiff, type SchemaChange } from '../versions';
import { nestsDeeperThan, type JSONValue } from '../apis/json';
import { type JSONSchemaProps } from '../apis/jsonschema';
import { sampleFromText, type SampleResult } from '../sample/sample';
import { stringifyJSON } from '../golang/json';

/**
 * The deepest value the views show (levels of objects and arrays). CRDs and objects in practice
 * nest well under 50 levels (the corpus' deepest CRD document: 38); a value decoded through YAML
 * aliases can nest up to the decoder's limit, and the views (tables, published documents, explain,
 * ConversionReview text) would recurse through all of it: such a value gets a notice instead.
 */
export const VIEW_MAX_DEPTH = 100;

/** The notice of a view for a value nesting deeper than `VIEW_MAX_DEPTH`. */
function tooDeepNotice(what: string, plural = false): string {
  return `this view leaves out ${what}: ${plural ? 'they nest' : 'it nests'} deeper than ${VIEW_MAX_DEPTH} levels`;
}

export type ViewQuery =
  | { kind: 'fieldSelector'; selector: string }
  /** `kubectl get` (and `-o wide`) of the stored objects per CRD and version, with an optional field selector. */
  | { kind: 'columns'; selector: string }
  | { kind: 'openapi'; crd: string; version: string; /** field path for explain, e.g. `spec.replicas` */ path?: string }
  | { kind: 'schemaDiff'; crd: string; from: string; to: string }
  | { kind: 'webhook'; crd: string; toVersion: string; uid: string; response?: string }
  /** A new object from a CRD's schema ("New object from schema"): crd is metadata.name ('' = the first). */
  | { kind: 'sample'; crd: string; version?: string; full: boolean }
  /** One row of the compatibility matrix: the input at one Kubernetes version. */
  | { kind: 'matrix'; kubeVersion: KubeVersion };

export interface FieldSelectorGroup {
  crd: string;
  kind: string;
  version: string;
  /** Names of the matching objects, in input order, or the apiserver's error. */
  result: { matches: string[] } | { error: string };
}

export interface ColumnsGroup {
  crd: string;
  /** `<plural>.<version>.<group>`, the resource as kubectl names it */
  resource: string;
  version: string;
  /** What `kubectl get` prints (empty when nothing is listed) and with `-o wide`. */
  table: string;
  wideTable: string;
  /** How many objects are listed. */
  listed: number;
  /** With a selector: the names it matches, or the apiserver's error. */
  selected?: { matches: string[] } | { error: string };
  /** Objects the apiserver rejects: never stored, so never listed. */
  rejected: string[];
  /** Stored objects left out of the tables: their value nests deeper than `VIEW_MAX_DEPTH` (the notice). */
  tooDeep?: string;
}

export interface ConvertedObjectCheck {
  name: string;
  apiVersion: string;
  errors: string[];
  warnings: string[];
  /** Fields the target version's schema does not know: pruned when the object is read or stored. */
  pruned: string[];
}

export type ViewResult =
  | { kind: 'matrix'; version: MatrixVersion }
  | { kind: 'fieldSelector'; selector: string; groups: FieldSelectorGroup[] }
  | { kind: 'columns'; selector: string; groups: ColumnsGroup[] }
  | {
      kind: 'openapi';
      crd: string;
      version: string;
      path: string;
      /** null when the version has no publishable schema (not served, or no CRD by that name). */
      v3: JSONValue | null;
      v2: JSONValue | null;
      explain: { ok: true; text: string } | { ok: false; error: string };
      /** The version's schema nests deeper than `VIEW_MAX_DEPTH`: no document, this notice. */
      tooDeep?: string;
    }
  | {
      kind: 'schemaDiff';
      crd: string;
      from: string;
      to: string;
      changes: SchemaChange[];
      /** Where None conversion between versions loses or keeps differently constrained data. */
      noneWarnings: string[];
      /** spec.conversion.strategy (None when unset). */
      strategy: string;
      /** spec.names.categories: `kubectl get <category>` lists the objects. */
      categories: string[];
      /**
       * When the CRD has a written status.storedVersions (the cluster's): the storedVersions an
       * update to this CRD records and the apiserver's refusals of that update.
       */
      update?: { storedVersions: string[]; errors: string[] };
    }
  | {
      kind: 'webhook';
      crd: string;
      toVersion: string;
      /** The ConversionReview sent to the webhook, or null when nothing needs converting. */
      review: JSONValue | null;
      /** Why no request can be made. */
      requestError?: string;
      /** How many objects the review carries, of how many served by the CRD. */
      sent: number;
      total: number;
      /** An object or the response nests deeper than `VIEW_MAX_DEPTH`: not shown or not checked, this notice. */
      tooDeep?: string;
      /** Present when a response was given: the apiserver's errors, the converted objects and their validation at the target version. */
      outcome?: { errors: string[]; converted: JSONValue[]; checks: ConvertedObjectCheck[] };
    }
  | { kind: 'sample'; query: Extract<ViewQuery, { kind: 'sample' }>; sample: SampleResult };

/** The CRDs of the input by metadata.name (the last one wins, as in check()). */
export function crdsOf(input: CheckInput): Map<string, CustomResourceDefinition> {
  const out = new Map<string, CustomResourceDefinition>();
  for (const doc of classifyDocuments(input.sources).crds) {
    const crd = readCustomResourceDefinition(doc.value, { kubeVersion: input.options?.kubeVersion }).crd;
    const name = typeof crd?.metadata?.name === 'string' ? crd.metadata.name : '';
    if (crd) out.set(name, crd);
  }
  return out;
}

function schemaOf(crd: CustomResourceDefinition, version: string): JSONSchemaProps | undefined {
  const versions = Array.isArray(crd.spec?.versions) ? crd.spec.versions : [];
  const v = versions.find((x) => x?.name === version);
  const s = v?.schema?.openAPIV3Schema;
  return s && typeof s === 'object' && !Array.isArray(s) ? (s as JSONSchemaProps) : undefined;
}

/** One `check()` per input: view queries of the same input share it. */
export class ViewEngine {
  private key = '';
  private result: CheckResult | null = null;
  private crds: Map<string, CustomResourceDefinition> | null = null;

  private prepare(input: CheckInput): { result: CheckResult; crds: Map<string, CustomResourceDefinition> } {
    const key = stringifyJSON(input);
    if (key !== this.key || !this.result || !this.crds) {
      this.result = check(input);
      this.crds = crdsOf(input);
      this.key = key;
    }
    return { result: this.result, crds: this.crds };
  }

  compute(input: CheckInput, query: ViewQuery): ViewResult {
    switch (query.kind) {
      case 'fieldSelector':
        return this.fieldSelector(input, query.selector);
      case 'columns':
        return this.columns(input, query.selector);
      case 'openapi':
        return this.openapi(input, query.crd, query.version, query.path ?? '');
      case 'schemaDiff': {
        const crd = this.prepare(input).crds.get(query.crd);
        const changes = crd ? schemaDiff(schemaOf(crd, query.from), schemaOf(crd, query.to)) : [];
        const strategy = typeof crd?.spec?.conversion?.strategy === 'string' ? crd.spec.conversion.strategy : 'None';
        const cats = crd?.spec?.names?.categories;
        const categories = Array.isArray(cats) ? cats.filter((c): c is string => typeof c === 'string') : [];
        const out: ViewResult = { kind: 'schemaDiff', crd: query.crd, from: query.from, to: query.to, changes, noneWarnings: crd ? noneConversionWarnings(crd) : [], strategy, categories };
        const written = crd?.status?.storedVersions;
        if (crd && Array.isArray(written) && written.length > 0) {
          const versions = Array.isArray(crd.spec?.versions) ? crd.spec.versions.filter((v) => v && typeof v.name === 'string') : [];
          const stored = storedVersionsAfterWrite(
            versions,
            written.filter((v): v is string => typeof v === 'string'),
          );
          const kubeVersion = input.options?.kubeVersion ?? DEFAULT_KUBE_VERSION;
          const errors = validateCustomResourceDefinitionStoredVersions(stored, versions, STORED_VERSIONS_PATH, kubeVersion);
          out.update = { storedVersions: stored, errors: errors.map((e) => e.toString(valueRendering(kubeVersion))) };
        }
        return out;
      }
      case 'webhook':
        return this.webhook(input, query);
      case 'sample':
        return sampleView(input, query);
      case 'matrix':
        return { kind: 'matrix', version: matrixAtVersion(input, query.kubeVersion) };
    }
  }

  private fieldSelector(input: CheckInput, selector: string): ViewResult {
    const { result, crds } = this.prepare(input);
    const groups: FieldSelectorGroup[] = [];
    const byKey = new Map<string, { crd: string; kind: string; version: string; objects: JSONValue[] }>();
    for (const o of result.objects) {
      // only stored objects are listed: the apiserver rejects objects with errors
      if (!o.crd || !o.version || o.result === null || o.errors.length > 0) continue;
      const key = `${o.crd}\u0000${o.version}`;
      let g = byKey.get(key);
      if (!g) {
        g = { crd: o.crd, kind: o.kind, version: o.version, objects: [] };
        byKey.set(key, g);
      }
      g.objects.push(o.result);
    }
    for (const g of byKey.values()) {
      const crd = crds.get(g.crd);
      if (!crd) continue;
      const r = matchFieldSelector(crd, g.version, g.objects, selector, input.options?.kubeVersion);
      groups.push({ crd: g.crd, kind: g.kind, version: g.version, result: 'error' in r ? { error: r.error } : { matches: r.matches } });
    }
    return { kind: 'fieldSelector', selector, groups };
  }

  private columns(input: CheckInput, selector: string): ViewResult {
    const { result } = this.prepare(input);
    const sel = selector.trim() === '' ? null : this.fieldSelector(input, selector);
    const groups: ColumnsGroup[] = [];
    const byKey = new Map<string, { g: ColumnsGroup; stored: ObjectReport[]; deep: string[] }>();
    for (const o of result.objects) {
      if (!o.crd || !o.version || !o.columns) continue;
      const key = `${o.crd}\u0000${o.version}`;
      let entry = byKey.get(key);
      if (!entry) {
        const crd = result.crds.find((c) => c.name === o.crd);
        const resource = `${crd?.plural ?? o.kind.toLowerCase()}.${o.version}.${crd?.group ?? ''}`;
        entry = { g: { crd: o.crd, resource, version: o.version, table: '', wideTable: '', listed: 0, rejected: [] }, stored: [], deep: [] };
        byKey.set(key, entry);
        groups.push(entry.g);
      }
      if (o.errors.length > 0) entry.g.rejected.push(o.name);
      else if (nestsDeeperThan(o.result, VIEW_MAX_DEPTH)) entry.deep.push(JSON.stringify(o.name));
      else entry.stored.push(o);
    }
    for (const { g, stored, deep } of byKey.values()) {
      if (deep.length > 0) g.tooDeep = tooDeepNotice(`${deep.length === 1 ? 'the object' : 'the objects'} ${deep.join(', ')}`, deep.length > 1);
      const s = sel && sel.kind === 'fieldSelector' ? sel.groups.find((x) => x.crd === g.crd && x.version === g.version) : undefined;
      if (s) g.selected = s.result;
      if (s && 'error' in s.result) continue;
      const names = s && 'matches' in s.result ? new Set(s.result.matches) : null;
      const listed = names ? stored.filter((o) => names.has(o.name)) : stored;
      g.listed = listed.length;
      g.table = tableText(listed, false);
      g.wideTable = tableText(listed, true);
    }
    return { kind: 'columns', selector, groups };
  }

  private openapi(input: CheckInput, name: string, version: string, path: string): ViewResult {
    const crd = this.prepare(input).crds.get(name);
    if (!crd) return { kind: 'openapi', crd: name, version, path, v3: null, v2: null, explain: { ok: false, error: `no CustomResourceDefinition ${name}` } };
    if (nestsDeeperThan(schemaOf(crd, version), VIEW_MAX_DEPTH)) {
      const tooDeep = tooDeepNotice(`the schema of ${name} ${version}`);
      return { kind: 'openapi', crd: name, version, path, v3: null, v2: null, explain: { ok: false, error: tooDeep }, tooDeep };
    }
    const kubeVersion = input.options?.kubeVersion;
    const v3 = publishOpenAPIV3(crd, version, { kubeVersion }) as unknown as JSONValue | null;
    const v2 = publishOpenAPIV2(crd, version, { kubeVersion }) as unknown as JSONValue | null;
    return { kind: 'openapi', crd: name, version, path, v3, v2, explain: explain(crd, version, { recursive: true, path, kubeVersion }) };
  }

  private webhook(input: CheckInput, q: Extract<ViewQuery, { kind: 'webhook' }>): ViewResult {
    const { result, crds } = this.prepare(input);
    const base = { kind: 'webhook' as const, crd: q.crd, toVersion: q.toVersion };
    const crd = crds.get(q.crd);
    if (!crd) return { ...base, review: null, requestError: `no CustomResourceDefinition ${q.crd}`, sent: 0, total: 0 };
    // the stored objects (rejected ones never reach storage)
    const objects = result.objects.filter((o) => o.crd === q.crd && o.result !== null && o.errors.length === 0).map((o) => o.result as JSONValue);
    if (objects.length === 0) return { ...base, review: null, sent: 0, total: 0 };
    const deep = result.objects.find((o) => o.crd === q.crd && o.result !== null && o.errors.length === 0 && nestsDeeperThan(o.result, VIEW_MAX_DEPTH));
    if (deep) return { ...base, review: null, sent: 0, total: objects.length, tooDeep: tooDeepNotice(`the object ${JSON.stringify(deep.name)}`) };
    const req = conversionReviewRequest(crd, objects, q.toVersion, q.uid);
    const out: Extract<ViewResult, { kind: 'webhook' }> = { ...base, review: req.review, sent: req.sentIndexes.length, total: objects.length };
    if (req.error) out.requestError = req.error;
    if (q.response === undefined || q.response.trim() === '') return out;
    if (nestsDeeperThan(parsedJSON(q.response), VIEW_MAX_DEPTH)) return { ...out, tooDeep: tooDeepNotice('the response') };
    const outcome = checkConversionResponse(crd, req, q.response, input.options?.kubeVersion);
    const checks: ConvertedObjectCheck[] = [];
    if (outcome.errors.length === 0 && outcome.converted.length > 0) {
      // the converted objects, validated as the apiserver validates objects of the target version
      const crdSources = input.sources.filter((s) => classifyDocuments([s]).crds.length > 0);
      const text = outcome.converted.map((o) => stringifyJSON(o, 2)).join('\n---\n');
      const r = check({ sources: [...crdSources, { id: 'converted', text }], options: { ...input.options, request: 'create', conversions: false } });
      for (const o of r.objects.filter((x) => x.source === 'converted')) {
        checks.push({
          name: o.name,
          apiVersion: o.apiVersion,
          errors: o.errors.map((d) => d.message),
          // unknown fields are pruned silently on conversion (no client warning): listed as pruned
          warnings: o.warnings.filter((d) => d.code !== 'unknown-field').map((d) => d.message),
          pruned: o.pruned,
        });
      }
      const docErrors = r.diagnostics.filter((d) => d.source === 'converted' && d.origin === 'yaml' && d.severity === 'error');
      if (docErrors.length > 0) checks.push({ name: '', apiVersion: '', errors: docErrors.map((d) => d.message), warnings: [], pruned: [] });
    }
    out.outcome = { errors: outcome.errors, converted: outcome.converted, checks };
    return out;
  }
}

/** The JSON value of a text; undefined when it is not JSON (JSON.parse is iterative in the engines we run on). */
function parsedJSON(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A sample object of a CRD of the CRD editor (the CRD by metadata.name; '' = the first). */
function sampleView(input: CheckInput, query: Extract<ViewQuery, { kind: 'sample' }>): ViewResult {
  const crdText = input.sources.find((s) => s.id === 'crd')?.text ?? '';
  const sample = sampleFromText(crdText, { kind: query.crd || undefined, version: query.version, full: query.full, kubeVersion: input.options?.kubeVersion });
  return { kind: 'sample', query, sample };
}

/** `kubectl get` text of objects of one CRD version: their rows, as the apiserver's Table has them. */
function tableText(objects: ObjectReport[], wide: boolean): string {
  const first = objects[0]?.columns;
  if (!first) return '';
  // the report's headers are already the visible ones (priority 0, or all with -o wide)
  const names = wide ? first.wideHeaders : first.headers;
  const headers: TableColumnDefinition[] = names.map((name) => ({ name, type: '', format: '', description: '', priority: 0 }));
  const rows: TableCell[][] = objects.flatMap((o) => (wide ? o.columns?.wideRows : o.columns?.rows) ?? []);
  return printKubectlTable(headers, rows, { wide: true });
}
