// The engine's one public entry. Pure TypeScript: no DOM, no React.
export { check } from './pipeline/check';
export * from './api';
export type { Diagnostic, Severity, Origin } from './diagnostics';
export type { JSONValue, JSONObject, JSONSchemaProps } from './types';
export type { SourceRange, SourcePos } from './yaml/documents';
// Language services of the editors (completion, hover, definition, code actions).
export { complete, hover, definition, codeActions, cursorContext, nodeAt } from './authoring';
export type { AuthoringInput, TextSpan, CompletionItem, CompletionKind, CompletionList, HoverInfo, DefinitionTarget, TextEdit, CodeAction, EditorId, CursorContext, NodeAt } from './authoring';
// Sample objects from a CRD's schema (minimal or full), verified with check().
export { sampleFromText, sampleFromCRD } from './authoring/sample';
export type { SampleOptions, SampleResult, SampleCRD } from './authoring/sample';
// On-demand views and the batch operations.
export * from './views';
export * from './ops';
export { KUBE_VERSION_RANGE, supportedKubeVersion, unsupportedKubeVersionMessage, resolveKubeVersion } from './kubeversion';
export { CHANGE_KINDS, type ChangeKind, type ChangeKindInfo } from './upgrade/kinds';
