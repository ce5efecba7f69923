// The engine's one public entry. Pure TypeScript: no DOM, no React.
export { check } from './pipeline/check';
export * from './api';
export type { Diagnostic, Severity, Origin } from './diagnostics';
export type { JSONValue, JSONObject, JSONSchemaProps } from './types';
export type { SourceRange, SourcePos } from './yaml/documents';
export { matrixAtVersion, combineMatrix, compatibilityMatrix, matrixOrder, matrixSummary, readMatrixVersions } from './views/matrix';
export { KUBE_VERSION_RANGE, supportedKubeVersion, unsupportedKubeVersionMessage, resolveKubeVersion } from './kubeversion';
