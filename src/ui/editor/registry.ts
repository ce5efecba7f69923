// The editors on the page by text id (Monaco, or the text area until Monaco has loaded), for
// workspace commands that need an editor's cursor (next / previous problem) or its focus.
import type { TextId } from '../../state/snapshot';
import type { Position } from './plainText';

export interface EditorHandle {
  focus(): void;
  /** Where the selection starts (1-based), or null when the editor has none. */
  selectionStart(): Position | null;
}

export const EDITORS = new Map<TextId, EditorHandle>();
