// Changes between a CRD and its next version, as a reviewer would list them: CRD-wide (group, scope,
// names), per version (added, removed, served, deprecated, storage, subresources, columns,
// selectable fields) and per served version's schema (schemachanges.ts). Each is breaking or not
// for existing clients and stored objects. Kubernetes accepts most of these (its own update rules
// are in crd/validation.ts); this is the playground's review guidance.
//
// kubernetes-sigs/crdify validations and the kinds that cover them:
//   scope                       → scopeChanged
//   existingFieldRemoval        → fieldRemoved (also additionalPropertiesRemoved, items removed)
//   storedVersionRemoval        → storedVersionRemoved (and versionRemoved for versions never stored)
//   enum                        → enumAdded, enumNarrowed, enumWidened (and enumRemoved)
//   default                     → defaultAdded, defaultRemoved, defaultChanged
//   maximum, maxLength, maxItems, maxProperties,
//   minimum, minLength, minItems, minProperties → boundTightened, boundLoosened (keyword says which)
//   required                    → requiredAdded (and requiredRemoved)
//   type                        → typeChanged
//   description                 → descriptionChanged
//   pattern                     → patternChanged, patternRemoved
//   nullable                    → nullableRemoved, nullableAdded
//   served version validator (schemas of served versions compared with each other under None
//   conversion)                 → servedVersionsIncompatible (only differences the old CRD did not
//                                 have, as crdify subtracts existing issues), storageVersionChanged
// Beyond crdify: format, multipleOf/exclusive bounds, list-type, map keys, map-type,
// preserve-unknown-fields, int-or-string, embedded-resource, allOf/anyOf/oneOf/not, CEL rules,
// group/names/short names/categories, served/deprecated, subresources, printer columns,
// selectable fields, conversion strategy.
import type { CustomResourceDefinition, CustomResourceDefinitionVersion } from '../apis/crd';
import { isObject, type JSONValue } from '../apis/json';
import { type JSONSchemaProps } from '../apis/jsonschema';
import type { DocPath } from '../field/path';
import { change, sameJSON, schemaChanges, type RawChange } from './schemachanges';

export type { RawChange };

/** A change with the version it belongs to ("" for CRD-wide ones); `docPath` is absolute in the new (v1) CRD document. */
interface RawCrdChange extends RawChange {
  version: string;
}

const asSchema = (v: unknown): JSONSchemaProps | undefined => (isObject(v as JSONValue) ? (v as JSONSchemaProps) : undefined);
const versionsOf = (crd: CustomResourceDefinition): CustomResourceDefinitionVersion[] =>
  Array.isArray(crd.spec?.versions) ? crd.spec.versions.filter((v) => isObject(v as unknown as JSONValue) && typeof v.name === 'string') : [];
