// The engine's input and output: what the worker sends and receives and what the CLI
// prints with `-o json`. Field names here are a stable contract (external checks read them).
import type { Diagnostic } from './diagnostics';
import type { JSONValue } from './apis/json';
import type { CompiledRuleInfo, RuleResult, BoundSuggestion } from './cel/crd';
import type { SourceRange } from './yaml/parsed';
import type { VersionEndpoints } from './versions';
import type { TableCell, Scale } from './printers';
export type { CompiledRuleInfo, RuleResult, BoundSuggestion, VersionEndpoints, TableCell, Scale };

/** A Kubernetes size limit a document exceeds (pipeline/sizelimits.ts). */
export type SizeLimit = 'apiserver-request-body' | 'etcd-request' | 'kubectl-last-applied';

/** The size of a document on its way to a cluster (CrdReport.size, ObjectReport.size). */
export interface RequestSize {
  /** UTF-8 bytes of the document as compact JSON (what kubectl sends). */
  jsonBytes: number;
  /** The limits it exceeds, most severe first. */
  exceeds: SizeLimit[];
}

import type { KubeVersion } from './apis/kubeversion';
/** The Kubernetes versions the engine knows (apis/kubeversion.ts, where a version text is read). */
export { SUPPORTED_KUBE_VERSIONS, DEFAULT_KUBE_VERSION, type KubeVersion } from './apis/kubeversion';

export interface SourceText {
  /** Id of the text: the editor ("crd", "objects", "old") or a file name. */
  id: string;
  text: string;
}

export type RequestKind = 'create' | 'update' | 'status';

export interface CheckOptions {
  kubeVersion?: string;
  /** The request: create (default), update of the main resource, or update of /status. */
  request?: RequestKind;
  /** Also compute None-conversion previews of each object to every other served version. */
  conversions?: boolean;
  /** Report unknown (pruned) fields as errors, like `kubectl --validate=strict`. */
  strict?: boolean;
  /** "now" for ages in printer columns (RFC 3339). */
  now?: string;
}

export interface CheckInput {
  /** Texts holding CRDs and/or custom objects; documents are classified by apiVersion/kind. */
  sources: SourceText[];
  /**
   * Texts holding the previous objects for update semantics. A CustomResourceDefinition here whose
   * `metadata.name` equals a CRD in `sources` is that CRD's previous version (the one in the
   * cluster): the new CRD is then validated as an update, compared with it (`CrdReport.changes`),
   * and the objects are read as stored objects under it (`ObjectReport.upgrade`). The app sends
   * the previous-CRD editor as an old source with id `oldCrd`.
   */
  oldSources?: SourceText[];
  options?: CheckOptions;
}

export interface VersionReport {
  name: string;
  served: boolean;
  storage: boolean;
  deprecated: boolean;
  deprecationWarning?: string;
  default: boolean;
}

/** A compiled x-kubernetes-validations rule with its estimated cost. */
export interface RuleReport extends CompiledRuleInfo {
  /** The versions whose schema holds the rule. */
  versions: string[];
  /** The per-rule limit the estimated cost is compared to (StaticEstimatedCostLimit). */
  costLimit: number;
  /** Where the rule's `rule:` value is in the CRD text. */
  range?: SourceRange;
  /** For rules estimated above half the limit: the bounds that would bring the estimate down. */
  suggestion?: BoundSuggestion;
}

/** What a change between the old and the new CRD can break. */
export type ChangeAffects = 'clients' | 'storedObjects';

/** One difference between the previous CRD and the new one (`CrdReport.changes`). */
export interface CrdChange {
  /**
   * Where: a schema field path within the version (`spec.foo[*].bar`, `.` for the root, map values
   * as `[*]` too), or a CRD field (`spec.scope`, `spec.names.kind`, `spec.versions`).
   */
  path: string;
  /** The version whose schema changed ("" for CRD-wide changes such as scope or names). */
  version: string;
  /** What changed: see `CHANGE_KINDS` in `src/engine/upgrade/kinds.ts` (e.g. `fieldRemoved`, `enumNarrowed`). */
  kind: string;
  /** Whether existing clients or stored objects can break. */
  breaking: boolean;
  /** One line for a reviewer. */
  message: string;
  /** What it breaks (empty or absent when not breaking). */
  affects?: ChangeAffects[];
  /** The schema keyword or CRD field that changed (`enum`, `maximum`, `x-kubernetes-list-type`, `served`...). */
  keyword?: string;
  /** Old and new value of the changed keyword, when there is one (as JSON). */
  old?: JSONValue;
  new?: JSONValue;
  /** Where the changed node is in the new CRD text (or, for removals, its parent). */
  range?: SourceRange;
  /** The new CRD's source id and document index (to place `range`). */
  source?: string;
  docIndex?: number;
}

