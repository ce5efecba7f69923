package v1

import (
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// ConcurrencyPolicy says what happens when a run is due while the previous one still runs.
// +kubebuilder:validation:Enum=Allow;Forbid;Replace
type ConcurrencyPolicy string

// ScheduledJobSpec is what the owner asks for.
type ScheduledJobSpec struct {
	// Schedule in cron format, such as "*/5 * * * *".
	// +kubebuilder:validation:MinLength=9
	Schedule string `json:"schedule"`

	// How many seconds late a missed run may still start.
	// +kubebuilder:validation:Minimum=0
	// +optional
	StartingDeadlineSeconds *int64 `json:"startingDeadlineSeconds,omitempty"`

	// What to do with a run that is due while another one runs.
	// +kubebuilder:default=Allow
	// +optional
	ConcurrencyPolicy ConcurrencyPolicy `json:"concurrencyPolicy,omitempty"`

	// Suspend stops later runs; a run already started goes on.
	// +optional
	Suspend *bool `json:"suspend,omitempty"`

	// JobTemplate is the Job every run creates (its pod template included).
	JobTemplate batchv1.JobTemplateSpec `json:"jobTemplate"`

	// How many finished Jobs are kept.
	// +kubebuilder:validation:Minimum=0
	// +kubebuilder:default=3
	// +optional
	SuccessfulJobsHistoryLimit *int32 `json:"successfulJobsHistoryLimit,omitempty"`
}

// ScheduledJobStatus is what the controller saw last.
type ScheduledJobStatus struct {
	// Active lists the Jobs running now.
	// +optional
	// +listType=atomic
	Active []corev1.ObjectReference `json:"active,omitempty"`

	// When a Job was last started.
	// +optional
	LastScheduleTime *metav1.Time `json:"lastScheduleTime,omitempty"`
}

// ScheduledJob runs a Job on a cron schedule.
// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
// +kubebuilder:resource:shortName=sj
// +kubebuilder:printcolumn:name="Schedule",type=string,JSONPath=`.spec.schedule`
// +kubebuilder:printcolumn:name="Last run",type=date,JSONPath=`.status.lastScheduleTime`
type ScheduledJob struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   ScheduledJobSpec   `json:"spec,omitempty"`
	Status ScheduledJobStatus `json:"status,omitempty"`
}
