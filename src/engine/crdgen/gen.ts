// The generator: controller-tools pkg/crd parser.go (types indexed per package, schemas on demand,
// known-type overrides), gen.go (FindKubeKinds: structs embedding metav1 TypeMeta and ObjectMeta;
// the top-level metadata schema reset to {type: object}; the version annotation) and spec.go
// (NeedCRDFor: one version per package of the group, markers applied to the CRD after the schemas,
// versions sorted by name, a lone version is the storage version, no storage / no served version
// is an error).

import type { JSONObject, JSONValue } from '../apis/json';
import { truncateDescriptions } from './desc';
import { flattenEmbedded, Flattener, refParts } from './flatten';
import { pluralize } from './flect';
import { knownSchemas, METAV1, SOURCELESS_KNOWN } from './knowntypes';
import { goRange, TypeResolver, type Package, type TypeInfo } from './loader';
import { argRange, getMarker, type MarkerValue } from './markervalues';
import { collectProvenance, deepCopyProps, propsToJSON, provenanceAt, type GoRange, type Props } from './props';
import { infoToSchema, type Problem, type SchemaHost } from './schema';

export interface CrdGenOptions {
  allowDangerousTypes?: boolean;
  ignoreUnexportedFields?: boolean;
  /** --max-desc-len: descriptions longer than this many bytes are cut; 0 drops them. */
  maxDescLen?: number;
  generateEmbeddedObjectMeta?: boolean;
  /** Generate these group-kinds (parser.NeedCRDFor of any type name) instead of the kinds found (FindKubeKinds). */
  kinds?: { group: string; kind: string }[];
}

export interface GoDiagnostic {
  file: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  message: string;
  code: string;
  crdPath?: string;
  /** For an unknown or miscased marker: the registered name meant (from the markers collector). */
  suggestion?: string;
  /** Internal: a warning while diagnostics are gathered (not set in a result). */
  warning?: boolean;
}

export interface CrdGenCRD {
  group: string;
  kind: string;
  plural: string;
  fileName: string;
  crd: JSONObject;
  provenance: Record<string, GoRange>;
}

export interface CrdGenResult {
  crds: CrdGenCRD[];
  errors: GoDiagnostic[];
  warnings: GoDiagnostic[];
}

const STDLIB_FIRST = /^[^./]+(\/|$)/;

/** Whether an import path is Go's standard library (no dot in its first element). */
export function isStdlib(path: string): boolean {
  return STDLIB_FIRST.test(path) && !path.split('/')[0]!.includes('.');
}

interface Version {
  name: string;
  served: boolean;
  storage: boolean;
  deprecated?: boolean;
  deprecationWarning?: string;
  schema: Props;
  subresources?: { status?: boolean; scale?: { specReplicasPath: string; statusReplicasPath: string; labelSelectorPath?: string } };
  additionalPrinterColumns?: JSONObject[];
  selectableFields?: JSONObject[];
  prov: Record<string, GoRange>;
  pkg: Package;
}

/**
 * Schemas of provided packages' types kept from one run to the next while the provided packages
 * (the same parses) and the options are the same: an edit of the input's Go files then rebuilds
 * only the input's schemas (the jobTemplate subtree of k8s.io/api is 90 % of a CronJob CRD).
 */
export interface SharedSchemas {
  schemata: Map<string, { schema: Props; problems: Problem[] }>;
  flat: Map<string, Props>;
}

export class Generator implements SchemaHost {
  readonly resolver: TypeResolver;
  readonly allowDangerousTypes: boolean;
  readonly ignoreUnexportedFields: boolean;
  private readonly problems: Problem[] = [];
  private readonly schemata = new Map<string, Props>();
  private readonly known: Map<string, Map<string, () => Props>>;
  private readonly flattener: Flattener;
  private currentPkg: Package | undefined;

