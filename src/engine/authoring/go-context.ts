// What the Go editor's writing help knows beyond the file asked about: the other Go files of the
// work, the CRDs the check worker generated from them (with the built-in k8s.io/api types loaded),
// the Kubernetes version and the UI language. The generation here runs without the built-in types
// (only for provenance: which Go line made which part of the CRD) and is kept for unchanged files,
// so hovers and code actions at every cursor move do not generate again.
import type { CheckResult } from '../api';
import type { JSONObject } from '../apis/json';
import { check } from '../pipeline/check';
import { parseCached } from '../pipeline/documents';
import { generate, type GeneratedCRD, type GoFile } from '../ops/generate';
import type { GoLocale } from './go-words';
import type { TextSpan } from './types';

/** A code action whose edits all apply to the Go file asked about. */
export interface GoCodeAction {
  title: string;
  /** `quickfix` for a problem; `refactor.rewrite` for an addition nothing reports as a problem. */
  kind: 'quickfix' | 'refactor.rewrite';
  isPreferred?: boolean;
  edits: { span: TextSpan; text: string }[];
}

export interface GoAssistContext {
  /** Every Go file (and go.mod) of the work; by default the file asked about alone. */
  files?: GoFile[];
  /**
   * The generated CRDs as the check worker wrote them (Go mode's `crd` text: `---`-joined YAML,
   * made with the built-in types). Schemas and rule costs are read from it; without it they are
   * generated here from `files`, without the built-in types.
   */
  crdText?: string;
  kubeVersion?: string;
  locale?: GoLocale;
}

let generated: { key: string; crds: GeneratedCRD[] } | null = null;

/** The CRDs generated from `files` without the built-in types (the last files' result is kept). */
export function generatedFrom(files: GoFile[]): GeneratedCRD[] {
  const key = JSON.stringify(files);
  if (generated?.key !== key) generated = { key, crds: generate(files).crds };
  return generated.crds;
}

/** The files of a context: `files`, with the file asked about at its current text. */
export function contextFiles(path: string, text: string, ctx: GoAssistContext | undefined): GoFile[] {
  const files = ctx?.files ?? [];
  return files.some((f) => f.path === path) ? files.map((f) => (f.path === path ? { path, text } : f)) : [...files, { path, text }];
}

/** The CRD text to read schemas and costs from: the check worker's, or the one generated here. */
export function crdTextOf(files: GoFile[], ctx: GoAssistContext | undefined): string {
  return ctx?.crdText?.trim()
    ? ctx.crdText
    : generatedFrom(files)
        .map((c) => c.yaml)
        .join('');
}

/** The CRD objects of a CRD text by metadata.name (parsed once per text: the language worker's warm-up parsed it already). */
export function crdObjectsOf(crdText: string): Map<string, JSONObject> {
  const out = new Map<string, JSONObject>();
  for (const d of parseCached(crdText)) {
    const v = d.value;
    if (typeof v !== 'object' || v === null || Array.isArray(v)) continue;
    const meta = v.metadata;
    const name = typeof meta === 'object' && meta !== null && !Array.isArray(meta) ? meta.name : undefined;
    if (typeof name === 'string') out.set(name, v);
  }
  return out;
}

let checked: { key: string; result: CheckResult } | null = null;

/** check() of the CRD text alone (rule costs and their bound suggestions), kept for the same text and version. */
export function checkCrdText(crdText: string, kubeVersion: string | undefined): CheckResult {
  const key = `${kubeVersion ?? ''}\n${crdText}`;
  if (checked?.key !== key) checked = { key, result: check({ sources: [{ id: 'crd', text: crdText }], options: kubeVersion ? { kubeVersion } : {} }) };
  return checked.result;
}

/** The UTF-16 offset of a 1-based line and column of `text`. */
export function offsetAt(text: string, line: number, column: number): number {
  let off = 0;
  for (let l = 1; l < line; l++) {
    const nl = text.indexOf('\n', off);
    if (nl < 0) return text.length;
    off = nl + 1;
  }
  return Math.min(text.length, off + column - 1);
}

/** The start offset of the line holding `offset`, and that line's leading white space. */
export function lineStartAt(text: string, offset: number): { start: number; indent: string } {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  return { start, indent: /^[ \t]*/.exec(text.slice(start))![0] };
}
