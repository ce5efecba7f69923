// Write-time checks of the fields of one x-kubernetes-validations rule, in the order
// ValidateCustomResourceDefinitionOpenAPISchema applies them (apis/apiextensions/validation/validation.go).
import type { JSONSchemaProps, ValidationRule } from '../../apis/jsonschema';
import type { FieldPath } from '../../field/path';
import { type FieldError, invalid, notSupported, required } from '../../field/errors';
import { validFieldPath } from './fieldpath';

/** supportedValidationReason, sorted as sets.String.List() returns it. */
const SUPPORTED_VALIDATION_REASONS = ['FieldValueDuplicate', 'FieldValueForbidden', 'FieldValueInvalid', 'FieldValueRequired'];

/** hasNewlines of the CRD validation (`[\n\r]+`). */
const hasLineBreaks = (s: string) => /[\n\r]/.test(s);

/** strings.TrimSpace */
export const goTrimSpace = (s: string) =>
  s.replace(/^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/g, '');

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The rule-field errors of rule i at `<rulesPath>[i]` (rulesPath = `…x-kubernetes-validations`). */
export function validateRuleFields(rule: ValidationRule, rulePath: FieldPath, schema: JSONSchemaProps): FieldError[] {
  const errs: FieldError[] = [];
  const ruleText = str(rule.rule);
  const message = str(rule.message);
  const messageExpression = str(rule.messageExpression);
  const trimmedRule = goTrimSpace(ruleText);
  const trimmedMsg = goTrimSpace(message);
  if (trimmedRule.length === 0) {
    errs.push(required(rulePath.child('rule'), 'rule is not specified'));
  } else if (message.length > 0 && trimmedMsg.length === 0) {
    errs.push(invalid(rulePath.child('message'), message, 'message must be non-empty if specified'));
  } else if (hasLineBreaks(trimmedMsg)) {
    errs.push(invalid(rulePath.child('message'), message, 'message must not contain line breaks'));
  } else if (hasLineBreaks(trimmedRule) && trimmedMsg.length === 0) {
    errs.push(required(rulePath.child('message'), 'message must be specified if rule contains line breaks'));
  }
  if (messageExpression.length > 0 && goTrimSpace(messageExpression).length === 0) {
    errs.push(required(rulePath.child('messageExpression'), 'messageExpression must be non-empty if specified'));
  }
  if (rule.reason !== undefined && rule.reason !== null && !SUPPORTED_VALIDATION_REASONS.includes(str(rule.reason))) {
    errs.push(notSupported(rulePath.child('reason'), rule.reason, SUPPORTED_VALIDATION_REASONS));
  }
  const fieldPath = str(rule.fieldPath);
  if (fieldPath.length > 0 && goTrimSpace(fieldPath).length === 0) {
    errs.push(invalid(rulePath.child('fieldPath'), fieldPath, 'fieldPath must be non-empty if specified'));
  }
  if (hasLineBreaks(fieldPath)) {
    errs.push(invalid(rulePath.child('fieldPath'), fieldPath, 'fieldPath must not contain line breaks'));
  }
  if (fieldPath.length > 0 && 'error' in validFieldPath(fieldPath, schema)) {
    errs.push(invalid(rulePath.child('fieldPath'), fieldPath, 'fieldPath must be a valid path'));
  }
  return errs;
}
