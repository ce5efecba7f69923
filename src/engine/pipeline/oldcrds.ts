// The previous version of a CRD (the one in the cluster), given among the old sources: a CRD
// document there whose metadata.name equals a new CRD's is that CRD's previous version. It is read
// as the apiserver holds it (v1beta1 converted), with the status.storedVersions the apiserver
// would have recorded when it was created, and checked on its own so that its problems are
// reported beside the update's.
import type { CustomResourceDefinition } from '../apis/crd';
import { readCustomResourceDefinition, validateCustomResourceDefinition, crdDocPath } from '../crd';
import { storageVersion } from '../versions';
import { cloneJSON, isObject, type JSONValue } from '../apis/json';
import { diagnostic, fromFieldError, type Diagnostic } from '../diagnostics';
import { valueRendering } from '../field/errorbody';
import type { InputDocument } from './documents';
import { LRU } from '../cache';
import { compileCRDRules } from './rules';

export interface OldCRD {
  input: InputDocument;
  name: string;
  /** As read (v1 form), with status.storedVersions filled in when the document had none. */
  crd: CustomResourceDefinition;
  /** status.storedVersions of the previous CRD (as written, or its storage version). */
  storedVersions: string[];
  /** What a create of the previous CRD would report (it is used as the old object all the same). */
  errors: Diagnostic[];
  /** Notes about how it was read (v1beta1, assumed storedVersions, its own errors). */
  notes: Diagnostic[];
}

interface OldCRDs {
  byName: Map<string, OldCRD>;
  /** Problems with old CRD documents that cannot be paired (unreadable, no name). */
  diagnostics: Diagnostic[];
  /** metadata.name of old CRD documents that could not be read, with the diagnostic to show on a new CRD of that name. */
  unreadable: Map<string, Diagnostic>;
}

const cache = new LRU<string, { value: JSONValue; result: OldCRD | Diagnostic[] }>({ name: 'pipeline.oldCRDs', capacity: 16 });

export function readOldCRDs(docs: InputDocument[], kubeVersion: string): OldCRDs {
  const out: OldCRDs = { byName: new Map(), diagnostics: [], unreadable: new Map() };
  for (const input of docs) {
    const key = `${kubeVersion}\u0000${input.source}\u0000${input.doc.index}`;
    let hit = cache.get(key);
    if (!hit || hit.value !== input.value) {
      hit = { value: input.value, result: readOne(input, kubeVersion) };
      cache.set(key, hit);
    }
    const r = hit.result;
    if (Array.isArray(r)) {
      out.diagnostics.push(...r);
      const name = rawName(input);
      if (name) out.unreadable.set(name, r[r.length - 1]);
      continue;
    }
    out.byName.set(r.name, r); // the last one of a name wins, as for the new CRDs
  }
  return out;
}

function rawName(input: InputDocument): string {
  const m = input.value.metadata;
  return isObject(m) && typeof m.name === 'string' ? m.name : '';
}

function note(input: InputDocument, severity: Diagnostic['severity'], message: string, path: (string | number)[] = []): Diagnostic {
  return diagnostic({ code: 'note', severity, origin: 'crd', source: input.source, docIndex: input.doc.index, field: path.join('.'), message, path });
}

function readOne(input: InputDocument, kubeVersion: string): OldCRD | Diagnostic[] {
  const base = { origin: 'crd' as const, source: input.source, docIndex: input.doc.index, rendering: valueRendering(kubeVersion) };
  const read = readCustomResourceDefinition(input.value, { kubeVersion });
  const name = rawName(input);
  if (!read.crd) {
    const errs = read.errors.map((e) => fromFieldError(e, base));
    const label = name ? `previous CustomResourceDefinition ${JSON.stringify(name)}` : 'previous CustomResourceDefinition';
    errs.push(
      note(input, 'error', `${label} cannot be read (${read.errors.map((e) => e.toString(base.rendering)).join('; ') || 'not a CustomResourceDefinition'}): the new CRD is checked as a create`),
    );
    return errs;
  }
  if (!name) return [note(input, 'error', 'previous CustomResourceDefinition has no metadata.name: it cannot be paired with a new CRD and is ignored', ['metadata'])];
  const crd = cloneJSON(read.crd as unknown as JSONValue) as unknown as CustomResourceDefinition;
  const notes: Diagnostic[] = [];
  if (input.apiVersion === 'apiextensions.k8s.io/v1beta1') {
    notes.push(note(input, 'info', `previous CustomResourceDefinition ${JSON.stringify(name)} is apiextensions.k8s.io/v1beta1: compared as the apiserver converts it to v1`, ['apiVersion']));
  }
  const written = crd.status?.storedVersions;
  let storedVersions = Array.isArray(written) ? written.filter((v): v is string => typeof v === 'string') : [];
  if (storedVersions.length === 0) {
    const storage = storageVersion(crd);
    storedVersions = storage ? [storage] : [];
    crd.status = { ...(isObject(crd.status as unknown as JSONValue) ? crd.status : {}), storedVersions } as NonNullable<CustomResourceDefinition['status']>;
    if (storage) {
      notes.push(
        note(
          input,
          'info',
          `previous CustomResourceDefinition ${JSON.stringify(name)} has no status.storedVersions: taken as [${storage}], what the apiserver records on create (objects stored at earlier versions would add theirs)`,
        ),
      );
    }
  }
  const isV1 = input.apiVersion === 'apiextensions.k8s.io/v1';
  // a create's validation compiles the x-kubernetes-validations rules too (their compile and cost
  // errors are create errors), in the same order as for a new CRD
  const createErrors = [...validateCustomResourceDefinition(read.crd, { kubeVersion }), ...compileCRDRules(read.crd, kubeVersion).errors];
  const errors = createErrors.map((e) => fromFieldError(e, { ...base, docPath: isV1 ? crdDocPath(e.path, read.crd!) : e.path.docPath() }));
  if (errors.length > 0) {
    notes.push(
      note(
        input,
        'warning',
        `previous CustomResourceDefinition ${JSON.stringify(name)} is not valid as a create (${errors.length} error${errors.length === 1 ? '' : 's'}, first: ${errors[0].message}); ` +
          'it is still used as the object being updated, so problems it already had are ratcheted as the apiserver does',
      ),
    );
  }
  return { input, name, crd, storedVersions, errors, notes };
}
