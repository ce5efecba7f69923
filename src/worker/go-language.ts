// The language worker's answers in Go mode's Go files: marker completion, hover on a marker (its help)
// or on a field (its generated schema) and marker quick fixes (src/engine/authoring go-complete, go-quickfix). The Go files travel with the question;
// the one asked about is `path`.
import { generate, goCodeActions, goComplete, goFieldHover, goHover } from '../engine/index';
import type { AuthoringInput, CompletionList, GeneratedForHover, GoCodeAction, HoverInfo, TextSpan } from '../engine/index';

/** A Go file of the work (its path without the `go:` text id prefix). */
interface GoSourceFile {
  path: string;
  text: string;
}

interface GoAt {
  /** The editors' texts as for the YAML editors (in Go mode `crd` is the generated CRD). */
  input: AuthoringInput;
  files: GoSourceFile[];
  path: string;
}

export type GoQuery = (GoAt & { op: 'goComplete'; offset: number }) | (GoAt & { op: 'goHover'; offset: number }) | (GoAt & { op: 'goCodeActions'; span: TextSpan });

/** The CRDs generated from the last Go files asked about (hovers over fields of unchanged files reuse them). */
let generated: { key: string; crds: GeneratedForHover[] } | null = null;

/**
 * The CRDs generated from `files` for a field's hover. The built-in k8s.io/api types are not loaded
 * here (the check worker has them): a field of such a type shows what generation makes without them.
 */
function crdsOf(files: GoSourceFile[]): GeneratedForHover[] {
  const key = JSON.stringify(files);
  if (generated?.key !== key) generated = { key, crds: generate(files).crds };
  return generated.crds;
}

export function answerGo(q: GoQuery): CompletionList | HoverInfo | GoCodeAction[] | null {
  const text = q.files.find((f) => f.path === q.path)?.text;
  if (text === undefined) return q.op === 'goCodeActions' ? [] : null;
  switch (q.op) {
    case 'goComplete':
      return goComplete(q.path, text, q.offset);
    case 'goHover':
      return goHover(q.path, text, q.offset) ?? goFieldHover(crdsOf(q.files), q.path, text, q.offset);
    case 'goCodeActions':
      return goCodeActions(q.path, text, q.span);
  }
}