/** The new CRD validated as an update of the previous one (ValidateCustomResourceDefinitionUpdate). */
export interface CrdUpdateReport {
  /** Errors of the update (paths and messages as kube prints them); the CRD's `errors` are these when paired. */
  errors: Diagnostic[];
  warnings: Diagnostic[];
  /** Id of the source text the previous CRD came from. */
  oldSource?: string;
  oldDocIndex?: number;
  /** Errors the previous CRD has itself (validated as a create): it is still used as the old object. */
  oldErrors?: Diagnostic[];
}

export interface CrdReport {
  name: string;
  source: string;
  docIndex: number;
  group: string;
  kind: string;
  plural: string;
  scope: string;
  errors: Diagnostic[];
  warnings: Diagnostic[];
  /** Versions in Kubernetes priority order. */
  versions: VersionReport[];
  /** Every x-kubernetes-validations rule, compiled, with cost estimates. */
  rules: RuleReport[];
  /** Estimated rule cost total of the CRD's schemas, and its limit (StaticEstimatedCRDCostLimit). */
  estimatedCostTotal: number;
  costTotalLimit: number;
  /** The version objects are stored at. */
  storageVersion?: string;
  /** status.storedVersions as written (or as the apiserver would set it on create). */
  storedVersions: string[];
  /** The names kubectl accepts for the resource. */
  resourceNames: string[];
  /** REST paths per served version. */
  endpoints: VersionEndpoints[];
  /**
   * Present when a previous version of this CRD was given (an old source with the same name):
   * the new CRD validated as an update of it. `errors`/`warnings` above then hold the update's.
   */
  update?: CrdUpdateReport;
  /** Differences from the previous CRD, breaking ones first (only with a previous CRD). */
  changes?: CrdChange[];
  /** Its JSON size and the Kubernetes size limits it exceeds (those are also in errors/warnings). */
  size?: RequestSize;
}

export interface ColumnsReport {
  headers: string[];
  rows: TableCell[][];
  wideHeaders: string[];
  wideRows: TableCell[][];
}

export interface ConversionPreview {
  version: string;
  object: JSONValue;
  pruned: string[];
  defaulted: string[];
  warnings: string[];
}

/** An accepted object in storage (`ObjectReport.storage`). */
export interface StorageReport {
  /** The storage version. */
  version: string;
  /** The object as written to storage (converted to the storage version; a conversion never defaults). */
  stored: JSONValue | null;
  /** The stored object as read back: storage decoding (malformed metadata dropped) and defaulting at the storage version. */
  read: JSONValue | null;
  /** Field paths set by the read-back's defaulting at the storage version. */
  defaulted: string[];
  /** The read-back object converted to the request version: what the apiserver responds with. */
  response: JSONValue | null;
  /** Why the object could not be stored or read back. */
  error?: string;
}

export interface ObjectReport {
  source: string;
  docIndex: number;
  apiVersion: string;
  kind: string;
  name: string;
  namespace?: string;
  /** Name of the CRD that serves this object, when one does. */
  crd?: string;
  errors: Diagnostic[];
  warnings: Diagnostic[];
  /** Field paths removed by pruning. */
  pruned: string[];
  /** Field paths set by defaulting. */
  defaulted: string[];
  /** The object as decoded from the text. */
  input: JSONValue | null;
  /**
   * After request-version defaulting. The request decoder prunes first (kube's order: decode with
   * pruning and metadata coercion, then default), so this object is pruned too.
   */
  defaultedObject: JSONValue | null;
  /** The request body as decoded at the request version (pruned, metadata coerced), before defaulting. */
  decodedObject?: JSONValue | null;
  /** After pruning (the object the apiserver validates and stores). */
  result: JSONValue | null;
  /** The version of the CRD that serves the object. */
  version?: string;
  /** Results of every x-kubernetes-validations rule at every location it ran (or was skipped). */
  rules: RuleResult[];
  /** The kubectl get table row(s) for this object. */
  columns?: ColumnsReport;
  /** What GET /scale returns, when the scale subresource is enabled. */
  scale?: { scale: Scale } | { error: string };
  /** None-conversion previews (options.conversions). */
  conversions?: ConversionPreview[];
  /** The matching old object, for updates: the stored object read back (storage-version defaults only). */
  old?: JSONValue | null;
  /** Present when the request passes: the object as stored and as read back (the response). */
  storage?: StorageReport;
  /** Notes about the request (status handling, generation). */
  notes: string[];
  /** The apiserver's Status message when the request is rejected (`CronTab.stable.example.com "x" is invalid: ...`). */
  status?: string;
  /** kubectl's rendering of that error (`The CronTab "x" is invalid: ...`). */
  kubectlMessage?: string;
  /**
   * Present when the object's CRD has a previous version: the object read as an object stored under
   * the previous CRD, as the new CRD's storage would read it, and validated against the new CRD.
   */
  upgrade?: ObjectUpgradeReport;
  /** Its JSON size and the Kubernetes size limits it exceeds (those are also in errors/warnings). */
  size?: RequestSize;
}

