// How a rejected request reads: the apiserver's Status message (apierrors.NewInvalid)
// and kubectl's rendering of it.
import { aggregateMessage, dedupe, type FieldError } from '../field/errors';
import type { ValueRendering } from '../field/errorbody';

/** Status.message of NewInvalid: `<Kind>.<group> "<name>" is invalid: <aggregate>`. */
export function statusMessage(kind: string, group: string, name: string, errs: FieldError[], rendering: ValueRendering): string {
  const qualified = group ? `${kind}.${group}` : kind;
  return `${qualified} ${JSON.stringify(name)} is invalid: ${aggregateMessage(errs, rendering)}`;
}

/**
 * kubectl's checkErr for an Invalid status with causes (MultilineError): one cause on the
 * same line, several as `* ` lines after the prefix line.
 */
export function kubectlInvalidMessage(kind: string, name: string, errs: FieldError[], rendering: ValueRendering): string {
  return kubectlInvalidText(
    kind,
    name,
    dedupe(errs, rendering).map((e) => e.toString(rendering)),
  );
}

/** The same rendering from cause texts (repeated texts once): `The <Kind> "<name>" is invalid: ` and the causes. */
export function kubectlInvalidText(kind: string, name: string, causes: readonly string[]): string {
  const unique = [...new Set(causes)];
  const prefix = `The ${kind} ${JSON.stringify(name)} is invalid: `;
  if (unique.length === 1) return prefix + unique[0];
  return `${prefix}\n${unique.map((c) => `* ${c}`).join('\n')}`;
}
