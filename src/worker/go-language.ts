// The language worker's answers in Go mode's Go files: marker completion, hover on a marker (its help)
// or on a field (its generated schema), and code actions (marker fixes, the cost quick fix, a kind's
// resource and status markers) from src/engine/authoring go-*. The Go files travel with the question;
// the one asked about is `path`. The generated CRD text of the check worker (Go mode's `crd` text, made
// with the built-in k8s.io/api types) goes along as the context: this worker never loads those types
// (measured: loading them here and generating with them kept ~14 MB more heap and took seconds, while
// the CRD text is already parsed here by the warm-up).
import { goCodeActions, goComplete, goHover } from '../engine/index';
import type { AuthoringInput, CompletionList, GoAssistContext, GoCodeAction, HoverInfo, TextSpan } from '../engine/index';

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

function contextOf(q: GoQuery): GoAssistContext {
  return {
    files: q.files,
    crdText: q.input.texts.crd,
    ...(q.input.kubeVersion ? { kubeVersion: q.input.kubeVersion } : {}),
    ...(q.input.locale ? { locale: q.input.locale } : {}),
  };
}

export function answerGo(q: GoQuery): CompletionList | HoverInfo | GoCodeAction[] | null {
  const text = q.files.find((f) => f.path === q.path)?.text;
  if (text === undefined) return q.op === 'goCodeActions' ? [] : null;
  switch (q.op) {
    case 'goComplete':
      return goComplete(q.path, text, q.offset, q.input.locale);
    case 'goHover':
      return goHover(q.path, text, q.offset, contextOf(q));
    case 'goCodeActions':
      return goCodeActions(q.path, text, q.span, contextOf(q));
  }
}
