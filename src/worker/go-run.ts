// Go mode in the engine worker: the Go files are turned into CRDs (what controller-gen writes), the
// generated CRDs become the `crd` source of the check, and every problem that has a Go origin is
// reported at that Go position. The current CRD's problems are placed by the engine
// (generateAndCheck with `crdSourceId`: crdgen's provenance); the worker only turns its answer into
// diagnostics of the Go files. A previous CRD written in Go (CRD update) is generated the same way
// (its own go.mod or the Kubernetes version picks its k8s.io/api) and becomes the `oldCrd` old
// source; its problems are placed at its Go files by the same provenance. Loaded by engine.worker.ts
// only when a run uses Go, so the YAML playground's worker never loads the Go reader, the generator
// or the k8s.io/api data.
import { check, crdPathOf, generate, generateAndCheck, importsOf, k8sApiMinorFor, provenanceAt } from '../engine/index';
import type { CheckResult, CrdReport, SourceText } from '../engine/api';
import type { Diagnostic } from '../engine/diagnostics';
import type { GenerateCheckDiagnostic, GenerateDiagnostic, GenerateOptions, GenerateResult, GoFile, GoPosition } from '../engine/index';
import type { GoOutcome, RunInput } from './protocol';
import { loadK8sApi } from '../k8sapi/index';

/** The text id prefix of a Go file among a run's sources. */
const GO_PREFIX = 'go:';
/** The text id prefix of a previous CRD's Go file among a run's old sources. */
const OLD_GO_PREFIX = 'oldgo:';
/** The ids the generated CRD and the generated previous CRD are checked under. */
const CRD_SOURCE = 'crd';
const OLD_CRD_SOURCE = 'oldCrd';

/** The built-in types of one k8s.io/api minor ("1.36") as Go files; null when they cannot be loaded (offline, not bundled). */
async function builtinsFor(minor: string): Promise<GoFile[] | null> {
  try {
    const pkgs = await loadK8sApi(Number(minor.split('.')[1]));
    return Object.values(pkgs).flat();
  } catch {
    return null; // the loader forgets a failed load: the next run asks again
  }
}

/** The Go files' k8s.io/api minor and its built-in types when they import any (null: not loaded). */
async function builtinsOf(files: GoFile[], options: GenerateOptions): Promise<{ minor: string; needed: boolean; builtins: GoFile[] | null }> {
  const { minor } = k8sApiMinorFor(files, options);
  const needed = importsOf(files).some((p) => p.startsWith('k8s.io/'));
  return { minor, needed, builtins: needed ? await builtinsFor(minor) : null };
}

function rangeOf(g: Pick<GoPosition, 'line' | 'column' | 'endLine' | 'endColumn'>): NonNullable<Diagnostic['range']> {
  const endLine = g.endLine ?? g.line;
  const endColumn = g.endColumn !== undefined && (endLine > g.line || g.endColumn > g.column) ? g.endColumn : g.column + 1;
  return { start: { offset: 0, line: g.line, column: g.column }, end: { offset: 0, line: endLine, column: endColumn } };
}

/**
 * A generation problem as a diagnostic of the Go file it is about (`prefix` + its path): a check
 * diagnostic of the generated CRD keeps its kube message, field path and cause, moved to its Go position.
 */
function goDiagnostic(g: GenerateCheckDiagnostic, prefix: string): Diagnostic {
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
  const d: Diagnostic = { ...base, severity: g.severity, source: prefix + g.file, docIndex: 0 };
  delete d.range;
  if (g.line > 0) d.range = rangeOf(g);
  return d;
}

/** Generation's own errors and warnings; a warning about the built-in k8s.io/api types (their own markers) is nothing the user can change. */
function generationDiagnostics(list: GenerateDiagnostic[], files: GoFile[], prefix: string): Diagnostic[] {
  const own = new Set(files.map((f) => f.path));
  return list.filter((g) => g.severity === 'error' || own.has(g.file)).map((g) => goDiagnostic(g, prefix));
}

function loadFailure(minor: string, file: string): Diagnostic {
  const message = `the built-in Kubernetes types of k8s.io/api for Kubernetes ${minor} could not be loaded (offline?): imports of k8s.io packages are not resolved`;
  return { code: 'note', severity: 'error', origin: 'document', source: file, docIndex: 0, field: '', type: 'go.load', detail: message, message };
}

/** The Go files among `sources` (by `prefix`) and the rest of them. */
function splitSources(sources: SourceText[] | undefined, prefix: string): { files: GoFile[]; rest: SourceText[] } {
  const files: GoFile[] = [];
  const rest: SourceText[] = [];
  for (const s of sources ?? []) {
    if (s.id.startsWith(prefix)) files.push({ path: s.id.slice(prefix.length), text: s.text });
    else rest.push(s);
  }
  return { files, rest };
}

/** The previous CRD generated from its Go files, and how to move a diagnostic about it to its Go position. */
interface PreviousGo {
  gen: GenerateResult;
  text: string;
  diagnostics: Diagnostic[];
}

async function generatePrevious(files: GoFile[], options: GenerateOptions): Promise<PreviousGo> {
  const { minor, needed, builtins } = await builtinsOf(files, options);
  const gen = generate(files, options, builtins ?? []);
  const diagnostics = generationDiagnostics([...gen.errors, ...gen.warnings], files, OLD_GO_PREFIX);
  if (needed && !builtins) diagnostics.unshift(loadFailure(minor, OLD_GO_PREFIX + (files[0]?.path ?? '')));
  return { gen, text: gen.crds.map((c) => c.yaml).join(''), diagnostics };
}

