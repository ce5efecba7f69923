// Go mode's examples: Go types with kubebuilder markers, as operator authors write them, and objects
// of the kinds they generate. Written for the playground (not taken from any project). Loaded only
// when Go mode is used (a chunk of its own: the YAML playground's first load does not hold them).
import type { ResultTab } from './types';

export interface GoExampleFile {
  path: string;
  text: string;
}

export interface GoExample {
  id: string;
  /** English title (the gallery shows it as it is). */
  title: string;
  /** What it shows, in one sentence. */
  point: string;
  files: GoExampleFile[];
  objects: string;
  tab: ResultTab;
  /** The generated CRD's `metadata.name` (checked by test/examples/go-examples.test.ts). */
  crds: string[];
}

const WIDGET_TYPES = `// Package v1 is version v1 of the toys.example.com API.
// +groupName=toys.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// WidgetSpec is what the owner of a Widget asks for.
type WidgetSpec struct {
\t// Image runs the widget.
\tImage string \`json:"image"\`

\t// Replicas is how many copies run.
\t// +kubebuilder:validation:Minimum=1
\t// +kubebuilder:validation:Maximum=10
\t// +optional
\tReplicas int32 \`json:"replicas,omitempty"\`
}

// Widget is a small thing that runs an image.
// +kubebuilder:object:root=true
// +kubebuilder:resource:shortName=wd
type Widget struct {
\tmetav1.TypeMeta   \`json:",inline"\`
\tmetav1.ObjectMeta \`json:"metadata,omitempty"\`

\tSpec WidgetSpec \`json:"spec,omitempty"\`
}
`;

const WIDGET_OBJECTS = `apiVersion: toys.example.com/v1
kind: Widget
metadata:
  name: small
spec:
  image: nginx
  replicas: 3
---
apiVersion: toys.example.com/v1
kind: Widget
metadata:
  name: too-many
spec:
  image: nginx
  replicas: 15
`;

const SCHEDULED_JOB_INFO = `// Package v1 is version v1 of the batch.tutorial.example.com API.
// +groupName=batch.tutorial.example.com
package v1
`;

const SCHEDULED_JOB_TYPES = `package v1

import (
\tbatchv1 "k8s.io/api/batch/v1"
\tcorev1 "k8s.io/api/core/v1"
\tmetav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// ConcurrencyPolicy says what happens when a run is due while the previous one still runs.
// +kubebuilder:validation:Enum=Allow;Forbid;Replace
type ConcurrencyPolicy string

// ScheduledJobSpec is what the owner asks for.
type ScheduledJobSpec struct {
\t// Schedule in cron format, such as "*/5 * * * *".
\t// +kubebuilder:validation:MinLength=9
\tSchedule string \`json:"schedule"\`

\t// How many seconds late a missed run may still start.
\t// +kubebuilder:validation:Minimum=0
\t// +optional
\tStartingDeadlineSeconds *int64 \`json:"startingDeadlineSeconds,omitempty"\`

\t// What to do with a run that is due while another one runs.
\t// +kubebuilder:default=Allow
\t// +optional
\tConcurrencyPolicy ConcurrencyPolicy \`json:"concurrencyPolicy,omitempty"\`

\t// Suspend stops later runs; a run already started goes on.
\t// +optional
\tSuspend *bool \`json:"suspend,omitempty"\`

\t// JobTemplate is the Job every run creates (its pod template included).
\tJobTemplate batchv1.JobTemplateSpec \`json:"jobTemplate"\`

\t// How many finished Jobs are kept.
\t// +kubebuilder:validation:Minimum=0
\t// +kubebuilder:default=3
\t// +optional
\tSuccessfulJobsHistoryLimit *int32 \`json:"successfulJobsHistoryLimit,omitempty"\`
}

// ScheduledJobStatus is what the controller saw last.
type ScheduledJobStatus struct {
\t// Active lists the Jobs running now.
\t// +optional
\t// +listType=atomic
\tActive []corev1.ObjectReference \`json:"active,omitempty"\`

\t// When a Job was last started.
\t// +optional
\tLastScheduleTime *metav1.Time \`json:"lastScheduleTime,omitempty"\`
}

// ScheduledJob runs a Job on a cron schedule.
// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
// +kubebuilder:resource:shortName=sj
// +kubebuilder:printcolumn:name="Schedule",type=string,JSONPath=\`.spec.schedule\`
// +kubebuilder:printcolumn:name="Last run",type=date,JSONPath=\`.status.lastScheduleTime\`
type ScheduledJob struct {
\tmetav1.TypeMeta   \`json:",inline"\`
\tmetav1.ObjectMeta \`json:"metadata,omitempty"\`

\tSpec   ScheduledJobSpec   \`json:"spec,omitempty"\`
\tStatus ScheduledJobStatus \`json:"status,omitempty"\`
}
`;

