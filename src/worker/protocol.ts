// Messages between the page and the engine worker.
import type { CheckInput, CheckResult } from '../engine/api';
import type { ViewQuery, ViewResult } from '../engine';
import type { LanguageQuery, LanguageResult } from './language-service';

export type { ViewQuery, ViewResult } from '../engine';
export type { LanguageQuery, LanguageResult } from './language-service';

/**
 * Go mode: the CRD is generated from Go types in the worker, then checked. The Go files are the
 * input's sources whose id starts with `go:` (`go:api/v1/types.go`, `go:go.mod`); the generated
 * CRDs take the place of the `crd` source.
 */
export interface GoRunOptions {
  /** Go mode is on (the sources hold the Go files). */
  on: true;
  /** false: the CRD is the `crd` source's YAML, not generated (only the previous CRD is Go). */
  crd?: boolean;
  /**
   * The previous CRD of a CRD update is generated from Go files: the old sources whose id starts
   * with `oldgo:` (in place of the `oldCrd` source).
   */
  previous?: boolean;
}

/** A check's input as the page posts it: a CheckInput, or Go files to generate the CRD from first. */
export interface RunInput extends CheckInput {
  go?: GoRunOptions;
}

/** A generated CRD as controller-gen writes it to its file. */
export interface GeneratedCrd {
  /** `<group>_<plural>.yaml` */
  fileName: string;
  /** `metadata.name` */
  name: string;
  /** The file's text (`---` first, as controller-gen writes it). */
  yaml: string;
}

/** What Go mode adds to a check's result. */
export interface GoOutcome {
  /** Every generated CRD as one YAML stream: the CRD text the check saw (source `crd`). */
  crdText: string;
  crds: GeneratedCrd[];
  /** The k8s.io/api minor the built-in types were read from, and why that one. */
  k8sApi?: { minor: string; source: string };
  /** Milliseconds generation took (the check's own time is in the result). */
  generateMs: number;
  /** Milliseconds spent loading the built-in types (the first run of a k8s.io/api version; 0 after). */
  loadMs?: number;
  /** The previous CRD generated from its Go files (`oldgo:` old sources), as one YAML stream (source `oldCrd`). */
  oldCrdText?: string;
  oldCrds?: GeneratedCrd[];
}

export interface RunRequest {
  type: 'run';
  /** Sequence number of the input; the newest one wins. */
  seq: number;
  input: RunInput;
  /**
   * Sources whose text was left out (sent as '') because the worker has it from the previous
   * request it was sent (`sent-texts.ts`): `sources/<index>/<id>`, `oldSources/<index>/<id>`.
   */
  same?: string[];
}

/** A derived view (field selector, OpenAPI, schema diff, webhook conversion) of `input`. */
export interface ViewRequest {
  type: 'view';
  /** Sequence number per view key; the newest one wins. */
  seq: number;
  input: CheckInput;
  query: ViewQuery;
  /** As in `RunRequest`: sources whose text the worker has. */
  same?: string[];
}

/** A language service (completion, hover, definition, code actions) at a place of an editor. */
export interface LanguageRequest {
  type: 'language';
  /** Sequence number of the request; only the newest of each kind is answered to the editor. */
  seq: number;
  query: LanguageQuery;
  /** Texts left out of `query.input.texts` because the worker has them from the previous request (a 3 MB CRD is not copied per keystroke). */
  same?: ('crd' | 'objects' | 'old' | 'oldCrd')[];
}

export type WorkerRequest = RunRequest | ViewRequest | LanguageRequest;

export type WorkerResponse =
  /** The worker's code is loaded: run time limits start counting from here. */
  | { type: 'ready' }
  | { type: 'result'; seq: number; result: CheckResult; go?: GoOutcome }
  /** The engine threw (a bug): the page shows it as a diagnostic. */
  | { type: 'crash'; seq: number; message: string }
  | { type: 'view'; seq: number; result: ViewResult }
  | { type: 'view-crash'; seq: number; message: string }
  | { type: 'language'; seq: number; result: LanguageResult }
  | { type: 'language-crash'; seq: number; message: string };

/** The part of `Worker` the client uses (a fake in tests). */
export interface WorkerLike {
  postMessage(message: WorkerRequest): void;
  terminate(): void;
  onmessage: ((event: { data: WorkerResponse }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type WorkerFactory = () => WorkerLike;