/** An existing (stored) object against the new CRD (`ObjectReport.upgrade`). */
export interface ObjectUpgradeReport {
  /** The version the object was stored at (the old CRD's storage version). */
  storedVersion: string;
  /** The version it is read at (the new CRD's storage version). */
  version: string;
  /** The object as read from storage under the new CRD (converted, pruned and defaulted). */
  object: JSONValue | null;
  /** Paths pruned / defaulted when read under the new CRD's schema. */
  pruned: string[];
  defaulted: string[];
  /**
   * Errors of an update that leaves the object unchanged (`kubectl apply` with no change, a
   * controller writing status...): ratcheted errors are marked and do not count.
   */
  errors: Diagnostic[];
  /** Errors a create of the same object would get (no ratcheting). */
  createErrors: Diagnostic[];
  warnings: Diagnostic[];
  /** True when its next update would be rejected (some non-ratcheted error in `errors`). */
  failsOnUpdate: boolean;
  notes: string[];
}

export interface CheckResult {
  crds: CrdReport[];
  objects: ObjectReport[];
  /** Every diagnostic, including document-level ones that belong to no CRD or object. */
  diagnostics: Diagnostic[];
  /** Milliseconds the engine took. */
  elapsedMs: number;
  /**
   * The Kubernetes version the run used (options.kubeVersion or DEFAULT_KUBE_VERSION). When the
   * requested version is not supported nothing is checked: this is the requested value and
   * `diagnostics` holds one error naming the supported range.
   */
  kubeVersion?: string;
}

/** A message that one Kubernetes version reports and its neighbouring (next older) version does not, or the reverse. */
export interface MatrixDifference {
  message: string;
  severity: 'error' | 'warning';
  /** 'added': reported from this version on; 'removed': reported by the older neighbour, gone here. */
  change: 'added' | 'removed';
  /** The neighbouring version compared with. */
  against: KubeVersion;
}

/** One CRD or object of the input at one Kubernetes version. */
export interface MatrixCell {
  kind: 'crd' | 'object';
  /** `<source>#<docIndex>`: the same document in every version. */
  key: string;
  /** The CRD's name, or `Kind/name` of the object. */
  label: string;
  accepted: boolean;
  /** Objects: the CRD that serves it is rejected at this version, so the object cannot be created. */
  crdRejected?: boolean;
  errors: number;
  warnings: number;
  firstError?: string;
  /** Every error (ratcheted ones excepted) and warning, in order: what versions are compared by. */
  messages: MatrixMessage[];
  /** Filled in by combineMatrix when the neighbouring version is known. */
  firstDifference?: MatrixDifference;
}

export interface MatrixMessage {
  severity: 'error' | 'warning';
  message: string;
}

/** The input's results at one Kubernetes version (matrixAtVersion). */
export interface MatrixVersion {
  kubeVersion: KubeVersion;
  /** Error counts over all CRDs, all objects, and documents that are neither (YAML errors, missing kind). */
  crdErrors: number;
  objectErrors: number;
  documentErrors: number;
  /** Warnings over all documents. */
  warnings: number;
  firstError?: string;
  /** The first message (CRDs, then objects, then documents) that differs from the next older version. */
  firstDifference?: MatrixDifference;
  cells: MatrixCell[];
  /** Errors and warnings of documents that are neither a CRD nor an object. */
  documentMessages: MatrixMessage[];
  elapsedMs: number;
}

/** Versions × results: each supported Kubernetes version (oldest to newest) with every CRD and object. */
export interface MatrixResult {
  versions: MatrixVersion[];
  /** The CRDs and objects (the cells' keys and labels, in input order). */
  columns: { kind: 'crd' | 'object'; key: string; label: string }[];
}
