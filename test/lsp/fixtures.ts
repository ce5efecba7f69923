// The docs' CronTab CRD (replicas at most 10, a CEL rule) and objects for the language server's tests.
import { cronTabCRD, cronTab } from '../fixtures/crontab-crd';

export const SCHEMA = `type: object
properties:
  spec:
    type: object
    properties:
      cronSpec:
        type: string
        description: The schedule in Cron format.
      image:
        type: string
      replicas:
        type: integer
        minimum: 1
        maximum: 10
        description: How many copies run at once.
    x-kubernetes-validations:
    - rule: self.replicas >= 1
      message: at least one replica`;

export const CRD = cronTabCRD({ schema: SCHEMA });

export const OBJECT = cronTab('cronSpec: "* * * * */5"\nimage: my-awesome-cron-image\nreplicas: 15');

/** A second CRD (another group) whose rule does not compile: the error's caret is at column 22 of the rule. */
export const BAD_RULE_CRD = cronTabCRD({
  group: 'other.example.com',
  schema: `type: object
properties:
  spec:
    type: object
    properties:
      replicas:
        type: integer
    x-kubernetes-validations:
    - rule: "self.replicas >= 1 &&"`,
});

export const OTHER_OBJECT = cronTab('replicas: 3', { apiVersion: 'other.example.com/v1', name: 'other' });

/** A Helm chart's template of a CronTab (its replicas would be an error in YAML). */
export const HELM_TEMPLATE = `apiVersion: stable.example.com/v1
kind: CronTab
metadata:
  name: {{ .Release.Name }}
spec:
  replicas: 15
`;
