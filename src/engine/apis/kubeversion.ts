// The Kubernetes versions the engine knows, and what a Kubernetes version written as text means.
// A version is written "1.N": a minor release, as `--kube-version`, a batch request's
// "kubeVersion", the app's version option, share links and the embed API take it; one leading
// "v" and surrounding spaces are ignored ("v1.35", " 1.35 "). Nothing else is a version here: not
// a patch release ("1.35.0"), not "2.0", not "1.035". Every behaviour that depends on the version
// reads it with kubeMinor below. An unknown version is refused at the engine's entries (check(),
// the CLI, the app: resolveKubeVersion), never silently run as another version; below them a text
// that is not a version behaves as the default version.

export const SUPPORTED_KUBE_VERSIONS = ['1.27', '1.28', '1.29', '1.30', '1.31', '1.32', '1.33', '1.34', '1.35', '1.36', '1.37'] as const;
export type KubeVersion = (typeof SUPPORTED_KUBE_VERSIONS)[number];
export const DEFAULT_KUBE_VERSION: KubeVersion = '1.37';

/** "1.27 to 1.37": the supported range as the refusal messages name it. */
export const KUBE_VERSION_RANGE = `${SUPPORTED_KUBE_VERSIONS[0]} to ${SUPPORTED_KUBE_VERSIONS[SUPPORTED_KUBE_VERSIONS.length - 1]}`;

const VERSION_TEXT = /^v?1\.(0|[1-9][0-9]*)$/;

/** The minor N of a version written "1.N" ("v1.N", spaces around ignored), or undefined for any other value. */
export function readKubeMinor(v: unknown): number | undefined {
  if (typeof v !== 'string') return undefined;
  const m = VERSION_TEXT.exec(v.trim());
  return m ? Number(m[1]) : undefined;
}

const DEFAULT_MINOR = readKubeMinor(DEFAULT_KUBE_VERSION)!;

/**
 * The minor release whose behaviour a version asks for: its N when written "1.N" (any N: support
 * is decided at the entries), the default version's when absent or not a version.
 */
export function kubeMinor(kubeVersion: string | undefined): number {
  // asked for many times per object with the same text: the last answer is kept
  if (kubeVersion === lastText && kubeVersion !== undefined) return lastMinor;
  const minor = readKubeMinor(kubeVersion) ?? DEFAULT_MINOR;
  lastText = kubeVersion;
  lastMinor = minor;
  return minor;
}
let lastText: string | undefined;
let lastMinor = DEFAULT_MINOR;

/** The supported version a value names ("1.36", "v1.36", " 1.36 "), or undefined. */
export function supportedKubeVersion(v: unknown): KubeVersion | undefined {
  const minor = readKubeMinor(v);
  if (minor === undefined) return undefined;
  const s = `1.${minor}`;
  return (SUPPORTED_KUBE_VERSIONS as readonly string[]).includes(s) ? (s as KubeVersion) : undefined;
}

/** Why a requested version is refused, naming the supported range. */
export function unsupportedKubeVersionMessage(v: unknown): string {
  const shown = typeof v === 'string' ? JSON.stringify(v) : String(JSON.stringify(v) ?? v);
  return `Kubernetes version ${shown} is not supported: supported versions are ${KUBE_VERSION_RANGE}`;
}

/** The version a request asks for: the default when absent, an error when it is not supported. */
export function resolveKubeVersion(v: unknown): { ok: true; version: KubeVersion } | { ok: false; error: string } {
  if (v === undefined) return { ok: true, version: DEFAULT_KUBE_VERSION };
  const known = supportedKubeVersion(v);
  return known ? { ok: true, version: known } : { ok: false, error: unsupportedKubeVersionMessage(v) };
}
