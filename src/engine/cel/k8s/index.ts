// The Kubernetes CEL function libraries and the cel-go extensions Kubernetes enables, as the
// versioned option groups of apiserver/pkg/cel/environment/base.go list them. Feed
// KUBERNETES_LIBRARIES to librariesFor() (or cel/crd setKubernetesLibraries) to get exactly the
// functions of a given compatibility version, NewExpressions or StoredExpressions.
import type { Estimate, Library, VersionedLibrary } from '../library';
import type { CelType } from '../types';
import { kubernetesCallCost, kubernetesEstimateCallCost } from './cost';
import { authzLibrary, authzSelectorsLibrary } from './lib/authz';
import { cidrLibrary } from './lib/cidr';
import { formatLibrary } from './lib/format';
import { ipLibrary } from './lib/ip';
import { listsLibrary, listsLibraryV1 } from './lib/lists';
import { listsExtLibrary } from './lib/listsExt';
import { quantityLibrary } from './lib/quantity';
import { regexLibrary } from './lib/regex';
import { semverLibrary } from './lib/semver';
import { setsLibrary } from './lib/sets';
import { stringsLibrary } from './lib/strings';
import { urlsLibrary } from './lib/urls';

/**
 * library.CostEstimator installed for every Kubernetes environment (StrictCostOpt). `elementSize`
 * lets the CRD size estimator answer for list elements (`<path>.@items`) the hook synthesizes.
 */
export function kubernetesCostLibrary(elementSize?: (n: { path: string[] | undefined; type: CelType }) => Estimate | undefined): Library {
  return { name: 'kubernetes.cost', callCost: kubernetesCallCost, estimateCallCost: kubernetesEstimateCallCost(elementSize) };
}

export const KUBERNETES_LIBRARIES: readonly VersionedLibrary[] = [
  { library: kubernetesCostLibrary() },
  { library: urlsLibrary },
  { library: regexLibrary },
  // kubernetes.lists: version 0 until 1.37, version 1 (with includes) from 1.37 (base.go at v1.37.0)
  { library: listsLibrary, removed: '1.37' },
  { library: stringsLibrary(0), removed: '1.29' },
  { library: authzLibrary, introduced: '1.27' },
  { library: quantityLibrary, introduced: '1.28' },
  { library: stringsLibrary(2), introduced: '1.29' },
  { library: setsLibrary, introduced: '1.29' },
  { library: ipLibrary, introduced: '1.30' },
  { library: cidrLibrary, introduced: '1.30' },
  { library: formatLibrary, introduced: '1.31' },
  // feature gate AuthorizeWithSelectors: beta and on by default from 1.32 (taken as on)
  { library: authzSelectorsLibrary, introduced: '1.31', featureEnabled: () => true },
  { library: semverLibrary(1), introduced: '1.33' },
  { library: listsExtLibrary, introduced: '1.34' },
  { library: listsLibraryV1, introduced: '1.37' },
];

export {
  authzLibrary,
  authzSelectorsLibrary,
  cidrLibrary,
  formatLibrary,
  ipLibrary,
  listsExtLibrary,
  listsLibrary,
  listsLibraryV1,
  quantityLibrary,
  regexLibrary,
  semverLibrary,
  setsLibrary,
  stringsLibrary,
  urlsLibrary,
};
