// Go types to the apiserver's verdict in one call: generate() the CRDs, check() them (and the
// objects given) as kube-apiserver would, and move every diagnostic about a generated CRD to the
// Go position its part of the CRD came from (crdgen's provenance): a CEL compile error at its
// column inside the marker's rule argument, a default failing its own schema at the default
// marker, the client-side apply size limit at the fields whose descriptions cost most.
import type { CheckInput, CheckOptions, CheckResult, SourceText } from '../api';
import type { Diagnostic } from '../diagnostics';
import { check } from '../pipeline/check';
import { indexOfLineColumn } from '../yaml/scalarmap';
import { generate, provenanceLookup, type GenerateDiagnostic, type GenerateOptions, type GenerateResult, type GeneratedCRD, type GoFile, type GoPosition } from './generate';
import { descriptionCosts, type DescriptionCost } from './desccost';

export interface GenerateCheckInput {
  /** Objects (and any other texts) checked beside the generated CRDs. */
  sources?: SourceText[];
  /** Old objects for update semantics, a previous CRD (see CheckInput.oldSources). */
  oldSources?: SourceText[];
  options?: CheckOptions;
  /**
   * All generated CRDs in one source with this id (the files' texts joined, in `crds` order, so a
   * CRD's docIndex is its index); by default each CRD is its own source named by its file name.
   */
  crdSourceId?: string;
  /**
   * A previous CRD written in Go (a CRD update): generated from its own files and built-ins (with
   * the same options),
   * checked as the old source `sourceId` (replacing any old source of that id), and every problem
   * about it placed at its Go position (`previous` in the result).
   */
  previous?: { files: GoFile[]; builtins?: GoFile[]; sourceId: string };
}

/** The previous CRD generated from Go and its problems at their Go positions. */
export interface PreviousGenerateCheck {
  gen: GenerateResult;
  /** The previous CRDs' text as checked (the generated files joined, in `gen.crds` order). */
  text: string;
  /**
   * Every check() diagnostic about the previous CRD (in the result and in the CRDs' update
   * reports, each object once) at its Go position (`file` empty when nothing in Go made it);
   * a diagnostic about the whole CRD (no path) at its kind's type.
   */
  diagnostics: GenerateCheckDiagnostic[];
}

export interface GenerateCheckDiagnostic extends GenerateDiagnostic {
  /** The check() diagnostic it was mapped from (its range is in the generated CRD's text). */
  diagnostic?: Diagnostic;
  /** For the client-side apply size limit: the fields whose descriptions cost most. */
  descriptionCosts?: DescriptionCost[];
}

export interface GenerateCheckResult extends GenerateResult {
  errors: GenerateCheckDiagnostic[];
  warnings: GenerateCheckDiagnostic[];
  /** check() of the generated CRDs and the objects. */
  check: CheckResult;
  /** The CRD sources checked (id and text). */
  crdSources: SourceText[];
  /** With `previous` in the input. */
  previous?: PreviousGenerateCheck;
}

/** A dotted CRD path with `[i]` list items, the form of crdgen's provenance keys. */
export function crdPathOf(path: readonly (string | number)[]): string {
  let out = '';
  for (const seg of path) out += typeof seg === 'number' ? `[${seg}]` : out === '' ? seg : `.${seg}`;
  return out;
}

/** The provenance of `path` or of its nearest parent that has one, with the key found. */
export function provenanceAt(provenance: Record<string, GoPosition>, path: string): { key: string; pos: GoPosition } | undefined {
  return provenanceAtLookup((p) => (Object.prototype.hasOwnProperty.call(provenance, p) ? provenance[p] : undefined), path);
}

function provenanceAtLookup(lookup: (path: string) => GoPosition | undefined, path: string): { key: string; pos: GoPosition } | undefined {
  let p = path;
  for (;;) {
    const pos = lookup(p);
    if (pos) return { key: p, pos };
    const cut = Math.max(p.lastIndexOf('.'), p.lastIndexOf('['));
    if (cut <= 0) {
      const root = p !== '' ? lookup('') : undefined;
      return root ? { key: '', pos: root } : undefined;
    }
    p = p.slice(0, cut);
  }
}

/**
 * The source column of the `index`-th character of a marker argument written at `column` of
 * `line`: after the opening quote of a quoted or backtick string, with Go escapes (`\"`, `\\`,
 * `\n`, `\u00e9`, ...) taking their written width.
 */
export function argumentColumn(line: string, column: number, index: number): number {
  const start = column - 1;
  const open = line[start];
  if (open !== '"' && open !== '`') return column + index;
  let i = start + 1;
  for (let n = 0; n < index && i < line.length; n++) {
    if (open === '"' && line[i] === '\\') {
      const c = line[i + 1];
      const width = c === 'x' ? 4 : c === 'u' ? 6 : c === 'U' ? 10 : c !== undefined && c >= '0' && c <= '7' ? 4 : 2;
      i += width;
    } else i += 1;
  }
  return i + 1;
}

function lineOf(files: GoFile[], file: string, line: number): string {
  const f = files.find((x) => x.path === file);
  return f?.text.split('\n')[line - 1] ?? '';
}

