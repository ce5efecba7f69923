// The public shapes of the marker machinery (controller-tools v0.21.0 pkg/markers): a marker
// definition (name, target, argument types, help), the values parsed from `// +name:arg=value`
// comments with their source ranges, and what the collector hands back per package, type and field.
import type { Comment, Field, GenDecl, GoFile, Range, TypeSpec } from '../gosource/ast';

/** pkg/markers TargetType: which kind of node a marker describes. */
export type TargetType = 'package' | 'type' | 'field';

/** pkg/markers ArgumentType. `number` is Go's float64, `any` is `interface{}`, `raw` is RawArguments. */
export type ArgumentKind = 'invalid' | 'int' | 'number' | 'string' | 'bool' | 'any' | 'slice' | 'map' | 'raw';

/** pkg/markers Argument: one argument's type. */
export interface Argument {
  type: ArgumentKind;
  /** Optional arguments may be left out (a Go pointer, or `marker:",optional"`). */
  optional: boolean;
  /** A Go pointer (always optional as well). */
  pointer: boolean;
  /** The item type of a slice, the value type of a map (keys are strings). */
  itemType?: Argument;
}

/**
 * A parsed argument value as Go's reflection would have filled it: int and float64 are both
 * numbers here; slices are arrays; maps are plain objects (string keys, insertion order); null is a
 * nil pointer (an optional anonymous argument left out).
 */
export type ArgValue = string | number | boolean | null | ArgValue[] | { [key: string]: ArgValue };

/** Help text for one marker or one of its arguments (pkg/markers DetailedHelp). */
export interface DetailedHelp {
  summary: string;
  details?: string;
}

/** pkg/markers DefinitionHelp, written by us for hover and completion. */
export interface MarkerHelp extends DetailedHelp {
  /** e.g. 'CRD validation', 'CRD', 'CRD processing', 'CRD generation'. */
  category?: string;
  /** Deprecated: '' for plain deprecation, or the marker name to use instead. */
  deprecatedInFavorOf?: string;
  /** Per argument name ('' for the anonymous argument). */
  args?: Record<string, DetailedHelp>;
}

/** What a marker's value looks like: no arguments, one anonymous argument (`+name=value`), or named ones. */
export type MarkerOutput = { kind: 'empty' } | { kind: 'anonymous'; arg: Argument } | { kind: 'struct'; args: Record<string, Argument> };

/** What a custom parser (Go's markerParser: ParseMarker) returns. */
export interface CustomParseResult {
  value: ArgValue;
  /** Error messages, as the Go ParseMarker returns them. */
  errors: string[];
}

/** pkg/markers Definition. */
export interface MarkerDefinition {
  name: string;
  target: TargetType;
  output: MarkerOutput;
  /**
   * Argument name → type, as Go's Definition.Fields: one entry named '' for an anonymous marker,
   * none for an empty one.
   */
  fields: ReadonlyMap<string, Argument>;
  /** Fail when a non-optional argument is missing (every definition made by MakeDefinition is). */
  strict: boolean;
  help?: MarkerHelp;
  /** Go's markerParser interface: when set, it parses the marker instead of the argument language. */
  customParse?: (name: string, anonymousName: string, restFields: string) => CustomParseResult;
}

/** One argument of a parsed marker with the source range of its value text. */
export interface MarkerArg {
  value: ArgValue;
  /** The value's text in the source (for a string: with its quotes). */
  range: Range;
  /** Item ranges of a slice value (legacy `a;b` or `{a,b}`), when the argument is a slice. */
  items?: Range[];
}

/** A `// +...` comment (pkg/markers markerComment). */
export interface RawMarker {
  /** The marker text as Lookup and Parse see it: the comment without `//`, trimmed (`+name:arg=value`). */
  text: string;
  comment: Comment;
  /** The comment's range. */
  range: Range;
  /** Where `text` starts in the source (the `+`). */
  textStart: Range['start'];
  /** Whether it came from the node's doc comment (godoc) rather than the closest group above it. */
  fromGodoc: boolean;
  file: string;
}