const SCHEDULED_JOB_OBJECTS = `apiVersion: batch.tutorial.example.com/v1
kind: ScheduledJob
metadata:
  name: nightly-report
spec:
  schedule: "0 3 * * *"
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: OnFailure
          containers:
            - name: report
              image: busybox
              args: ["/bin/sh", "-c", "date; echo report"]
---
apiVersion: batch.tutorial.example.com/v1
kind: ScheduledJob
metadata:
  name: every-minute
spec:
  schedule: "* * * * *"
  concurrencyPolicy: Sometimes
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: Never
          containers:
            - name: tick
              image: busybox
`;

const BACKUP_TYPES = `// Package v1alpha1 is version v1alpha1 of the storage.example.com API.
// +groupName=storage.example.com
package v1alpha1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Tier is how fast the storage is.
// +k8s:enum
type Tier string

const (
\tTierCold Tier = "Cold"
\tTierWarm Tier = "Warm"
\tTierHot  Tier = "Hot"
)

// Target is where a backup goes: a bucket or a volume, never both.
// +kubebuilder:validation:ExactlyOneOf=bucket;volume
type Target struct {
\t// +optional
\tBucket string \`json:"bucket,omitempty"\`
\t// +optional
\tVolume string \`json:"volume,omitempty"\`
}

// BackupSpec is what the owner asks for.
// +kubebuilder:validation:XValidation:rule="!has(oldSelf.sizeGi) || self.sizeGi >= oldSelf.sizeGi",message="sizeGi may only grow"
type BackupSpec struct {
\t// Region where the data lives; it cannot move.
\t// +kubebuilder:validation:XValidation:rule="self == oldSelf",message="region is immutable"
\tRegion string \`json:"region"\`

\t// +kubebuilder:default=Warm
\t// +optional
\tTier Tier \`json:"tier,omitempty"\`

\t// Size of the backup, in GiB.
\t// +kubebuilder:validation:Minimum=1
\t// +optional
\tSizeGi int32 \`json:"sizeGi,omitempty"\`

\tTarget Target \`json:"target"\`
}

// Backup copies data to a target on a schedule.
// +kubebuilder:object:root=true
type Backup struct {
\tmetav1.TypeMeta   \`json:",inline"\`
\tmetav1.ObjectMeta \`json:"metadata,omitempty"\`

\tSpec BackupSpec \`json:"spec,omitempty"\`
}
`;

const BACKUP_OBJECTS = `apiVersion: storage.example.com/v1alpha1
kind: Backup
metadata:
  name: photos
spec:
  region: eu-west
  tier: Cold
  sizeGi: 20
  target:
    bucket: photos-backup
---
apiVersion: storage.example.com/v1alpha1
kind: Backup
metadata:
  name: both-targets
spec:
  region: eu-west
  tier: Lukewarm
  target:
    bucket: a
    volume: b
`;

const SHOP_GO_MOD = `module example.com/shop

go 1.24

require (
\tk8s.io/api v0.34.0
\tk8s.io/apimachinery v0.34.0
)
`;

const SHOP_V1 = `// Package v1 is the first version of the shop.example.com API.
// +groupName=shop.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// OrderSpec is an order as v1 clients write it.
type OrderSpec struct {
\t// Item ordered.
\tItem string \`json:"item"\`
\t// Count of items.
\t// +kubebuilder:validation:Minimum=1
\tCount int32 \`json:"count"\`
}

// Order is a customer's order.
// +kubebuilder:object:root=true
// +kubebuilder:deprecatedversion:warning="shop.example.com/v1 Order is deprecated; use shop.example.com/v2"
type Order struct {
\tmetav1.TypeMeta   \`json:",inline"\`
\tmetav1.ObjectMeta \`json:"metadata,omitempty"\`

\tSpec OrderSpec \`json:"spec,omitempty"\`
}
`;