  constructor(
    private readonly packages: Map<string, Package>,
    private readonly options: CrdGenOptions,
    /** Types of these packages may use `shared`. */
    private readonly sharedPackages: ReadonlySet<string> = new Set(),
    private readonly shared: SharedSchemas = { schemata: new Map(), flat: new Map() },
  ) {
    this.allowDangerousTypes = options.allowDangerousTypes ?? false;
    this.ignoreUnexportedFields = options.ignoreUnexportedFields ?? false;
    this.known = knownSchemas(options.generateEmbeddedObjectMeta ?? false);
    this.resolver = new TypeResolver({
      packages,
      opaque: (p) => SOURCELESS_KNOWN.has(p) || (this.known.has(p) && !packages.has(p)) || isStdlib(p),
    });
    this.flattener = new Flattener({
      loadSchema: (ref, ctxPkg) => {
        const parts = refParts(ref);
        if ('error' in parts) {
          this.report({ code: 'crdgen.type', message: parts.error });
          return undefined;
        }
        const pkgPath = parts.pkgPath === '' ? ctxPkg : parts.pkgPath;
        const key = `${pkgPath}\u0000${parts.name}`;
        this.needSchemaFor(pkgPath, parts.name);
        const s = this.schemata.get(key);
        if (!s) {
          this.report({ code: 'crdgen.type', message: `unable to locate schema for type ${JSON.stringify(pkgPath)}.${parts.name}` });
          return undefined;
        }
        return { key, pkgPath, schema: s, shared: this.sharedPackages.has(pkgPath) ? this.shared.flat : undefined };
      },
      report: (message) => this.report({ code: 'crdgen.type', message }),
    });
  }

  report(p: Problem): void {
    if (!p.range && this.currentPkg) {
      const f = this.currentPkg.files[0];
      if (f) p = { ...p, range: goRange(f, f.packageRange) };
    }
    this.problems.push(p);
  }

  needSchemaFor(pkgPath: string, name: string): void {
    const key = `${pkgPath}\u0000${name}`;
    if (this.schemata.has(key)) return;
    const known = this.known.get(pkgPath)?.get(name);
    if (known) {
      this.schemata.set(key, known());
      return;
    }
    const pkg = this.packages.get(pkgPath);
    const info = pkg?.types.get(name);
    if (!pkg || !info) {
      if (isStdlib(pkgPath))
        this.report({
          code: 'crdgen.type',
          message: `unknown type ${JSON.stringify(pkgPath)}.${name}: standard library types are not read (give the field a +kubebuilder:validation:Type or use a Kubernetes type)`,
        });
      else this.report({ code: 'crdgen.type', message: `unknown type ${JSON.stringify(pkgPath)}.${name}` });
      this.schemata.set(key, {});
      return;
    }
    const shared = this.sharedPackages.has(pkgPath);
    const hit = shared ? this.shared.schemata.get(key) : undefined;
    if (hit) {
      this.schemata.set(key, hit.schema);
      for (const p of hit.problems) this.problems.push(p);
      return;
    }
    this.schemata.set(key, {}); // recursive types see an empty schema while theirs is built
    const prev = this.currentPkg;
    const first = this.problems.length;
    this.currentPkg = pkg;
    const s = infoToSchema({ host: this, pkg, file: info.file, info });
    this.currentPkg = prev;
    this.schemata.set(key, s);
    if (shared) this.shared.schemata.set(key, { schema: s, problems: this.problems.slice(first) });
  }

  /** NeedFlattenedSchemaFor. */
  flattenedSchemaFor(pkg: Package, name: string): Props {
    const key = `${pkg.importPath}\u0000${name}`;
    this.needSchemaFor(pkg.importPath, name);
    const partial = this.flattener.flatten(this.schemata.get(key) ?? {}, pkg.importPath, key);
    return flattenEmbedded(partial, (message) => this.report({ code: 'crdgen.type', message }));
  }

  groupVersion(pkg: Package): { group: string; version: string } | undefined {
    const g = getMarker(pkg.markers, 'groupName');
    if (!g) return { group: '', version: '' };
    const v = getMarker(pkg.markers, 'versionName');
    return { group: typeof g.value === 'string' ? g.value : '', version: v && typeof v.value === 'string' ? v.value : pkg.name };
  }

