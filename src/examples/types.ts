// A gallery example: a CRD, objects (and for updates an old object) from the
// Kubernetes documentation, opened on the results tab that shows its point.
export type ResultTab = 'Problems' | 'Pruned' | 'Defaulted' | 'CEL' | 'Versions' | 'Columns' | 'OpenAPI' | 'Compatibility' | 'Changes';
export type RequestKind = 'create' | 'update' | 'status';

export interface Example {
  id: string;
  /** Catalog key of the example's title (see src/ui i18n catalogs: `example.<id>.title`). */
  title: string;
  /** The documentation section it comes from. */
  section: string;
  tab: ResultTab;
  request: RequestKind;
  crd: string;
  objects: string;
  oldObjects?: string;
  /** The CRD as it is in the cluster: the example is a CRD update (the CRD-update switch is on). */
  oldCrd?: string;
  /** What the docs say happens, in one sentence. */
  point: string;
  /** Text the chosen tab must show (checked by the gallery tests). */
  shows: string[];
  /** The Kubernetes features it shows (schema keywords, API fields, behaviours): what the gallery search matches besides the title and section. */
  features: string[];
  /**
   * Every problem the example carries, by severity (exact messages; info notes are not problems): only
   * the one it demonstrates (test/examples/gallery.test.ts checks the engine's result is exactly this).
   */
  expect: ExpectedProblems;
}

interface ExpectedProblems {
  errors?: string[];
  warnings?: string[];
}
