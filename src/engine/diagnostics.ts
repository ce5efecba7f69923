// Diagnostics: every problem the engine finds, in the shape the UI, the worker and
// the CLI share. A diagnostic is kube's field error (field path, cause type, detail,
// printed message) plus where it is in the editor's text.
import type { FieldError, ValuePosition } from './field/errors';
import type { ValueRendering } from './field/errorbody';
import type { SourceRange } from './yaml/parsed';
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

/**
 * What kind of problem a diagnostic is, stable across versions and wordings: the UI, the views and
 * the CLI filter on it, never on message text (`check -o json` and the worker protocol carry it).
 */
export type DiagnosticCode =
  | 'field-error' // a kube field.Error (`type` holds its cause type)
  | 'storage-version' // a field.Error about the storage version or status.storedVersions
  | 'yaml' // the text does not decode
  | 'not-an-object' // kubectl's "error validating data": not an object, or no apiVersion/kind
  | 'unknown-field' // an unknown field (strict decoding error or the apiserver's warning)
  | 'warning-header' // another warning the apiserver sends as a Warning header
  | 'no-match' // no CRD serves the object's kind (kubectl's "no matches for kind"), or a built-in kind
  | 'bad-request' // the request fails to decode (400 BadRequest before validation)
  | 'version-refused' // the Kubernetes version asked for is not supported
  | 'size-limit' // a request or object size limit
  | 'note' // the playground's own remark about the input (duplicates, unmatched previous CRDs, ...)
  | 'internal-error'; // the engine failed on this document

export interface Diagnostic {
  /** What kind of problem this is (see DiagnosticCode); filter on this, not on `message`. */
  code: DiagnosticCode;
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
  /** Where inside the field's string value the problem is (a CEL compile error's first located issue). */
  valuePosition?: ValuePosition;
  range?: SourceRange;
  /** Set when update ratcheting suppressed this error. */
  ratcheted?: boolean;
  ratchetReason?: string;
}

interface DiagnosticInit {
  code: DiagnosticCode;
  severity: Severity;
  origin: Origin;
  source: string;
  docIndex: number;
  message: string;
  /** Defaults to the message. */
  detail?: string;
  field?: string;
  type?: string;
  path?: DocPath;
  range?: SourceRange;
}

/** The one way to make a diagnostic that is not a field error. */
export function diagnostic(d: DiagnosticInit): Diagnostic {
  const out: Diagnostic = {
    code: d.code,
    severity: d.severity,
    origin: d.origin,
    source: d.source,
    docIndex: d.docIndex,
    field: d.field ?? '',
    type: d.type ?? '',
    detail: d.detail ?? d.message,
    message: d.message,
  };
  if (d.path !== undefined) out.path = d.path;
  if (d.range !== undefined) out.range = d.range;
  return out;
}

/**
 * A kube field.Error as a diagnostic: code `field-error` unless the error names its own. `rendering`
 * is the value rendering of the Kubernetes version checked (valueRendering(kubeVersion)).
 */
export function fromFieldError(e: FieldError, base: { severity?: Severity; origin: Origin; source: string; docIndex: number; docPath?: DocPath; rendering: ValueRendering }): Diagnostic {
  const d: Diagnostic = {
    code: e.code ?? 'field-error',
    severity: base.severity ?? 'error',
    origin: base.origin,
    source: base.source,
    docIndex: base.docIndex,
    field: e.field,
    type: e.type,
    detail: e.detail,
    message: e.toString(base.rendering),
    path: base.docPath ?? e.locatedPath ?? e.path.docPath(),
  };
  if (e.valuePosition) d.valuePosition = e.valuePosition;
  return d;
}
