// The two editor texts the engine's services and checks read for a file, as the playground holds
// them: the CRD side (every CRD file serving the file's objects, and the file itself when it defines
// CRDs) and the objects side.
import { inCrdDocument } from './documents';
import { joinTexts, type Joined } from './joined';
import { walkOrder, Workspace, type FileState } from './workspace';

/** The source id the CRD side is checked under: the authoring services read their CRDs under the same id, so a CRD loaded by one is loaded for the other. */
export const CRD_SOURCE = 'crd';

export interface CrdSide {
  joined: Joined;
  /** The CRD files in it, at the versions used. */
  used: FileState[];
  /** Keys of those versions (what a thread must have loaded to answer quickly). */
  keys: string[];
}

/** The CRD side of a file: the CRD files serving its objects and those defining a CRD of the same name as one of its own (`uses`: the group/kinds they are of; `version` picks which version of each) and the file itself if it defines CRDs, in the order `check` reads them. */
export function crdSide(ws: Workspace, f: FileState, version: (c: FileState) => FileState = (c) => c, uses: string[] = f.ties.uses): CrdSide {
  // a CRD file is read with the other files defining one of its CRDs, as `check` reads them all:
  // the one that comes last is used, and says so
  const serving = [...new Set([...ws.definers(uses), ...ws.namesakes(f.path, f.ties.names)])].filter((c) => c.path !== f.path).map(version);
  // in the order check reads them (the last of two CRDs of one name is used), each at its slot when
  // the slots follow that order (files opened before the folder was read took theirs earlier)
  const used = (f.ties.defines.length ? [...serving, f] : serving).sort(walkOrder);
  return { joined: joinTexts(used), used, keys: used.map(Workspace.key) };
}

/** The objects side of a CRD file: every file holding objects its CRDs serve; the file itself with its CRD documents blanked out. */
export function objectSide(ws: Workspace, f: FileState): Joined {
  return joinTexts(ws.users(f.ties.defines).map((u) => (u.path === f.path ? { ...u, text: objectsOnly(u.text) } : u)));
}

/** A text with its CustomResourceDefinition documents blanked (spaces, line ends and `---` lines kept): its offsets and positions are the text's. */
function objectsOnly(text: string): string {
  // split at the `---` lines (kept: the odd parts), as documents.ts reads documents
  return text
    .split(/(^---[ \t]*(?:#.*)?$)/m)
    .map((part, i) => (i % 2 === 0 && inCrdDocument(part, 0) ? part.replace(/[^\r\n]/g, ' ') : part))
    .join('');
}