  /** FindKubeKinds over the root packages. */
  kubeKinds(): { group: string; kind: string }[] {
    const kinds = new Map<string, { group: string; kind: string }>();
    for (const pkg of this.packages.values()) {
      if (!pkg.root || getMarker(pkg.markers, 'kubebuilder:skip')) continue;
      for (const info of pkg.types.values()) {
        let objectMeta = false;
        let typeMeta = false;
        for (const f of info.fields) {
          if (f.name !== '') continue;
          const r = this.resolver.resolveExpr(pkg, info.file, f.raw.type);
          if (!r) continue;
          const path = r.kind === 'named' ? r.pkg.importPath : r.kind === 'opaque' ? r.pkgPath : r.kind === 'invalid' ? r.pkgPath : undefined;
          if (path !== METAV1) continue;
          const name = r.kind === 'named' ? r.info.name : r.kind === 'opaque' || r.kind === 'invalid' ? r.name.split('.').pop() : '';
          if (name === 'ObjectMeta') objectMeta = true;
          if (name === 'TypeMeta') typeMeta = true;
        }
        if (!objectMeta || !typeMeta) continue;
        const gv = this.groupVersion(pkg)!;
        kinds.set(`${info.name}.${gv.group}`, { group: gv.group, kind: info.name });
      }
    }
    return [...kinds.entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([, v]) => v);
  }

  /** NeedCRDFor + FixTopLevelMetadata + the attribution annotation. */
  crdFor(group: string, kind: string): CrdGenCRD | undefined {
    const pkgs = [...this.packages.values()].filter((p) => p.root && !getMarker(p.markers, 'kubebuilder:skip') && this.groupVersion(p)!.group === group);
    const defaultPlural = pluralize(kind).toLowerCase();
    const names: JSONObject = { kind, listKind: kind + 'List', plural: defaultPlural, singular: kind.toLowerCase() };
    const crdProv: Record<string, GoRange> = {};
    const meta: { annotations: Record<string, string>; labels: Record<string, string> } = { annotations: {}, labels: {} };
    let scope = 'Namespaced';
    const versions: Version[] = [];
    const infos: { pkg: Package; info: TypeInfo; version: string }[] = [];
    for (const pkg of pkgs) {
      const info = pkg.types.get(kind);
      if (!info) continue;
      this.currentPkg = pkg;
      // flattenEmbedded's result is shared with other runs: copied before the descriptions are cut
      let schema = this.flattenedSchemaFor(pkg, kind);
      if (this.options.maxDescLen !== undefined) truncateDescriptions((schema = deepCopyProps(schema)), this.options.maxDescLen);
      const version = this.groupVersion(pkg)!.version;
      versions.push({ name: version, served: true, storage: false, schema, prov: {}, pkg });
      infos.push({ pkg, info, version });
    }
    this.currentPkg = undefined;
    // markers apply after every version's schema is there
    for (const { pkg, info, version } of infos) {
      this.currentPkg = pkg;
      let vs = versions;
      for (const [name, values] of info.markers) {
        for (const m of values) {
          const err = this.applyCRDMarker(m, name, version, { names, meta, crdProv, setScope: (s) => (scope = s), versions: () => vs, setVersions: (v) => (vs = v) });
          if (err) this.report({ range: m.range ?? info.range, code: 'crdgen.marker', message: err });
        }
      }
      versions.splice(0, versions.length, ...vs);
    }
    this.currentPkg = undefined;
    if (versions.length === 0) return undefined;
    versions.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    if (versions.length === 1) versions[0]!.storage = true;
    const gk = group === '' ? kind : `${kind}.${group}`;
    if (!versions.some((v) => v.storage)) {
      this.currentPkg = pkgs[0];
      this.report({ code: 'crdgen.versions', message: `CRD for ${gk} has no storage version` });
    }
    if (!versions.some((v) => v.served)) {
      this.currentPkg = pkgs[0];
      this.report({ code: 'crdgen.versions', message: `CRD for ${gk} with version(s) ${goVersionsText(versions)} does not serve any version` });
    }
    this.currentPkg = undefined;
    const plural = names.plural as string;
    const head: Record<string, GoRange> = {};
    // defaults: the kind's type for the names, the package's groupName marker for the group
    const kindRange = infos[0]!.info.range;
    for (const k of [
      'apiVersion',
      'kind',
      'metadata',
      'spec',
      'spec.versions',
      'spec.names',
      'spec.names.kind',
      'spec.names.listKind',
      'spec.names.plural',
      'spec.names.singular',
      'metadata.name',
      'spec.scope',
    ]) {
      head[k] = kindRange;
    }
    const groupMarker = getMarker(infos[0]!.pkg.markers, 'groupName');
    const firstFile = infos[0]!.pkg.files[0]!;
    head['spec.group'] = groupMarker ? argRange(groupMarker)! : goRange(firstFile, firstFile.packageRange);
    Object.assign(head, crdProv);
    // each version's schema (its provenance read from the schema when asked) and what is written after it
    const parts: { mount: string; schema: Props; tail: (out: Record<string, GoRange>) => void }[] = [];
    const spec: JSONObject = {
      group,
      names,
      scope,
      versions: versions.map((v, i) => {
        const out: JSONObject = { name: v.name };
        if (v.additionalPrinterColumns) out.additionalPrinterColumns = v.additionalPrinterColumns;
        if (v.deprecated) out.deprecated = true;
        if (v.deprecationWarning !== undefined) out.deprecationWarning = v.deprecationWarning;
        // FixTopLevelMetadata
        if (v.schema.properties?.metadata) v.schema = { ...v.schema, properties: { ...v.schema.properties, metadata: { type: 'object' } } };
        out.schema = { openAPIV3Schema: propsToJSON(v.schema) };
        if (v.selectableFields) out.selectableFields = v.selectableFields;
        out.served = v.served;
        out.storage = v.storage;
        if (v.subresources) {
          const sub: JSONObject = {};
          if (v.subresources.scale) {
            const sc: JSONObject = { specReplicasPath: v.subresources.scale.specReplicasPath, statusReplicasPath: v.subresources.scale.statusReplicasPath };
            if (v.subresources.scale.labelSelectorPath !== undefined) sc.labelSelectorPath = v.subresources.scale.labelSelectorPath;
            sub.scale = sc;
          }
          if (v.subresources.status) sub.status = {};
          out.subresources = sub;
        }
        const base = `spec.versions[${i}]`;
        const vinfo = infos.find((x) => x.pkg === v.pkg)!;
        const vm = getMarker(v.pkg.markers, 'versionName');
        const nameRange = vm ? argRange(vm)! : goRange(v.pkg.files[0]!, v.pkg.files[0]!.packageRange);
        parts.push({
          mount: `${base}.schema.openAPIV3Schema`,
          schema: v.schema,
          tail: (provenance) => {
            for (const [k, r] of Object.entries(v.prov)) provenance[`${base}.${k}`] = r;
            provenance[base] ??= vinfo.info.range;
            provenance[`${base}.name`] = nameRange;
          },
        });
        return out;
      }),
    };
    const metadata: JSONObject = {
      annotations: { 'controller-gen.kubebuilder.io/version': '(devel)', ...meta.annotations },
      name: `${plural}.${group}`,
    };
    if (Object.keys(meta.labels).length > 0) metadata.labels = meta.labels;
    const crd: JSONObject = { apiVersion: 'apiextensions.k8s.io/v1', kind: 'CustomResourceDefinition', metadata, spec };
    return withProvenance({ group, kind, plural, fileName: `${group}_${plural}.yaml`, crd }, head, parts);
  }

