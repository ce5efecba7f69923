// The engine's one public entry. Pure TypeScript: no DOM, no React.
export { check } from './pipeline/check';
// check() one document at a time for long streams (the CLI), and its results handed out part by part
export { checkByDocument, streamDocuments, type DocumentStream, type PartResult, type StreamOptions } from './pipeline/stream';
export * from './api';
export type { Diagnostic, Severity, Origin } from './diagnostics';
export type { JSONValue, JSONObject } from './apis/json';
export type { JSONSchemaProps } from './apis/jsonschema';
export type { SourceRange, SourcePos } from './yaml/parsed';
// Language services of the editors (completion, hover, definition, code actions).
export { complete, hover, definition, codeActions, answerQuestion, cursorContext, nodeAt } from './authoring';
export type {
  AuthoringInput,
  TextSpan,
  CompletionItem,
  CompletionKind,
  CompletionList,
  HoverInfo,
  DefinitionTarget,
  TextEdit,
  CodeAction,
  EditorId,
  CursorContext,
  NodeAt,
  AuthoringQuery,
  AuthoringAnswers,
} from './authoring';
// Writing help in Go mode's Go files (marker completion and hover, marker quick fixes).
export { goComplete, goHover } from './authoring/go-complete';
export { goCodeActions, type GoCodeAction, type GoAssistContext } from './authoring/go-quickfix';
// Sample objects from a CRD's schema (minimal or full), verified with check().
export { sampleFromText, sampleFromCRD } from './sample/sample';
export type { SampleOptions, SampleResult, SampleCRD } from './sample/sample';
// On-demand views and the batch operations.
export * from './views';
export * from './ops';
export { KUBE_VERSION_RANGE, supportedKubeVersion, unsupportedKubeVersionMessage, resolveKubeVersion } from './apis/kubeversion';
export { CHANGE_KINDS, type ChangeKind, type ChangeKindInfo } from './upgrade/kinds';
export { validateOp } from './ops/batch-validate';
export { validateValueAsApiserver } from './ops/validate-value';
export type { ValidateValueRequest, ValidateValueResult } from './ops/validate-value';
export { readSourceTexts } from './ops/check-sources';
// Deep values (encoding/json's 10,000-level limit) and JavaScript's own error texts kept from users.
export { MAX_NESTING_DEPTH, findExceededDepth, exceededMaxDepthMessage, marshalJSON, valueDepth, unmarshalJSON, stringifyJSON } from './golang/json';
export { goJSONSyntaxError } from './golang/jsonsyntax';
export { internalErrorText } from './internalerror';
// Warnings as kubectl shows them (the apiserver's 4,096-rune Warning header budget), and size limits.
export { kubectlWarnings, objectKubectlWarnings, TRUNCATE_AT_TOTAL_RUNES, TRUNCATE_ITEM_RUNES, type KubectlWarnings } from './pipeline/warningheaders';
export { requestSize, MAX_REQUEST_BODY_BYTES, ETCD_MAX_REQUEST_BYTES, TOTAL_ANNOTATION_SIZE_LIMIT_BYTES } from './pipeline/sizelimits';
// kubectl's rendering of an Invalid status, for lists of problems the UI copies
export { kubectlInvalidText } from './pipeline/status';
// Go types to CRDs as controller-gen writes them, and to the apiserver's verdict (crd-playground generate).
export { generate, importsOf, k8sApiMinorFor, moduleImportsOf, CONTROLLER_GEN_VERSION } from './ops/generate';
export type { GoFile, GoPosition, GenerateOptions, GenerateDiagnostic, GenerateOrigin, GeneratedCRD, GenerateResult, K8sApiChoice, GoRange } from './ops/generate';
export { generateAndCheck, crdPathOf, provenanceAt } from './ops/generate-check';
export type { GenerateCheckInput, GenerateCheckResult, GenerateCheckDiagnostic, PreviousGenerateCheck } from './ops/generate-check';
export type { DescriptionCost } from './ops/desccost';
export { marshalYAMLv2 } from './yaml/marshalv2';
