// The `generate` batch op: {"op":"generate","files":[{"path","text"}],"options":{...}} → the CRDs
// controller-gen would write, with errors and warnings at Go positions; with "check": true also
// check()'s JSON report of them and of "sources" (objects), CRD problems mapped to Go.
import type { SourceText } from '../api';
import { isObject, type JSONValue } from '../apis/json';
import { readSourceTexts } from './check-sources';
import { generate, importsOf, k8sApiMinorFor, type GenerateDiagnostic, type GenerateOptions, type GoFile } from './generate';
import { generateAndCheck } from './generate-check';
import { checkJson } from './report';
import { type OpResult, refuse, respond } from './result';

/** The k8s.io/api declarations of a minor ("1.36") that the caller has loaded, if any. */
export type K8sApiProvider = (minor: string) => GoFile[] | undefined;

const BOOLEAN_OPTIONS = ['allowDangerousTypes', 'ignoreUnexportedFields', 'generateEmbeddedObjectMeta'] as const;

function filesOf(v: unknown): GoFile[] | string {
  if (!Array.isArray(v) || v.length === 0) return '"files" must be a non-empty array of {"path","text"}';
  const out: GoFile[] = [];
  for (const f of v) {
    if (!isObject(f as JSONValue) || typeof (f as GoFile).path !== 'string' || typeof (f as GoFile).text !== 'string') return '"files" must be a non-empty array of {"path","text"}';
    out.push({ path: (f as GoFile).path, text: (f as GoFile).text });
  }
  return out;
}

function optionsOf(v: unknown, kubeVersion: string | undefined): GenerateOptions | string {
  const out: GenerateOptions = {};
  if (kubeVersion !== undefined) out.kubeVersion = kubeVersion;
  if (v === undefined) return out;
  if (!isObject(v as JSONValue)) return '"options" must be an object';
  const o = v as Record<string, unknown>;
  for (const k of BOOLEAN_OPTIONS) {
    if (o[k] === undefined) continue;
    if (typeof o[k] !== 'boolean') return `"options.${k}" must be a boolean`;
    out[k] = o[k];
  }
  if (o.maxDescLen !== undefined) {
    if (typeof o.maxDescLen !== 'number' || !Number.isInteger(o.maxDescLen) || o.maxDescLen < 0) return '"options.maxDescLen" must be a whole number from 0';
    out.maxDescLen = o.maxDescLen;
  }
  if (o.k8sApi !== undefined) {
    if (typeof o.k8sApi !== 'string') return '"options.k8sApi" must be a version string such as "1.36"';
    out.k8sApi = o.k8sApi;
  }
  if (o.roots !== undefined) {
    if (!Array.isArray(o.roots) || !o.roots.every((r) => typeof r === 'string')) return '"options.roots" must be an array of package directories';
    out.roots = o.roots as string[];
  }
  return out;
}

const jsonGo = (d: GenerateDiagnostic) => ({
  severity: d.severity,
  file: d.file,
  line: d.line,
  column: d.column,
  message: d.message,
  code: d.code,
  origin: d.origin,
  ...(d.crdPath ? { crdPath: d.crdPath } : {}),
  ...(d.crd ? { crd: d.crd } : {}),
});

/** The op; `provider` gives the k8s.io/api declarations the CLI loaded for the request's minor. */
export function generateOp(req: Record<string, unknown>, kubeVersion: string | undefined, provider?: K8sApiProvider): OpResult {
  const files = filesOf(req.files);
  if (typeof files === 'string') return refuse(files);
  const options = optionsOf(req.options, kubeVersion);
  if (typeof options === 'string') return refuse(options);
  const needsK8s = importsOf(files).some((p) => p.startsWith('k8s.io/'));
  const builtins = needsK8s ? (provider?.(k8sApiMinorFor(files, options).minor) ?? []) : [];
  if (req.check === true) {
    let sources: SourceText[] = [];
    if (req.sources !== undefined) {
      const r = readSourceTexts(req.sources, 'sources');
      if ('error' in r) return refuse(r.error);
      sources = r.sources;
    }
    const r = generateAndCheck(files, options, builtins, { sources, options: { strict: req.strict === true } });
    return respond({
      crds: r.crds.map((c) => ({ fileName: c.fileName, name: c.name, yaml: c.yaml, crd: c.crd })),
      errors: r.errors.map(jsonGo),
      warnings: r.warnings.map(jsonGo),
      k8sApi: r.k8sApi,
      imports: r.imports,
      check: checkJson(r.check),
    });
  }
  const r = generate(files, options, builtins);
  return respond({
    crds: r.crds.map((c) => ({ fileName: c.fileName, name: c.name, yaml: c.yaml, crd: c.crd })),
    errors: r.errors.map(jsonGo),
    warnings: r.warnings.map(jsonGo),
    k8sApi: r.k8sApi,
    imports: r.imports,
  });
}
