// ValidateCustomResourceDefinitionStoredVersions (apis/apiextensions/validation/validation.go) and
// the status.storedVersions bookkeeping of the CRD registry strategy (PrepareForCreate /
// PrepareForUpdate): on create storedVersions is the storage version; on update the old list is
// kept and the (new) storage version appended. A version stays in storedVersions until a storage
// migration removes it, so it may not leave spec.versions.
import { FieldPath } from '../field/path';
import { FieldError, invalid } from '../field/errors';
import { goStringSlice, goVersionValue } from './gostring';
import { kubeMinor } from '../apis/kubeversion';
import type { CustomResourceDefinitionVersion } from '../apis/crd';

export function validateCustomResourceDefinitionStoredVersions(
  storedVersionsOrNil: string[] | undefined,
  versions: CustomResourceDefinitionVersion[],
  fldPath: FieldPath,
  kubeVersion: string,
): FieldError[] {
  const storedVersions = storedVersionsOrNil ?? [];
  if (storedVersions.length === 0) return [invalid(fldPath, goStringSlice(storedVersionsOrNil, kubeVersion), 'must have at least one stored version')];
  const errs: FieldError[] = [];
  const stored = new Map<string, number>();
  storedVersions.forEach((v, i) => stored.set(v, i));
  const newMessages = kubeMinor(kubeVersion) >= 33;
  for (const v of versions) {
    const ok = stored.has(v.name);
    if (v.storage && !ok) {
      // 1.33+ passes the storedVersions list, earlier releases the version struct
      const bad = newMessages ? goStringSlice(storedVersions, kubeVersion) : goVersionValue(v, kubeVersion);
      errs.push(invalid(fldPath, bad, 'must have the storage version ' + v.name));
    }
    if (ok) stored.delete(v.name);
  }
  // Go iterates a map here (random order); index order is used instead.
  for (const [v, i] of [...stored.entries()].sort((a, b) => a[1] - b[1])) {
    const msg = newMessages
      ? `missing from spec.versions; ${v} was previously a storage version, and must remain in spec.versions until a storage migration ensures no data remains persisted in ${v} and removes ${v} from status.storedVersions`
      : 'must appear in spec.versions';
    errs.push(invalid(fldPath.index(i), v, msg));
  }
  return errs;
}

/** PrepareForCreate / PrepareForUpdate: the storedVersions the server validates. */
export function storedVersionsAfterWrite(versions: CustomResourceDefinitionVersion[], oldStoredVersions: string[] | undefined): string[] {
  const out = [...(oldStoredVersions ?? [])];
  const storage = versions.find((v) => v.storage === true);
  if (storage && !out.includes(storage.name)) out.push(storage.name);
  return out;
}

export const STORED_VERSIONS_PATH = FieldPath.of('status', 'storedVersions');

/**
 * Plain-language advice (the playground's, after the versioning docs) for an update that changes the
 * storage version or drops a version that may still hold stored objects.
 */
export function storedVersionsAdvice(versions: CustomResourceDefinitionVersion[], oldStoredVersions: string[] | undefined): string[] {
  const stored = storedVersionsAfterWrite(versions, oldStoredVersions);
  const names = new Set(versions.map((v) => v.name));
  const storage = versions.find((v) => v.storage === true)?.name;
  const out: string[] = [];
  const steps = (v: string) =>
    `to retire ${v}: stop serving it (served: false), rewrite every stored object so it is stored as ${storage ?? 'the storage version'} (a storage version migration), ` +
    `remove ${v} from status.storedVersions through the status subresource, and only then delete it from spec.versions`;
  for (const v of stored) {
    if (v === storage) continue;
    if (!names.has(v)) out.push(`${v} is still listed in status.storedVersions, so it cannot leave spec.versions yet; ${steps(v)}`);
    else out.push(`objects written before the switch stay stored as ${v} until they are rewritten; ${steps(v)}`);
  }
  return out;
}
