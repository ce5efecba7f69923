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