  private applyCRDMarker(
    m: MarkerValue,
    name: string,
    version: string,
    c: {
      names: JSONObject;
      meta: { annotations: Record<string, string>; labels: Record<string, string> };
      crdProv: Record<string, GoRange>;
      setScope: (s: string) => void;
      versions: () => Version[];
      setVersions: (v: Version[]) => void;
    },
  ): string | undefined {
    const v = (m.value ?? {}) as Record<string, unknown>;
    const str = (k: string) => (typeof v[k] === 'string' ? (v[k] as string) : '');
    const find = () => c.versions().find((x) => x.name === version);
    switch (name) {
      case 'kubebuilder:subresource:status': {
        const ver = find();
        if (!ver) return `status subresource applied to version ${JSON.stringify(version)} not in CRD`;
        (ver.subresources ??= {}).status = true;
        ver.prov['subresources.status'] = m.range!;
        return undefined;
      }
      case 'kubebuilder:subresource:scale': {
        const ver = find();
        if (!ver) return `scale subresource applied to version ${JSON.stringify(version)} not in CRD`;
        (ver.subresources ??= {}).scale = {
          specReplicasPath: str('specpath'),
          statusReplicasPath: str('statuspath'),
          labelSelectorPath: typeof v.selectorpath === 'string' ? v.selectorpath : undefined,
        };
        ver.prov['subresources.scale'] = m.range!;
        for (const [arg, key] of [
          ['specpath', 'specReplicasPath'],
          ['statuspath', 'statusReplicasPath'],
          ['selectorpath', 'labelSelectorPath'],
        ] as const) {
          const r = m.args?.[arg];
          if (r) ver.prov[`subresources.scale.${key}`] = r;
        }
        return undefined;
      }
      case 'kubebuilder:printcolumn': {
        const ver = find();
        if (!ver) return `printer columns applied to version ${JSON.stringify(version)} not in CRD`;
        ver.subresources ??= {};
        const col: JSONObject = { jsonPath: str('JSONPath'), name: str('name'), type: str('type') };
        if (str('description')) col.description = str('description');
        if (str('format')) col.format = str('format');
        if (typeof v.priority === 'number' && v.priority !== 0) col.priority = v.priority;
        const cols = (ver.additionalPrinterColumns ??= []);
        const i = cols.length;
        cols.push(col);
        ver.prov[`additionalPrinterColumns[${i}]`] = m.range!;
        for (const [arg, key] of [
          ['name', 'name'],
          ['type', 'type'],
          ['JSONPath', 'jsonPath'],
          ['description', 'description'],
          ['format', 'format'],
          ['priority', 'priority'],
        ] as const) {
          const r = m.args?.[arg];
          if (r) ver.prov[`additionalPrinterColumns[${i}].${key}`] = r;
        }
        return undefined;
      }
      case 'kubebuilder:resource': {
        if (str('path')) {
          c.names.plural = str('path');
          c.crdProv['spec.names.plural'] = argRange(m, 'path')!;
          c.crdProv['metadata.name'] = argRange(m, 'path')!;
        }
        if (str('singular')) {
          c.names.singular = str('singular');
          c.crdProv['spec.names.singular'] = argRange(m, 'singular')!;
        }
        const list = (k: string): JSONValue[] | undefined => (Array.isArray(v[k]) && (v[k] as unknown[]).length > 0 ? (v[k] as unknown[]).map(String) : undefined);
        const sn = list('shortName');
        if (sn) {
          c.names.shortNames = sn;
          c.crdProv['spec.names.shortNames'] = argRange(m, 'shortName')!;
        } else delete c.names.shortNames;
        const cats = list('categories');
        if (cats) {
          c.names.categories = cats;
          c.crdProv['spec.names.categories'] = argRange(m, 'categories')!;
        } else delete c.names.categories;
        c.setScope(str('scope') === '' ? 'Namespaced' : str('scope'));
        if (str('scope')) c.crdProv['spec.scope'] = argRange(m, 'scope')!;
        return undefined;
      }
      case 'kubebuilder:storageversion': {
        const ver = find();
        if (ver) {
          ver.storage = true;
          ver.prov.storage = m.range!;
        }
        return undefined;
      }
      case 'kubebuilder:skipversion':
        c.setVersions(c.versions().filter((x) => x.name !== version));
        return undefined;
      case 'kubebuilder:unservedversion': {
        const ver = find();
        if (ver) {
          ver.served = false;
          ver.prov.served = m.range!;
        }
        return undefined;
      }
      case 'kubebuilder:deprecatedversion': {
        const ver = find();
        if (ver) {
          ver.deprecated = true;
          ver.deprecationWarning = typeof v.warning === 'string' ? v.warning : undefined;
          ver.prov.deprecated = m.range!;
          if (m.args?.warning) ver.prov.deprecationWarning = m.args.warning;
        }
        return undefined;
      }
      case 'kubebuilder:metadata': {
        const anns = Array.isArray(v.annotations) ? (v.annotations as unknown[]).map(String) : [];
        for (const a of anns) {
          const eq = a.indexOf('=');
          if (eq < 0) return `annotation ${a} is not in 'xxx=xxx' format`;
          c.meta.annotations[a.slice(0, eq)] = a.slice(eq + 1);
          c.crdProv[`metadata.annotations.${a.slice(0, eq)}`] = argRange(m, 'annotations')!;
        }
        const labels = Array.isArray(v.labels) ? (v.labels as unknown[]).map(String) : [];
        for (const l of labels) {
          const eq = l.indexOf('=');
          // upstream indexes kv[1] without a check (a panic); a label without '=' gets an empty value here
          c.meta.labels[eq < 0 ? l : l.slice(0, eq)] = eq < 0 ? '' : l.slice(eq + 1);
          c.crdProv[`metadata.labels.${eq < 0 ? l : l.slice(0, eq)}`] = argRange(m, 'labels')!;
        }
        return undefined;
      }
      case 'kubebuilder:selectablefield': {
        const ver = find();
        if (!ver) return `selectable field applied to version ${JSON.stringify(version)} not in CRD`;
        const list = (ver.selectableFields ??= []);
        ver.prov[`selectableFields[${list.length}]`] = argRange(m, 'JSONPath')!;
        list.push({ jsonPath: str('JSONPath') });
        return undefined;
      }
    }
    return undefined;
  }

