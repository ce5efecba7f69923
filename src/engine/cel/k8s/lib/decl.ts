// Small helpers for declaring overloads of the Kubernetes libraries against the core's Library API.
import type { OverloadDecl, OverloadImpl } from '../../library';
import type { CelType } from '../../types';

/** A global overload, cel.Overload. */
export const global = (id: string, args: CelType[], result: CelType, impl: OverloadImpl): OverloadDecl => ({ id, args, result, impl });

/** A receiver-style overload, cel.MemberOverload (args[0] is the receiver). */
export const member = (id: string, args: CelType[], result: CelType, impl: OverloadImpl): OverloadDecl => ({
  id,
  args,
  result,
  member: true,
  impl,
});
