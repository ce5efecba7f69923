// The kubernetes.authz and kubernetes.authzSelectors library declarations
// (apiserver/pkg/cel/library/authz.go). Kubernetes declares them in every base environment from
// 1.27 (selectors from 1.31), so their names and types take part in CRD rule type-checking and
// cost estimation, but a CRD rule has no `authorizer` variable: no value of these types can exist,
// and a call reached through dyn() answers "no such overload" as the Go bindings do for a foreign receiver.
import type { Library } from '../../library';
import { T } from '../../types';
import { CelError } from '../../values';
import { member } from './decl';

const AuthorizerType = T.object('kubernetes.authorization.Authorizer');
const PathCheckType = T.object('kubernetes.authorization.PathCheck');
const GroupCheckType = T.object('kubernetes.authorization.GroupCheck');
const ResourceCheckType = T.object('kubernetes.authorization.ResourceCheck');
const DecisionType = T.object('kubernetes.authorization.Decision');

const noReceiver = () => new CelError('no such overload');

export const authzLibrary: Library = {
  name: 'kubernetes.authz',
  types: [AuthorizerType, PathCheckType, GroupCheckType, ResourceCheckType, DecisionType],
  functions: [
    { name: 'path', overloads: [member('authorizer_path', [AuthorizerType, T.string], PathCheckType, noReceiver)] },
    { name: 'group', overloads: [member('authorizer_group', [AuthorizerType, T.string], GroupCheckType, noReceiver)] },
    { name: 'serviceAccount', overloads: [member('authorizer_serviceaccount', [AuthorizerType, T.string, T.string], AuthorizerType, noReceiver)] },
    { name: 'resource', overloads: [member('groupcheck_resource', [GroupCheckType, T.string], ResourceCheckType, noReceiver)] },
    { name: 'subresource', overloads: [member('resourcecheck_subresource', [ResourceCheckType, T.string], ResourceCheckType, noReceiver)] },
    { name: 'namespace', overloads: [member('resourcecheck_namespace', [ResourceCheckType, T.string], ResourceCheckType, noReceiver)] },
    { name: 'name', overloads: [member('resourcecheck_name', [ResourceCheckType, T.string], ResourceCheckType, noReceiver)] },
    {
      name: 'check',
      overloads: [member('pathcheck_check', [PathCheckType, T.string], DecisionType, noReceiver), member('resourcecheck_check', [ResourceCheckType, T.string], DecisionType, noReceiver)],
    },
    { name: 'errored', overloads: [member('decision_errored', [DecisionType], T.bool, noReceiver)] },
    { name: 'error', overloads: [member('decision_error', [DecisionType], T.string, noReceiver)] },
    { name: 'allowed', overloads: [member('decision_allowed', [DecisionType], T.bool, noReceiver)] },
    { name: 'reason', overloads: [member('decision_reason', [DecisionType], T.string, noReceiver)] },
  ],
};

export const authzSelectorsLibrary: Library = {
  name: 'kubernetes.authzSelectors',
  types: [ResourceCheckType],
  functions: [
    { name: 'fieldSelector', overloads: [member('authorizer_fieldselector', [ResourceCheckType, T.string], ResourceCheckType, noReceiver)] },
    { name: 'labelSelector', overloads: [member('authorizer_labelselector', [ResourceCheckType, T.string], ResourceCheckType, noReceiver)] },
  ],
};
