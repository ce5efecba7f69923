// Fill in: a code action on a custom object that misses required fields inserts them (the schema
// default, or a value from the sample generator that satisfies type/enum/pattern).
import type { AuthoringInput, CodeAction, EditorId, TextSpan } from './types';

export function fillInActions(input: AuthoringInput, editor: EditorId, span: TextSpan): CodeAction[] {
  void input;
  void editor;
  void span;
  return [];
}