const SHOP_V2 = `// Package v2 is the current version of the shop.example.com API.
// +groupName=shop.example.com
package v2

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Line is one item of an order.
type Line struct {
\t// +kubebuilder:validation:MinLength=1
\tItem string \`json:"item"\`
\t// +kubebuilder:validation:Minimum=1
\tCount int32 \`json:"count"\`
}

// OrderSpec is an order with several lines.
type OrderSpec struct {
\t// Lines of the order, one per item.
\t// +listType=map
\t// +listMapKey=item
\t// +kubebuilder:validation:MaxItems=50
\tLines []Line \`json:"lines"\`
}

// Order is a customer's order.
// +kubebuilder:object:root=true
// +kubebuilder:storageversion
// +kubebuilder:printcolumn:name="Lines",type=integer,JSONPath=\`.spec.lines[*].count\`
type Order struct {
\tmetav1.TypeMeta   \`json:",inline"\`
\tmetav1.ObjectMeta \`json:"metadata,omitempty"\`

\tSpec OrderSpec \`json:"spec,omitempty"\`
}
`;

const SHOP_OBJECTS = `apiVersion: shop.example.com/v1
kind: Order
metadata:
  name: old-client
spec:
  item: teapot
  count: 2
---
apiVersion: shop.example.com/v2
kind: Order
metadata:
  name: new-client
spec:
  lines:
    - item: teapot
      count: 1
    - item: teapot
      count: 3
`;

/** What Go mode opens with when the work has no Go files yet. */
export const GO_STARTER: GoExampleFile[] = [{ path: 'api/v1/widget_types.go', text: WIDGET_TYPES }];
export const GO_STARTER_OBJECTS = WIDGET_OBJECTS;

export const GO_EXAMPLES: GoExample[] = [
  {
    id: 'go-widget',
    title: 'Go types: a first kind with markers',
    point: 'Minimum and Maximum markers become the schema; an object with replicas 15 is refused.',
    files: GO_STARTER,
    objects: WIDGET_OBJECTS,
    tab: 'Problems',
    crds: ['widgets.toys.example.com'],
  },
  {
    id: 'go-scheduledjob',
    title: 'Go types: an operator-style CronJob with a pod template',
    point:
      'batchv1.JobTemplateSpec and corev1 types come from k8s.io/api with their own markers (the pod template is most of the CRD, past the client-side apply limit); a concurrencyPolicy outside the enum is refused.',
    files: [
      { path: 'api/v1/groupversion_info.go', text: SCHEDULED_JOB_INFO },
      { path: 'api/v1/scheduledjob_types.go', text: SCHEDULED_JOB_TYPES },
    ],
    objects: SCHEDULED_JOB_OBJECTS,
    tab: 'Problems',
    crds: ['scheduledjobs.batch.tutorial.example.com'],
  },
  {
    id: 'go-backup-rules',
    title: 'Go types: enums, oneOf and transition rules',
    point: 'k8s:enum, ExactlyOneOf and XValidation rules with oldSelf become x-kubernetes-validations the apiserver runs.',
    files: [{ path: 'api/v1alpha1/backup_types.go', text: BACKUP_TYPES }],
    objects: BACKUP_OBJECTS,
    tab: 'CEL',
    crds: ['backups.storage.example.com'],
  },
  {
    id: 'go-shop-versions',
    title: 'Go types: a multi-version API with a storage version',
    point: 'Two packages of one group are two versions of one CRD; v2 is stored, v1 is deprecated with a warning.',
    files: [
      { path: 'go.mod', text: SHOP_GO_MOD },
      { path: 'api/v1/order_types.go', text: SHOP_V1 },
      { path: 'api/v2/order_types.go', text: SHOP_V2 },
    ],
    objects: SHOP_OBJECTS,
    tab: 'Versions',
    crds: ['orders.shop.example.com'],
  },
];
