// Code actions for diagnostics whose message implies the fix.
import type { AuthoringInput, CodeAction, EditorId, TextSpan } from './types';

export function quickFixes(input: AuthoringInput, editor: EditorId, span: TextSpan): CodeAction[] {
  void input;
  void editor;
  void span;
  return [];
}
