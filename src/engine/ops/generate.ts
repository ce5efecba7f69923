// Go types to CRDs as controller-gen writes them (`crd-playground generate`, the batch op and the
// app's Go mode): crdgen's CRD objects written as controller-tools pkg/genall WriteYAML writes
// them (`---` then sigs.k8s.io/yaml Marshal), the k8s.io/api version the input asks for and the
// imports the caller must provide. Never throws: every problem is a diagnostic at a Go position.
import type { JSONObject } from '../apis/json';
import {
  builtinPackages,
  crdProvenanceOf,
  crdSchemasOf,
  generateCRDs,
  importsNeeded,
  packagesFromFiles,
  type CrdGenOptions,
  type GoDiagnostic,
  type GoPackageFiles,
  type GoRange,
  type Props,
} from '../crdgen';
import { parseGoFile } from '../gosource';
import { marshalYAMLv2 } from '../yaml/marshalv2';
import { k8sApiMinorFor, type K8sApiChoice } from './goversion';

export { k8sApiMinorFor, type K8sApiChoice } from './goversion';
export type { GoRange } from '../crdgen';

/** A file of the input: a Go file or a go.mod, with its path (directories make packages). */
export interface GoFile {
  path: string;
  text: string;
}

export interface GenerateOptions extends CrdGenOptions {
  /** The k8s.io/api minor ("1.36") when the input's go.mod does not require one. */
  k8sApi?: string;
  /** The target Kubernetes version (check()'s, and the k8s.io/api fallback). */
  kubeVersion?: string;
  /**
   * The package directories (as the files' paths name them) whose kinds become CRDs; the other
   * packages of the files are only read when imported (controller-gen's roots). Default: all.
   */
  roots?: string[];
  /**
   * The `controller-gen.kubebuilder.io/version` annotation: what a released controller-gen writes
   * (default `v0.21.0`); controller-tools' own tests run it unversioned, as `(devel)`.
   */
  controllerGenVersion?: string;
}

/** The controller-gen release this generator follows. */
export const CONTROLLER_GEN_VERSION = 'v0.21.0';
const VERSION_ANNOTATION = 'controller-gen.kubebuilder.io/version';

/** The CRD with the version annotation set as a controller-gen of that version writes it. */
function attributed(crd: JSONObject, version: string): JSONObject {
  const meta = crd.metadata;
  if (!meta || typeof meta !== 'object' || Array.isArray(meta)) return crd;
  const annotations = (meta as JSONObject).annotations;
  if (!annotations || typeof annotations !== 'object' || Array.isArray(annotations) || (annotations as JSONObject)[VERSION_ANNOTATION] === version) return crd;
  return { ...crd, metadata: { ...(meta as JSONObject), annotations: { ...(annotations as JSONObject), [VERSION_ANNOTATION]: version } } };
}

const provenanceLookups = new WeakMap<GeneratedCRD, (path: string) => GoRange | undefined>();
const generatedSchemas = new WeakMap<GeneratedCRD, { crd: JSONObject; parts: readonly { mount: string; schema: Props }[] }>();

/** The generator's schemas of a CRD generate() made (desccost.ts walks them, with what it kept of them). */
export function generatedSchemasOf(crd: GeneratedCRD): readonly { mount: string; schema: Props }[] | undefined {
  const g = generatedSchemas.get(crd);
  return g && g.crd === crd.crd ? g.parts : undefined;
}

/** What `crd.provenance[path]` holds (undefined when nothing), without making the whole map when generate() made the CRD. */
export function provenanceLookup(crd: GeneratedCRD): (path: string) => GoPosition | undefined {
  return provenanceLookups.get(crd) ?? ((path) => (Object.prototype.hasOwnProperty.call(crd.provenance, path) ? crd.provenance[path] : undefined));
}

/** Where in the Go input something comes from (1-based; columns as the Go reader counts them). */
export interface GoPosition {
  file: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
}

export type GenerateOrigin = 'go' | 'markers' | 'crdgen' | 'check' | 'size';

export interface GenerateDiagnostic extends GoPosition {
  severity: 'error' | 'warning';
  message: string;
  origin: GenerateOrigin;
  /** A stable code (crdgen's, e.g. `crdgen.marker`; for check diagnostics the engine's DiagnosticCode). */
  code: string;
  /** The CRD path the diagnostic is about (`spec.versions[0].schema.openAPIV3Schema.properties.spec`). */
  crdPath?: string;
  /** The CRD's name (metadata.name) for diagnostics about a generated CRD. */
  crd?: string;
}

