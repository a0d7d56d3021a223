import type { Result } from "./refusal/refusal.js";
import type { StandardJSONSchemaV1, StandardSchemaV1 } from "./standard-schema-spec.js";
import type { IssueList } from "./issue-list.js";

// an issue and its path are the issue list's (issue-list.ts); every module reads them here
export type { Issue, PathKey } from "./issue-list.js";

/**
 * What a reader returns when it refused the input: the issues went into the list it
 * was given, with paths relative to the reader's own node. One symbol in the whole
 * program (`Symbol.for`): where npm installs two copies of this package (a user's newer
 * core beside the one a sibling package pinned), a schema from one copy is read by the
 * other, and a marker of its own would read every refusal as a value.
 */
export const FAILED: unique symbol = Symbol.for("@adcodicem/value-objects.failed");

/** A compiled reader: the value read, or `FAILED` after adding its issues to `issues`. */
export type Reader = (input: unknown, issues: IssueList) => unknown;

/** `tryCreate`, `create` and `is`: what every schema offers, composites included. */
export interface CreateFaces<Output> {
  /**
   * Reads an input (a parsed JSON value): the value, or the first refusal with its
   * `path` as a JSON Pointer (`vo.validate` returns every refusal).
   */
  tryCreate(input: unknown): Result<Output>;
  /** Like `tryCreate`, but returns the value or throws a `vo.ValueObjectError` (`code`, `message`, `path`). */
  create(input: unknown): Output;
  /** True when `x` is already a value `create` would return, unchanged. */
  is(x: unknown): x is Output;
}

/** The faces every schema shares, value object or composite. */
export interface StandardFaces<Input, Output> {
  readonly "~standard": SyncValidate<Output> & StandardSchemaV1.Props<Input, Output> & StandardJSONSchemaV1.Props<Input, Output>;
}

/** This library validates synchronously: `validate` never returns a Promise. */
export interface SyncValidate<Output> {
  readonly validate: (value: unknown, options?: StandardSchemaV1.Options) => StandardSchemaV1.Result<Output>;
}

/** Any schema this library made: a value object or a composite. Each has `tryCreate`, `create` and `is`. */
export interface Schema<Input = unknown, Output = Input> extends StandardFaces<Input, Output>, CreateFaces<Output> {
  readonly kind: string;
  /** Property descriptions given by `vo.describe`, outermost first. */
  readonly descriptions?: readonly string[];
  /** @internal The compiled reader. */
  readonly "~read": Reader;
  /**
   * @internal A value object's compiled check: the value, or its refusal (an object).
   * Composites call it directly, one call fewer per member than `~read`.
   */
  readonly "~check"?: (input: unknown) => unknown;
}

/**
 * A schema of someone else's that implements Standard Schema and, to be described,
 * Standard JSON Schema: a Zod 4 schema, for instance.
 */
export type ForeignSchema<Input = unknown, Output = Input> = {
  readonly "~standard": StandardSchemaV1.Props<Input, Output> & Partial<Pick<StandardJSONSchemaV1.Props<Input, Output>, "jsonSchema">>;
};

/** Anything a composite can hold. */
export type AnySchema = Schema<any, any> | ForeignSchema<any, any>;

/** The type a schema's value has once read: `Infer<typeof Iban>` is `string & Brand<"Iban">`. */
export type Infer<S> = S extends { readonly "~standard": { readonly types?: infer T } }
  ? NonNullable<T> extends { readonly output: infer O }
    ? O
    : unknown
  : never;

/** The type a schema accepts as input. */
export type InferInput<S> = S extends { readonly "~standard": { readonly types?: infer T } }
  ? NonNullable<T> extends { readonly input: infer I }
    ? I
    : unknown
  : never;
