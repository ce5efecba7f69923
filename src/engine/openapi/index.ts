// OpenAPI publishing of CRD schemas (controller/openapi/builder, v2 conversion) and kubectl explain.
export { publishOpenAPIV3, publishOpenAPIV2, gvkToModelName } from './publish';
export { structuralToOpenAPI, unfold, toOpenAPIV2 } from './structural';
export { explain, wrap } from './explain';
