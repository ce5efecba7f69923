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

/** An example without its texts: what `index.ts` holds (the texts are files beside it). */
export type ExampleMeta = Omit<Example, 'crd' | 'objects' | 'oldObjects' | 'oldCrd'>;

/** The files of an example folder, by name: `crd.yaml`, `objects.yaml`, `old-objects.yaml`, `old-crd.yaml`. */
export const EXAMPLE_FILES = { crd: 'crd.yaml', objects: 'objects.yaml', oldObjects: 'old-objects.yaml', oldCrd: 'old-crd.yaml' } as const;

/** An example from its index entry and a reader of its folder's files (`undefined`: no such file). */
export function assembleExample(meta: ExampleMeta, read: (id: string, file: string) => string | undefined): Example {
  const crd = read(meta.id, EXAMPLE_FILES.crd);
  const objects = read(meta.id, EXAMPLE_FILES.objects);
  if (crd === undefined || objects === undefined) throw new Error(`example ${meta.id}: ${EXAMPLE_FILES.crd} and ${EXAMPLE_FILES.objects} are required`);
  const example: Example = { ...meta, crd, objects };
  const oldObjects = read(meta.id, EXAMPLE_FILES.oldObjects);
  if (oldObjects !== undefined) example.oldObjects = oldObjects;
  const oldCrd = read(meta.id, EXAMPLE_FILES.oldCrd);
  if (oldCrd !== undefined) example.oldCrd = oldCrd;
  return example;
}

interface ExpectedProblems {
  errors?: string[];
  warnings?: string[];
}

/** A Go example's file: its path in the Go module (`api/v1/widget_types.go`, `go.mod`) and its text. */
export interface GoExampleFile {
  path: string;
  text: string;
}

/** A Go example without its texts: what `go-index.ts` holds (the Go files and `objects.yaml` are in `go-<name>/`). */
export interface GoExampleMeta {
  id: string;
  /** English title (the gallery shows it as it is). */
  title: string;
  /** What it shows, in one sentence. */
  point: string;
  tab: ResultTab;
  /** The generated CRD's `metadata.name` (checked by test/examples/go-examples.test.ts). */
  crds: string[];
}

/** A Go example: Go types with kubebuilder markers and objects of the kinds they generate. */
export interface GoExample extends GoExampleMeta {
  /** `go.mod` first (where there is one), then the Go files by path. */
  files: GoExampleFile[];
  objects: string;
}

/** Where an example's files go, `go.mod` first, then by path (the order Go mode's file tabs show). */
export function goFileOrder(a: string, b: string): number {
  if (a === 'go.mod' || b === 'go.mod') return a === 'go.mod' ? (b === 'go.mod' ? 0 : -1) : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A Go example from its index entry and the files of its folder (path in the folder → text). */
export function assembleGoExample(meta: GoExampleMeta, folder: Record<string, string>): GoExample {
  const objects = folder[EXAMPLE_FILES.objects];
  if (objects === undefined) throw new Error(`example ${meta.id}: ${EXAMPLE_FILES.objects} is required`);
  const files = Object.keys(folder)
    .filter((p) => p !== EXAMPLE_FILES.objects)
    .sort(goFileOrder)
    .map((path) => ({ path, text: folder[path] }));
  return { ...meta, files, objects };
}
