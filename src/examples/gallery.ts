// The examples gallery: every example of the CRD documentation pages as a loadable
// state. Each opens on the tab that shows its point; `shows` is what that tab displays.
import type { Example } from './types';
import { cronTab, cronTabCRD, CRONTAB_SCHEMA, CRONTAB_VALIDATION_SCHEMA, indent } from './crds';

const schemaCRD = (schema: string) => cronTabCRD({ schema });
const specSchema = (props: string, extra = '') => `type: object
properties:
  spec:
    type: object
${extra ? indent(extra, 4) + '\n' : ''}    properties:
${indent(props, 6)}`;

const PATTERN_MESSAGE = `spec.cronSpec: Invalid value: "* * * *": spec.cronSpec in body should match '^(\\d+|\\*)(/\\d+)?(\\s+(\\d+|\\*)(/\\d+)?){4}$'`;

const UPGRADE_OLD_SCHEMA = `type: object
properties:
  spec:
    type: object
    properties:
      cronSpec:
        type: string
      image:
        type: string
      concurrencyPolicy:
        type: string
        enum: [Allow, Forbid, Replace]
      replicas:
        type: integer`;

const UPGRADE_NEW_SCHEMA = `type: object
properties:
  spec:
    type: object
    required: [image]
    properties:
      cronSpec:
        type: string
      image:
        type: string
      concurrencyPolicy:
        type: string
        enum: [Forbid, Replace]
      replicas:
        type: integer`;

