// How CRD validation errors reach the user. The apiserver answers 422 with
// errors.NewInvalid(GroupKind, name, errs): message `<Kind>.<group> "<name>" is invalid: <agg>`
// where <agg> is ErrorList.ToAggregate() (deduplicated; one error as is, several as
// `[e1, e2]`), and one StatusCause per error. kubectl prints the causes instead:
// `The <Kind> "<name>" is invalid: <e>` or, for several, each on its own `* ` line.
// The NonStructuralSchema condition of a CRD carries the bare aggregate (reason Violations).
import { aggregateMessage, dedupe, type FieldError } from '../field/errors';
import type { ValueRendering } from '../field/errorbody';

const CRD_GROUP_KIND = 'CustomResourceDefinition.apiextensions.k8s.io';

/** StatusError.Error() of a rejected CRD create/update. */
export function crdInvalidStatusMessage(name: string, errs: FieldError[], rendering: ValueRendering): string {
  const agg = aggregateMessage(errs, rendering);
  return agg === '' ? `${CRD_GROUP_KIND} "${name}" is invalid` : `${CRD_GROUP_KIND} "${name}" is invalid: ${agg}`;
}

/** What kubectl prints for the same error (cmdutil.StandardErrorMessage with MultilineError). */
export function crdInvalidKubectlMessage(name: string, errs: FieldError[], rendering: ValueRendering): string {
  const causes = errs.map((e) => `${e.field}: ${e.body(rendering)}`);
  const head = `The CustomResourceDefinition "${name}" is invalid`;
  if (causes.length === 0) return head;
  if (causes.length === 1) return `${head}: ${causes[0]}`;
  return `${head}: \n${causes.map((c) => '* ' + c).join('\n')}`;
}

/** The NonStructuralSchema condition message (nonstructuralschema controller). */
export function nonStructuralConditionMessage(errs: FieldError[], rendering: ValueRendering): string {
  return aggregateMessage(dedupe(errs, rendering), rendering);
}