  diagnostics(): { errors: GoDiagnostic[]; warnings: GoDiagnostic[] } {
    const errors: GoDiagnostic[] = [];
    const warnings: GoDiagnostic[] = [];
    const seen = new Set<string>();
    for (const p of this.problems) {
      const r = p.range;
      const key = `${r?.file}:${r?.line}:${r?.column}:${p.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const d: GoDiagnostic = { file: r?.file ?? '', line: r?.line ?? 1, column: r?.column ?? 1, message: p.message, code: p.code };
      if (r) {
        d.endLine = r.endLine;
        d.endColumn = r.endColumn;
      }
      (p.warning ? warnings : errors).push(d);
    }
    return { errors, warnings };
  }
}

const provenanceLookups = new WeakMap<CrdGenCRD, (path: string) => GoRange | undefined>();
const schemaParts = new WeakMap<CrdGenCRD, readonly { mount: string; schema: Props }[]>();

/**
 * Each version's schema as the generator built it (never changed: flattenEmbedded's results), at
 * the CRD path of its `openAPIV3Schema`; undefined for a CRD the generator did not make.
 */
export function crdSchemasOf(c: CrdGenCRD): readonly { mount: string; schema: Props }[] | undefined {
  return schemaParts.get(c);
}

/**
 * The Go range `c.provenance[path]` holds, without making the map (a CronJob CRD has tens of
 * thousands of entries, nearly all in the k8s.io/api types' schemas, which are the same from one
 * run to the next and keep an index of their own: props.ts provenanceAt).
 */
export function crdProvenanceOf(c: CrdGenCRD): (path: string) => GoRange | undefined {
  return provenanceLookups.get(c) ?? ((path) => (Object.prototype.hasOwnProperty.call(c.provenance, path) ? c.provenance[path] : undefined));
}

/**
 * The CRD with its `provenance` made when first read: the head entries, then per version its
 * schema's (collectProvenance) and its tail, in the order they were always written (a later write
 * of a path wins), and the lookup that answers the same without the map.
 */
function withProvenance(base: Omit<CrdGenCRD, 'provenance'>, head: Record<string, GoRange>, parts: { mount: string; schema: Props; tail: (out: Record<string, GoRange>) => void }[]): CrdGenCRD {
  let map: Record<string, GoRange> | undefined;
  const make = (): Record<string, GoRange> => {
    const out: Record<string, GoRange> = { ...head };
    for (const p of parts) {
      collectProvenance(p.schema, p.mount, out);
      p.tail(out);
    }
    return out;
  };
  const c = base as CrdGenCRD;
  Object.defineProperty(c, 'provenance', {
    enumerable: true,
    configurable: true,
    get: () => (map ??= make()),
    set: (v: Record<string, GoRange>) => (map = v),
  });
  schemaParts.set(
    c,
    parts.map((p) => ({ mount: p.mount, schema: p.schema })),
  );
  const heads = new Map(Object.entries(head));
  const tails = parts.map((p) => {
    const t: Record<string, GoRange> = {};
    p.tail(t);
    return new Map(Object.entries(t));
  });
  provenanceLookups.set(c, (path) => {
    if (map) return Object.prototype.hasOwnProperty.call(map, path) ? map[path] : undefined;
    for (let i = parts.length - 1; i >= 0; i--) {
      const t = tails[i]!.get(path);
      if (t) return t;
      const { mount, schema } = parts[i]!;
      if (!path.startsWith(mount)) continue;
      const rel = path.slice(mount.length);
      if (rel !== '' && rel[0] !== '.' && rel[0] !== '[') continue;
      const r = provenanceAt(schema, rel);
      if (r) return r;
    }
    return heads.get(path);
  });
  return c;
}

/** Go's %v of []CustomResourceDefinitionVersion is long; this gives the version names. */
function goVersionsText(versions: Version[]): string {
  return `[${versions.map((v) => v.name).join(' ')}]`;
}
