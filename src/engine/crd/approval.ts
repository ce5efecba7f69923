// validateAPIApproval (the api-approved.kubernetes.io annotation for *.k8s.io / *.kubernetes.io
// groups, apihelpers.IsProtectedCommunityGroup / GetAPIApprovalState) and
// validatePreserveUnknownFields (apis/apiextensions/validation/validation.go).
import { FieldPath } from '../field/path';
import { FieldError, invalid, required } from '../field/errors';
import { fromBytes, parseRequestURI } from '../golang/url';
import { goBoolPointer } from './gostring';
import type { CustomResourceDefinition } from '../apis/crd';

export const KUBE_API_APPROVED_ANNOTATION = 'api-approved.kubernetes.io';

export function isProtectedCommunityGroup(group: string): boolean {
  return group === 'k8s.io' || group.endsWith('.k8s.io') || group === 'kubernetes.io' || group.endsWith('.kubernetes.io');
}

type APIApprovalState = 'invalid' | 'approved' | 'bypassed' | 'missing';

/** url.ParseRequestURI: absolute URI or absolute path, no fragment splitting. */
function parseRequestURIHostScheme(raw: string): { scheme: string; host: string } | undefined {
  const r = parseRequestURI(raw);
  if (!r.ok) return undefined;
  return { scheme: fromBytes(r.url.scheme), host: fromBytes(r.url.host) };
}

export function getAPIApprovalState(annotations: Record<string, unknown> | undefined): { state: APIApprovalState; reason: string } {
  const raw = annotations?.[KUBE_API_APPROVED_ANNOTATION];
  const annotation = typeof raw === 'string' ? raw : '';
  const q = JSON.stringify(KUBE_API_APPROVED_ANNOTATION);
  if (annotation.length === 0) {
    return { state: 'missing', reason: `protected groups must have approval annotation ${q}, see https://github.com/kubernetes/enhancements/pull/1111` };
  }
  if (annotation.startsWith('unapproved')) return { state: 'bypassed', reason: `not approved: ${JSON.stringify(annotation)}` };
  const u = parseRequestURIHostScheme(annotation);
  if (u && u.host.length > 0 && u.scheme.length > 0) return { state: 'approved', reason: `approved in ${annotation}` };
  return {
    state: 'invalid',
    reason: `protected groups must have approval annotation ${q} with either a URL or a reason starting with "unapproved", see https://github.com/kubernetes/enhancements/pull/1111`,
  };
}

export function validateAPIApproval(crd: CustomResourceDefinition, old: CustomResourceDefinition | undefined): FieldError[] {
  if (!isProtectedCommunityGroup(crd.spec.group ?? '')) return [];
  const annotations = crd.metadata?.annotations as Record<string, unknown> | undefined;
  const next = getAPIApprovalState(annotations);
  if (old && getAPIApprovalState(old.metadata?.annotations as Record<string, unknown> | undefined).state === next.state) return [];
  const fld = FieldPath.of('metadata', 'annotations').key(KUBE_API_APPROVED_ANNOTATION);
  const value = typeof annotations?.[KUBE_API_APPROVED_ANNOTATION] === 'string' ? (annotations[KUBE_API_APPROVED_ANNOTATION] as string) : '';
  switch (next.state) {
    case 'missing':
      return [required(fld, next.reason)];
    case 'invalid':
      return [invalid(fld, value, next.reason)];
    default:
      return [];
  }
}

export function validatePreserveUnknownFields(crd: CustomResourceDefinition, old: CustomResourceDefinition | undefined, kubeVersion: string): FieldError[] {
  if (old && old.spec?.preserveUnknownFields === true) return [];
  if (crd.spec.preserveUnknownFields === true) {
    return [
      invalid(
        FieldPath.of('spec', 'preserveUnknownFields'),
        goBoolPointer(true, kubeVersion),
        'cannot set to true, set x-kubernetes-preserve-unknown-fields to true in spec.versions[*].schema instead',
      ),
    ];
  }
  return [];
}
