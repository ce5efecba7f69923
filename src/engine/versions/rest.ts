// The REST endpoints a CRD's served versions get (/apis/<group>/<version>/...) and the names
// kubectl accepts for the resource (plural, singular, short names, kind, and the
// `<plural>.<group>` / `<plural>.<version>.<group>` forms; matching is case-insensitive).
import type { CustomResourceDefinition } from '../apis/crd';
import { servedVersions } from './served';

export interface VersionEndpoints {
  version: string;
  /** collection path, e.g. /apis/stable.example.com/v1/namespaces/{namespace}/crontabs */
  collection: string;
  /** list across all namespaces (namespaced resources only) */
  allNamespaces?: string;
  item: string;
  status?: string;
  scale?: string;
}

export function restPaths(crd: CustomResourceDefinition): VersionEndpoints[] {
  const group = crd?.spec?.group ?? '';
  const plural = crd?.spec?.names?.plural ?? '';
  const namespaced = crd?.spec?.scope === 'Namespaced';
  const versions = Array.isArray(crd?.spec?.versions) ? crd.spec.versions : [];
  return servedVersions(crd).map((version) => {
    const base = `/apis/${group}/${version}`;
    const collection = namespaced ? `${base}/namespaces/{namespace}/${plural}` : `${base}/${plural}`;
    const item = `${collection}/{name}`;
    const out: VersionEndpoints = { version, collection, item };
    if (namespaced) out.allNamespaces = `${base}/${plural}`;
    const sub = versions.find((v) => v?.name === version)?.subresources;
    if (sub && typeof sub === 'object') {
      if (sub.status !== undefined && sub.status !== null) out.status = `${item}/status`;
      if (sub.scale !== undefined && sub.scale !== null) out.scale = `${item}/scale`;
    }
    return out;
  });
}

/** Resource names `kubectl get <name>` resolves to this CRD (lower-cased, de-duplicated). */
export function resourceNames(crd: CustomResourceDefinition): string[] {
  const names = crd?.spec?.names;
  const group = crd?.spec?.group ?? '';
  const out: string[] = [];
  const add = (n: unknown) => {
    if (typeof n !== 'string' || n.length === 0) return;
    const l = n.toLowerCase();
    if (!out.includes(l)) out.push(l);
  };
  add(names?.plural);
  add(names?.singular ?? names?.kind?.toLowerCase());
  for (const s of Array.isArray(names?.shortNames) ? names!.shortNames! : []) add(s);
  add(names?.kind);
  // schema.ParseResourceArg: `<resource>.<group>` and `<resource>.<version>.<group>`, where the
  // resource is matched against the plural and the singular name
  const singular = names?.singular || names?.kind?.toLowerCase();
  for (const r of [names?.plural, singular]) {
    if (!r || !group) continue;
    add(`${r}.${group}`);
    for (const v of servedVersions(crd)) add(`${r}.${v}.${group}`);
  }
  return out;
}
