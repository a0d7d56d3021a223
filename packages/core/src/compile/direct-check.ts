import { type AsIs, acceptsAsIs } from "./fast-accept.js";
import { type IssueList, SCRATCH } from "../issue-list.js";

/** A node as a generated reader sees it: its kind, and what a wrapper wraps. */
export interface CheckedNode {
  readonly kind?: unknown;
  readonly rules?: unknown;
  readonly inner?: CheckedNode;
  readonly hasDefault?: unknown;
  readonly "~check"?: (input: unknown) => unknown;
  readonly "~read"?: (input: unknown, issues: IssueList) => unknown;
}

/** A member a generated reader checks with a value object's check, called directly. */
export interface DirectCheck {
  readonly check: (input: unknown) => unknown;
  /** How the value is taken without calling the check (see {@link acceptsAsIs}), if it can be. */
  readonly asIs: AsIs | undefined;
  /**
   * What passes unchecked: `null` for `vo.nullable(X)`, `undefined` for `vo.optional(X)` with no
   * default; `default` for `vo.optional(X, value)`: absent reads as the default's value.
   */
  readonly passes: "null" | "undefined" | "default" | undefined;
  /**
   * Values the expression names, each as the check's name followed by its suffix: `r` the
   * refusing check of `asIs`, `d` the default's value.
   */
  readonly constants: readonly (readonly [suffix: string, value: unknown])[];
}

/**
 * How a generated reader can check a member without going through readers: a value
 * object's own check; `vo.nullable(X)`, `vo.optional(X)` and `vo.optional(X, value)` of a
 * value object, as that check behind a test for null or absent. The wrappers' readers are
 * one closure shared by every nullable (every optional) of the program, so the call inside
 * them meets every value object and the engine inlines none; here each member's check
 * gets a call site of its own. The answers are the wrapper's: null (absent) passes as
 * itself, or absent reads as the default's value (read once, at declaration), anything
 * else is the value object's value or refusal. Undefined for any other node: it is read by
 * its reader.
 */
export function directCheck(node: CheckedNode): DirectCheck | undefined {
  const own = node["~check"];
  if (own !== undefined) return made(own, node, undefined);
  const inner = node.inner as CheckedNode;
  // no inner node, no check
  const check = inner?.["~check"];
  if (check === undefined) return undefined;
  if (node.kind === "nullable") return made(check, inner, "null");
  if (node.kind !== "optional") return undefined;
  if (node.hasDefault === false) return made(check, inner, "undefined");
  // the optional's own answer to absent: the default as read at declaration (a value object's value is never an object)
  const fallback = node["~read"]?.(undefined, SCRATCH);
  if (node.hasDefault !== true || fallback === undefined || (typeof fallback === "object" && fallback !== null)) return undefined;
  return made(check, inner, "default", fallback);
}

function made(check: (input: unknown) => unknown, valueObject: CheckedNode, passes: DirectCheck["passes"], fallback?: unknown): DirectCheck {
  const asIs = acceptsAsIs(valueObject);
  const constants: (readonly [string, unknown])[] = [];
  if (asIs !== undefined) constants.push(["r", asIs.refuse(check)]);
  if (passes === "default") constants.push(["d", fallback]);
  return { check, asIs, passes, constants };
}

/** The parameters a generated function takes for a direct check named `c`: the check, then its constants. */
export function directCheckParams(direct: DirectCheck, c: string): [string, unknown][] {
  return [[c, direct.check], ...direct.constants.map(([suffix, value]): [string, unknown] => [`${c}${suffix}`, value])];
}

/**
 * The expression that checks `value` (an expression read once) with check `c`: the
 * value, or the check's refusal (an object). `x` is a local of the generated function;
 * the check's constants are the parameters {@link directCheckParams} names. `refused` (an
 * expression over `x`, ending in a comma) runs where the check answers: there alone may a
 * refusal come, so a value taken as is, a null or absent that passes, or a default, is never
 * tested for one.
 */
export function directCheckExpression(direct: DirectCheck, c: string, value: string, refused = ""): string {
  const { asIs, passes } = direct;
  // with asIs: the value as is, or a wrong type's refusal without a call; the check for the rest
  let checked = `(x=${c}${asIs ? "r" : ""}(x),${refused}x)`;
  if (asIs) checked = `(${asIs.accepts}?x:${checked})`;
  if (passes === "default") return `(x=${value},x===void 0?${c}d:${checked})`;
  if (passes) return `(x=${value},x===${passes}?x:${checked})`;
  return `(x=${value},${checked})`;
}
