// Package v1alpha1 is version v1alpha1 of the storage.example.com API.
// +groupName=storage.example.com
package v1alpha1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Tier is how fast the storage is.
// +k8s:enum
type Tier string

const (
	TierCold Tier = "Cold"
	TierWarm Tier = "Warm"
	TierHot  Tier = "Hot"
)

// Target is where a backup goes: a bucket or a volume, never both.
// +kubebuilder:validation:ExactlyOneOf=bucket;volume
type Target struct {
	// +optional
	Bucket string `json:"bucket,omitempty"`
	// +optional
	Volume string `json:"volume,omitempty"`
}

// BackupSpec is what the owner asks for.
// +kubebuilder:validation:XValidation:rule="!has(oldSelf.sizeGi) || self.sizeGi >= oldSelf.sizeGi",message="sizeGi may only grow"
type BackupSpec struct {
	// Region where the data lives; it cannot move.
	// +kubebuilder:validation:XValidation:rule="self == oldSelf",message="region is immutable"
	Region string `json:"region"`

	// +kubebuilder:default=Warm
	// +optional
	Tier Tier `json:"tier,omitempty"`

	// Size of the backup, in GiB.
	// +kubebuilder:validation:Minimum=1
	// +optional
	SizeGi int32 `json:"sizeGi,omitempty"`

	Target Target `json:"target"`
}

// Backup copies data to a target on a schedule.
// +kubebuilder:object:root=true
type Backup struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec BackupSpec `json:"spec,omitempty"`
}
