// Package v2 is the current version of the shop.example.com API.
// +groupName=shop.example.com
package v2

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Line is one item of an order.
type Line struct {
	// +kubebuilder:validation:MinLength=1
	Item string `json:"item"`
	// +kubebuilder:validation:Minimum=1
	Count int32 `json:"count"`
}

// OrderSpec is an order with several lines.
type OrderSpec struct {
	// Lines of the order, one per item.
	// +listType=map
	// +listMapKey=item
	// +kubebuilder:validation:MaxItems=50
	Lines []Line `json:"lines"`
}

// Order is a customer's order.
// +kubebuilder:object:root=true
// +kubebuilder:storageversion
// +kubebuilder:printcolumn:name="Lines",type=integer,JSONPath=`.spec.lines[*].count`
type Order struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec OrderSpec `json:"spec,omitempty"`
}
