import { acceptsAsIs } from "./fast-accept.js";

/** A node as a generated reader sees it: its kind, and what a wrapper wraps. */
export interface CheckedNode {
  readonly kind?: unknown;
  readonly rules?: unknown;
  readonly inner?: CheckedNode;
  readonly hasDefault?: unknown;
  readonly "~check"?: (input: unknown) => unknown;
}

/** A member a generated reader checks with a value object's check, called directly. */
export interface DirectCheck {
  readonly check: (input: unknown) => unknown;
  /** The expression over `x` (see {@link acceptsAsIs}) that takes `x` without calling the check, if any. */
  readonly asIs: string | undefined;
  /** What passes unchecked: `null` for `vo.nullable(X)`, `undefined` for `vo.optional(X)` with no default. */
  readonly passes: "null" | "undefined" | undefined;
}

/**
 * How a generated reader can check a member without going through readers: a value
 * object's own check; `vo.nullable(X)` and `vo.optional(X)` (no default) of a value
 * object, as that check behind a test for null or absent. The wrappers' readers are one
 * closure shared by every nullable (every optional) of the program, so the call inside
 * them meets every value object and the engine inlines none; here each member's check
 * gets a call site of its own. The answers are the wrapper's: null (absent) passes as
 * itself, anything else is the value object's value or refusal. Undefined for any other
 * node: it is read by its reader.
 */
export function directCheck(node: CheckedNode): DirectCheck | undefined {
  const own = node["~check"];
  if (own !== undefined) return { check: own, asIs: acceptsAsIs(node), passes: undefined };
  const inner = node.inner;
  const check = inner?.["~check"];
  if (inner === undefined || check === undefined) return undefined;
  if (node.kind === "nullable") return { check, asIs: acceptsAsIs(inner), passes: "null" };
  if (node.kind === "optional" && node.hasDefault === false) return { check, asIs: acceptsAsIs(inner), passes: "undefined" };
  return undefined;
}

/**
 * The expression that checks `value` (an expression read once) with check `c`: the
 * value, or the check's refusal (an object). `x` is a local of the generated function.
 */
export function directCheckExpression(direct: DirectCheck, c: string, value: string): string {
  const checked = direct.asIs === undefined ? `${c}(x)` : `(${direct.asIs} ? x : ${c}(x))`;
  if (direct.passes !== undefined) return `(x = ${value}, x === ${direct.passes} ? x : ${checked})`;
  return direct.asIs === undefined ? `${c}(${value})` : `(x = ${value}, ${checked})`;
}