export interface GeneratedCRD {
  /** controller-gen's file name: `<group>_<plural>.yaml`. */
  fileName: string;
  name: string;
  group: string;
  kind: string;
  plural: string;
  /** The file controller-gen writes: `---\n` and the CRD in yaml.v2 style. */
  yaml: string;
  crd: JSONObject;
  /** CRD path → the Go range it came from (crdgen's provenance). */
  provenance: Record<string, GoRange>;
}

export interface GenerateResult {
  crds: GeneratedCRD[];
  errors: GenerateDiagnostic[];
  warnings: GenerateDiagnostic[];
  k8sApi: K8sApiChoice;
  imports: {
    /** Imports outside the input's own module and the standard library (what built-in data must provide). */
    needed: string[];
    /** Of those, the ones neither the input nor the built-ins given provide. */
    missing: string[];
  };
}

function dirOf(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

/** Import paths of the files' module that no file of the input holds (what the CLI reads next). */
export function moduleImportsOf(files: GoFile[]): string[] {
  const { module, packages } = packagesFromFiles(files);
  if (module === '') return [];
  const have = new Set(packages.map((p) => p.importPath));
  const out = new Set<string>();
  for (const p of packages) {
    for (const f of p.files) {
      for (const imp of parseGoFile(f.path, f.text).imports) {
        if ((imp.path === module || imp.path.startsWith(module + '/')) && !have.has(imp.path)) out.add(imp.path);
      }
    }
  }
  return [...out].sort();
}

function originOf(code: string): GenerateOrigin {
  if (code.startsWith('gosource')) return 'go';
  if (code.startsWith('markers')) return 'markers';
  return 'crdgen';
}

function fromGo(d: GoDiagnostic, severity: 'error' | 'warning'): GenerateDiagnostic {
  const out: GenerateDiagnostic = { severity, file: d.file, line: d.line, column: d.column, message: d.message, origin: originOf(d.code), code: d.code };
  if (d.endLine !== undefined) out.endLine = d.endLine;
  if (d.endColumn !== undefined) out.endColumn = d.endColumn;
  if (d.crdPath !== undefined) out.crdPath = d.crdPath;
  return out;
}

/** The imports built-in data must provide for these files (outside their module and the standard library). */
export function importsOf(files: GoFile[]): string[] {
  const { module, packages } = packagesFromFiles(files);
  return importsNeeded({ module, packages });
}

/** Generates the CRD of every kind in the files' packages, as controller-gen would. */
export function generate(files: GoFile[], options: GenerateOptions = {}, builtins: GoFile[] = []): GenerateResult {
  const { module, packages: all } = packagesFromFiles(files);
  const rootDirs = options.roots && new Set(options.roots.map((r) => r.replace(/\/+$/, '')));
  const isRoot = (p: GoPackageFiles) => !rootDirs || rootDirs.has(dirOf(p.files[0]?.path ?? ''));
  const packages = all.filter(isRoot);
  const extra = [...all.filter((p) => !isRoot(p)), ...(builtins.length ? builtinPackages(builtins) : [])];
  const needed = importsNeeded({ module, packages: all });
  const missing = builtins.length ? importsNeeded({ module, packages: all, extra: builtinPackages(builtins) }) : needed;
  const { k8sApi, kubeVersion, roots, controllerGenVersion = CONTROLLER_GEN_VERSION, ...genOptions } = options;
  void kubeVersion;
  void k8sApi;
  void roots;
  const result = generateCRDs({ module, packages, extra }, genOptions);
  const crds: GeneratedCRD[] = result.crds.map((c) => {
    const crd = attributed(c.crd, controllerGenVersion);
    const meta = crd.metadata as JSONObject | undefined;
    const out = {
      fileName: c.fileName,
      name: typeof meta?.name === 'string' ? meta.name : `${c.plural}.${c.group}`,
      group: c.group,
      kind: c.kind,
      plural: c.plural,
      yaml: '---\n' + marshalYAMLv2(crd),
      crd,
    } as GeneratedCRD;
    // the provenance map is made when first read (generateAndCheck looks paths up without it)
    Object.defineProperty(out, 'provenance', {
      enumerable: true,
      configurable: true,
      get: () => c.provenance,
      set: (v: Record<string, GoRange>) => {
        provenanceLookups.delete(out);
        generatedSchemas.delete(out);
        Object.defineProperty(out, 'provenance', { value: v, enumerable: true, writable: true, configurable: true });
      },
    });
    provenanceLookups.set(out, crdProvenanceOf(c));
    const schemas = crdSchemasOf(c);
    if (schemas) generatedSchemas.set(out, { crd, parts: schemas });
    return out;
  });
  return {
    crds,
    errors: result.errors.map((d) => fromGo(d, 'error')),
    warnings: result.warnings.map((d) => fromGo(d, 'warning')),
    k8sApi: k8sApiMinorFor(files, options),
    imports: { needed, missing },
  };
}
