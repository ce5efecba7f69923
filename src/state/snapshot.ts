// The user's work as one value: what autosave keeps and what a share link carries.
import { DEFAULT_KUBE_VERSION, type RequestKind } from '../engine';
import { DEFAULT_CRD, DEFAULT_OBJECTS } from './examples';
import { kubeVersionFor } from './kube-version';

/** The two editors. */
export type EditorId = 'crd' | 'objects';
/** A Go file of Go mode, by its path (`go:api/v1/types.go`, `go:go.mod`). */
export type GoTextId = `go:${string}`;
/** A Go file of the previous CRD written in Go (CRD update), by its path (`oldgo:api/v1/types.go`). */
export type OldGoTextId = `oldgo:${string}`;
/** Every text of the work: the two editors, the old objects of an update, the previous CRD and the Go files. */
export type TextId = EditorId | 'old' | 'oldCrd' | GoTextId | OldGoTextId;
/** The fixed texts a share link, a state file or the embed API can carry (the Go files come beside them). */
export const TEXT_IDS: readonly TextId[] = ['crd', 'objects', 'old', 'oldCrd'];
/** Where the CRD comes from: the YAML editor, or Go types with markers (generated in the worker). */
export type CrdSource = 'yaml' | 'go';
/** A Go mode's work holds at most this many files, each path at most `MAX_GO_PATH` characters. */
export const MAX_GO_FILES = 64;
export const MAX_GO_PATH = 200;
export const REQUEST_KINDS: readonly RequestKind[] = ['create', 'update', 'status'];

export interface PlaygroundOptions {
  kubeVersion: string;
  /** Unknown fields are errors (kubectl --validate=strict). */
  strict: boolean;
  /** The request the objects are sent with (create unless set). */
  request?: RequestKind;
  /** The CRD is an update of the one in the cluster (`texts.oldCrd`); false unless set. */
  crdUpdate?: boolean;
  /** Go mode: the CRD is generated from the Go files (`texts['go:<path>']`); YAML unless set. */
  crdSource?: CrdSource;
  /** Where the previous CRD of a CRD update comes from: `texts.oldCrd`, or Go files (`texts['oldgo:<path>']`); YAML unless set. */
  oldCrdSource?: CrdSource;
}

export interface Snapshot {
  /**
   * `old`: the previous objects of an update (absent in work saved before updates existed).
   * `oldCrd`: the CRD as it is in the cluster, for a CRD update (absent in work saved before CRD updates existed).
   */
  texts: Record<EditorId, string> & { old?: string; oldCrd?: string } & { [file: GoTextId]: string } & { [file: OldGoTextId]: string };
  options: PlaygroundOptions;
  tab: string;
}

const DEFAULT_TAB = 'problems';
/** The ids of the result tabs (the UI's RESULT_TABS, in their order; a test keeps the two equal). */
export const RESULT_TAB_IDS = ['problems', 'pruned', 'defaulted', 'cel', 'versions', 'columns', 'openapi', 'compatibility', 'changes'] as const;