export const EXAMPLES: Example[] = [
  {
    id: 'crontab-basics',
    title: 'CronTab basics',
    section: 'Create a CustomResourceDefinition',
    tab: 'Problems',
    request: 'create',
    crd: cronTabCRD({ schema: CRONTAB_SCHEMA }),
    objects: cronTab('cronSpec: "* * * * */5"\nimage: my-awesome-cron-image'),
    point: 'The CRD is accepted and the CronTab object is valid.',
    shows: ['No problems'],
    features: ['CustomResourceDefinition', 'openAPIV3Schema', 'create'],
    expect: {},
  },
  {
    id: 'nonstructural-1',
    title: 'Non-structural schema, example 1',
    section: 'Specifying a structural schema',
    tab: 'Problems',
    request: 'create',
    crd: schemaCRD(`type: object
allOf:
- properties:
    foo:
      pattern: "abc"`),
    objects: '',
    point: 'foo is specified inside allOf only: it must also be specified outside the junctor (rule 2).',
    shows: ['spec.validation.openAPIV3Schema.properties[foo]: Required value: because it is defined in spec.validation.openAPIV3Schema.allOf[0].properties[foo]'],
    features: ['structural schema', 'allOf', 'properties'],
    expect: { errors: ['spec.validation.openAPIV3Schema.properties[foo]: Required value: because it is defined in spec.validation.openAPIV3Schema.allOf[0].properties[foo]'] },
  },
  {
    id: 'nonstructural-2',
    title: 'Non-structural schema, example 2',
    section: 'Specifying a structural schema',
    tab: 'Problems',
    request: 'create',
    crd: schemaCRD(`type: object
allOf:
- items:
    properties:
      foo:
        pattern: "abc"`),
    objects: '',
    point: 'items inside allOf are not specified outside the junctor (rule 2).',
    shows: ['spec.validation.openAPIV3Schema.items: Required value: because it is defined in spec.validation.openAPIV3Schema.allOf[0].items'],
    features: ['structural schema', 'allOf', 'items'],
    expect: { errors: ['spec.validation.openAPIV3Schema.items: Required value: because it is defined in spec.validation.openAPIV3Schema.allOf[0].items'] },
  },
  {
    id: 'nonstructural-3',
    title: 'Non-structural schema, example 3',
    section: 'Specifying a structural schema',
    tab: 'Problems',
    request: 'create',
    crd: schemaCRD(`properties:
  foo:
    pattern: "abc"
  metadata:
    type: object
    properties:
      name:
        type: string
        pattern: "^a"
      finalizers:
        type: array
        items:
          type: string
          pattern: "my-finalizer"
anyOf:
- properties:
    bar:
      type: integer
      minimum: 42
  required: ["bar"]
  description: "foo bar object"`),
    objects: '',
    point: 'The root type and the type of foo are missing, bar is only inside anyOf, type and description are set inside anyOf, and metadata.finalizers is restricted.',
    shows: [
      'spec.validation.openAPIV3Schema.type: Required value: must not be empty at the root',
      'spec.validation.openAPIV3Schema.properties[foo].type: Required value: must not be empty for specified object fields',
      'spec.validation.openAPIV3Schema.properties[bar]: Required value: because it is defined in spec.validation.openAPIV3Schema.anyOf[0].properties[bar]',
      'spec.validation.openAPIV3Schema.anyOf[0].properties[bar].type: Forbidden: must be empty to be structural',
      'spec.validation.openAPIV3Schema.anyOf[0].description: Forbidden: must be empty to be structural',
      'spec.validation.openAPIV3Schema.properties[metadata]: Forbidden: must not specify anything other than name and generateName',
    ],
    features: ['structural schema', 'anyOf', 'metadata', 'type'],
    expect: {
      errors: [
        'spec.validation.openAPIV3Schema.anyOf[0].description: Forbidden: must be empty to be structural',
        'spec.validation.openAPIV3Schema.anyOf[0].properties[bar].type: Forbidden: must be empty to be structural',
        'spec.validation.openAPIV3Schema.properties[bar]: Required value: because it is defined in spec.validation.openAPIV3Schema.anyOf[0].properties[bar]',
        'spec.validation.openAPIV3Schema.properties[foo].type: Required value: must not be empty for specified object fields',
        'spec.validation.openAPIV3Schema.properties[metadata]: Forbidden: must not specify anything other than name and generateName, but metadata is implicitly specified',
        'spec.validation.openAPIV3Schema.type: Required value: must not be empty at the root',
      ],
    },
  },
  {
    id: 'structural-corrected',
    title: 'The corresponding structural schema',
    section: 'Specifying a structural schema',
    tab: 'Problems',
    request: 'create',
    crd: schemaCRD(`type: object
description: "foo bar object"
properties:
  foo:
    type: string
    pattern: "abc"
  bar:
    type: integer
  metadata:
    type: object
    properties:
      name:
        type: string
        pattern: "^a"
anyOf:
- properties:
    bar:
      minimum: 42
  required: ["bar"]`),
    objects: `apiVersion: stable.example.com/v1
kind: CronTab
metadata:
  name: abc
foo: xabcx
bar: 7
`,
    point: 'The schema is structural; the object violates the anyOf (bar must be at least 42).',
    shows: ['bar: Invalid value: 7: bar in body should be greater than or equal to 42'],
    features: ['structural schema', 'anyOf', 'minimum', 'pattern'],
    expect: { errors: ['<nil>: Invalid value: "": "" must validate at least one schema (anyOf)', 'bar: Invalid value: 7: bar in body should be greater than or equal to 42'] },
  },
  {
    id: 'pruning',
    title: 'Field pruning',
    section: 'Field pruning',
    tab: 'Pruned',
    request: 'create',
    crd: cronTabCRD({ schema: CRONTAB_SCHEMA }),
    objects: cronTab('cronSpec: "* * * * */5"\nimage: my-awesome-cron-image\nsomeRandomField: 42'),
    point: 'someRandomField is not in the schema and is pruned before the object is stored.',
    shows: ['spec.someRandomField'],
    features: ['pruning', 'unknown fields'],
    expect: { warnings: ['Warning: unknown field "spec.someRandomField"'] },
  },
  {
    id: 'preserve-unknown-fields',
    title: 'Controlling pruning with x-kubernetes-preserve-unknown-fields',
    section: 'Controlling pruning',
    tab: 'Pruned',
    request: 'create',
    crd: schemaCRD(`type: object
properties:
  json:
    x-kubernetes-preserve-unknown-fields: true
    type: object
    properties:
      spec:
        type: object
        properties:
          foo:
            type: string
          bar:
            type: string`),
    objects: `apiVersion: stable.example.com/v1
kind: CronTab
metadata:
  name: json-example
json:
  spec:
    foo: abc
    bar: def
    something: x
  status:
    something: x
`,
    point: 'something is pruned inside the specified spec object, but everything outside it is preserved.',
    shows: ['json.spec.something'],
    features: ['x-kubernetes-preserve-unknown-fields', 'pruning'],
    expect: { warnings: ['Warning: unknown field "json.spec.something"'] },
  },
  {
    id: 'int-or-string',
    title: 'IntOrString',
    section: 'IntOrString',
    tab: 'Problems',
    request: 'create',
    crd: schemaCRD(`type: object
properties:
  foo:
    x-kubernetes-int-or-string: true
  bar:
    x-kubernetes-int-or-string: true
    anyOf:
    - type: integer
    - type: string`),
    objects: `apiVersion: stable.example.com/v1
kind: CronTab
metadata:
  name: int-example
foo: 42
bar: "50%"
---
apiVersion: stable.example.com/v1
kind: CronTab
metadata:
  name: wrong-type
foo: true
`,
    point: 'Both an integer and a string validate; a boolean does not.',
    shows: ['foo: Invalid value: "boolean": foo in body must be of type integer,string: "boolean"'],
    features: ['x-kubernetes-int-or-string', 'IntOrString'],
    expect: { errors: ['foo: Invalid value: "boolean": foo in body must be of type integer,string: "boolean"'] },
  },
  {
    id: 'embedded-resource',
    title: 'RawExtension: embedded resources',
    section: 'RawExtension',
    tab: 'Problems',
    request: 'create',
    crd: schemaCRD(`type: object
properties:
  foo:
    type: object
    x-kubernetes-embedded-resource: true
    x-kubernetes-preserve-unknown-fields: true`),
    objects: `apiVersion: stable.example.com/v1
kind: CronTab
metadata:
  name: embedded
foo:
  apiVersion: v1
  kind: Pod
  spec:
    containers:
    - name: c
      image: nginx
---
apiVersion: stable.example.com/v1
kind: CronTab
metadata:
  name: embedded-without-kind
foo:
  apiVersion: v1
  spec: {}
`,
    point: 'apiVersion, kind and metadata of the embedded object are implicitly specified and validated.',
    shows: ['foo.kind: Required value'],
    features: ['x-kubernetes-embedded-resource', 'RawExtension', 'x-kubernetes-preserve-unknown-fields'],
    expect: { errors: ['foo.kind: Required value'] },
  },
  {
    id: 'finalizers',
    title: 'Finalizers',
    section: 'Finalizers',
    tab: 'Problems',
    request: 'create',
    crd: cronTabCRD({ schema: CRONTAB_SCHEMA }),
    objects: `apiVersion: "stable.example.com/v1"
kind: CronTab
metadata:
  name: with-finalizer
  finalizers:
  - stable.example.com/finalizer
spec:
  image: my-awesome-cron-image
`,
    point: 'A domain-qualified finalizer is accepted.',
    shows: ['No problems'],
    features: ['finalizers', 'metadata'],
    expect: {},
  },
  {
    id: 'validation',
    title: 'Validation with the cronSpec pattern',
    section: 'Validation',
    tab: 'Problems',
    request: 'create',
    crd: cronTabCRD({ schema: CRONTAB_VALIDATION_SCHEMA }),
    objects: cronTab('cronSpec: "* * * *"\nimage: my-awesome-cron-image\nreplicas: 15'),
    point: 'cronSpec does not match the regular expression and replicas is greater than 10.',
    shows: [PATTERN_MESSAGE, 'spec.replicas: Invalid value: 15: spec.replicas in body should be less than or equal to 10'],
    features: ['pattern', 'maximum', 'OpenAPI validation'],
    expect: {
      errors: [
        'spec.cronSpec: Invalid value: "* * * *": spec.cronSpec in body should match \'^(\\d+|\\*)(/\\d+)?(\\s+(\\d+|\\*)(/\\d+)?){4}$\'',
        'spec.replicas: Invalid value: 15: spec.replicas in body should be less than or equal to 10',
      ],
    },
  },
  {
    id: 'ratcheting',
    title: 'Validation ratcheting',
    section: 'Validation ratcheting',
    tab: 'Problems',
    request: 'update',
    crd: cronTabCRD({ schema: CRONTAB_VALIDATION_SCHEMA }),
    oldObjects: cronTab('cronSpec: "* * * * */5"\nimage: my-awesome-cron-image\nreplicas: 15'),
    objects: cronTab('cronSpec: "* * * * */5"\nimage: my-new-image\nreplicas: 15'),
    point: 'replicas was already invalid and is unchanged: the update is accepted, the error is ratcheted.',
    shows: ['spec.replicas: Invalid value: 15: spec.replicas in body should be less than or equal to 10'],
    features: ['ratcheting', 'update', 'maximum'],
    expect: { warnings: ['spec.replicas: Invalid value: 15: spec.replicas in body should be less than or equal to 10'] },
  },
  {
    id: 'validation-rules',
    title: 'Validation rules (x-kubernetes-validations)',
    section: 'Validation rules',
    tab: 'CEL',
    request: 'create',
    crd: schemaCRD(
      specSchema(
        `minReplicas:
  type: integer
replicas:
  type: integer
maxReplicas:
  type: integer`,
        `x-kubernetes-validations:
  - rule: "self.minReplicas <= self.replicas"
    message: "replicas should be greater than or equal to minReplicas."
  - rule: "self.replicas <= self.maxReplicas"
    message: "replicas should be smaller than or equal to maxReplicas."
required:
  - minReplicas
  - replicas
  - maxReplicas`,
      ),
    ),
    objects: cronTab('minReplicas: 0\nreplicas: 20\nmaxReplicas: 10'),
    point: 'The second rule fails: replicas is larger than maxReplicas.',
    shows: ['replicas should be smaller than or equal to maxReplicas.'],
    features: ['x-kubernetes-validations', 'CEL', 'message'],
    expect: { errors: ['spec: Invalid value: replicas should be smaller than or equal to maxReplicas.'] },
  },
  {
    id: 'rule-examples',
    title: 'Validation rule examples',
    section: 'Validation rules',
    tab: 'CEL',
    request: 'create',
    crd: schemaCRD(
      specSchema(
        `minReplicas: {type: integer}
replicas: {type: integer}
maxReplicas: {type: integer}
stateCounts:
  type: object
  maxProperties: 20
  additionalProperties: {type: integer}
list1: {type: array, maxItems: 20, items: {type: string, maxLength: 64}}
list2: {type: array, maxItems: 20, items: {type: string, maxLength: 64}}
map1:
  type: object
  maxProperties: 20
  additionalProperties: {type: string, maxLength: 64}
health: {type: string, maxLength: 64}
prefix: {type: string, maxLength: 64}
set1: {type: array, maxItems: 20, items: {type: string, maxLength: 64}, x-kubernetes-list-type: set}
set2: {type: array, maxItems: 20, items: {type: string, maxLength: 64}, x-kubernetes-list-type: set}
intOrString:
  x-kubernetes-int-or-string: true`,
        `x-kubernetes-validations:
  - rule: "self.minReplicas <= self.replicas && self.replicas <= self.maxReplicas"
  - rule: "'Available' in self.stateCounts"
  - rule: "(size(self.list1) == 0) != (size(self.list2) == 0)"
  - rule: "!('MY_KEY' in self.map1) || self.map1['MY_KEY'].matches('^[a-zA-Z]*$')"
  - rule: "self.health.startsWith('ok')"
  - rule: "self.set1.all(e, !(e in self.set2))"
  - rule: "type(self.intOrString) == string ? self.intOrString == '100%' : self.intOrString == 1000"`,
      ),
    ),
    objects: cronTab(`minReplicas: 1
replicas: 2
maxReplicas: 3
stateCounts: {Available: 1}
list1: [a]
list2: []
map1: {MY_KEY: abc}
health: ok-ish
prefix: my
set1: [a, b]
set2: [c]
intOrString: "100%"`),
    point: "Each rule of the docs' examples table holds for this object.",
    shows: ["self.health.startsWith('ok')"],
    features: ['x-kubernetes-validations', 'CEL', 'maxItems', 'maxLength', 'maxProperties', 'x-kubernetes-list-type'],
    expect: {},
  },
  {
    id: 'transition-rules',
    title: 'Transition rules',
    section: 'Transition rules',
    tab: 'CEL',
    request: 'update',
    crd: schemaCRD(
      specSchema(`level:
  type: string
  enum: ["low", "medium", "high"]
  x-kubernetes-validations:
  - rule: "!(self == 'high' && oldSelf == 'low') && !(self == 'low' && oldSelf == 'high')"
    message: cannot transition directly between 'low' and 'high'`),
    ),
    oldObjects: cronTab('level: low'),
    objects: cronTab('level: high'),
    point: 'Going from low directly to high is rejected by the transition rule.',
    shows: ["cannot transition directly between 'low' and 'high'"],
    features: ['x-kubernetes-validations', 'CEL', 'oldSelf', 'transition rule', 'update'],
    expect: { errors: ["spec.level: Invalid value: \"high\": cannot transition directly between 'low' and 'high'"] },
  },
  {
    id: 'cost-unbounded',
    title: 'Rule cost: an unbounded list',
    section: 'Resource use by validation functions',
    tab: 'Problems',
    request: 'create',
    crd: schemaCRD(`type: object
properties:
  foo:
    type: array
    items:
      type: string
    x-kubernetes-validations:
      - rule: "self.all(x, x.contains('a string'))"`),
    objects: '',
    point: 'Without maxItems and maxLength the rule is estimated to exceed the budget by more than 100x.',
    shows: ['estimated rule cost exceeds budget by factor of more than 100x'],
    features: ['CEL cost', 'cost budget', 'x-kubernetes-validations', 'maxItems', 'maxLength'],
    expect: {
      errors: [
        'spec.validation.openAPIV3Schema.properties[foo].x-kubernetes-validations[0].rule: Forbidden: estimated rule cost exceeds budget by factor of more than 100x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)',
        'spec.validation.openAPIV3Schema.properties[foo].x-kubernetes-validations[0].rule: Forbidden: contributed to estimated rule cost total exceeding cost limit for entire OpenAPIv3 schema',
        'spec.validation.openAPIV3Schema: Forbidden: x-kubernetes-validations estimated rule cost total for entire OpenAPIv3 schema exceeds budget by factor of more than 100x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)',
      ],
    },
  },
  {
    id: 'cost-bounded',
    title: 'Rule cost: bounded with maxItems and maxLength',
    section: 'Resource use by validation functions',
    tab: 'CEL',
    request: 'create',
    crd: schemaCRD(`type: object
properties:
  foo:
    type: array
    maxItems: 25
    items:
      type: string
      maxLength: 10
    x-kubernetes-validations:
      - rule: "self.all(x, x.contains('a string'))"`),
    objects: `apiVersion: stable.example.com/v1
kind: CronTab
metadata:
  name: bounded
foo: ["a string", "a string!"]
`,
    point: 'With limits the same rule fits the budget.',
    shows: ["self.all(x, x.contains('a string'))"],
    features: ['CEL cost', 'cost budget', 'maxItems', 'maxLength', 'x-kubernetes-validations'],
    expect: {},
  },
  {
    id: 'cost-nested',
    title: 'Rule cost: a nested list',
    section: 'Resource use by validation functions',
    tab: 'Problems',
    request: 'create',
    crd: schemaCRD(`type: object
properties:
  foo:
    type: array
    items:
      type: array
      items:
        type: integer
      x-kubernetes-validations:
        - rule: "self.all(x, x == 5)"`),
    objects: '',
    point: 'The rule that is allowed on a flat list is rejected on each item of a nested list.',
    shows: ['x-kubernetes-validations[0].rule: Forbidden'],
    features: ['CEL cost', 'cost budget', 'nested list', 'x-kubernetes-validations'],
    expect: {
      errors: [
        'spec.validation.openAPIV3Schema.properties[foo].items.x-kubernetes-validations[0].rule: Forbidden: estimated rule cost exceeds budget by factor of more than 100x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)',
        'spec.validation.openAPIV3Schema.properties[foo].items.x-kubernetes-validations[0].rule: Forbidden: contributed to estimated rule cost total exceeding cost limit for entire OpenAPIv3 schema',
        'spec.validation.openAPIV3Schema: Forbidden: x-kubernetes-validations estimated rule cost total for entire OpenAPIv3 schema exceeds budget by factor of more than 100x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)',
      ],
    },
  },
  {
    id: 'defaulting',
    title: 'Defaulting',
    section: 'Defaulting',
    tab: 'Defaulted',
    request: 'create',
    crd: schemaCRD(`type: object
properties:
  spec:
    type: object
    properties:
      cronSpec:
        type: string
        pattern: '^(\\d+|\\*)(/\\d+)?(\\s+(\\d+|\\*)(/\\d+)?){4}$'
        default: "5 0 * * *"
      image:
        type: string
      replicas:
        type: integer
        minimum: 1
        maximum: 10
        default: 1`),
    objects: cronTab('image: my-awesome-cron-image'),
    point: 'cronSpec and replicas are defaulted.',
    shows: ['spec.cronSpec', 'spec.replicas'],
    features: ['default', 'defaulting'],
    expect: {},
  },
  {
    id: 'defaulting-multiversion',
    title: 'Defaulting across versions',
    section: 'Defaulting',
    tab: 'Defaulted',
    request: 'create',
    crd: `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: crontabs.stable.example.com
spec:
  group: stable.example.com
  scope: Namespaced
  names:
    plural: crontabs
    singular: crontab
    kind: CronTab
  versions:
    - name: v1beta1
      served: true
      storage: false
      schema:
        openAPIV3Schema:
${indent(specSchema('image:\n  type: string\ncronSpec:\n  type: string\n  default: "5 0 * * *"\nreplicas:\n  type: integer'), 10)}
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
${indent(specSchema('image:\n  type: string\ncronSpec:\n  type: string\nreplicas:\n  type: integer\n  default: 1'), 10)}
`,
    objects: cronTab('image: my-awesome-cron-image', { apiVersion: 'stable.example.com/v1beta1' }),
    point: 'Created at v1beta1, the object gets cronSpec from the v1beta1 schema; stored at v1, it is read back with replicas from the v1 schema, and the response carries both.',
    shows: ['spec.cronSpec', 'spec.replicas'],
    features: ['default', 'multiple versions', 'storage version', 'read back from storage'],
    expect: {},
  },
  {
    id: 'defaulting-nullable',
    title: 'Defaulting and nullable',
    section: 'Defaulting and Nullable',
    tab: 'Defaulted',
    request: 'create',
    crd: schemaCRD(`type: object
properties:
  spec:
    type: object
    properties:
      foo:
        type: string
        nullable: false
        default: "default"
      bar:
        type: string
        nullable: true
      baz:
        type: string`),
    objects: cronTab('foo: null\nbar: null\nbaz: null'),
    point: 'foo is defaulted, bar keeps its null, baz is dropped.',
    shows: ['spec.foo'],
    features: ['default', 'nullable'],
    expect: {},
  },
  {
    id: 'printer-columns',
    title: 'Additional printer columns',
    section: 'Additional printer columns',
    tab: 'Columns',
    request: 'create',
    crd: cronTabCRD({
      schema: CRONTAB_SCHEMA,
      versionExtra: `additionalPrinterColumns:
- name: Spec
  type: string
  description: The cron spec defining the interval a CronJob is run
  jsonPath: .spec.cronSpec
- name: Replicas
  type: integer
  description: The number of jobs launched by the CronJob
  jsonPath: .spec.replicas
- name: Age
  type: date
  jsonPath: .metadata.creationTimestamp`,
    }),
    objects: cronTab('cronSpec: "* * * * */5"\nimage: my-awesome-cron-image\nreplicas: 1'),
    point: 'kubectl get shows the NAME, SPEC, REPLICAS and AGE columns.',
    shows: ['SPEC', 'REPLICAS', '* * * * */5'],
    features: ['additionalPrinterColumns', 'kubectl get', 'jsonPath'],
    expect: {},
  },
  {
    id: 'selectable-fields',
    title: 'Selectable fields (Shirts)',
    section: 'Field selectors',
    tab: 'Columns',
    request: 'create',
    crd: `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: shirts.stable.example.com
spec:
  group: stable.example.com
  scope: Namespaced
  names:
    plural: shirts
    singular: shirt
    kind: Shirt
  versions:
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object
            properties:
              color:
                type: string
              size:
                type: string
    selectableFields:
    - jsonPath: .spec.color
    - jsonPath: .spec.size
    additionalPrinterColumns:
    - jsonPath: .spec.color
      name: Color
      type: string
    - jsonPath: .spec.size
      name: Size
      type: string
`,
    objects: `---
apiVersion: stable.example.com/v1
kind: Shirt
metadata:
  name: example1
spec:
  color: blue
  size: S
---
apiVersion: stable.example.com/v1
kind: Shirt
metadata:
  name: example2
spec:
  color: blue
  size: M
---
apiVersion: stable.example.com/v1
kind: Shirt
metadata:
  name: example3
spec:
  color: green
  size: M
`,
    point: 'spec.color and spec.size can be used in field selectors, e.g. spec.color=blue selects example1 and example2.',
    shows: ['COLOR', 'SIZE', 'example3'],
    features: ['selectableFields', 'field selector', 'kubectl get'],
    expect: {},
  },
  {
    id: 'subresources',
    title: 'Status and scale subresources',
    section: 'Subresources',
    tab: 'Columns',
    request: 'create',
    crd: cronTabCRD({
      schema: `type: object
properties:
  spec:
    type: object
    properties:
      cronSpec:
        type: string
      image:
        type: string
      replicas:
        type: integer
  status:
    type: object
    properties:
      replicas:
        type: integer
      labelSelector:
        type: string`,
      versionExtra: `subresources:
  status: {}
  scale:
    specReplicasPath: .spec.replicas
    statusReplicasPath: .status.replicas
    labelSelectorPath: .status.labelSelector`,
    }),
    objects: cronTab('cronSpec: "* * * * */5"\nimage: my-awesome-cron-image\nreplicas: 3'),
    point: '/status and /scale are served; the Scale of this object has spec.replicas 3 and status.replicas 0.',
    shows: ['my-new-cron-object'],
    features: ['subresources', 'status', 'scale', 'kubectl get'],
    expect: {},
  },
  {
    id: 'categories',
    title: 'Categories',
    section: 'Categories',
    tab: 'Versions',
    request: 'create',
    crd: cronTabCRD({ schema: CRONTAB_SCHEMA, namesExtra: 'categories:\n- all' }),
    objects: cronTab('cronSpec: "* * * * */5"\nimage: my-awesome-cron-image'),
    point: 'The CronTab belongs to the category all: kubectl get all lists it.',
    shows: ['all'],
    features: ['categories', 'names', 'kubectl get all'],
    expect: {},
  },
  {
    id: 'multiple-versions',
    title: 'Multiple versions with None conversion',
    section: 'Specify multiple versions',
    tab: 'Versions',
    request: 'create',
    crd: `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: crontabs.example.com
spec:
  group: example.com
  versions:
  - name: v1beta1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
        properties:
          host:
            type: string
          port:
            type: string
  - name: v1
    served: true
    storage: false
    schema:
      openAPIV3Schema:
        type: object
        properties:
          host:
            type: string
          port:
            type: string
  conversion:
    strategy: None
  scope: Namespaced
  names:
    plural: crontabs
    singular: crontab
    kind: CronTab
    shortNames:
    - ct
`,
    objects: `apiVersion: example.com/v1beta1
kind: CronTab
metadata:
  name: my-new-cron-object
host: example.com
port: "8080"
`,
    point: 'v1 has priority over v1beta1; objects are stored at v1beta1 and read at v1 with only apiVersion rewritten.',
    shows: ['v1beta1', 'v1'],
    features: ['versions', 'None conversion', 'storage version'],
    expect: {},
  },
  {
    id: 'deprecated-versions',
    title: 'Version deprecation',
    section: 'Version deprecation',
    tab: 'Versions',
    request: 'create',
    crd: `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: crontabs.example.com
spec:
  group: example.com
  names:
    plural: crontabs
    singular: crontab
    kind: CronTab
  scope: Namespaced
  versions:
  - name: v1alpha1
    served: true
    storage: false
    deprecated: true
    deprecationWarning: "example.com/v1alpha1 CronTab is deprecated; see http://example.com/v1alpha1-v1 for instructions to migrate to example.com/v1 CronTab"
    schema:
      openAPIV3Schema:
        type: object
        x-kubernetes-preserve-unknown-fields: true
  - name: v1beta1
    served: true
    storage: false
    deprecated: true
    schema:
      openAPIV3Schema:
        type: object
        x-kubernetes-preserve-unknown-fields: true
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
        x-kubernetes-preserve-unknown-fields: true
`,
    objects: `apiVersion: example.com/v1alpha1
kind: CronTab
metadata:
  name: old-style
`,
    point: 'Requests to a deprecated version receive a warning: the custom text for v1alpha1, the default one for v1beta1.',
    shows: ['example.com/v1alpha1 CronTab is deprecated; see http://example.com/v1alpha1-v1 for instructions to migrate to example.com/v1 CronTab'],
    features: ['deprecated', 'deprecationWarning', 'versions'],
    expect: { warnings: ['Warning: example.com/v1alpha1 CronTab is deprecated; see http://example.com/v1alpha1-v1 for instructions to migrate to example.com/v1 CronTab'] },
  },
  {
    id: 'webhook-conversion',
    title: 'Webhook conversion',
    section: 'Webhook conversion',
    tab: 'Versions',
    request: 'create',
    crd: `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: crontabs.example.com
spec:
  group: example.com
  versions:
  - name: v1beta1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
        properties:
          hostPort:
            type: string
  - name: v1
    served: true
    storage: false
    schema:
      openAPIV3Schema:
        type: object
        properties:
          host:
            type: string
          port:
            type: string
  conversion:
    strategy: Webhook
    webhook:
      conversionReviewVersions: ["v1","v1beta1"]
      clientConfig:
        service:
          namespace: default
          name: example-conversion-webhook-server
          path: /crdconvert
        caBundle: "Q0EgYnVuZGxlIGdvZXMgaGVyZQ=="
  scope: Namespaced
  names:
    plural: crontabs
    singular: crontab
    kind: CronTab
    shortNames:
    - ct
`,
    objects: `apiVersion: example.com/v1beta1
kind: CronTab
metadata:
  name: my-new-cron-object
hostPort: "localhost:1234"
`,
    point: 'Reading at v1 needs the webhook: the playground shows the ConversionReview the apiserver would send.',
    shows: ['ConversionReview'],
    features: ['conversion webhook', 'ConversionReview', 'versions'],
    expect: {},
  },
  {
    id: 'semver-matrix',
    title: 'isSemver across Kubernetes versions',
    section: 'Compatibility matrix',
    tab: 'Compatibility',
    request: 'create',
    crd: schemaCRD(`type: object
properties:
  spec:
    type: object
    properties:
      version:
        type: string
        maxLength: 64
    x-kubernetes-validations:
    - rule: isSemver(self.version)
      message: spec.version must be a semantic version`),
    objects: cronTab('version: "1.2.3"'),
    point:
      'The semver library is in the StoredExpressions environment from 1.33 but in the NewExpressions one (a new rule in a CRD) only from 1.34: the CRD is rejected up to 1.33 and accepted from 1.34 on.',
    shows: ['1.33', '1.34'],
    features: ['isSemver', 'CEL library', 'Kubernetes versions', 'compatibility'],
    expect: {},
  },
  {
    id: 'crd-upgrade',
    title: 'CRD upgrade: a narrowed enum and a new required field',
    section: 'Upgrading a CustomResourceDefinition',
    tab: 'Changes',
    request: 'create',
    // as read from the cluster: with the status the apiserver keeps
    oldCrd: cronTabCRD({ schema: UPGRADE_OLD_SCHEMA }) + 'status:\n  storedVersions: [v1]\n',
    crd: cronTabCRD({ schema: UPGRADE_NEW_SCHEMA }),
    objects: [
      cronTab('cronSpec: "* * * * */5"\nimage: my-awesome-cron-image\nconcurrencyPolicy: Forbid', { name: 'still-valid' }),
      cronTab('cronSpec: "* * * * */5"\nimage: my-awesome-cron-image\nconcurrencyPolicy: Allow', { name: 'allows-overlap' }),
      cronTab('cronSpec: "0 * * * *"\nreplicas: 2', { name: 'no-image' }),
    ].join('---\n'),
    point: 'The apiserver accepts the update, but Allow is no longer in the enum and image is now required: both break clients and stored objects that use them.',
    shows: ['enumNarrowed', 'requiredAdded'],
    features: ['CRD update', 'enum', 'required', 'ratcheting', 'storedVersions'],
    expect: {
      errors: ['spec.concurrencyPolicy: Unsupported value: "Allow": supported values: "Forbid", "Replace"', 'spec.image: Required value'],
      warnings: [
        'under the new CRD 1 value of this stored object is invalid: an update that leaves it unchanged passes (ratcheting), one that changes it fails (first: spec.concurrencyPolicy: Unsupported value: "Allow": supported values: "Forbid", "Replace")',
        'under the new CRD 1 value of this stored object is invalid: an update that leaves it unchanged passes (ratcheting), one that changes it fails (first: spec.image: Required value)',
      ],
    },
  },
];

export function findExample(id: string): Example | undefined {
  return EXAMPLES.find((e) => e.id === id);
}