/**
 * A check diagnostic about the generated previous CRD (source `oldCrd`, its docIndex the CRD's
 * index) at the Go position its part came from (the nearest part with one); one about the whole
 * CRD (no path: its storedVersions, "not valid as a create") at its kind's type, since the previous
 * CRD in Go has no YAML on screen; as it is when nothing in Go made it.
 */
function atPreviousGo(d: Diagnostic, prev: PreviousGo): Diagnostic {
  if (d.source !== OLD_CRD_SOURCE) return d;
  const crd = prev.gen.crds[d.docIndex];
  const hit = crd && (provenanceAt(crd.provenance, d.path ? crdPathOf(d.path) : '') ?? provenanceAt(crd.provenance, 'kind'));
  if (!hit) return d;
  const out: Diagnostic = { ...d, source: OLD_GO_PREFIX + hit.pos.file, docIndex: 0 };
  delete out.range;
  if (hit.pos.line > 0) out.range = rangeOf(hit.pos);
  return out;
}

/** The result with every problem of the generated previous CRD at its Go position (the CRDs' update reports too). */
function previousAtGo(result: CheckResult, prev: PreviousGo): CheckResult {
  const moved = new Map<Diagnostic, Diagnostic>();
  const at = (d: Diagnostic) => {
    let m = moved.get(d);
    if (!m) moved.set(d, (m = atPreviousGo(d, prev)));
    return m;
  };
  const crds = result.crds.map((c): CrdReport => {
    if (!c.update) return c;
    const { errors, warnings, oldErrors } = c.update;
    return { ...c, update: { ...c.update, errors: errors.map(at), warnings: warnings.map(at), ...(oldErrors ? { oldErrors: oldErrors.map(at) } : {}) } };
  });
  return { ...result, crds, diagnostics: [...prev.diagnostics, ...result.diagnostics.map(at)] };
}

/** Generates the CRDs of a Go-mode run (and a previous CRD written in Go) and checks them with the rest of its input. */
export async function runGo(input: RunInput): Promise<{ result: CheckResult; go: GoOutcome }> {
  const t0 = performance.now();
  const kubeVersion = input.options?.kubeVersion;
  const options: GenerateOptions = kubeVersion ? { kubeVersion } : {};
  const generated = input.go?.crd !== false;
  const { files, rest } = splitSources(input.sources, GO_PREFIX);
  const cur = generated ? await builtinsOf(files, options) : null;
  // the previous CRD in Go: generated first, then checked as the `oldCrd` old source
  const old = input.go?.previous ? splitSources(input.oldSources, OLD_GO_PREFIX) : null;
  const prev = old ? await generatePrevious(old.files, options) : null;
  const oldSources = old && prev ? [...old.rest.filter((s) => s.id !== OLD_CRD_SOURCE), { id: OLD_CRD_SOURCE, text: prev.text }] : input.oldSources;
  const loadMs = performance.now() - t0;
  const checkInput = { ...(oldSources ? { oldSources } : {}), ...(input.options ? { options: input.options } : {}) };

  let result: CheckResult;
  let outcome: GoOutcome;
  if (cur) {
    const gen = generateAndCheck(files, options, cur.builtins ?? [], { ...checkInput, sources: rest.filter((s) => s.id !== CRD_SOURCE), crdSourceId: CRD_SOURCE });
    // every check diagnostic the engine placed in Go is reported there (once); the others stay on the generated CRD
    const moved = new Set<Diagnostic>();
    const diagnostics: Diagnostic[] = [];
    for (const g of [...gen.errors, ...gen.warnings]) {
      if (g.diagnostic && !g.file) continue; // nothing in Go made that part: it stays on the generated CRD
      if (!g.diagnostic && g.severity === 'warning' && !files.some((f) => f.path === g.file)) continue;
      if (g.diagnostic) moved.add(g.diagnostic);
      diagnostics.push(goDiagnostic(g, GO_PREFIX));
    }
    for (const d of gen.check.diagnostics) if (!moved.has(d)) diagnostics.push(d);
    if (cur.needed && !cur.builtins) diagnostics.unshift(loadFailure(cur.minor, GO_PREFIX + (files[0]?.path ?? '')));
    result = { ...gen.check, diagnostics };
    outcome = {
      crdText: gen.crdSources.find((s) => s.id === CRD_SOURCE)?.text ?? '',
      crds: gen.crds.map((c) => ({ fileName: c.fileName, name: c.name, yaml: c.yaml })),
      k8sApi: { minor: gen.k8sApi.minor, source: gen.k8sApi.source },
      generateMs: 0,
      loadMs,
    };
  } else {
    // only the previous CRD is Go: the CRD is the YAML editor's
    result = check({ sources: input.sources, ...checkInput });
    outcome = { crdText: input.sources.find((s) => s.id === CRD_SOURCE)?.text ?? '', crds: [], generateMs: 0, loadMs };
  }
  if (prev) {
    result = previousAtGo(result, prev);
    outcome.oldCrdText = prev.text;
    outcome.oldCrds = prev.gen.crds.map((c) => ({ fileName: c.fileName, name: c.name, yaml: c.yaml }));
  }
  const elapsed = performance.now() - t0;
  outcome.generateMs = elapsed - result.elapsedMs; // loading and generating: the check's own time is the result's
  return { result: { ...result, elapsedMs: elapsed }, go: outcome };
}
