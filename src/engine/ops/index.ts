// The operations of `crd-playground batch` and the JSON and text forms of a check() report
// (`crd-playground check -o json` / text).
export { BATCH_OPS, type BatchContext, type BatchOp } from './batch';
export { batchResponse, type OpResult } from './result';
export { breakingChanges, checkJson, hasErrors, type JsonDiagnostic } from './report';
