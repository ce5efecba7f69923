// The fields of a CustomResourceDefinition (apiextensions.k8s.io/v1) by where they appear, with a
// one-line explanation each, written for this playground from the meaning of the API (types.go of
// apiextensions-apiserver). Field docs stay English, as Kubernetes' own docs do.

interface ValueDoc {
  value: string;
  doc: string;
}

export interface FieldSpec {
  name: string;
  /** How the value is written: a scalar, a mapping, a list of mappings, a list of scalars. */
  shape: 'string' | 'boolean' | 'integer' | 'object' | 'objectList' | 'stringList' | 'map';
  doc: string;
  values?: ValueDoc[];
  required?: boolean;
}

const BOOL: ValueDoc[] = [
  { value: 'true', doc: 'true' },
  { value: 'false', doc: 'false' },
];

/** Places in a CRD outside the schema, by name; crd-assist maps cursor paths to these names. */
export const CRD_FIELDS: Record<string, FieldSpec[]> = {
  root: [
    {
      name: 'apiVersion',
      shape: 'string',
      required: true,
      doc: 'The API of the definition itself: apiextensions.k8s.io/v1.',
      values: [{ value: 'apiextensions.k8s.io/v1', doc: 'The only served version of the CustomResourceDefinition API since Kubernetes 1.22.' }],
    },
    { name: 'kind', shape: 'string', required: true, doc: 'Always CustomResourceDefinition.', values: [{ value: 'CustomResourceDefinition', doc: 'A definition of a new resource type.' }] },
    { name: 'metadata', shape: 'object', required: true, doc: 'Object metadata; the name must be `<plural>.<group>`.' },
    { name: 'spec', shape: 'object', required: true, doc: 'What the new resource is: its group, names, scope, versions and their schemas.' },
  ],
  metadata: [
    { name: 'name', shape: 'string', required: true, doc: 'Must equal `<spec.names.plural>.<spec.group>`.' },
    { name: 'labels', shape: 'map', doc: 'Labels of the definition object.' },
    { name: 'annotations', shape: 'map', doc: 'Annotations of the definition object (e.g. api-approved.kubernetes.io for *.k8s.io groups).' },
  ],
  spec: [
    { name: 'group', shape: 'string', required: true, doc: 'API group of the resource (a DNS subdomain, e.g. stable.example.com); objects use `<group>/<version>` as apiVersion.' },
    { name: 'names', shape: 'object', required: true, doc: 'Plural, singular, kind and short names of the resource.' },
    {
      name: 'scope',
      shape: 'string',
      required: true,
      doc: 'Whether objects live in a namespace or at cluster level.',
      values: [
        { value: 'Namespaced', doc: 'Objects belong to a namespace.' },
        { value: 'Cluster', doc: 'Objects are cluster-wide, without a namespace.' },
      ],
    },
    { name: 'versions', shape: 'objectList', required: true, doc: 'The versions of the resource; exactly one is the storage version.' },
    { name: 'conversion', shape: 'object', doc: 'How objects are converted between versions (None or a webhook).' },
    {
      name: 'preserveUnknownFields',
      shape: 'boolean',
      doc: 'Legacy: must be false (or absent) in apiextensions.k8s.io/v1; use x-kubernetes-preserve-unknown-fields in the schema.',
      values: [{ value: 'false', doc: 'Unknown fields are pruned.' }],
    },
  ],
  names: [
    { name: 'plural', shape: 'string', required: true, doc: 'Lower-case plural name used in the REST path (/apis/<group>/<version>/<plural>).' },
    { name: 'singular', shape: 'string', doc: 'Lower-case singular name (defaults to the lower-cased kind).' },
    { name: 'kind', shape: 'string', required: true, doc: 'CamelCase kind written in objects (`kind:`).' },
    { name: 'listKind', shape: 'string', doc: 'Kind of list responses (defaults to `<kind>List`).' },
    { name: 'shortNames', shape: 'stringList', doc: 'Short aliases for kubectl (e.g. `ct` for crontabs).' },
    { name: 'categories', shape: 'stringList', doc: 'Groups the resource belongs to for kubectl (e.g. `all`).' },
  ],
  version: [
    { name: 'name', shape: 'string', required: true, doc: 'Version name such as v1, v1beta1, v2alpha1 (a DNS label; Kubernetes-style names sort by priority).' },
    { name: 'served', shape: 'boolean', required: true, doc: 'Whether the REST API serves this version.', values: BOOL },
    { name: 'storage', shape: 'boolean', required: true, doc: 'Whether objects are persisted at this version; exactly one version must be true.', values: BOOL },
    { name: 'deprecated', shape: 'boolean', doc: 'Marks the version deprecated: requests get a warning.', values: BOOL },
    { name: 'deprecationWarning', shape: 'string', doc: 'Custom warning text returned to clients of a deprecated version (max 256 characters).' },
    { name: 'schema', shape: 'object', doc: 'The openAPIV3Schema objects of this version are validated, pruned and defaulted with.' },
    { name: 'subresources', shape: 'object', doc: 'Enables the /status and /scale subresources.' },
    { name: 'additionalPrinterColumns', shape: 'objectList', doc: 'Extra columns of `kubectl get` (JSONPath into the object).' },
    { name: 'selectableFields', shape: 'objectList', doc: 'Fields usable in field selectors (`kubectl get --field-selector`), up to 8; GA in 1.32.' },
  ],
  versionSchema: [{ name: 'openAPIV3Schema', shape: 'object', doc: 'A structural OpenAPI v3 schema for the whole object (root must be type: object).' }],
  subresources: [
    { name: 'status', shape: 'object', doc: 'Enables /status: the main endpoint ignores status changes, /status ignores everything else. Write `status: {}`.' },
    { name: 'scale', shape: 'object', doc: 'Enables /scale so HorizontalPodAutoscaler and `kubectl scale` can work with the resource.' },
  ],
  scale: [
    { name: 'specReplicasPath', shape: 'string', required: true, doc: 'JSONPath under .spec of the desired replica count (e.g. .spec.replicas).' },
    { name: 'statusReplicasPath', shape: 'string', required: true, doc: 'JSONPath under .status of the observed replica count (e.g. .status.replicas).' },
    { name: 'labelSelectorPath', shape: 'string', doc: 'JSONPath under .status or .spec of a label selector string (needed by HPA).' },
  ],
  column: [
    { name: 'name', shape: 'string', required: true, doc: 'Column header.' },
    {
      name: 'type',
      shape: 'string',
      required: true,
      doc: 'OpenAPI type of the column value.',
      values: [
        { value: 'integer', doc: 'A whole number.' },
        { value: 'number', doc: 'A floating-point number.' },
        { value: 'string', doc: 'Text.' },
        { value: 'boolean', doc: 'true or false.' },
        { value: 'date', doc: 'A timestamp, printed as an age (e.g. 5m).' },
      ],
    },
    {
      name: 'format',
      shape: 'string',
      doc: 'Optional OpenAPI format of the column value.',
      values: [
        { value: 'int32', doc: '32-bit integer.' },
        { value: 'int64', doc: '64-bit integer.' },
        { value: 'float', doc: 'Single-precision number.' },
        { value: 'double', doc: 'Double-precision number.' },
        { value: 'byte', doc: 'Base64 data.' },
        { value: 'date', doc: 'A date.' },
        { value: 'date-time', doc: 'An RFC 3339 timestamp.' },
        { value: 'password', doc: 'A secret string.' },
      ],
    },
    { name: 'description', shape: 'string', doc: 'Human-readable description of the column.' },
    { name: 'priority', shape: 'integer', doc: '0 shows the column in the normal view; greater values only with -o wide.' },
    { name: 'jsonPath', shape: 'string', required: true, doc: 'Simple JSONPath (without array notation) evaluated against each object, e.g. .spec.replicas.' },
  ],
  selectableField: [{ name: 'jsonPath', shape: 'string', required: true, doc: 'JSONPath of a string, integer or boolean field (no array notation), e.g. .spec.color.' }],
  conversion: [
    {
      name: 'strategy',
      shape: 'string',
      required: true,
      doc: 'How objects are converted between versions.',
      values: [
        { value: 'None', doc: 'Only apiVersion changes; other fields are kept (then pruned by the target schema).' },
        { value: 'Webhook', doc: 'A webhook converts objects (webhook must be set).' },
      ],
    },
    { name: 'webhook', shape: 'object', doc: 'The conversion webhook (strategy: Webhook only).' },
  ],
  webhook: [
    { name: 'conversionReviewVersions', shape: 'stringList', required: true, doc: 'ConversionReview versions the webhook understands, preferred first (v1, v1beta1).' },
    { name: 'clientConfig', shape: 'object', doc: 'How to reach the webhook: a URL or a service, and the CA bundle.' },
  ],
  clientConfig: [
    { name: 'url', shape: 'string', doc: 'https URL of the webhook (no user info, query or fragment); alternative to service.' },
    { name: 'service', shape: 'object', doc: 'A Service in the cluster that serves the webhook; alternative to url.' },
    { name: 'caBundle', shape: 'string', doc: 'Base64 PEM CA bundle to verify the webhook serving certificate.' },
  ],
  service: [
    { name: 'namespace', shape: 'string', required: true, doc: 'Namespace of the service.' },
    { name: 'name', shape: 'string', required: true, doc: 'Name of the service.' },
    { name: 'path', shape: 'string', doc: 'URL path sent to the service.' },
    { name: 'port', shape: 'integer', doc: 'Service port (default 443).' },
  ],
  externalDocs: [
    { name: 'description', shape: 'string', doc: 'Text about the external documentation.' },
    { name: 'url', shape: 'string', doc: 'Link to the external documentation.' },
  ],
  validationRule: [
    { name: 'rule', shape: 'string', required: true, doc: 'CEL expression that must evaluate to true; `self` is this node, `oldSelf` the old value on updates.' },
    { name: 'message', shape: 'string', doc: 'Fixed error message when the rule fails (no line breaks).' },
    { name: 'messageExpression', shape: 'string', doc: 'CEL expression returning the error message (a string); takes precedence over message.' },
    {
      name: 'reason',
      shape: 'string',
      doc: 'Reason (cause type) of the error returned to clients; defaults to FieldValueInvalid.',
      values: [
        { value: 'FieldValueInvalid', doc: 'The value is invalid (HTTP 422, the default).' },
        { value: 'FieldValueForbidden', doc: 'The value is not allowed.' },
        { value: 'FieldValueRequired', doc: 'A value is required.' },
        { value: 'FieldValueDuplicate', doc: 'The value duplicates another.' },
      ],
    },
    { name: 'fieldPath', shape: 'string', doc: "Where the error is reported, relative to this node (e.g. .spec.replicas, ['key']); must exist in the schema." },
    { name: 'optionalOldSelf', shape: 'boolean', doc: 'Also run the transition rule when there is no old value (create); oldSelf is then an optional. From 1.30.', values: BOOL },
  ],
};