const strategyOf = (crd: CustomResourceDefinition) => (typeof crd.spec?.conversion?.strategy === 'string' ? crd.spec.conversion.strategy : 'None');
const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function crdChanges(oldCRD: CustomResourceDefinition, newCRD: CustomResourceDefinition): RawCrdChange[] {
  const out: RawCrdChange[] = [];
  const add = (version: string, c: RawChange) => out.push({ ...c, version });
  const os = oldCRD.spec ?? ({} as CustomResourceDefinition['spec']);
  const ns = newCRD.spec ?? ({} as CustomResourceDefinition['spec']);

  if (str(os.group) !== str(ns.group)) {
    add(
      '',
      change(
        'groupChanged',
        'spec.group',
        `group changed from ${JSON.stringify(str(os.group))} to ${JSON.stringify(str(ns.group))}: a different API (the apiserver refuses the update; it is a new CRD)`,
        ['spec', 'group'],
        { keyword: 'group', old: str(os.group), new: str(ns.group) },
      ),
    );
  }
  if (str(os.scope) !== str(ns.scope)) {
    add(
      '',
      change('scopeChanged', 'spec.scope', `scope changed from ${str(os.scope)} to ${str(ns.scope)}: every client URL changes and stored objects are no longer found`, ['spec', 'scope'], {
        keyword: 'scope',
        old: str(os.scope),
        new: str(ns.scope),
      }),
    );
  }
  for (const k of ['plural', 'singular', 'kind', 'listKind'] as const) {
    const a = str(os.names?.[k]);
    const b = str(ns.names?.[k]);
    if (a !== b)
      add(
        '',
        change('namesChanged', `spec.names.${k}`, `names.${k} changed from ${JSON.stringify(a)} to ${JSON.stringify(b)}: clients using the old name break`, ['spec', 'names', k], {
          keyword: k,
          old: a,
          new: b,
        }),
      );
  }
  listDiff(
    os.names?.shortNames,
    ns.names?.shortNames,
    (x) =>
      add(
        '',
        change('shortNameRemoved', 'spec.names.shortNames', `short name ${JSON.stringify(x)} removed: kubectl get ${x} stops working`, ['spec', 'names', 'shortNames'], {
          keyword: 'shortNames',
          old: x,
        }),
      ),
    (x) => add('', change('shortNameAdded', 'spec.names.shortNames', `short name ${JSON.stringify(x)} added`, ['spec', 'names', 'shortNames'], { keyword: 'shortNames', new: x })),
  );
  listDiff(
    os.names?.categories,
    ns.names?.categories,
    (x) =>
      add(
        '',
        change('categoryRemoved', 'spec.names.categories', `category ${JSON.stringify(x)} removed: kubectl get ${x} no longer lists these objects`, ['spec', 'names', 'categories'], {
          keyword: 'categories',
          old: x,
        }),
      ),
    (x) => add('', change('categoryAdded', 'spec.names.categories', `category ${JSON.stringify(x)} added`, ['spec', 'names', 'categories'], { keyword: 'categories', new: x })),
  );

  const ov = versionsOf(oldCRD);
  const nv = versionsOf(newCRD);
  const oldByName = new Map(ov.map((v) => [v.name, v]));
  const newIndex = new Map(nv.map((v, i) => [v.name, i]));
  const stored = new Set(Array.isArray(oldCRD.status?.storedVersions) ? oldCRD.status!.storedVersions.filter((x) => typeof x === 'string') : []);
  const oldStorage = ov.find((v) => v.storage === true)?.name;
  if (oldStorage) stored.add(oldStorage);

  for (const o of ov) {
    if (newIndex.has(o.name)) continue;
    if (stored.has(o.name)) {
      add(
        o.name,
        change(
          'storedVersionRemoved',
          'spec.versions',
          `version ${o.name} removed while objects may still be stored in it (status.storedVersions): the apiserver refuses this until a storage migration removes it from storedVersions`,
          ['spec', 'versions'],
          { keyword: 'versions', old: o.name },
        ),
      );
    } else {
      add(
        o.name,
        change('versionRemoved', 'spec.versions', `version ${o.name} removed${o.served ? ': clients of it get 404' : ''}`, ['spec', 'versions'], {
          keyword: 'versions',
          old: o.name,
          breaking: o.served === true,
        }),
      );
    }
  }
  const strategy = strategyOf(newCRD);
  nv.forEach((n, i) => {
    const vp: DocPath = ['spec', 'versions', i];
    const o = oldByName.get(n.name);
    if (!o) {
      add(n.name, change('versionAdded', 'spec.versions', `version ${n.name} added${n.served ? '' : ' (not served)'}`, vp, { keyword: 'versions', new: n.name }));
      return;
    }
    if (o.served === true && n.served !== true)
      add(n.name, change('versionUnserved', 'served', `version ${n.name} no longer served: its clients get 404`, [...vp, 'served'], { keyword: 'served', old: true, new: false }));
    if (o.served !== true && n.served === true) add(n.name, change('versionServed', 'served', `version ${n.name} now served`, [...vp, 'served'], { keyword: 'served', old: false, new: true }));
    if (o.deprecated !== true && n.deprecated === true)
      add(n.name, change('versionDeprecated', 'deprecated', `version ${n.name} deprecated: its clients get a warning`, [...vp, 'deprecated'], { keyword: 'deprecated', old: false, new: true }));
    if (o.deprecated === true && n.deprecated !== true)
      add(n.name, change('versionUndeprecated', 'deprecated', `version ${n.name} no longer deprecated`, [...vp, 'deprecated'], { keyword: 'deprecated', old: true, new: false }));
    subresourceChanges(o, n, vp, (c) => add(n.name, c));
    if (!sameJSON(o.additionalPrinterColumns ?? [], n.additionalPrinterColumns ?? [])) {
      add(
        n.name,
        change(
          'printerColumnsChanged',
          'additionalPrinterColumns',
          `printer columns changed: kubectl get shows ${(n.additionalPrinterColumns ?? []).map((c) => c?.name).join(', ') || 'the default columns'}`,
          [...vp, 'additionalPrinterColumns'],
          { keyword: 'additionalPrinterColumns' },
        ),
      );
    }
    listDiff(
      (o.selectableFields ?? []).map((f) => f?.jsonPath),
      (n.selectableFields ?? []).map((f) => f?.jsonPath),
      (x) =>
        add(
          n.name,
          change('selectableFieldRemoved', 'selectableFields', `selectable field ${x} removed: field selectors on it fail`, [...vp, 'selectableFields'], { keyword: 'selectableFields', old: x }),
        ),
      (x) => add(n.name, change('selectableFieldAdded', 'selectableFields', `selectable field ${x} added`, [...vp, 'selectableFields'], { keyword: 'selectableFields', new: x })),
    );
    // schemas of versions served before or after
    if (o.served !== true && n.served !== true) return;
    const so = asSchema(o.schema?.openAPIV3Schema);
    const sn = asSchema(n.schema?.openAPIV3Schema);
    if (!so || !sn) return;
    const base: DocPath = [...vp, 'schema', 'openAPIV3Schema'];
    for (const c of schemaChanges(so, sn)) add(n.name, { ...c, docPath: [...base, ...c.docPath] });
  });

  // storage version
  const newStorage = nv.find((v) => v.storage === true)?.name;
  if (oldStorage && newStorage && oldStorage !== newStorage) {
    const so = asSchema(ov.find((v) => v.name === oldStorage)?.schema?.openAPIV3Schema);
    const sn = asSchema(nv.find((v) => v.name === newStorage)?.schema?.openAPIV3Schema);
    const differ = !sameJSON(so ?? null, sn ?? null);
    const i = newIndex.get(newStorage)!;
    const noPath = strategy === 'None' && differ;
    add(
      newStorage,
      change(
        'storageVersionChanged',
        'storage',
        noPath
          ? `storage version ${oldStorage} → ${newStorage} with conversion strategy None although the schemas differ: objects stored as ${oldStorage} are read as ${newStorage} with only apiVersion changed (fields pruned, values unconverted); a conversion webhook is needed`
          : `storage version ${oldStorage} → ${newStorage}: objects stay stored as ${oldStorage} until rewritten (storage migration)`,
        [...['spec', 'versions'], i, 'storage'],
        { keyword: 'storage', old: oldStorage, new: newStorage, breaking: noPath, affects: ['storedObjects'] },
      ),
    );
  }
  const oldStrategy = strategyOf(oldCRD);
  if (oldStrategy !== strategy) {
    const servedSchemas = nv.filter((v) => v.served === true).map((v) => v.schema?.openAPIV3Schema ?? null);
    const differ = servedSchemas.some((s) => !sameJSON(s, servedSchemas[0]));
    const breaking = strategy === 'None' && differ;
    add(
      '',
      change(
        'conversionChanged',
        'spec.conversion.strategy',
        `conversion strategy ${oldStrategy} → ${strategy}${breaking ? ': served versions have different schemas, and None conversion only rewrites apiVersion' : ''}`,
        ['spec', 'conversion', 'strategy'],
        { keyword: 'strategy', old: oldStrategy, new: strategy, breaking },
      ),
    );
  }

  out.push(...servedVersionChanges(oldCRD, newCRD, newIndex));
  return sortChanges(out);
}

