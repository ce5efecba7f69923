// The Monaco editors on the page by text id, for workspace commands that need an editor's cursor
// (next / previous problem).
import type { monaco } from './monaco';
import type { TextId } from '../../state/snapshot';

export const EDITORS = new Map<TextId, monaco.editor.IStandaloneCodeEditor>();
