import { NOT_ALLOWED } from "../refusal/codes.js";
import { ValueObjectDefinitionError } from "../refusal/errors.js";
import * as sentences from "../refusal/messages.js";
import type { ObjectOutput, ObjectSchema, Shape, ShapeNodes } from "../nodes/object.js";
import { setOwn } from "../set-own.js";
import { FAILED, type ReadIssue, type PathKey, type Schema } from "../schema.js";
import { schemaNode } from "../build-node.js";
import { OBJECT_CHECK, type ObjectCheck, runObjectCheck, withName } from "./object-check.js";
import { ownCompositeIssues } from "./issues.js";
import { type OwnMessages, ownMessages } from "../rules/own-messages.js";
import { toNode } from "./to-node.js";
import { lazyReader } from "../compile/lazy-reader.js";
import { compileObjectReader } from "../compile/object-reader.js";
import { writeObject } from "../json-schema/write-composite.js";
import { WRITE } from "../nodes/schema-node.js";
import { type IssueList, under } from "../issue-list.js";
import { development } from "../development.js";
import { assertArguments } from "../misuse.js";

/** Options of {@link object}. */
export interface ObjectOptions<S extends Shape, Name extends string | undefined = undefined> {
  /** What the object is, for a person and a model. */
  readonly description?: string;
  /**
   * Makes the object a composite value object: its type is branded `Brand<name>` and
   * its own refusals read `The value is not a valid <name>: …`.
   */
  readonly name?: Name;
  /**
   * A rule across members, run once every member is accepted, on the value read.
   * Return nothing, or `{ code, message, path? }` (the path relative to the object,
   * as keys; `[]` or absent: the object itself). The message must not hold the value.
   */
  readonly check?: ObjectCheck<ObjectOutput<S>>;
  /** The sentence a model reads about `check`, joined to the description in both profiles. */
  readonly checkDescription?: string;
  /** `ignore` (default): undeclared members are dropped. `refuse`: each is `value_object.not_allowed` at its path. */
  readonly unknown?: "ignore" | "refuse";
  /** Own sentences for its refusals (`required`, `type`, `unknown`): see `vo.OwnMessages`. */
  readonly messages?: OwnMessages<"required" | "type" | "unknown">;
}

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * An object whose members are read in declared order; every refusal is reported
 * with its path. Unknown members are dropped from the value (or refused, with
 * `unknown: "refuse"`). With a `name`, it is a composite value object: branded, its
 * own refusals named; `check` is a rule across members.
 *
 * @example
 * ```ts
 * const OrderParameters = vo.object({
 *   iban: vo.describe(Iban, "The account to debit."),
 *   quantity: Quantity,
 *   note: vo.optional(Note),
 * });
 * type OrderParameters = vo.Infer<typeof OrderParameters>;
 *
 * const Day = vo.date("Day");
 * const Period = vo.object(
 *   { start: Day, end: Day },
 *   {
 *     name: "Period",
 *     check: (p) => (p.end < p.start ? { code: "period.reversed", message: "The end must not come before the start.", path: ["end"] } : undefined),
 *     checkDescription: "The end is on or after the start.",
 *     unknown: "refuse",
 *   },
 * );
 * Period.tryCreate({ start: "2026-03-02", end: "2026-03-01" });
 * // { ok: false, error: { code: "period.reversed", message: "The value is not a valid Period: The end must not come before the start.", path: ["end"], pointer: "/end" } }
 * ```
 */
