module example.com/shop

go 1.24

require (
	k8s.io/api v0.34.0
	k8s.io/apimachinery v0.34.0
)
