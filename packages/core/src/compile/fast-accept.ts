import type { Given } from "./code-generation.js";
import { UNBOUNDED_TEXT_CEILING } from "../rules/length.js";

// rules that describe a value object and never change how it reads
// (own messages change what a refusal says, and the refusals of `asIs` are asked of the check itself)
const DESCRIBING = new Set(["description", "examples", "checkDescription", "messages"]);

/** The functions the expressions of {@link acceptsAsIs} name: every reader that checks members directly is given them. */
export const AS_IS_GLOBALS: Given = [
  ["isFinite", Number.isFinite],
  ["isSafeInteger", Number.isSafeInteger],
];

/** How a generated reader reads a value object with no rule beyond its JSON type, mostly without calling its check. */
export interface AsIs {
  /** The expression (over `x`) that is true exactly when the check would accept `x` unchanged. */
  readonly accepts: string;
  /**
   * The check for what `accepts` leaves, as a small function the engine inlines: the refusals of
   * null or absent and of a wrong JSON type without calling the check (whose function, with every
   * rule of its kind, is too large to inline), the check for the rest.
   */
  readonly refuse: (check: (input: unknown) => unknown) => (x: unknown) => unknown;
}

// The check's refusals of a wrong JSON type are asked for once, here: with no rule beyond the type, the check runs no
// user code, and hands out the same refusal object on every read (made at its first use and kept).
const refusingString = (check: (input: unknown) => unknown) => {
  const required = check(null);
  const notParsable = check(0);
  return (x: unknown) => (x == null ? required : typeof x !== "string" ? notParsable : check(x));
};
const refusingNumber = (check: (input: unknown) => unknown) => {
  const required = check(null);
  const notParsable = check("");
  return (x: unknown) => (x == null ? required : typeof x !== "number" ? notParsable : check(x));
};
const refusingBoolean = (check: (input: unknown) => unknown) => {
  const required = check(null);
  const notParsable = check(0);
  return (x: unknown) => (x == null ? required : notParsable);
};

/**
 * For a value object with no rule beyond its JSON type (`vo.number("Price")`,
 * `vo.string("Label")`, `vo.boolean("Flag")`), how a generated reader takes its value
 * without a call (and tells its two refusals of a wrong JSON type apart without one);
 * everything else (text past the ceiling, -0, a number that is not finite) goes through
 * the check. Undefined for any other value object: its check is always called.
 */
export function acceptsAsIs(node: { readonly kind?: unknown; readonly rules?: unknown }): AsIs | undefined {
  const rules = node.rules;
  if (typeof rules !== "object" || rules === null) return undefined;
  for (const key of Object.keys(rules)) if ((rules as Record<string, unknown>)[key] !== undefined && !DESCRIBING.has(key)) return undefined;
  switch (node.kind) {
    case "string":
      // a string value object without maxLength or pattern refuses only text past the raw ceiling
      return { accepts: `typeof x === "string" && x.length <= ${UNBOUNDED_TEXT_CEILING}`, refuse: refusingString };
    case "number":
      return { accepts: `typeof x === "number" && isFinite(x) && x !== 0`, refuse: refusingNumber };
    case "integer":
      return { accepts: `isSafeInteger(x) && x !== 0`, refuse: refusingNumber };
    case "boolean":
      return { accepts: `typeof x === "boolean"`, refuse: refusingBoolean };
    default:
      return undefined;
  }
}