/** A parsed marker (one element of Go's MarkerValues[name]). */
export interface MarkerValue {
  /** The definition's name (MarkerValues key). */
  name: string;
  definition: MarkerDefinition;
  /**
   * The parsed value: for an anonymous marker the argument's value; for an empty marker `{}`; for a
   * marker with named arguments an object of the arguments given (argument name → value; absent
   * arguments are left out, Go would hold their zero value).
   */
  value: ArgValue;
  /** Argument name ('' for the anonymous argument) → value and range; only the arguments written. */
  args: Record<string, MarkerArg>;
  raw: RawMarker;
}

/** Go's MarkerValues: definition name → values in source order. */
export type MarkerValues = Map<string, MarkerValue[]>;

/** Markers of one node: the registered ones parsed, the unregistered ones kept for diagnostics. */
export interface NodeMarkers {
  values: MarkerValues;
  /** Markers no definition for this target matches (controller-gen ignores them silently). */
  unknown: RawMarker[];
}

export type MarkerDiagnosticCode =
  /** controller-gen's own error: a marker's arguments do not parse. */
  | 'markers.parse'
  /** No definition of that name (for any target): ignored by controller-gen. */
  | 'markers.unknown'
  /** A definition exists, but for another target (e.g. a type-only marker on a field). */
  | 'markers.wrong-target'
  /** A marker that ends up on no type, field or package (or as a package marker that is no package marker). */
  | 'markers.unattached'
  /** `//+name` without a space. */
  | 'markers.no-space'
  /** `/* +name *\/`: only `//` comments hold markers. */
  | 'markers.block-comment';

/** A problem with a marker, at its Go position (1-based lines, UTF-16 columns, as gosource gives them). */
export interface MarkerDiagnostic {
  severity: 'error' | 'warning';
  code: MarkerDiagnosticCode;
  file: string;
  /** The precise range: the offending argument or token when known, else the marker text. */
  range: Range;
  /**
   * The message. For `markers.parse` it is exactly controller-gen's text (`expected integer, got
   * "abc" (at 1:7)`), which it prints after the comment's `file:line:col: `.
   */
  message: string;
  /** The start of the `//` comment: where controller-gen reports a parse error. */
  commentStart: Range['start'];
  /** The marker's name as written (up to `=` or the end). */
  marker: string;
  /** For unknown or miscased markers: the registered name meant, when one is close. */
  suggestion?: string;
  /** With a suggestion: the text to put in place of `range` (a quick fix). */
  replacement?: string;
  /** For a parse error: what to do about it, in our words (the message stays controller-gen's). */
  hint?: string;
}

/** One type declaration with its markers (pkg/markers TypeInfo, fields included). */
export interface TypeMarkers extends NodeMarkers {
  spec: TypeSpec;
  decl: GenDecl;
  file: GoFile;
  /** The doc comment controller-gen describes the type with: the spec's, or the decl's for `type X ...` without parentheses. */
  doc?: GoFile['doc'];
  fields: FieldMarkers[];
}

/** One struct field with its markers (pkg/markers FieldInfo); an embedded field has name ''. */
export interface FieldMarkers extends NodeMarkers {
  name: string;
  field: Field;
}

/** What the collector returns for one package (pkg/markers Collector.MarkersInPackage + EachType + PackageMarkers). */
export interface PackageMarkers {
  /** Package-level markers over all the package's files (PackageMarkers). */
  package: NodeMarkers;
  /** Every top-level type spec of every file in file then source order (EachType). */
  types: TypeMarkers[];
  /** Markers of any type spec / struct field (nested struct types' fields included). */
  byType: Map<TypeSpec, NodeMarkers>;
  byField: Map<Field, NodeMarkers>;
  /**
   * controller-gen's errors (a marker that does not parse). When there is any, controller-gen
   * keeps no marker of the package at all (MarkersInPackage fails): the caller decides.
   */
  errors: MarkerDiagnostic[];
  /** What controller-gen does not say: unknown, misplaced, unattached markers. */
  warnings: MarkerDiagnostic[];
}
