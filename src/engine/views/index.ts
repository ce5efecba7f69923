// On-demand views: what the page and the CLI ask for beside check() (kubectl get tables with field
// selectors, OpenAPI and explain, schema diffs, webhook conversion, samples, the compatibility matrix).
export { ViewEngine, crdsOf } from './ondemand';
export type { ViewQuery, ViewResult, FieldSelectorGroup, ColumnsGroup, ConvertedObjectCheck } from './ondemand';
export { matrixAtVersion, combineMatrix, compatibilityMatrix, matrixOrder, matrixSummary, readMatrixVersions } from './matrix';
