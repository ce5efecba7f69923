// OpenAPI publishing of CRD schemas (controller/openapi/builder, v2 conversion) and kubectl explain.
export { publishOpenAPIV3, publishOpenAPIV2, publishableSchema, gvkToModelName, type OpenAPIV3Document, type OpenAPIV2Document } from './publish';
export { structuralToOpenAPI, unfold, toOpenAPIV2, pruneDefaults, orderSchema, type OpenAPISchema } from './structural';
export { explain, typeGuess, wrap, type ExplainOptions, type ExplainResult } from './explain';
