// Package v1 is the first version of the shop.example.com API.
// +groupName=shop.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// OrderSpec is an order as v1 clients write it.
type OrderSpec struct {
	// Item ordered.
	Item string `json:"item"`
	// Count of items.
	// +kubebuilder:validation:Minimum=1
	Count int32 `json:"count"`
}

// Order is a customer's order.
// +kubebuilder:object:root=true
// +kubebuilder:deprecatedversion:warning="shop.example.com/v1 Order is deprecated; use shop.example.com/v2"
type Order struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec OrderSpec `json:"spec,omitempty"`
}
