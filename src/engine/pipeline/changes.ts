// CrdReport.changes: the engine's comparison of the previous and the new CRD (upgrade/changes.ts),
// each change placed in the new CRD's text.
import type { CrdChange } from '../api';
import type { CustomResourceDefinition } from '../apis/crd';
import { crdChanges as compare } from '../upgrade/changes';
import { defaultCustomResourceDefinition } from '../crd';
import type { InputDocument } from './documents';

export function crdChanges(oldCRD: CustomResourceDefinition, newCRD: CustomResourceDefinition, input: InputDocument): CrdChange[] {
  const isV1 = input.apiVersion === 'apiextensions.k8s.io/v1';
  // both as the apiserver holds them: defaulted (listKind, singular, conversion strategy, ...)
  return compare(defaultCustomResourceDefinition(oldCRD), defaultCustomResourceDefinition(newCRD)).map((c) => {
    const out: CrdChange = { path: c.path, version: c.version, kind: c.kind, breaking: c.breaking, message: c.message, affects: c.affects, source: input.source, docIndex: input.doc.index };
    if (c.keyword !== undefined) out.keyword = c.keyword;
    if (c.old !== undefined) out.old = c.old;
    if (c.new !== undefined) out.new = c.new;
    // v1beta1 documents hold the schema elsewhere: their changes point at the document
    const loc = input.doc.locate(isV1 ? c.docPath : []);
    out.range = loc.depth === c.docPath.length || !isV1 ? loc.range : (loc.keyRange ?? loc.range);
    return out;
  });
}
