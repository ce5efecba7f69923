// Diagnostics: every problem the engine finds, in the shape the UI, the worker and
// the CLI share. A diagnostic is kube's field error (field path, cause type, detail,
// printed message) plus where it is in the editor's text.
import type { FieldError } from './field/errors';
import type { SourceRange } from './yaml/documents';
import type { DocPath } from './field/path';

export type Severity = 'error' | 'warning' | 'info';

/** Which stage of the apiserver's processing produced a diagnostic. */
export type Origin =
  | 'yaml' // decoding the text
  | 'document' // classifying documents (not a CRD, no matching CRD, ...)
  | 'crd' // CustomResourceDefinition validation
  | 'structural' // structural schema rules
  | 'schema' // OpenAPI value validation of an object
  | 'metadata' // ObjectMeta validation of an object
  | 'listtype' // x-kubernetes-list-type uniqueness
  | 'pruning' // unknown fields
  | 'cel' // x-kubernetes-validations
  | 'versions'
  | 'conversion';

export interface Diagnostic {
  severity: Severity;
  origin: Origin;
  /** Id of the source text (editor id such as "crd"/"objects"/"old", or a file name). */
  source: string;
  /** Index of the document within its source. */
  docIndex: number;
  /** kube field path, e.g. `spec.replicas` (empty for document-level problems). */
  field: string;
  /** Status cause type, e.g. `FieldValueInvalid`; empty for problems kube has no cause type for. */
  type: string;
  /** The detail part of the field error. */
  detail: string;
  /** The message as kube prints it, e.g. `spec.replicas: Invalid value: 15: ...`. */
  message: string;
  /** Location in the source document (path segments), used to find the range. */
  path?: DocPath;
  range?: SourceRange;
  /** Set when update ratcheting suppressed this error. */
  ratcheted?: boolean;
  ratchetReason?: string;
}

export function fromFieldError(e: FieldError, base: { severity?: Severity; origin: Origin; source: string; docIndex: number; docPath?: DocPath }): Diagnostic {
  return {
    severity: base.severity ?? 'error',
    origin: base.origin,
    source: base.source,
    docIndex: base.docIndex,
    field: e.field,
    type: e.type,
    detail: e.detail,
    message: e.toString(),
    path: base.docPath ?? e.path.docPath(),
  };
}
