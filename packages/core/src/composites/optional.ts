import { ValueObjectDefinitionError } from "../refusal/errors.js";
import type { OptionalSchema } from "../nodes/optional.js";
import { type AnySchema, FAILED, type InferInput } from "../schema.js";
import { schemaNode } from "../build-node.js";
import { toNode } from "./to-node.js";
import { writeOptional } from "../json-schema/write-composite.js";
import { WRITE } from "../nodes/schema-node.js";
import { type IssueList, firstRefusalList } from "../issue-list.js";
import { development } from "../development.js";
import { assertArguments } from "../misuse.js";

const copy = (value: unknown) => (value !== null && typeof value === "object" ? JSON.parse(JSON.stringify(value)) : value);

/**
 * Marks a member optional. Absent with no default, it is left out of the value;
 * absent with a default, the default (read with the member's rules) fills it in.
 *
 * @example
 * ```ts
 * const Params = vo.object({ note: vo.optional(Note), quantity: vo.optional(Quantity, 1) });
 * ```
 */
export function optional<S extends AnySchema>(schema: S): OptionalSchema<S, false>;
export function optional<S extends AnySchema>(schema: S, defaultValue: InferInput<S>): OptionalSchema<S, true>;
export function optional(schema: AnySchema, ...rest: unknown[]): OptionalSchema {
  if (/* @__PURE__ */ development() && process.env.NODE_ENV !== "production") assertArguments("vo.optional", [["schema", schema, "schema"]]);
  const inner = toNode(schema, "optional");
  const hasDefault = rest.length > 0 && rest[0] !== undefined;
  let defaultRead: unknown;
  if (hasDefault) {
    const issues = firstRefusalList();
    defaultRead = inner["~read"](rest[0], issues);
    if (defaultRead === FAILED) {
      const name = (inner as { name?: string }).name ?? "optional";
      throw new ValueObjectDefinitionError(name, "default", `breaks the rules (${issues.kept![0].code}: ${issues.kept![0].message})`);
    }
  }
  const read = inner["~read"];
  return schemaNode<OptionalSchema>({
    kind: "optional" as const,
    [WRITE]: writeOptional,
    inner,
    hasDefault,
    // written as reads fill it in (the declared spelling, undeclared members dropped), from the one read of it
    ...(hasDefault ? { default: copy(defaultRead) } : {}),
    "~read": (input: unknown, issues: IssueList) => (input === undefined ? (hasDefault ? copy(defaultRead) : undefined) : read(input, issues)),
  });
}
