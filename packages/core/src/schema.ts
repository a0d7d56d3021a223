import type { PathKey, Result } from "./refusal/refusal.js";
import type { StandardJSONSchemaV1, StandardSchemaV1 } from "./standard-schema-spec.js";
import type { IssueList } from "./issue-list.js";
import type { ReadOptions } from "./refusal/locale.js";

export type { PathKey };

/**
 * One refusal inside a schema, as `vo.validate` and `~standard.validate` give it: its code,
 * its message, and where it sits, twice: `path`, the exact keys and indexes (as Standard
 * Schema), and `pointer`, the same place as an RFC 6901 JSON Pointer (`""` at the root).
 * The pointer is exact (no key cut or escaped but for `~0` and `~1`): the cut and escaped
 * form is for what leaves the program (what a model reads, events, logs).
 *
 * @example
 * ```ts
 * // { code: "value_object.out_of_range", message: "…", path: ["lines", 1, "quantity"], pointer: "/lines/1/quantity" }
 * ```
 */
export interface Issue {
  readonly code: string;
  readonly message: string;
  readonly path: readonly PathKey[];
  readonly pointer: string;
}

// a refusal while the read goes on is the issue list's (no pointer yet); every module reads it here
export type { ReadIssue } from "./issue-list.js";

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
   * `path` (keys and indexes) and `pointer` (RFC 6901; `vo.validate` returns every refusal).
   */
  tryCreate(input: unknown, options?: ReadOptions): Result<Output>;
  /** Like `tryCreate`, but returns the value or throws a `vo.ValueObjectError` (`code`, `message`, `path`, `pointer`). */
  create(input: unknown, options?: ReadOptions): Output;
  /** True when `x` is already a value `create` would return, unchanged. */
  is(x: unknown): x is Output;
}

/** The faces every schema shares, value object or composite. */
export interface StandardFaces<Input, Output> {
  readonly "~standard": SyncValidate<Output> & StandardSchemaV1.Props<Input, Output> & StandardJSONSchemaV1.Props<Input, Output>;
}

/**
 * This library validates synchronously: `validate` never returns a Promise. A failure is
 * Standard Schema's, each issue an {@link Issue} (its exact `pointer` beside the `path`).
 */
export interface SyncValidate<Output> {
  readonly validate: (value: unknown, options?: StandardSchemaV1.Options) => StandardSchemaV1.SuccessResult<Output> | { readonly issues: readonly Issue[] };
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
