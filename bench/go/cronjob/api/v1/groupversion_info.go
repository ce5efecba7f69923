// Package v1 is the bench's CronJob API: the shape of the kubebuilder book's tutorial types,
// written for this benchmark.
// +kubebuilder:object:generate=true
// +groupName=batch.example.com
package v1
