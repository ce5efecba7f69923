// Questions about a place in a file (completion, hover, definition, code actions), answered by
// the engine's authoring services as the playground's editors ask them: in a CRD document with
// the CRD editor's services (the file as the CRD text, the files of its objects as the objects
// text), anywhere else with the objects editor's (the file as the objects text, the CRD files
// serving it, at their last loaded versions, as the CRD text). Answers name places in any file.
import type { AuthoringInput, EditorId } from '../engine';
import type { Checks } from './checks';
import { scanFile } from '../cli/scan';
import { documentAt, inCrdDocument } from './documents';
import { joinTexts, locate, type Joined } from './joined';
import { crdSide, objectSide } from './sides';
import type { FileState, Workspace } from './workspace';

export interface Question {
  editor: EditorId;
  input: AuthoringInput;
  /** The CRD file versions the input holds. */
  needs: string[];
  /** The editors' texts as joined from files. */
  sides: { crd: Joined; objects: Joined };
  /** Where the file's text starts in its editor's text. */
  base: number;
}

/** The question's input for a place in a file; null for a file that gets nothing (Helm templates, not YAML/JSON). */
export function question(ws: Workspace, checks: Checks, f: FileState, offset: number): Question | null {
  if (f.skipped) return null;
  if (inCrdDocument(f.text, offset)) {
    // the CRD side as the file's check reads it (current versions): the CRDs it loaded serve the question
    const side = crdSide(ws, f);
    const objects = objectSide(ws, f);
    const base = side.joined.segments.find((s) => s.path === f.path)?.start ?? 0;
    return { editor: 'crd', input: { texts: { crd: side.joined.text, objects: objects.text }, kubeVersion: checks.kubeVersion }, needs: side.keys, sides: { crd: side.joined, objects }, base };
  }
  const side = crdSide(ws, f, (c) => checks.loaded.get(c.path) ?? c, usesAt(ws, f, offset));
  const objects = joinTexts([f]);
  return { editor: 'objects', input: { texts: { crd: side.joined.text, objects: f.text }, kubeVersion: checks.kubeVersion }, needs: side.keys, sides: { crd: side.joined, objects }, base: 0 };
}

/** More CRDs than the engine keeps loaded (32) would all be loaded again at every question (seconds for a large workspace). */
const MAX_OFFERED_CRDS = 32;

/** The value of a document's top `apiVersion` / `kind` key, block or flow, quoted or not (made once: read at every question). */
const TYPE_META_VALUE = Object.fromEntries(
  (['apiVersion', 'kind'] as const).map((field) => [field, new RegExp(`(?:^|[{,])[ \\t]*["']?${field}["']?[ \\t]*:[ \\t]*["']?([^"'\\s#,}]+)`, 'm')]),
) as Record<'apiVersion' | 'kind', RegExp>;
const typeMetaValue = (doc: string, field: 'apiVersion' | 'kind'): string | undefined => TYPE_META_VALUE[field].exec(doc)?.[1];

/**
 * The group/kinds whose CRD files an objects question reads: the file's; and when no CRD file
 * serves the document at the offset (an object being written), the CRDs its apiVersion and kind
 * may still name: of its kind, else of its group, else all (a document with only `apiVersion:`
 * typed), so that apiVersion and kind complete from them. Not for a document that names a kind
 * no CRD defines (a Deployment), one with other keys and neither apiVersion nor kind (Helm values),
 * or more CRDs than the engine keeps loaded.
 */
function usesAt(ws: Workspace, f: FileState, offset: number): string[] {
  const { start, end } = documentAt(f.text, offset);
  const doc = f.text.slice(start, end);
  if (ws.definers(scanFile(doc).uses).length > 0) return f.ties.uses;
  const kind = typeMetaValue(doc, 'kind');
  const apiVersion = typeMetaValue(doc, 'apiVersion');
  const group = apiVersion?.includes('/') ? apiVersion.slice(0, apiVersion.indexOf('/')) : undefined;
  if (!/(?:apiVersion|kind)["']?[ \t]*:/.test(doc) && /[\w.-]["']?[ \t]*:/.test(doc)) return f.ties.uses;
  const offered = ws.defined().filter((d) => (kind ? d.endsWith(`/${kind}`) : group ? d.startsWith(`${group}/`) : true));
  return offered.length > 0 && offered.length <= MAX_OFFERED_CRDS ? [...new Set([...f.ties.uses, ...offered])] : f.ties.uses;
}

/** Where an offset of an editor's text is: the file and its text as the question read it. */
export function place(q: Question, editor: EditorId, offset: number): { path: string; text: string; offset: number } | null {
  const j = editor === 'crd' ? q.sides.crd : editor === 'objects' ? q.sides.objects : null;
  const at = j ? locate(j, offset) : null;
  return at ? { path: at.segment.path, text: at.segment.text, offset: at.offset } : null;
}
