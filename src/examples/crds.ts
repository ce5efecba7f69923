// Building blocks for the gallery's CRDs: the docs' CronTab CRD around a schema.
export function indent(text: string, spaces: number): string {
  const pad = ' '.repeat(spaces);
  return text
    .split('\n')
    .map((l) => (l.length ? pad + l : l))
    .join('\n');
}

interface CronTabOptions {
  /** The openAPIV3Schema, as YAML at column 0. */
  schema: string;
  /** Extra keys of the version (subresources, additionalPrinterColumns, ...), as YAML at column 0. */
  versionExtra?: string;
  /** Extra keys of spec.names, as YAML at column 0. */
  namesExtra?: string;
  group?: string;
}

export function cronTabCRD(o: CronTabOptions): string {
  const group = o.group ?? 'stable.example.com';
  return `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: crontabs.${group}
spec:
  group: ${group}
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
${indent(o.schema, 10)}
${o.versionExtra ? indent(o.versionExtra, 6) + '\n' : ''}  scope: Namespaced
  names:
    plural: crontabs
    singular: crontab
    kind: CronTab
    shortNames:
    - ct
${o.namesExtra ? indent(o.namesExtra, 4) + '\n' : ''}`;
}

export function cronTab(spec: string, opts: { name?: string; extraTop?: string; apiVersion?: string } = {}): string {
  return `apiVersion: "${opts.apiVersion ?? 'stable.example.com/v1'}"
kind: CronTab
metadata:
  name: ${opts.name ?? 'my-new-cron-object'}
spec:
${indent(spec, 2)}
${opts.extraTop ? opts.extraTop + '\n' : ''}`;
}

/** The schema of "Create a CustomResourceDefinition". */
export const CRONTAB_SCHEMA = `type: object
properties:
  spec:
    type: object
    properties:
      cronSpec:
        type: string
      image:
        type: string
      replicas:
        type: integer`;

/** The schema of "Validation". */
export const CRONTAB_VALIDATION_SCHEMA = `type: object
properties:
  spec:
    type: object
    properties:
      cronSpec:
        type: string
        pattern: '^(\\d+|\\*)(/\\d+)?(\\s+(\\d+|\\*)(/\\d+)?){4}$'
      image:
        type: string
      replicas:
        type: integer
        minimum: 1
        maximum: 10`;
