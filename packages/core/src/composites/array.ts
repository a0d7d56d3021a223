import { development } from "../development.js";
import { ValueObjectDefinitionError } from "../refusal/errors.js";
import type { ArraySchema } from "../nodes/array.js";
import { type AnySchema, FAILED } from "../schema.js";
import { schemaNode } from "../build-node.js";
import { ownCompositeIssues } from "./issues.js";
import { type OwnMessages, ownMessages } from "../rules/own-messages.js";
import { toNode } from "./to-node.js";
import { lazyReader } from "../compile/lazy-reader.js";
import { compileArrayReader } from "../compile/array-reader.js";
import { writeArray } from "../json-schema/write-composite.js";
import { WRITE } from "../nodes/schema-node.js";
import { type IssueList, under } from "../issue-list.js";
import { assertArguments, assertOptionNames } from "../misuse.js";
import { assertLength } from "../rules/length-rule.js";

/**
 * A list. `minItems` / `maxItems` refuse as `too_short` / `too_long`; a list longer
 * than `maxItems` is refused before any item is read.
 *
 * @example
 * ```ts
 * const Alternates = vo.array(Iban, { maxItems: 5 });
 * ```
 */
export function array<S extends AnySchema>(
  item: S,
  options: { minItems?: number; maxItems?: number; description?: string; messages?: OwnMessages<"required" | "type" | "minItems" | "maxItems"> } = {},
): ArraySchema<S> {
  if (/* @__PURE__ */ development() && process.env.NODE_ENV !== "production") {
    assertArguments("vo.array", [["item", item, "schema"], ["options", options, "options"]]);
    assertOptionNames("vo.array", options ?? {}, ["minItems", "maxItems", "description", "messages"], "arrays");
  }
  const { minItems, maxItems } = options;
  const compositeIssue = ownCompositeIssues(ownMessages("array", options.messages, options));
  assertLength("array", "minItems", minItems);
  assertLength("array", "maxItems", maxItems);
  // bounds that leave no list: a development check, as for the other kinds (a production build refuses every list instead)
  if (/* @__PURE__ */ development() && process.env.NODE_ENV !== "production" && minItems !== undefined && maxItems !== undefined && minItems > maxItems) {
    throw new ValueObjectDefinitionError("array", "minItems", `(${minItems}) is above maxItems (${maxItems}).`);
  }
  const node = toNode(item, "item");
  const read = node["~read"];
  const notArray = (input: unknown, issues: IssueList): typeof FAILED => {
    issues.add(input == null ? compositeIssue.required() : compositeIssue.notAnArray());
    return FAILED;
  };
  // the loop every runtime can run; compiled per array where code generation is allowed
  const loop = (input: unknown, issues: IssueList): unknown => {
    if (!Array.isArray(input)) return notArray(input, issues);
    const length = input.length;
    if (maxItems !== undefined && length > maxItems) {
      issues.add(compositeIssue.tooMany(maxItems));
      return FAILED;
    }
    let failed = minItems !== undefined && length < minItems;
    if (failed) {
      issues.add(compositeIssue.tooFew(minItems!));
      // a union's alternative: refused is all it needs to know
      if (issues.stops) return FAILED;
    }
    const out = new Array(length);
    for (let i = 0; i < length; i++) {
      const from = issues.length;
      // a hole is absent, not filled from Array.prototype (JSON.parse makes no holes; code may)
      const value = read(Object.hasOwn(input, i) ? input[i] : undefined, issues);
      if (value === FAILED) {
        failed = true;
        under(issues, from, i);
        if (issues.stops) return FAILED;
      } else out[i] = value;
    }
    return failed ? FAILED : out;
  };
  return schemaNode<ArraySchema<S>>({
    kind: "array" as const,
    [WRITE]: writeArray,
    item: node,
    ...(minItems !== undefined ? { minItems } : {}),
    ...(maxItems !== undefined ? { maxItems } : {}),
    ...(options.description !== undefined ? { description: options.description } : {}),
    "~read": lazyReader(loop, () =>
      compileArrayReader({ ...compositeIssue, node, read, minItems, maxItems, notArray }),
    ),
  });
}
