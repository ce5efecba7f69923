// validateCustomResourceConversion and validateConversionReviewVersions
// (apis/apiextensions/validation/validation.go) with webhook.ValidateWebhookURL,
// ValidateWebhookService and ValidateCABundle (k8s.io/apiserver/pkg/util/webhook/validation.go).
// Paths are those of the internal type: spec.conversion.webhookClientConfig, .conversionReviewVersions.
import type { FieldPath } from '../field/path';
import { FieldError, forbidden, invalid, notSupported, required } from '../field/errors';
import type { InternalConversion } from './internal';
import { fromBytes, parseURL, userinfoString } from '../golang/url';
import { goStringSlice } from './gostring';
import { isDNS1035Label, isDNS1123Subdomain, isValidPortNum } from '../objectmeta';

/** acceptedConversionReviewVersions, sorted as sets.List() returns them */
const ACCEPTED_CONVERSION_REVIEW_VERSIONS = ['v1', 'v1beta1'];

function isAcceptedConversionReviewVersion(v: string): boolean {
  return ACCEPTED_CONVERSION_REVIEW_VERSIONS.includes(v);
}

/** validateEnumStrings */
export function validateEnumStrings(fldPath: FieldPath, value: string, accepted: string[], isRequired: boolean): FieldError[] {
  if (value === '') return isRequired ? [required(fldPath, '')] : [];
  if (accepted.includes(value)) return [];
  return [notSupported(fldPath, value, accepted)];
}

function validateConversionReviewVersions(versions: string[] | undefined, requireRecognizedVersion: boolean, fldPath: FieldPath, kubeVersion: string): FieldError[] {
  const errs: FieldError[] = [];
  const vs = versions ?? [];
  if (vs.length < 1) return [required(fldPath, '')];
  const seen = new Set<string>();
  let hasAccepted = false;
  vs.forEach((v, i) => {
    if (seen.has(v)) {
      errs.push(invalid(fldPath.index(i), v, 'duplicate version'));
      return;
    }
    seen.add(v);
    for (const m of isDNS1035Label(v)) errs.push(invalid(fldPath.index(i), v, m));
    if (isAcceptedConversionReviewVersion(v)) hasAccepted = true;
  });
  if (requireRecognizedVersion && !hasAccepted) {
    errs.push(invalid(fldPath, goStringSlice(vs, kubeVersion), `must include at least one of ${ACCEPTED_CONVERSION_REVIEW_VERSIONS.join(', ')}`));
  }
  return errs;
}

/** hasValidConversionReviewVersionOrEmpty */
export function hasValidConversionReviewVersionOrEmpty(versions: string[] | undefined): boolean {
  if (!versions || versions.length < 1) return true;
  return versions.some(isAcceptedConversionReviewVersion);
}

/** webhook.ValidateWebhookURL(fldPath, url, forceHttps=true) */
function validateWebhookURL(fldPath: FieldPath, url: string, forceHttps: boolean): FieldError[] {
  const errs: FieldError[] = [];
  const form = '; desired format: https://host[/path]';
  const r = parseURL(url);
  if (!r.ok) return [required(fldPath, 'url must be a valid URL: ' + fromBytes(r.error) + form)];
  const u = r.url;
  if (forceHttps && u.scheme !== 'https') errs.push(invalid(fldPath, fromBytes(u.scheme), "'https' is the only allowed URL scheme" + form));
  if (u.host.length === 0) errs.push(invalid(fldPath, fromBytes(u.host), 'host must be specified' + form));
  if (u.user !== undefined) errs.push(invalid(fldPath, userinfoString(u), 'user information is not permitted in the URL'));
  if (u.fragment.length !== 0) errs.push(invalid(fldPath, fromBytes(u.fragment), 'fragments are not permitted in the URL'));
  if (u.rawQuery.length !== 0) errs.push(invalid(fldPath, fromBytes(u.rawQuery), 'query parameters are not permitted in the URL'));
  return errs;
}

