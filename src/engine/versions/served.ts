// Version helpers of a CRD: storage version (apihelpers.GetCRDStorageVersion), served versions,
// the version discovery prefers (customresource_discovery_controller: served versions sorted by
// kube-aware priority, the first is PreferredVersion, which kubectl uses when no version is given),
// and the deprecation warning a request to a deprecated version receives
// (customresource_handler.go defaultDeprecationWarning, or the version's deprecationWarning).
import type { CustomResourceDefinition, CustomResourceDefinitionVersion } from '../apis/crd';
import { compareKubeAwareVersionStrings, sortVersionsByPriority } from './priority';

function versionsOf(crd: CustomResourceDefinition): CustomResourceDefinitionVersion[] {
  const vs = crd?.spec?.versions;
  return Array.isArray(vs) ? vs.filter((v) => v && typeof v === 'object' && typeof v.name === 'string') : [];
}

/** GetCRDStorageVersion: the first version with storage: true (undefined for an invalid CRD). */
export function storageVersion(crd: CustomResourceDefinition): string | undefined {
  return versionsOf(crd).find((v) => v.storage === true)?.name;
}

/** Names of served versions, in priority order. */
export function servedVersions(crd: CustomResourceDefinition): string[] {
  return sortVersionsByPriority(
    versionsOf(crd)
      .filter((v) => v.served === true)
      .map((v) => v.name),
  );
}

/** Discovery's PreferredVersion: the highest-priority served version. */
export function defaultVersion(crd: CustomResourceDefinition): string | undefined {
  return servedVersions(crd)[0];
}

/**
 * defaultDeprecationWarning: `<group>/<version> <Kind> is deprecated`, plus
 * `; use <group>/<v> <Kind>` naming the highest-priority served, non-deprecated version that ranks
 * above the deprecated one.
 */
export function defaultDeprecationWarning(crd: CustomResourceDefinition, deprecatedVersion: string): string {
  const group = crd?.spec?.group ?? '';
  const kind = crd?.spec?.names?.kind ?? '';
  let msg = `${group}/${deprecatedVersion} ${kind} is deprecated`;
  const candidates = versionsOf(crd)
    .filter((v) => v.served === true && v.deprecated !== true && compareKubeAwareVersionStrings(deprecatedVersion, v.name) < 0)
    .map((v) => v.name);
  if (candidates.length === 0) return msg;
  msg += `; use ${group}/${sortVersionsByPriority(candidates)[0]} ${kind}`;
  return msg;
}

/** The warning a request to `version` gets: its deprecationWarning, else the default text; '' when not deprecated. */
export function deprecationWarning(crd: CustomResourceDefinition, version: string): string {
  const v = versionsOf(crd).find((x) => x.name === version);
  if (!v || v.deprecated !== true) return '';
  if (typeof v.deprecationWarning === 'string') return v.deprecationWarning;
  return defaultDeprecationWarning(crd, version);
}
