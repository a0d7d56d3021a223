import { type SchemaNode, isOwnSchema } from "../nodes/schema-node.js";
import type { AnySchema } from "../schema.js";
import { schemaNode } from "../build-node.js";
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
    // typed as the caller's schema (its Infer and InferInput unchanged); held as the node that reads it
    return foreign(schema, [text]) as unknown as S;
  }
  // its own faces are kept, `~standard` made anew (it writes the descriptions)
  const own: SchemaNode = schema;
  const { "~standard": _faces, ...rest } = own;
  // the same node with one more description: it reads and infers as the caller's S, which TS cannot rebuild from its members
  return schemaNode<SchemaNode>({ ...rest, descriptions: [text, ...(own.descriptions ?? [])] }) as unknown as S;
}