/**
 * crdify's served version validator: with conversion strategy None every served version reads the
 * same stored object, so a breaking difference between two served versions' schemas breaks clients of
 * one of them. Only differences the previous CRD did not already have are reported.
 */
function servedVersionChanges(oldCRD: CustomResourceDefinition, newCRD: CustomResourceDefinition, newIndex: Map<string, number>): RawCrdChange[] {
  if (strategyOf(newCRD) !== 'None') return [];
  const served = versionsOf(newCRD).filter((v) => v.served === true && asSchema(v.schema?.openAPIV3Schema));
  if (served.length < 2) return [];
  const oldVersions = new Map(
    versionsOf(oldCRD)
      .filter((v) => v.served === true)
      .map((v) => [v.name, v]),
  );
  const oldNone = strategyOf(oldCRD) === 'None';
  const key = (c: RawChange) => `${c.kind}\u0000${c.path}\u0000${c.message}`;
  const out: RawCrdChange[] = [];
  for (const a of served) {
    for (const b of served) {
      if (a === b) continue;
      const diff = schemaChanges(a.schema!.openAPIV3Schema!, b.schema!.openAPIV3Schema!).filter((c) => c.breaking);
      if (diff.length === 0) continue;
      const oa = oldVersions.get(a.name);
      const ob = oldVersions.get(b.name);
      const known = new Set(
        oldNone && oa && ob && asSchema(oa.schema?.openAPIV3Schema) && asSchema(ob.schema?.openAPIV3Schema)
          ? schemaChanges(oa.schema!.openAPIV3Schema!, ob.schema!.openAPIV3Schema!)
              .filter((c) => c.breaking)
              .map(key)
          : [],
      );
      // a field only one of the two has, where one of them is served for the first time: no client
      // of a version served before loses what it had, which is not by itself a breaking change
      const fresh = !oldVersions.has(b.name) ? b.name : !oldVersions.has(a.name) ? a.name : undefined;
      for (const c of diff) {
        if (known.has(key(c))) continue;
        if (fresh !== undefined && c.kind === 'fieldRemoved') {
          out.push({
            ...c,
            kind: 'servedVersionsIncompatible',
            version: b.name,
            breaking: false,
            affects: ['clients'],
            message: `${b.name} has no ${c.path}, which ${a.name} has (both served, conversion None; ${fresh} newly served): clients of ${b.name} do not see it, and objects written through ${b.name} are stored without it`,
            docPath: ['spec', 'versions', newIndex.get(b.name) ?? 0, 'schema', 'openAPIV3Schema', ...c.docPath],
          });
          continue;
        }
        out.push({
          ...c,
          kind: 'servedVersionsIncompatible',
          version: b.name,
          affects: ['clients'],
          message: `${a.name} → ${b.name} (both served, conversion None): ${c.message}`,
          docPath: ['spec', 'versions', newIndex.get(b.name) ?? 0, 'schema', 'openAPIV3Schema', ...c.docPath],
        });
      }
    }
  }
  return out;
}

