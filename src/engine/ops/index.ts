// The operations of `crd-playground batch` and the JSON and text forms of a check() report
// (`crd-playground check -o json` / text).
export { BATCH_OPS, BadRequest, type BatchContext, type BatchOp } from './batch';
export { breakingChanges, checkJson, hasErrors, type JsonDiagnostic } from './report';
