import type { TupleSchema } from "../nodes/tuple.js";
import type { SchemaNode } from "../nodes/schema-node.js";
import { isRefusal } from "../refusal/refusal.js";
import { type AnySchema, FAILED, type Reader } from "../schema.js";
import { schemaNode } from "../build-node.js";
import { ownCompositeIssues, refusedAt } from "./issues.js";
import { type OwnMessages, ownMessages } from "../rules/own-messages.js";
import { toNode } from "./to-node.js";
import { lazyReader } from "../compile/lazy-reader.js";
import { compileTupleReader } from "../compile/tuple-reader.js";
import { writeTuple } from "../json-schema/write-tuple.js";
import { WRITE } from "../nodes/schema-node.js";
import { type IssueList, under } from "../issue-list.js";
import { ValueObjectDefinitionError } from "../refusal/errors.js";
import { development } from "../development.js";
import { assertArguments, assertOptionNames } from "../misuse.js";

const hasOwn = Object.prototype.hasOwnProperty;

/** Options of `vo.tuple`. */
export interface TupleOptions<R extends AnySchema | undefined = undefined> {
  /** The schema of every item after the positions; without it, a longer list is `too_long`. */
  readonly rest?: R;
  readonly description?: string;
  /**
   * The tuple's own words for its refusals (its positions keep theirs): `required`, `type` (not a
   * list), `minItems` (shorter than its positions), `maxItems` (longer, without `rest`); `{minItems}`
   * and `{maxItems}` are its lengths.
   */
  readonly messages?: OwnMessages<"required" | "type" | "minItems" | "maxItems">;
}

// one position (or the rest) as the loop reads it: the value object's check where it has one
const readerOf = (node: SchemaNode): ((input: unknown, issues: IssueList, at: number) => unknown) => {
  const check = node["~check"];
  const read: Reader = node["~read"];
  if (check !== undefined) {
    return (input, issues, at) => {
      const value = check(input);
      if (!isRefusal(value)) return value;
      issues.add(refusedAt(value, at));
      return FAILED;
    };
  }
  return (input, issues, at) => {
    const from = issues.length;
    const value = read(input, issues);
    if (value === FAILED) under(issues, from, at);
    return value;
  };
};

/**
 * A list whose every position has its own schema (a coordinate pair, a date range as
 * `[from, to]`), and, with `rest`, any number of items after them. A list shorter than its
 * positions (up to the last that is not `vo.optional`) is `too_short`; one longer, without
 * `rest`, is `too_long` and no item is read. JSON Schema: `prefixItems` (draft-07: `items` as
 * a list and `additionalItems`; OpenAPI 3.0, which has no positions: `items` as `anyOf` the
 * positions' schemas in order, the length bounds, and a sentence). With no positions, the
 * plain list it is (JSON Schema has no empty `prefixItems`): `items` the rest's schema, or
 * `maxItems: 0`.
 *
 * @example
 * ```ts
 * const Point = vo.tuple([Latitude, Longitude]);
 * type Point = vo.Infer<typeof Point>; // [Latitude, Longitude]
 * const Path = vo.tuple([Label], { rest: Point }); // [Label, ...Point[]]
 * ```
 */
export function tuple<const Items extends readonly AnySchema[], R extends AnySchema | undefined = undefined>(
  items: Items,
  options: TupleOptions<R> = {},
): TupleSchema<Items, R> {
  if (/* @__PURE__ */ development() && process.env.NODE_ENV !== "production") assertTupleOptions(options);
  if (!Array.isArray(items)) {
    // what was given, by its kind, never its content
    const kind = (items as { kind?: unknown } | null)?.kind;
    const given = typeof kind === "string" ? `one schema (of kind ${kind})` : items === null ? "null" : typeof items;
    throw new ValueObjectDefinitionError("tuple", "items", `must be a list of schemas; given ${given}.`);
  }
  const nodes = items.map((item, i) => toNode(item, `items/${i}`));
  const rest = options.rest === undefined ? undefined : toNode(options.rest, "rest");
  // the positions up to the last that is not optional must be there
  let minItems = 0;
  for (let i = 0; i < nodes.length; i++) if (nodes[i].kind !== "optional") minItems = i + 1;
  const maxItems = rest === undefined ? nodes.length : undefined;
  const compositeIssue = ownCompositeIssues(ownMessages("tuple", options.messages, maxItems === undefined ? { minItems } : { minItems, maxItems }));
  const positions = nodes.map(readerOf);
  const restRead = rest === undefined ? undefined : readerOf(rest);
  const notArray = (input: unknown, issues: IssueList): void => {
    issues.add(input == null ? compositeIssue.required() : compositeIssue.notAnArray());
  };
  // the loop every runtime can run; compiled per tuple where code generation is allowed
  const loop = (input: unknown, issues: IssueList): unknown => {
    if (!Array.isArray(input)) {
      notArray(input, issues);
      return FAILED;
    }
    const length = input.length;
    if (maxItems !== undefined && length > maxItems) {
      issues.add(compositeIssue.tooMany(maxItems));
      return FAILED;
    }
    const short = length < minItems;
    let failed = short;
    if (short) {
      issues.add(compositeIssue.tooFew(minItems));
      if (issues.stops) return FAILED;
    }
    const out: unknown[] = [];
    const at = (i: number) => (i < length && hasOwn.call(input, i) ? input[i] : undefined);
    // a short list: its items only; else every position (an optional one past the end reads absent)
    const last = short ? length : positions.length;
    for (let i = 0; i < last; i++) {
      const value = positions[i](at(i), issues, i);
      if (value === FAILED) {
        failed = true;
        if (issues.stops) return FAILED;
        // before the last required position, an absent optional one is its own undefined (never a gap)
      } else if (value !== undefined || i < minItems) out[i] = value;
    }
    if (restRead !== undefined) {
      for (let i = positions.length; i < length; i++) {
        const value = restRead(at(i), issues, i);
        if (value === FAILED) {
          failed = true;
          if (issues.stops) return FAILED;
        } else out[i] = value;
      }
    }
    return failed ? FAILED : out;
  };
  return schemaNode<TupleSchema<Items, R>>({
    kind: "tuple" as const,
    [WRITE]: writeTuple,
    items: nodes,
    ...(rest !== undefined ? { rest } : {}),
    minItems,
    ...(options.description !== undefined ? { description: options.description } : {}),
    "~read": lazyReader(loop, () =>
      compileTupleReader({ nodes, rest, minItems, maxItems, notArray, tooFew: compositeIssue.tooFew, tooMany: compositeIssue.tooMany, refusedAt, under }),
    ),
  });
}

// the options as vo.array checks its own, and none it does not take (a development check)
function assertTupleOptions(options: unknown): void {
  assertArguments("vo.tuple", [["options", options, "options"]]);
  const { rest, description } = (options ?? {}) as TupleOptions<AnySchema | undefined>;
  assertArguments("vo.tuple", [["description", description ?? "", "text"]]);
  if (rest !== undefined) assertArguments("vo.tuple", [["rest", rest, "schema"]]);
  assertOptionNames("vo.tuple", options ?? {}, ["rest", "description", "messages"], "tuples");
}