export function defaultSnapshot(): Snapshot {
  return {
    texts: { crd: DEFAULT_CRD, objects: DEFAULT_OBJECTS, old: '', oldCrd: '' },
    options: { kubeVersion: DEFAULT_KUBE_VERSION, strict: false, request: 'create', crdUpdate: false },
    tab: DEFAULT_TAB,
  };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Reads a snapshot from untrusted data (storage, links, files); null when it is not one. */
export function parseSnapshot(v: unknown): Snapshot | null {
  if (!isRecord(v) || !isRecord(v.texts)) return null;
  const { crd, objects } = v.texts;
  if (typeof crd !== 'string' || typeof objects !== 'string') return null;
  const base = defaultSnapshot();
  const o = isRecord(v.options) ? v.options : {};
  // an unknown version opens at the default (refusedKubeVersion tells the caller which one it was)
  const kubeVersion = kubeVersionFor(o.kubeVersion).kubeVersion;
  const snap: Snapshot = {
    texts: { crd, objects },
    options: { kubeVersion, strict: o.strict === true },
    tab: typeof v.tab === 'string' && v.tab !== '' ? v.tab : base.tab,
  };
  // format 2: the old objects and the request, kept only when written (older work has neither)
  if (typeof v.texts.old === 'string') snap.texts.old = v.texts.old;
  if ((REQUEST_KINDS as readonly unknown[]).includes(o.request)) snap.options.request = o.request as RequestKind;
  // format 3: the previous CRD and the CRD-update switch, kept only when written
  if (typeof v.texts.oldCrd === 'string') snap.texts.oldCrd = v.texts.oldCrd;
  if (typeof o.crdUpdate === 'boolean') snap.options.crdUpdate = o.crdUpdate;
  // format 4: Go mode and its files, in the order written
  let files = 0;
  for (const [id, text] of Object.entries(v.texts)) {
    if (!isGoTextId(id) || typeof text !== 'string' || !validGoPath(goPath(id)) || files >= MAX_GO_FILES) continue;
    snap.texts[id] = text;
    files++;
  }
  if (o.crdSource === 'go' || o.crdSource === 'yaml') snap.options.crdSource = o.crdSource;
  // format 4, later: the previous CRD in Go (its files and the switch), absent in earlier format-4 work
  let oldFiles = 0;
  for (const [id, text] of Object.entries(v.texts)) {
    if (!isOldGoTextId(id) || typeof text !== 'string' || !validGoPath(oldGoPath(id)) || oldFiles >= MAX_GO_FILES) continue;
    snap.texts[id] = text;
    oldFiles++;
  }
  if (o.oldCrdSource === 'go' || o.oldCrdSource === 'yaml') snap.options.oldCrdSource = o.oldCrdSource;
  return snap;
}

/** The Kubernetes version snapshot data asks for when it is one the engine does not know. */
export function refusedKubeVersion(v: unknown): string | undefined {
  if (!isRecord(v) || !isRecord(v.options)) return undefined;
  return kubeVersionFor(v.options.kubeVersion).refused;
}

/** The request of a snapshot's options (create when unset). */
export function requestOf(options: Pick<PlaygroundOptions, 'request'>): RequestKind {
  return options.request ?? 'create';
}

/** Whether the work uses update semantics at all (a request other than create, or old objects). */
export function usesUpdate(snap: Pick<Snapshot, 'texts' | 'options'>): boolean {
  return requestOf(snap.options) !== 'create' || (snap.texts.old ?? '') !== '';
}

/** Whether the work checks a CRD update at all (the switch on, or a previous CRD written). */
export function usesCrdUpdate(snap: Pick<Snapshot, 'texts' | 'options'>): boolean {
  return snap.options.crdUpdate === true || (snap.texts.oldCrd ?? '') !== '';
}

/**
 * The work with the update fields filled in (old objects and previous CRD '', request create and
 * CRD update off when absent).
 */
export function withUpdateDefaults<T extends Pick<Snapshot, 'texts' | 'options'>>(snap: T): T {
  return {
    ...snap,
    texts: { ...snap.texts, old: snap.texts.old ?? '', oldCrd: snap.texts.oldCrd ?? '' },
    options: { ...snap.options, request: requestOf(snap.options), crdUpdate: snap.options.crdUpdate === true },
  };
}

export function isGoTextId(id: string): id is GoTextId {
  return id.startsWith('go:');
}

/** The text id of a Go file's path. */
export function goTextId(path: string): GoTextId {
  return `go:${path}`;
}

/** The path of a Go file's text id. */
export function goPath(id: GoTextId): string {
  return id.slice(3);
}

/**
 * A path a Go file may have: relative, `/`-separated, no empty, `.` or `..` part, no backslash or
 * control character, at most MAX_GO_PATH characters; a `.go` file or `go.mod`.
 */
export function validGoPath(path: string): boolean {
  if (path.length === 0 || path.length > MAX_GO_PATH || /[\\\u0000-\u001f]/.test(path)) return false;
  const parts = path.split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..')) return false;
  const base = parts[parts.length - 1];
  return base === 'go.mod' || (base.endsWith('.go') && base.length > 3);
}

/** The Go files of the work, in their order: text id and path. */
export function goFiles(texts: Snapshot['texts']): { id: GoTextId; path: string; text: string }[] {
  const out: { id: GoTextId; path: string; text: string }[] = [];
  for (const [id, text] of Object.entries(texts)) if (isGoTextId(id) && typeof text === 'string') out.push({ id, path: goPath(id), text });
  return out;
}

/** Every text id the work holds: the fixed ones it has, then its Go files, then the previous CRD's Go files. */
export function textIdsOf(texts: Snapshot['texts']): TextId[] {
  return [...TEXT_IDS.filter((id) => texts[id] !== undefined), ...goFiles(texts).map((f) => f.id), ...oldGoFiles(texts).map((f) => f.id)];
}

export function isOldGoTextId(id: string): id is OldGoTextId {
  return id.startsWith('oldgo:');
}

/** The text id of a previous-CRD Go file's path. */
export function oldGoTextId(path: string): OldGoTextId {
  return `oldgo:${path}`;
}

export function oldGoPath(id: OldGoTextId): string {
  return id.slice(6);
}

/** The previous CRD's Go files, in their order: text id and path. */
export function oldGoFiles(texts: Snapshot['texts']): { id: OldGoTextId; path: string; text: string }[] {
  const out: { id: OldGoTextId; path: string; text: string }[] = [];
  for (const [id, text] of Object.entries(texts)) if (isOldGoTextId(id) && typeof text === 'string') out.push({ id, path: oldGoPath(id), text });
  return out;
}

/** Whether the previous CRD of a CRD update is generated from Go types. */
export function isOldGoMode(options: Pick<PlaygroundOptions, 'oldCrdSource'>): boolean {
  return options.oldCrdSource === 'go';
}

/** Whether the CRD is generated from Go types. */
export function isGoMode(options: Pick<PlaygroundOptions, 'crdSource'>): boolean {
  return options.crdSource === 'go';
}

/** Whether the work uses Go mode at all (the switch on Go, or Go files written). */
export function usesGo(snap: Pick<Snapshot, 'texts' | 'options'>): boolean {
  return isGoMode(snap.options) || goFiles(snap.texts).length > 0 || isOldGoMode(snap.options) || oldGoFiles(snap.texts).length > 0;
}

/** The texts without the Go files. */
export function withoutGoFiles(texts: Snapshot['texts']): Snapshot['texts'] {
  const out = { ...texts };
  for (const f of goFiles(texts)) delete out[f.id];
  return out;
}
