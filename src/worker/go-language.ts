// The language worker's answers in Go mode's Go files: marker completion, marker hover and marker
// quick fixes (src/engine/authoring go-complete, go-quickfix). The Go files travel with the question;
// the one asked about is `path`.
import { goCodeActions, goComplete, goHover } from '../engine/index';
import type { AuthoringInput, CompletionList, GoCodeAction, HoverInfo, TextSpan } from '../engine/index';

/** A Go file of the work (its path without the `go:` text id prefix). */
export interface GoSourceFile {
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

export function answerGo(q: GoQuery): CompletionList | HoverInfo | GoCodeAction[] | null {
  const text = q.files.find((f) => f.path === q.path)?.text;
  if (text === undefined) return q.op === 'goCodeActions' ? [] : null;
  switch (q.op) {
    case 'goComplete':
      return goComplete(q.path, text, q.offset);
    case 'goHover':
      return goHover(q.path, text, q.offset);
    case 'goCodeActions':
      return goCodeActions(q.path, text, q.span);
  }
}
