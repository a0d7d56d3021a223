import { type SchemaNode, isOwnSchema } from "../nodes/schema-node.js";
import type { AnySchema } from "../schema.js";
import { schemaNode } from "../build-node.js";
import { foreign } from "./foreign.js";
import { assertDescribesItself } from "./to-node.js";
import { development } from "../development.js";
import { assertArguments } from "../misuse.js";

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
  if (/* @__PURE__ */ development() && process.env.NODE_ENV !== "production") assertArguments("vo.describe", [["schema", schema, "schema"], ["text", text, "text"]]);
  if (typeof text !== "string") throw new TypeError("vo.describe: the description must be a string.");
  if (!isOwnSchema(schema)) {
    assertDescribesItself(schema, "describe");
    // typed as the caller's schema (its Infer and InferInput unchanged); held as the node that reads it
    return foreign(schema, [text]) as unknown as S;
  }
  // its own faces are kept, `~standard` made anew (it writes the descriptions)
  const own: SchemaNode = schema;
  const { "~standard": _faces, ...rest } = own;
  // the same node with one more description: it reads and infers as the caller's S, which TS cannot rebuild from its members
  return schemaNode<SchemaNode>({ ...rest, descriptions: [text, ...(own.descriptions ?? [])] }) as unknown as S;
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
