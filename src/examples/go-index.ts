// Go mode's examples (issue 31): Go types with kubebuilder markers, as operator authors write them, and
// objects of the kinds they generate. Written for the playground (not taken from any project). This index
// is small (the Examples menu lists it); the texts are files in `<id>/` (the Go files at their paths in the
// module, a `go.mod` where the example has one, and `objects.yaml`), read by `go-gallery.ts`, which only
// Go mode's chunk imports.
import type { GoExampleMeta } from './types';

export const GO_EXAMPLE_INDEX: GoExampleMeta[] = [
  {
    id: 'go-widget',
    title: 'Go types: a first kind with markers',
    point: 'Minimum and Maximum markers become the schema; an object with replicas 15 is refused.',
    tab: 'Problems',
    crds: ['widgets.toys.example.com'],
  },
  {
    id: 'go-scheduledjob',
    title: 'Go types: an operator-style CronJob with a pod template',
    point:
      'batchv1.JobTemplateSpec and corev1 types come from k8s.io/api with their own markers (the pod template is most of the CRD, past the client-side apply limit); a concurrencyPolicy outside the enum is refused.',
    tab: 'Problems',
    crds: ['scheduledjobs.batch.tutorial.example.com'],
  },
  {
    id: 'go-backup-rules',
    title: 'Go types: enums, oneOf and transition rules',
    point: 'k8s:enum, ExactlyOneOf and XValidation rules with oldSelf become x-kubernetes-validations the apiserver runs.',
    tab: 'CEL',
    crds: ['backups.storage.example.com'],
  },
  {
    id: 'go-shop-versions',
    title: 'Go types: a multi-version API with a storage version',
    point: 'Two packages of one group are two versions of one CRD; v2 is stored, v1 is deprecated with a warning.',
    tab: 'Versions',
    crds: ['orders.shop.example.com'],
  },
];
