// Package v1 is version v1 of the batch.tutorial.example.com API.
// +groupName=batch.tutorial.example.com
package v1