function listDiff(a: unknown, b: unknown, removed: (x: string) => void, added: (x: string) => void): void {
  const sa = new Set(Array.isArray(a) ? a.filter((x): x is string => typeof x === 'string') : []);
  const sb = new Set(Array.isArray(b) ? b.filter((x): x is string => typeof x === 'string') : []);
  for (const x of sa) if (!sb.has(x)) removed(x);
  for (const x of sb) if (!sa.has(x)) added(x);
}

function subresourceChanges(o: CustomResourceDefinitionVersion, n: CustomResourceDefinitionVersion, vp: DocPath, add: (c: RawChange) => void): void {
  for (const k of ['status', 'scale'] as const) {
    const a = isObject(o.subresources as unknown as JSONValue) && o.subresources![k] !== undefined && o.subresources![k] !== null;
    const b = isObject(n.subresources as unknown as JSONValue) && n.subresources![k] !== undefined && n.subresources![k] !== null;
    if (a && !b) {
      add(
        change(
          'subresourceRemoved',
          `subresources.${k}`,
          k === 'status'
            ? '/status subresource removed: status is written through the main resource again, and clients of /status get 404'
            : '/scale subresource removed: kubectl scale and autoscalers stop working',
          [...vp, 'subresources'],
          { keyword: k },
        ),
      );
    } else if (!a && b) {
      // enabling /status makes the main resource ignore status changes: controllers writing status there break
      add(
        change(
          'subresourceAdded',
          `subresources.${k}`,
          k === 'status' ? '/status subresource added: updates of the main resource now ignore status changes (controllers must write /status)' : '/scale subresource added',
          [...vp, 'subresources', k],
          { keyword: k, breaking: k === 'status', affects: ['clients'] },
        ),
      );
    } else if (a && b && k === 'scale' && !sameJSON(o.subresources!.scale as unknown as JSONValue, n.subresources!.scale as unknown as JSONValue)) {
      add(
        change('subresourceChanged', 'subresources.scale', '/scale subresource paths changed: kubectl scale and autoscalers read and write other fields', [...vp, 'subresources', 'scale'], {
          keyword: 'scale',
          breaking: true,
          affects: ['clients'],
        }),
      );
    }
  }
}

/** Breaking first, then CRD-wide before per-version, then by version and path. */
export function sortChanges<T extends { breaking: boolean; version: string; path: string }>(changes: T[]): T[] {
  return changes
    .map((c, i) => ({ c, i }))
    .sort((x, y) => Number(y.c.breaking) - Number(x.c.breaking) || (x.c.version === '' ? -1 : 0) - (y.c.version === '' ? -1 : 0) || x.c.version.localeCompare(y.c.version) || x.i - y.i)
    .map(({ c }) => c);
}
