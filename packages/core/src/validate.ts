import type { Refusal } from "./refusal/refusal.js";
import { type AnySchema, FAILED, type Infer, type Issue, isOwnSchema } from "./schema.js";
import { foreign } from "./composites/foreign.js";
import { beginRead, endRead } from "./drop-promise.js";

/** Every refusal in a composite, each with its code, message and path. */
export type Validation<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly issues: readonly Issue[] };

/**
 * Reads a value with any schema and returns the value, or every refusal with its
 * path (in member order).
 *
 * @example
 * ```ts
 * const result = vo.validate(OrderParameters, JSON.parse(text));
 * if (!result.ok) for (const issue of result.issues) console.log(issue.path, issue.code);
 * ```
 */
export function validate<S extends AnySchema>(schema: S, input: unknown): Validation<Infer<S>> {
  const node = isOwnSchema(schema) ? schema : foreign(schema);
  const issues: Issue[] = [];
  let value: unknown;
  beginRead();
  try {
    value = node["~read"](input, issues);
  } finally {
    endRead();
  }
  return value === FAILED ? { ok: false, issues } : { ok: true, value: value as Infer<S> };
}

export type { Refusal };
