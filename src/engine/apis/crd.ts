// apiextensions.k8s.io/v1 CustomResourceDefinition, as the engine holds it after
// reading (and, for v1beta1 input, converting) a CRD document.
import type { JSONObject, JSONValue } from './json';
import type { JSONSchemaProps } from './jsonschema';

export interface CustomResourceDefinitionNames {
  plural: string;
  singular?: string;
  shortNames?: string[];
  kind: string;
  listKind?: string;
  categories?: string[];
}

export interface CustomResourceColumnDefinition {
  name: string;
  type: string;
  format?: string;
  description?: string;
  priority?: number;
  jsonPath: string;
}

export interface SelectableField {
  jsonPath: string;
}

export interface CustomResourceSubresourceScale {
  specReplicasPath: string;
  statusReplicasPath: string;
  labelSelectorPath?: string;
}

export interface CustomResourceSubresources {
  status?: JSONObject;
  scale?: CustomResourceSubresourceScale;
}

export interface CustomResourceDefinitionVersion {
  name: string;
  served: boolean;
  storage: boolean;
  deprecated?: boolean;
  deprecationWarning?: string;
  schema?: { openAPIV3Schema?: JSONSchemaProps };
  subresources?: CustomResourceSubresources;
  additionalPrinterColumns?: CustomResourceColumnDefinition[];
  selectableFields?: SelectableField[];
}

export interface ServiceReference {
  namespace: string;
  name: string;
  path?: string;
  port?: number;
}

export interface WebhookClientConfig {
  url?: string;
  service?: ServiceReference;
  caBundle?: string;
}

export interface CustomResourceConversion {
  strategy: string;
  webhook?: {
    clientConfig?: WebhookClientConfig;
    conversionReviewVersions: string[];
  };
}

export interface CustomResourceDefinitionSpec {
  group: string;
  names: CustomResourceDefinitionNames;
  scope: string;
  versions: CustomResourceDefinitionVersion[];
  conversion?: CustomResourceConversion;
  preserveUnknownFields?: boolean;
}

export interface CustomResourceDefinition {
  apiVersion: string;
  kind: string;
  metadata: JSONObject & { name?: string; annotations?: Record<string, string> };
  spec: CustomResourceDefinitionSpec;
  status?: { storedVersions?: string[]; acceptedNames?: CustomResourceDefinitionNames; conditions?: JSONValue[] } & JSONObject;
}
