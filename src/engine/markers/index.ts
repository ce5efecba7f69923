// Markers (controller-tools v0.21.0 pkg/markers): the registry of marker definitions, the marker
// argument language, and which `// +` comments belong to the package, each type and each field.
export type * from './types';
export { arg, anonymous, argTypeString, empty, MarkerRegistry, struct } from './reg';
export { parseArgument, parseMarkerText } from './parse';
export { collectPackageMarkers } from './collect';
export { definitionsFor, markerPlacementAt } from './placement';
