// Where a CRD validation error lives in the v1 document the user wrote. Validation reports paths of
// the internal form (spec.validation, spec.subresources, spec.additionalPrinterColumns[i].JSONPath,
// spec.selectableFields, spec.version, spec.conversion.webhookClientConfig, ...); this maps them back
// onto spec.versions[*] and spec.conversion.webhook for locating the text. Messages keep kube's paths.
import type { DocPath, FieldPath } from '../field/path';
import type { CustomResourceDefinition } from '../apis/crd';

const TOP_LEVEL: Record<string, string> = {
  validation: 'schema',
  subresources: 'subresources',
  additionalPrinterColumns: 'additionalPrinterColumns',
  selectableFields: 'selectableFields',
};

/**
 * The document path of a field path; kube joins some names with dots inside one Child()
 * ("scale.specReplicasPath", "openAPIV3Schema.type"), which are split here (map keys are kept whole).
 */
function splitDotted(path: FieldPath): DocPath {
  const out: DocPath = [];
  for (const step of path.steps()) {
    if (step.kind === 'index') out.push(step.index);
    else if (step.kind === 'key') out.push(step.key);
    else out.push(...step.name.split('.'));
  }
  return out;
}

export function crdDocPath(path: FieldPath, crd: CustomResourceDefinition): DocPath {
  const p = splitDotted(path);
  if (p[0] !== 'spec') return p;
  const versions = Array.isArray(crd.spec?.versions) ? crd.spec.versions : [];
  const field = p[1];
  if (typeof field === 'string' && field in TOP_LEVEL) {
    // a moved field was identical in every version: point at the first one
    const rest = p.slice(2).map((s) => (s === 'JSONPath' ? 'jsonPath' : s));
    return ['spec', 'versions', 0, TOP_LEVEL[field], ...rest].slice(0, versions.length > 0 ? undefined : 2);
  }
  if (field === 'version') return ['spec', 'versions', 0, 'name'];
  if (field === 'versions') return p.map((s) => (s === 'JSONPath' ? 'jsonPath' : s));
  if (field === 'conversion') {
    if (p[2] === 'webhookClientConfig') return ['spec', 'conversion', 'webhook', 'clientConfig', ...p.slice(3)];
    if (p[2] === 'conversionReviewVersions') return ['spec', 'conversion', 'webhook', 'conversionReviewVersions', ...p.slice(3)];
  }
  return p;
}