export function object<const S extends Shape, const Name extends string | undefined = undefined>(
  shape: S,
  options: ObjectOptions<S, Name> = {},
): ObjectSchema<S, Name> {
  const name = options.name;
  assertOptions(shape, options as ObjectOptions<Shape, string | undefined>);
  const keys = Object.keys(shape);
  const nodes: Record<string, Schema<any, any>> = {};
  for (const key of keys) setOwn(nodes, key, toNode(shape[key], key));
  const readers = keys.map((key) => nodes[key]["~read"]);
  const count = keys.length;
  const declared = new Set(keys);
  const refuseUnknown = options.unknown === "refuse";
  const check = options.check as ObjectCheck<unknown> | undefined;
  const named = (issue: ReadIssue): ReadIssue => (name === undefined ? issue : withName(name, issue));
  // own messages: its words for its own refusals (the frame of a named object around them)
  const own = ownMessages(name ?? "object", options.messages, options, ["required", "type", "unknown"]);
  const made = ownCompositeIssues(own);
  const notDeclared = (key: string): ReadIssue => named({ code: NOT_ALLOWED, message: own.unknown ?? sentences.notDeclared, path: [key] });
  const notObject = (input: unknown, issues: IssueList): unknown => {
    // called where the input is not an object (both reads test it first)
    issues.add(named(input == null ? made.required() : made.notAnObject()));
    return FAILED;
  };
  const refuseUnknownMembers = (source: Record<string, unknown>, issues: IssueList): boolean => {
    let refused = false;
    for (const key of Object.keys(source)) {
      if (declared.has(key)) continue;
      refused = true;
      issues.add(notDeclared(key));
    }
    return refused;
  };
  const finish = (out: Record<string, unknown>, issues: IssueList): unknown => {
    const refused = runObjectCheck(check!, out, name);
    if (refused === undefined) return out;
    issues.add(refused);
    return FAILED;
  };
  // the loop every runtime can run; compiled per object where code generation is allowed
  const loop = (input: unknown, issues: IssueList): unknown => {
    if (typeof input !== "object" || input === null || Array.isArray(input)) return notObject(input, issues);
    const source = input as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    let failed = false;
    for (let i = 0; i < count; i++) {
      const key = keys[i];
      // own members only: whatever Object.prototype holds now or later ("constructor", a polluted "role") is absent
      const value = hasOwn.call(source, key) ? source[key] : undefined;
      const from = issues.length;
      const read = readers[i](value, issues);
      if (read === FAILED) {
        failed = true;
        under(issues, from, key);
      } else if (read !== undefined) setOwn(out, key, read);
    }
    if (refuseUnknown && refuseUnknownMembers(source, issues)) failed = true;
    if (failed) return FAILED;
    return check === undefined ? out : finish(out, issues);
  };
  return schemaNode<ObjectSchema<S, Name>>({
    kind: "object" as const,
    [WRITE]: writeObject,
    // the nodes as declared (a foreign member as the node that reads it): typed member by member by ShapeNodes
    shape: Object.freeze(nodes) as ShapeNodes<S>,
    ...(options.description !== undefined ? { description: options.description } : {}),
    ...(name !== undefined ? { name } : {}),
    ...(options.checkDescription !== undefined ? { checkDescription: options.checkDescription } : {}),
    unknown: refuseUnknown ? ("refuse" as const) : ("ignore" as const),
    // the options it was declared with: what vo.extend and its siblings keep (the check, own messages)
    ...{ [OBJECT_CHECK]: options },
    "~read": lazyReader(loop, () =>
      compileObjectReader({ keys, nodes: keys.map((key) => nodes[key]), readers, notObject, refuseUnknown: refuseUnknown ? refuseUnknownMembers : undefined, finish: check && finish }),
    ),
  });
}

function assertOptions(shape: unknown, options: ObjectOptions<any, string | undefined>): void {
  if (/* @__PURE__ */ development() && process.env.NODE_ENV !== "production") {
    assertArguments("vo.object", [["shape", shape, "shape"], ["options", options, "options"]]);
    const { name, description, checkDescription, check } = options;
    if (name !== undefined) assertArguments("vo.object", [["name", name, "name"]]);
    assertArguments(
      "vo.object",
      [
        ["description", description ?? "", "text"],
        ["checkDescription", checkDescription ?? "", "text"],
        ["check", check ?? Boolean, "function"],
      ],
      name,
    );
  }
  if (options === null || typeof options !== "object") throw new ValueObjectDefinitionError("object", "options", "must be an object.");
  // every build: a misspelt `refuse` must not quietly let undeclared members through
  if (options.unknown !== undefined && options.unknown !== "ignore" && options.unknown !== "refuse") {
    throw new ValueObjectDefinitionError(typeof options.name === "string" ? options.name : "object", "unknown", 'must be "ignore" or "refuse".');
  }
}

export type { PathKey };
