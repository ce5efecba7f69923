// The warnings a CRD create or update answers with (registry/customresourcedefinition/strategy.go
// WarningsOnCreate / WarningsOnUpdate, crd/warnings.ts), as diagnostics of the CRD document. The
// registry calls them only after the request passed validation (rest.BeforeCreate /
// BeforeUpdate): a CRD that is rejected gets its errors and no warnings. Each warning points at
// the first schema node of the document it is about (a `format`, an `x-kubernetes-list-type`).
import type { CustomResourceDefinition } from '../apis/crd';
import { isObject, type JSONValue } from '../apis/json';
import type { DocPath } from '../field/path';
import { crdWarnings } from '../crd';
import { diagnostic, type Diagnostic } from '../diagnostics';
import type { InputDocument } from './documents';

const FORMAT_WARNING = /^unrecognized format "(.*)"$/;
const LIST_SET_WARNING = /^x-kubernetes-list-type: set for items of type "(\w+)"/;

/** WarningsOnCreate (no old CRD) or WarningsOnUpdate, one diagnostic each. */
export function crdWarningDiagnostics(input: InputDocument, crd: CustomResourceDefinition, kubeVersion: string, oldCRD?: CustomResourceDefinition): Diagnostic[] {
  return crdWarnings(crd, { kubeVersion, oldCRD }).map((text) =>
    diagnostic({
      code: 'warning-header',
      severity: 'warning',
      origin: 'crd',
      source: input.source,
      docIndex: input.doc.index,
      detail: text,
      message: `Warning: ${text}`,
      path: warningPath(input.value, text) ?? ['spec'],
    }),
  );
}

/** The document path of the first schema node a warning is about. */
function warningPath(doc: JSONValue, text: string): DocPath | undefined {
  const format = FORMAT_WARNING.exec(text);
  if (format) {
    // the format's text is Go-quoted: it is found by comparing quoted forms
    return findNode(doc, (o) => typeof o.format === 'string' && JSON.stringify(o.format) === `"${format[1]}"`, 'format');
  }
  const set = LIST_SET_WARNING.exec(text);
  if (set) return findNode(doc, (o) => o['x-kubernetes-list-type'] === 'set' && isObject(o.items) && o.items.type === set[1], 'x-kubernetes-list-type');
  return undefined;
}

/** Depth-first, in document order, without recursion; under `spec` only. */
function findNode(doc: JSONValue, match: (o: Record<string, JSONValue>) => boolean, key: string): DocPath | undefined {
  if (!isObject(doc) || !isObject(doc.spec)) return undefined;
  const stack: [JSONValue, DocPath][] = [[doc.spec, ['spec']]];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], [...path, i]]);
    } else if (isObject(v)) {
      if (match(v)) return [...path, key];
      const keys = Object.keys(v);
      for (let i = keys.length - 1; i >= 0; i--) stack.push([v[keys[i]], [...path, keys[i]]]);
    }
  }
  return undefined;
}
