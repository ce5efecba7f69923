module example.com/cronjob

go 1.24

require (
	k8s.io/api v0.36.0
	k8s.io/apimachinery v0.36.0
)
