import { isOwnSchema } from "../nodes/schema-node.js";
import type { AnySchema } from "../schema.js";
import { withStandardFaces } from "../standard-schema.js";
import { foreign } from "./foreign.js";
import { assertDescribesItself } from "./to-node.js";

/**
 * The description of the property or parameter that holds a schema. In the
 * `languageModel` profile it comes first, the value object's own description after
 * it, joined by a blank line.
 *
 * @example
 * ```ts
 * const Params = vo.object({ iban: vo.describe(Iban, "The account to debit.") });
 * ```
 */
export function describe<S extends AnySchema>(schema: S, text: string): S {
  if (typeof text !== "string") throw new TypeError("vo.describe: the description must be a string.");
  if (!isOwnSchema(schema)) {
    assertDescribesItself(schema, "describe");
    return foreign(schema, [text]) as unknown as S;
  }
  const { "~standard": _faces, ...rest } = schema as unknown as Record<string, unknown>;
  return withStandardFaces({
    ...(rest as { kind: string; "~read": never }),
    descriptions: [text, ...(schema.descriptions ?? [])],
  }) as unknown as S;
}

/**
 * {@link describe} under a second name, one no test runner has: in a test file, where
 * `describe` is the runner's, `vo.withDescription` reads as what it does. The same function.
 *
 * @example
 * ```ts
 * const Params = vo.object({ iban: vo.withDescription(Iban, "The account to debit.") });
 * ```
 */
export const withDescription: typeof describe = describe;
