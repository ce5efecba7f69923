// The CRD and objects of the CEL and update browser tests: the documentation's transition rule
// (low ↔ high), a size rule that ratchets on update, and the documentation's unbounded-cost rule.
export const CEL_CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  names:
    kind: Widget
    plural: widgets
  scope: Namespaced
  versions:
  - name: v1
    served: true
    storage: true
    subresources:
      status: {}
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object
            properties:
              name:
                type: string
                x-kubernetes-validations:
                - rule: "self.size() <= 5"
                  message: name is too long
              level:
                type: string
                enum: ["low", "medium", "high"]
                x-kubernetes-validations:
                - rule: "!(self == 'high' && oldSelf == 'low') && !(self == 'low' && oldSelf == 'high')"
                  message: cannot transition directly between 'low' and 'high'
          status:
            type: object
            properties:
              phase: {type: string}
`;

export const UNBOUNDED = `          foo:
            type: array
            items:
              type: string
            x-kubernetes-validations:
            - rule: "self.all(x, x.contains('a string'))"
`;

/** The CRD with the documentation's unbounded list of strings under the root. */
export const CEL_CRD_UNBOUNDED = CEL_CRD.replace('          status:\n', UNBOUNDED + '          status:\n');

export const CEL_OBJECT = `apiVersion: example.com/v1
kind: Widget
metadata:
  name: w
spec:
  name: toolong
  level: high
`;
