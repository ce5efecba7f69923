// The CRD editor outside CEL: completion and hover of CRD fields and structural-schema keywords.
import type { AuthoringInput, CompletionList, HoverInfo } from './types';

export function crdComplete(input: AuthoringInput, offset: number): CompletionList | null {
  void input;
  void offset;
  return null;
}

export function crdHover(input: AuthoringInput, offset: number): HoverInfo | null {
  void input;
  void offset;
  return null;
}