/** webhook.ValidateWebhookService */
function validateWebhookService(fldPath: FieldPath, namespace: string, name: string, path: string | undefined, port: number): FieldError[] {
  const errs: FieldError[] = [];
  if (name.length === 0) errs.push(required(fldPath.child('name'), ''));
  if (namespace.length === 0) errs.push(required(fldPath.child('namespace'), ''));
  const portErrs = isValidPortNum(port);
  if (portErrs.length > 0) errs.push(invalid(fldPath.child('port'), port, 'port is not valid: ' + portErrs.join(', ')));
  if (path === undefined) return errs;
  if (path === '/' || path.length === 0) return errs;
  if (path === '//') return [...errs, invalid(fldPath.child('path'), path, 'segment[0] may not be empty')];
  if (!path.startsWith('/')) errs.push(invalid(fldPath.child('path'), path, "must start with a '/'"));
  let toCheck = path.slice(1);
  if (toCheck.endsWith('/')) toCheck = toCheck.slice(0, -1);
  toCheck.split('/').forEach((step, i) => {
    if (step.length === 0) {
      errs.push(invalid(fldPath.child('path'), path, `segment[${i}] may not be empty`));
      return;
    }
    for (const f of isDNS1123Subdomain(step)) errs.push(invalid(fldPath.child('path'), path, `segment[${i}]: ${f}`));
  });
  return errs;
}

/**
 * webhook.ValidateCABundle: client-go builds a TLS config from the PEM data. Only the PEM framing
 * is checked here (certificate contents are not parsed).
 */
function validateCABundle(fldPath: FieldPath, caBundleBase64: string): FieldError[] {
  let text: string;
  try {
    text = atob(caBundleBase64);
  } catch {
    text = '';
  }
  if (/-----BEGIN [^-]+-----[\s\S]*?-----END [^-]+-----/.test(text)) return [];
  return [invalid(fldPath, caBundleBase64, 'unable to load root certificates: unable to parse bytes as PEM block')];
}

interface ConversionValidationOptions {
  requireRecognizedConversionReviewVersion: boolean;
  allowInvalidCABundle: boolean;
  kubeVersion: string;
}

export function validateCustomResourceConversion(conversion: InternalConversion | undefined, fldPath: FieldPath, opts: ConversionValidationOptions): FieldError[] {
  const errs: FieldError[] = [];
  if (!conversion) return errs;
  errs.push(...validateEnumStrings(fldPath.child('strategy'), conversion.strategy, ['None', 'Webhook'], true));
  if (conversion.strategy === 'Webhook') {
    const cc = conversion.webhookClientConfig;
    if (!cc) errs.push(required(fldPath.child('webhookClientConfig'), 'required when strategy is set to Webhook'));
    else {
      const ccPath = fldPath.child('webhookClientConfig');
      const hasURL = typeof cc.url === 'string';
      const hasService = cc.service !== undefined && cc.service !== null;
      if (hasURL === hasService) errs.push(required(ccPath, 'exactly one of url or service is required'));
      else if (hasURL) errs.push(...validateWebhookURL(ccPath.child('url'), cc.url!, true));
      else {
        const svc = cc.service!;
        errs.push(
          ...validateWebhookService(
            ccPath.child('service'),
            typeof svc.namespace === 'string' ? svc.namespace : '',
            typeof svc.name === 'string' ? svc.name : '',
            typeof svc.path === 'string' ? svc.path : undefined,
            typeof svc.port === 'number' ? svc.port : 0,
          ),
        );
      }
      if (typeof cc.caBundle === 'string' && cc.caBundle.length > 0 && !opts.allowInvalidCABundle) {
        errs.push(...validateCABundle(ccPath.child('caBundle'), cc.caBundle));
      }
    }
    errs.push(...validateConversionReviewVersions(conversion.conversionReviewVersions, opts.requireRecognizedConversionReviewVersion, fldPath.child('conversionReviewVersions'), opts.kubeVersion));
  } else {
    if (conversion.webhookClientConfig) errs.push(forbidden(fldPath.child('webhookClientConfig'), 'should not be set when strategy is not set to Webhook'));
    if ((conversion.conversionReviewVersions ?? []).length > 0) {
      errs.push(forbidden(fldPath.child('conversionReviewVersions'), 'should not be set when strategy is not set to Webhook'));
    }
  }
  return errs;
}
