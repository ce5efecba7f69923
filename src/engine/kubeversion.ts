// The Kubernetes versions the engine knows, and refusing the ones it does not: an unknown
// version is reported, never silently replaced by another version's behaviour.
import { DEFAULT_KUBE_VERSION, SUPPORTED_KUBE_VERSIONS, type KubeVersion } from './api';

/** "1.27 to 1.37": the supported range as the refusal messages name it. */
export const KUBE_VERSION_RANGE = `${SUPPORTED_KUBE_VERSIONS[0]} to ${SUPPORTED_KUBE_VERSIONS[SUPPORTED_KUBE_VERSIONS.length - 1]}`;

/** The supported version a value names ("1.36" or "v1.36"), or undefined. */
export function supportedKubeVersion(v: unknown): KubeVersion | undefined {
  if (typeof v !== 'string') return undefined;
  const s = v.trim().replace(/^v/, '');
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
