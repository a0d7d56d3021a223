import type { NullableSchema } from "../nodes/nullable.js";
import type { AnySchema } from "../schema.js";
import { schemaNode } from "../build-node.js";
import { toNode } from "./to-node.js";
import { writeNullable } from "../json-schema/write-composite.js";
import { WRITE } from "../nodes/schema-node.js";
import { type IssueList } from "../issue-list.js";
import { development } from "../development.js";
import { assertArguments } from "../misuse.js";

/**
 * Accepts JSON null as well as what `schema` accepts. Described as a type array
 * (`["string", "null"]`).
 *
 * @example
 * ```ts
 * const Params = vo.object({ coupon: vo.nullable(CouponCode) });
 * ```
 */
export function nullable<S extends AnySchema>(schema: S): NullableSchema<S> {
  if (/* @__PURE__ */ development() && process.env.NODE_ENV !== "production") assertArguments("vo.nullable", [["schema", schema, "schema"]]);
  const inner = toNode(schema, "nullable");
  const read = inner["~read"];
  return schemaNode<NullableSchema<S>>({
    kind: "nullable" as const,
    [WRITE]: writeNullable,
    inner,
    "~read": (input: unknown, issues: IssueList) => (input === null ? null : read(input, issues)),
  });
}
