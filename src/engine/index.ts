// The engine's one public entry. Pure TypeScript: no DOM, no React.
export { check } from './pipeline/check';
export * from './api';
export type { Diagnostic, Severity, Origin } from './diagnostics';
export type { JSONValue, JSONObject, JSONSchemaProps } from './types';
export type { SourceRange, SourcePos } from './yaml/documents';
export { CHANGE_KINDS, type ChangeKind, type ChangeKindInfo } from './upgrade/kinds';
