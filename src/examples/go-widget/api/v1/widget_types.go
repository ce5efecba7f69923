// Package v1 is version v1 of the toys.example.com API.
// +groupName=toys.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// WidgetSpec is what the owner of a Widget asks for.
type WidgetSpec struct {
	// Image runs the widget.
	Image string `json:"image"`

	// Replicas is how many copies run.
	// +kubebuilder:validation:Minimum=1
	// +kubebuilder:validation:Maximum=10
	// +optional
	Replicas int32 `json:"replicas,omitempty"`
}

// Widget is a small thing that runs an image.
// +kubebuilder:object:root=true
// +kubebuilder:resource:shortName=wd
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec WidgetSpec `json:"spec,omitempty"`
}
