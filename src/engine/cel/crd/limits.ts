// Size and cost constants of the Kubernetes CEL integration: k8s.io/apiserver/pkg/cel/limits.go,
// k8s.io/apiserver/pkg/apis/cel/config.go and the CRD cost limits of
// apiextensions-apiserver/pkg/apis/apiextensions/validation/validation.go.

/** DefaultMaxRequestSizeBytes: the request bound all "unbounded" size estimates derive from (3 MiB). */
export const MAX_REQUEST_SIZE_BYTES = 3 * 1024 * 1024;

/** MinStringSize: `""`. */
export const MIN_STRING_SIZE = 2;
/** MinBoolSize: `true`. */
export const MIN_BOOL_SIZE = 4;
/** MinNumberSize: `0`. */
export const MIN_NUMBER_SIZE = 1;
/** MinDurationSizeJSON: `"0"`. */
export const MIN_DURATION_SIZE_JSON = 3;
/** JSONDateSize: `"YYYY-MM-DD"` (also the largest date). */
export const JSON_DATE_SIZE = 12;
/** MinDatetimeSizeJSON: `"YYYY-MM-DDTHH:MM:SS"` with quotes. */
export const MIN_DATETIME_SIZE_JSON = 21;
/** MaxDurationSizeJSON */
export const MAX_DURATION_SIZE_JSON = 32;
/** MaxDatetimeSizeJSON */
export const MAX_DATETIME_SIZE_JSON = 32;

/** PerCallLimit: runtime cost limit of one evaluation of one expression. */
export const PER_CALL_LIMIT = 1_000_000;
/** RuntimeCELCostBudget: runtime budget of all rules of one custom-resource write. */
export const RUNTIME_CEL_COST_BUDGET = 10_000_000;
/** MaxEvaluatedMessageExpressionSizeBytes */
export const MAX_EVALUATED_MESSAGE_EXPRESSION_SIZE_BYTES = 5 * 1024;

/** StaticEstimatedCostLimit: max estimated cost of one rule × its cardinality. */
export const STATIC_ESTIMATED_COST_LIMIT = 10_000_000n;
/** StaticEstimatedCRDCostLimit: max estimated total of one OpenAPI v3 schema. */
export const STATIC_ESTIMATED_CRD_COST_LIMIT = 100_000_000n;

/** math.MaxUint64: every cost and size saturates here. */
export const MAX_UINT64 = (1n << 64n) - 1n;
