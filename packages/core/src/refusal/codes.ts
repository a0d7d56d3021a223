/** Absent with no default, or JSON null where null is not allowed. */
export const REQUIRED = "value_object.required";
/** A token that cannot be read at all: wrong JSON type, NaN, a number the kind cannot hold, unreadable date text. */
export const NOT_PARSABLE = "value_object.not_parsable";
/** Shorter than `minLength` (code points), or fewer items than `minItems`. */
export const TOO_SHORT = "value_object.too_short";
/** Longer than `maxLength` (code points), or more items than `maxItems`. */
export const TOO_LONG = "value_object.too_long";
/** Does not match `pattern`. */
export const PATTERN_MISMATCH = "value_object.pattern_mismatch";
/** Breaks a format the library checks (email, uuid, date…). */
export const INVALID_FORMAT = "value_object.invalid_format";
/** Outside numeric or date bounds, or not a multiple of `multipleOf`. */
export const OUT_OF_RANGE = "value_object.out_of_range";
/** Outside a closed set or a literal; an undeclared member of a `refuse` object; an unknown discriminator. */
export const NOT_ALLOWED = "value_object.not_allowed";
/** A union none of whose alternatives accepts the value. */
export const NO_MATCH = "value_object.no_match";

/**
 * A tool's own result broke the rules of its declared `output`: the program's fault, not the
 * model's. The model receives `{"error":"tool_failed","code":"value_object.invalid_result"}`
 * instead of the result (never the value).
 */
export const INVALID_RESULT = "value_object.invalid_result";

/** Every code the library itself gives; a `check` adds codes of its own. */
export const codes = {
  required: REQUIRED,
  notParsable: NOT_PARSABLE,
  tooShort: TOO_SHORT,
  tooLong: TOO_LONG,
  patternMismatch: PATTERN_MISMATCH,
  invalidFormat: INVALID_FORMAT,
  outOfRange: OUT_OF_RANGE,
  notAllowed: NOT_ALLOWED,
  noMatch: NO_MATCH,
  invalidResult: INVALID_RESULT,
} as const;
