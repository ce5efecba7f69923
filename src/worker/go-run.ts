// Go mode in the engine worker: the Go files are turned into CRDs (what controller-gen writes), the
// generated CRDs become the `crd` source of the check, and every problem that has a Go origin is
// reported at that Go position (the generator's provenance map). Loaded by engine.worker.ts only when
// a run is in Go mode, so the YAML playground's worker never loads the Go reader, the generator or
// the k8s.io/api data.
import { check, generate, importsOf, k8sApiMinorFor } from '../engine/index';
import type { CheckInput, CheckResult, SourceText } from '../engine/api';
import type { Diagnostic } from '../engine/diagnostics';
import type { GenerateDiagnostic, GenerateResult, GoFile, GoPosition } from '../engine/ops/generate';
import type { GoOutcome, RunInput } from './protocol';
import { loadK8sApi } from '../k8sapi/index';

/** The text id prefix of a Go file among a run's sources. */
const GO_PREFIX = 'go:';

const builtinsByMinor = new Map<string, Promise<GoFile[] | null>>();

/** The built-in types of one k8s.io/api minor, loaded once (null when that minor has no data). */
function builtinsFor(minor: string): Promise<GoFile[] | null> {
  let p = builtinsByMinor.get(minor);
  if (!p) {
    p = loadK8sApi(minor).then(
      (files) => files,
      () => {
        builtinsByMinor.delete(minor); // offline: the next run asks again
        return null;
      },
    );
    builtinsByMinor.set(minor, p);
  }
  return p;
}

/** A dotted CRD document path with `[i]` list items (the provenance map's keys) of a diagnostic's DocPath. */
export function crdPathOf(path: readonly (string | number)[]): string {
  let out = '';
  for (const seg of path) out += typeof seg === 'number' ? `[${seg}]` : out === '' ? seg : `.${seg}`;
  return out;
}

/** The provenance entry of `path` or of its nearest parent that has one. */
export function provenanceAt(provenance: Record<string, GoPosition>, path: string): GoPosition | undefined {
  let p = path;
  for (;;) {
    const hit = provenance[p];
    if (hit) return hit;
    const cut = Math.max(p.lastIndexOf('.'), p.lastIndexOf('['));
    if (cut <= 0) return undefined;
    p = p.slice(0, cut);
  }
}

type GoRange = GoPosition & { endLine?: number; endColumn?: number };

function rangeOf(pos: GoRange, columnShift = 0): NonNullable<Diagnostic['range']> {
  const column = pos.column + columnShift;
  const endLine = columnShift === 0 && pos.endLine !== undefined ? pos.endLine : pos.line;
  const endColumn = columnShift === 0 && pos.endColumn !== undefined && pos.endColumn > pos.column ? pos.endColumn : column + 1;
  return { start: { offset: 0, line: pos.line, column }, end: { offset: 0, line: endLine, column: endColumn } };
}

/** A generation error or warning as a diagnostic of the Go file it is about. */
function generationDiagnostic(g: GenerateDiagnostic): Diagnostic {
  const d: Diagnostic = {
    code: 'note',
    severity: g.severity,
    origin: g.origin === 'check' ? 'crd' : 'document',
    source: GO_PREFIX + g.file,
    docIndex: 0,
    field: g.crdPath ?? '',
    type: `go.${g.origin}`,
    detail: g.message,
    message: g.message,
  };
  if (g.line > 0) d.range = rangeOf(g as GoRange);
  return d;
}

/**
 * A check diagnostic about a generated CRD, moved to the Go position its part of the CRD came from
 * (a CEL error at its column inside the marker's rule); unchanged when nothing in Go made that part.
 */
function atGo(d: Diagnostic, gen: GenerateResult, files: GoFile[]): Diagnostic {
  if (d.source !== 'crd' || !d.path) return d;
  const crd = gen.crds[d.docIndex];
  if (!crd) return d;
  const path = crdPathOf(d.path);
  const pos = provenanceAt(crd.provenance, path);
  if (!pos) return d;
  return { ...d, source: GO_PREFIX + pos.file, docIndex: 0, range: rangeOf(pos as GoRange, ruleShift(d, pos, crd.provenance[path] === pos, files)) };
}

/**
 * How far into a marker's rule argument a CEL error is: the rule's own column (the provenance names
 * the argument, after its opening quote or backtick when it has one); 0 when it is not a rule's error.
 */
function ruleShift(d: Diagnostic, pos: GoPosition, exact: boolean, files: GoFile[]): number {
  const v = d.valuePosition;
  if (!v || !exact || v.line !== 1) return 0;
  const line = files.find((f) => f.path === pos.file)?.text.split('\n')[pos.line - 1] ?? '';
  const quoted = line[pos.column - 1] === '"' || line[pos.column - 1] === '`';
  return v.column - 1 + (quoted ? 1 : 0);
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
  const gen = generate(files, options, builtins ?? undefined);
  const crdText = gen.crds.map((c) => (c.yaml.startsWith('---') ? c.yaml : `---\n${c.yaml}`)).join('');
  const generateMs = performance.now() - t0;
  const checkInput: CheckInput = { ...input, sources: [{ id: 'crd', text: crdText }, ...rest] };
  delete (checkInput as RunInput).go;
  const result = check(checkInput);
  const diagnostics = [...gen.errors, ...gen.warnings].filter((g) => g.origin !== 'check').map(generationDiagnostic);
  for (const d of result.diagnostics) diagnostics.push(atGo(d, gen, files));
  if (needsBuiltins && !builtins) {
    const message = `the built-in Kubernetes types of k8s.io/api ${k8sApi.minor} could not be loaded (offline?): imports of k8s.io packages are not resolved`;
    diagnostics.unshift({ code: 'note', severity: 'error', origin: 'document', source: GO_PREFIX + (files[0]?.path ?? ''), docIndex: 0, field: '', type: 'go.load', detail: message, message });
  }
  return {
    result: { ...result, diagnostics, elapsedMs: result.elapsedMs + generateMs },
    go: {
      crdText,
      crds: gen.crds.map((c) => ({ fileName: c.fileName, name: c.name, yaml: c.yaml })),
      k8sApi: { minor: gen.k8sApi?.minor ?? k8sApi.minor, source: gen.k8sApi?.source ?? k8sApi.source },
      generateMs,
    },
  };
}
