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

/** The newest reveal (Problems → editor) an editor has carried out, by its nonce. */
let lastRevealed = 0;

export function revealed(nonce: number): void {
  lastRevealed = Math.max(lastRevealed, nonce);
}

/** Whether the reveal `nonce` was carried out already (an editor made after it must not repeat it). */
export function wasRevealed(nonce: number): boolean {
  return nonce <= lastRevealed;
}
