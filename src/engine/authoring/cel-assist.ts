// CEL inside x-kubernetes-validations rules of the CRD editor: completion and hover.
import type { AuthoringInput, CompletionList, HoverInfo } from './types';

/** Completion at `offset` of the CRD text when it is inside a `rule:` or `messageExpression:` string. */
export function celComplete(input: AuthoringInput, offset: number): CompletionList | null {
  void input;
  void offset;
  return null;
}

/** Hover at `offset` of the CRD text when it is inside a `rule:` or `messageExpression:` string. */
export function celHover(input: AuthoringInput, offset: number): HoverInfo | null {
  void input;
  void offset;
  return null;
}
