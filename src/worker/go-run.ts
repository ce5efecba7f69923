// Go mode in the engine worker: the Go files are turned into CRDs (what controller-gen writes), the
// generated CRDs become the `crd` source of the check, and every problem that has a Go origin is
// reported at that Go position (the generator's provenance map). Loaded by engine.worker.ts only when
// a run is in Go mode, so the YAML playground's worker never loads the Go reader, the generator or
// the k8s.io/api data.
import { generateAndCheck, importsOf, k8sApiMinorFor } from '../engine/index';
import type { CheckResult, SourceText } from '../engine/api';
import type { Diagnostic } from '../engine/diagnostics';
import type { GenerateCheckDiagnostic, GoFile } from '../engine/index';
import type { GoOutcome, RunInput } from './protocol';
import { loadK8sApi } from '../k8sapi/index';

/** The text id prefix of a Go file among a run's sources. */
const GO_PREFIX = 'go:';

/** The built-in types of one k8s.io/api minor ("1.36") as Go files; null when they cannot be loaded (offline, not bundled). */
async function builtinsFor(minor: string): Promise<GoFile[] | null> {
  try {
    const pkgs = await loadK8sApi(Number(minor.split('.')[1]));
    return Object.values(pkgs).flat();
  } catch {
    return null; // the loader forgets a failed load: the next run asks again
  }
}

function rangeOf(g: GenerateCheckDiagnostic): NonNullable<Diagnostic['range']> {
  const endLine = g.endLine ?? g.line;
  const endColumn = g.endColumn !== undefined && (endLine > g.line || g.endColumn > g.column) ? g.endColumn : g.column + 1;
  return { start: { offset: 0, line: g.line, column: g.column }, end: { offset: 0, line: endLine, column: endColumn } };
}

/**
 * A generation problem as a diagnostic of the Go file it is about: a check diagnostic of the
 * generated CRD keeps its kube message, field path and cause, moved to its Go position.
 */
function goDiagnostic(g: GenerateCheckDiagnostic): Diagnostic {
  const base: Diagnostic = g.diagnostic ?? {
    code: 'note',
    severity: g.severity,
    origin: 'document',
    source: '',
    docIndex: 0,
    field: g.crdPath ?? '',
    type: `go.${g.code}`,
    detail: g.message,
    message: g.message,
  };
  const d: Diagnostic = { ...base, severity: g.severity, source: GO_PREFIX + g.file, docIndex: 0 };
  delete d.range;
  if (g.line > 0) d.range = rangeOf(g);
  return d;
}

/** The run's Go files and the rest of its sources. */
function splitSources(sources: SourceText[]): { files: GoFile[]; rest: SourceText[] } {
  const files: GoFile[] = [];
  const rest: SourceText[] = [];
  for (const s of sources) {
    if (s.id.startsWith(GO_PREFIX)) files.push({ path: s.id.slice(GO_PREFIX.length), text: s.text });
    else if (s.id !== 'crd') rest.push(s);
  }
  return { files, rest };
}

/** Generates the CRDs of a Go-mode run and checks them with the rest of its input. */
export async function runGo(input: RunInput): Promise<{ result: CheckResult; go: GoOutcome }> {
  const t0 = performance.now();
  const { files, rest } = splitSources(input.sources);
  const kubeVersion = input.options?.kubeVersion;
  const options = kubeVersion ? { kubeVersion } : {};
  const k8sApi = k8sApiMinorFor(files, options);
  const needsBuiltins = importsOf(files).some((p) => p.startsWith('k8s.io/'));
  const builtins = needsBuiltins ? await builtinsFor(k8sApi.minor) : null;
  const loadMs = performance.now() - t0;
  const checkInput = { sources: rest, ...(input.oldSources ? { oldSources: input.oldSources } : {}), ...(input.options ? { options: input.options } : {}), crdSourceId: 'crd' };
  const gen = generateAndCheck(files, options, builtins ?? [], checkInput);
  const crdText = gen.crdSources.find((s) => s.id === 'crd')?.text ?? '';
  // every check diagnostic with a Go origin is reported there (once); the others stay on the generated CRD
  const moved = new Set<Diagnostic>();
  const diagnostics: Diagnostic[] = [];
  const own = new Set(files.map((f) => f.path));
  for (const g of [...gen.errors, ...gen.warnings]) {
    if (g.diagnostic && !g.file) continue; // nothing in Go made that part: it stays on the generated CRD
    // a warning about the built-in k8s.io/api types (their own markers) is nothing the user can change
    if (g.severity === 'warning' && !own.has(g.file) && !g.diagnostic) continue;
    if (g.diagnostic) moved.add(g.diagnostic);
    diagnostics.push(goDiagnostic(g));
  }
  for (const d of gen.check.diagnostics) if (!moved.has(d)) diagnostics.push(d);
  if (needsBuiltins && !builtins) {
    const message = `the built-in Kubernetes types of k8s.io/api for Kubernetes ${k8sApi.minor} could not be loaded (offline?): imports of k8s.io packages are not resolved`;
    diagnostics.unshift({ code: 'note', severity: 'error', origin: 'document', source: GO_PREFIX + (files[0]?.path ?? ''), docIndex: 0, field: '', type: 'go.load', detail: message, message });
  }
  const elapsed = performance.now() - t0;
  return {
    result: { ...gen.check, diagnostics, elapsedMs: elapsed },
    go: {
      crdText,
      crds: gen.crds.map((c) => ({ fileName: c.fileName, name: c.name, yaml: c.yaml })),
      k8sApi: { minor: gen.k8sApi.minor, source: gen.k8sApi.source },
      generateMs: elapsed - gen.check.elapsedMs,
      loadMs,
    },
  };
}
