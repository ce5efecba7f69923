// Markers (controller-tools v0.21.0 pkg/markers): the registry of marker definitions, the marker
// argument language, and which `// +` comments belong to the package, each type and each field.
export type * from './types';
export { arg, anonymous, argTypeString, defineMarker, empty, isAnonymous, isEmpty, MarkerRegistry, struct, type DefineOptions } from './reg';
export { splitMarker } from './split';
export { parseArgument, parseMarkerText, type ArgError, type ArgSpan, type ParsedMarkerText } from './parse';
export { isMarkerComment, rawMarker } from './comment';
export { associateFileMarkers, type FileMarkers } from './associate';
export { collectPackageMarkers } from './collect';
export { markerRange, parseMarker, parseNodeMarkers, writtenName } from './values';
export { isKnownElsewhere, suggestMarker, type Suggestion } from './suggest';
export { diagnoseFile, unknownMarkerWarning } from './diagnose';
export { definitionsFor, markerPlacementAt, markerPlacements, type Placement } from './placement';
