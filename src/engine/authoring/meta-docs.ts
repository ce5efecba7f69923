// One-line docs of the ObjectMeta fields for completion and hover (our wording; the published
// OpenAPI of a CRD references ObjectMeta without its field descriptions).
export const META_DOCS: Record<string, string> = {
  name: 'Unique name of the object within its namespace (or cluster, for cluster-scoped kinds). Required on create unless generateName is set.',
  generateName: 'Prefix from which the server generates a unique name when name is empty.',
  namespace: 'Namespace of a namespaced object; empty means the request namespace ("default" for kubectl).',
  labels: 'String keys and values used to select and group objects (label selectors).',
  annotations: 'String keys and values for arbitrary non-identifying metadata, read by tools.',
  finalizers: 'Names of controllers that must clean up before the object is deleted.',
  ownerReferences: 'Objects this object depends on; garbage collection removes it when its owners are gone.',
  uid: 'Set by the server: the unique id of the object.',
  resourceVersion: 'Set by the server: the version of the object for optimistic concurrency.',
  generation: 'Set by the server: incremented on changes to the desired state (spec).',
  creationTimestamp: 'Set by the server: when the object was created (RFC 3339).',
  deletionTimestamp: 'Set by the server: when graceful deletion was requested.',
  deletionGracePeriodSeconds: 'Set by the server: seconds allowed for graceful termination.',
  managedFields: 'Set by the server: which field manager owns which fields (server-side apply).',
  selfLink: 'Deprecated and no longer set.',
};

/** The ObjectMeta fields a user writes, in the order completion offers them. */
export const META_WRITABLE = ['name', 'namespace', 'generateName', 'labels', 'annotations', 'finalizers', 'ownerReferences'];
