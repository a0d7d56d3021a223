/**
 * @adcodicem/value-objects — value objects that know their rules, check them, and
 * describe them as JSON Schema for a validator or a language model.
 *
 * @example
 * ```ts
 * import * as vo from "@adcodicem/value-objects";
 *
 * const Quantity = vo.integer("Quantity", { description: "A quantity ordered.", minimum: 1, maximum: 100 });
 * type Quantity = vo.Infer<typeof Quantity>;
 * Quantity.tryCreate(500); // { ok: false, error: { code: "value_object.out_of_range", message: "…", path: [], pointer: "" } }
 * ```
 * @packageDocumentation
 */
export type { Brand } from "./brand.js";
export type { AnySchema, CreateFaces, ForeignSchema, Infer, InferInput, Issue, PathKey, Schema } from "./schema.js";
export type { Refusal, Result } from "./refusal/refusal.js";
export type { BooleanRules, CheckResult, CommonRules, DateRules, NumberRules, OneOfRules, StringRules } from "./rules/rules.js";
export type { ValueObject, ValueObjectKind } from "./nodes/value-object.js";
export type { NamedOutput, ObjectInput, ObjectOutput, ObjectSchema, Shape, ShapeNodes } from "./nodes/object.js";
export type { ObjectOptions } from "./composites/object.js";
export type { Extended } from "./composites/extend.js";
export type { Partialized, Requiredized } from "./composites/partial.js";
export type { ObjectCheck, ObjectCheckResult } from "./composites/object-check.js";
export type { UnionSchema } from "./nodes/union.js";
export type { UnionRules } from "./composites/union.js";
export type { DiscriminatedUnionSchema } from "./nodes/discriminated-union.js";
export type { DiscriminatedUnionRules } from "./composites/discriminated-union.js";
export type { LiteralSchema, LiteralValue } from "./nodes/literal.js";
export type { ArraySchema } from "./nodes/array.js";
export type { RecordInput, RecordOutput, RecordSchema } from "./nodes/record.js";
export type { TupleInput, TupleOutput, TupleSchema } from "./nodes/tuple.js";
export type { TupleOptions } from "./composites/tuple.js";
export type { RecordOptions } from "./composites/record-options.js";
export type { OptionalSchema } from "./nodes/optional.js";
export type { NullableSchema } from "./nodes/nullable.js";
export type { ForeignNode } from "./nodes/foreign.js";
export type { LazySchema } from "./nodes/lazy.js";
export type { JsonSchema, JsonSchemaOptions, Profile, Target } from "./json-schema/types.js";
export type { ValidateOptions, Validation } from "./validate.js";
export type { StandardJSONSchemaV1, StandardSchemaV1 } from "./standard-schema-spec.js";
export type { Locale, ReadOptions } from "./refusal/locale.js";
export type { LocaleTable } from "./locales/en.js";
export type { CommonMessageKey, OwnMessages } from "./rules/own-messages.js";

export { string } from "./kinds/string.js";
export { integer } from "./kinds/integer.js";
export { number } from "./kinds/number.js";
export { date } from "./kinds/date.js";
export { dateTime } from "./kinds/date-time.js";
export { oneOf } from "./kinds/one-of.js";
export { boolean } from "./kinds/boolean.js";
export { literal } from "./kinds/literal.js";
export { union } from "./composites/union.js";
export { discriminatedUnion } from "./composites/discriminated-union.js";
export { object } from "./composites/object.js";
export { extend } from "./composites/extend.js";
export { omit, pick } from "./composites/pick.js";
export { partial, required } from "./composites/partial.js";
export { array } from "./composites/array.js";
export { record } from "./composites/record.js";
export { tuple } from "./composites/tuple.js";
export { optional } from "./composites/optional.js";
export { nullable } from "./composites/nullable.js";
export { lazy } from "./composites/lazy.js";
export { describe, withDescription } from "./composites/describe.js";
export { toJsonSchema } from "./json-schema/to-json-schema.js";
export { validate } from "./validate.js";
export { defineLocale } from "./locales/define-locale.js";
export { ValueObjectDefinitionError, ValueObjectError } from "./refusal/errors.js";
export {
  codes,
  INVALID_FORMAT,
  INVALID_RESULT,
  NO_MATCH,
  NOT_ALLOWED,
  NOT_PARSABLE,
  OUT_OF_RANGE,
  PATTERN_MISMATCH,
  REQUIRED,
  TOO_LONG,
  TOO_SHORT,
} from "./refusal/codes.js";
