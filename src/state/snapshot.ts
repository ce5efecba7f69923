// The user's work as one value: what autosave keeps and what a share link carries.
import { DEFAULT_KUBE_VERSION, SUPPORTED_KUBE_VERSIONS } from '../engine/api';
import { DEFAULT_CRD, DEFAULT_OBJECTS } from './examples';

export const EDITOR_IDS = ['crd', 'objects'] as const;
export type EditorId = (typeof EDITOR_IDS)[number];

export interface PlaygroundOptions {
  kubeVersion: string;
  /** Unknown fields are errors (kubectl --validate=strict). */
  strict: boolean;
}

export interface Snapshot {
  texts: Record<EditorId, string>;
  options: PlaygroundOptions;
  tab: string;
}

export const DEFAULT_TAB = 'problems';

export function defaultSnapshot(): Snapshot {
  return {
    texts: { crd: DEFAULT_CRD, objects: DEFAULT_OBJECTS },
    options: { kubeVersion: DEFAULT_KUBE_VERSION, strict: false },
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
  const kubeVersion =
    typeof o.kubeVersion === 'string' && (SUPPORTED_KUBE_VERSIONS as readonly string[]).includes(o.kubeVersion)
      ? o.kubeVersion
      : base.options.kubeVersion;
  return {
    texts: { crd, objects },
    options: { kubeVersion, strict: o.strict === true },
    tab: typeof v.tab === 'string' && v.tab !== '' ? v.tab : base.tab,
  };
}
