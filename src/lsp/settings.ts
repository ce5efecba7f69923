// The server's settings (section `crdPlayground`): from the client's configuration when it
// answers workspace/configuration, else from initializationOptions (Helix, Neovim).
import { supportedKubeVersion, unsupportedKubeVersionMessage } from '../engine';

export interface Settings {
  /** The Kubernetes version objects and CRDs are checked at (`1.N`); the engine's newest when absent. */
  kubeVersion?: string;
  /** Globs of more CRD files (relative to each workspace folder, or absolute). */
  crds: string[];
}

/** The settings in a configuration value (`{kubeVersion, crds}` or `{crdPlayground: {...}}`), and a warning for a value not used. */
export function readSettings(value: unknown): { settings: Settings; warning?: string } {
  const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
  let o = obj(value);
  if ('crdPlayground' in o) o = obj(o.crdPlayground);
  const settings: Settings = { crds: Array.isArray(o.crds) ? o.crds.filter((g): g is string => typeof g === 'string' && g !== '') : [] };
  if (o.kubeVersion === undefined || o.kubeVersion === null || o.kubeVersion === '') return { settings };
  const known = supportedKubeVersion(o.kubeVersion);
  if (known) return { settings: { ...settings, kubeVersion: known } };
  return { settings, warning: `crdPlayground.kubeVersion: ${unsupportedKubeVersionMessage(o.kubeVersion)}; checking at the newest version` };
}