function mapped(d: Diagnostic, crd: GeneratedCRD | undefined, files: GoFile[], fallback?: string): GenerateCheckDiagnostic {
  const severity = d.severity === 'error' ? 'error' : 'warning';
  const crdPath = d.path ? crdPathOf(d.path) : '';
  const out: GenerateCheckDiagnostic = { severity, file: '', line: 0, column: 0, message: d.message, origin: 'check', code: d.code, crdPath, diagnostic: d };
  if (!crd) return out;
  out.crd = crd.name;
  const lookup = provenanceLookup(crd);
  const hit = provenanceAtLookup(lookup, crdPath) ?? (fallback !== undefined ? provenanceAtLookup(lookup, fallback) : undefined);
  if (!hit) return out;
  const { pos, key } = hit;
  out.file = pos.file;
  out.line = pos.line;
  out.column = pos.column;
  if (pos.endLine !== undefined) out.endLine = pos.endLine;
  if (pos.endColumn !== undefined) out.endColumn = pos.endColumn;
  // a CEL error inside a rule: its column in the marker's argument
  const v = d.valuePosition;
  const value = d.path ? valueAt(crd.crd, d.path) : undefined;
  if (v && key === crdPath && typeof value === 'string') {
    const index = indexOfLineColumn(value, v.line, v.column);
    out.column = argumentColumn(lineOf(files, pos.file, pos.line), pos.column, index);
    out.endLine = pos.line;
    out.endColumn = out.column + 1;
  }
  return out;
}

function valueAt(root: unknown, path: readonly (string | number)[]): unknown {
  let cur = root;
  for (const seg of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string | number, unknown>)[seg];
  }
  return cur;
}

/** Every distinct diagnostic of `result` about source `id`: its list and its CRDs' update reports. */
function diagnosticsAbout(result: CheckResult, id: string): Diagnostic[] {
  const seen = new Set<Diagnostic>();
  const add = (list: readonly Diagnostic[] | undefined) => {
    for (const d of list ?? []) if (d.source === id) seen.add(d);
  };
  add(result.diagnostics);
  for (const c of result.crds) {
    add(c.update?.errors);
    add(c.update?.warnings);
    add(c.update?.oldErrors);
  }
  return [...seen];
}

/** The previous CRD's problems in `result` at their Go positions. */
function previousAtGo(result: CheckResult, prev: { gen: GenerateResult; files: GoFile[]; sourceId: string }): GenerateCheckDiagnostic[] {
  return diagnosticsAbout(result, prev.sourceId).map((d) => mapped(d, prev.gen.crds[d.docIndex], prev.files, 'kind'));
}

/** Generates the CRDs, checks them with `input`'s objects, and maps every CRD diagnostic back to Go. */
export function generateAndCheck(files: GoFile[], options: GenerateOptions = {}, builtins: GoFile[] = [], input: GenerateCheckInput | SourceText[] = {}): GenerateCheckResult {
  const extra: GenerateCheckInput = Array.isArray(input) ? { sources: input } : input;
  const gen = generate(files, options, builtins);
  const prevIn = extra.previous;
  const prevGen = prevIn ? generate(prevIn.files, options, prevIn.builtins ?? []) : undefined;
  const prevText = prevGen ? prevGen.crds.map((c) => c.yaml).join('') : '';
  const crdSources: SourceText[] = extra.crdSourceId !== undefined ? [{ id: extra.crdSourceId, text: gen.crds.map((c) => c.yaml).join('') }] : gen.crds.map((c) => ({ id: c.fileName, text: c.yaml }));
  const crdOf = (d: Diagnostic): GeneratedCRD | undefined =>
    extra.crdSourceId !== undefined ? (d.source === extra.crdSourceId ? gen.crds[d.docIndex] : undefined) : gen.crds.find((c) => c.fileName === d.source);
  const checkOptions: CheckOptions = { ...extra.options };
  const kubeVersion = options.kubeVersion ?? extra.options?.kubeVersion;
  if (kubeVersion !== undefined) checkOptions.kubeVersion = kubeVersion;
  const checkInput: CheckInput = { sources: [...crdSources, ...(extra.sources ?? [])], options: checkOptions };
  if (prevIn) checkInput.oldSources = [...(extra.oldSources ?? []).filter((s) => s.id !== prevIn.sourceId), { id: prevIn.sourceId, text: prevText }];
  else if (extra.oldSources) checkInput.oldSources = extra.oldSources;
  const result = check(checkInput);
  const errors: GenerateCheckDiagnostic[] = [...gen.errors];
  const warnings: GenerateCheckDiagnostic[] = [...gen.warnings];
  const userFiles = new Set(files.map((f) => f.path));
  for (const d of result.diagnostics) {
    const crd = crdOf(d);
    if (!crd || d.severity === 'info') continue;
    const m = mapped(d, crd, files);
    if (d.code === 'size-limit' && /last-applied-configuration/.test(d.message)) {
      const costs = descriptionCosts(crd, userFiles);
      if (costs.top.length > 0) {
        m.origin = 'size';
        m.descriptionCosts = costs.top;
        const first = costs.top[0]!;
        if (first.go) Object.assign(m, { file: first.go.file, line: first.go.line, column: first.go.column, endLine: first.go.endLine, endColumn: first.go.endColumn });
        const list = costs.top.map((c) => `${c.crdPath} (${c.bytes} bytes${c.go ? ` from ${c.go.file}:${c.go.line}:${c.go.column}` : ''})`).join(', ');
        m.message = `${crd.name}: ${d.message}; descriptions are ${costs.total} of its bytes, most of them under ${list}; --max-desc-len shortens them (0 drops them)`;
      }
    }
    (m.severity === 'error' ? errors : warnings).push(m);
  }
  const out: GenerateCheckResult = { ...gen, errors, warnings, check: result, crdSources };
  if (prevIn && prevGen) out.previous = { gen: prevGen, text: prevText, diagnostics: previousAtGo(result, { gen: prevGen, files: prevIn.files, sourceId: prevIn.sourceId }) };
  return out;
}
