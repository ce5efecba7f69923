// The value rendering of the default (newest) Kubernetes version, for tests of engine functions that
// take no Kubernetes version and pin upstream messages of current Kubernetes.
import { DEFAULT_KUBE_VERSION } from '../../../src/engine/api';
import { valueRendering } from '../../../src/engine/field/errorbody';

export const NEWEST_RENDERING = valueRendering(DEFAULT_KUBE_VERSION);
