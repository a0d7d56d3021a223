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

// The check's refusals of a wrong JSON type are asked for once, here: with no rule beyond the type and
// its bounds, the check runs no user code, and hands out the same refusal object on every read (made
// at its first use and kept). `type` is the kind's JSON type (a boolean reaches the check never).
const refusing = (type: string) => (check: (input: unknown) => unknown) => {
  const required = check(null);
  const notParsable = check(type === "number" ? "" : 0);
  return (x: unknown) => (x == null ? required : typeof x !== type ? notParsable : check(x));
};

// per kind, the test of a value taken as is: its JSON type, and what the check turns (-0) or refuses
// (a number that is not finite; without maxLength or pattern, text past the raw ceiling) without rules
const TYPES: Readonly<Record<string, string>> = {
  string: `typeof x=="string"&&x.length<=${UNBOUNDED_TEXT_CEILING}`,
  // 0 is taken as is (a common value: an offset, a count), -0 goes to the check, which turns it
  // (Number.isFinite answers false for anything but a number: a test of its type would repeat it)
  number: `isFinite(x)&&(x!==0||1/x>0)`,
  integer: `isSafeInteger(x)&&(x!==0||1/x>0)`,
  boolean: `typeof x=="boolean"`,
};

// each bound rule as the comparison that holds where the check accepts `x` as it is: a text's lengths
// are in code points, so at most `maxLength` UTF-16 units hold at most that many, and at least twice
// `minLength` units at least that many (a code point is one or two)
const BOUNDS: Readonly<Record<string, string>> = { minimum: ">=", maximum: "<=", exclusiveMinimum: ">", exclusiveMaximum: "<", minLength: ">=2*", maxLength: "<=" };

/**
 * For a value object with no rule beyond its JSON type and its bounds (`vo.number("Price")`,
 * `vo.integer("Stock", { minimum: 0, maximum: 1000 })`, `vo.string("Label", { maxLength: 40 })`,
 * `vo.boolean("Flag")`), how a generated reader takes its value without a call (and tells its
 * two refusals of a wrong JSON type apart without one); everything else (a bound not plainly met,
 * -0, a number that is not finite) goes through the check, whose answers decide. Undefined for any
 * other value object: its check is always called. A bound is written into the test as the number
 * the engine writes (digits, dot, exponent, sign; `NaN` or `Infinity` at worst), never as a string
 * the user gave.
 */
export function acceptsAsIs(node: { readonly kind?: unknown; readonly rules?: unknown }): AsIs | undefined {
  const { kind, rules } = node;
  if (typeof rules !== "object" || rules === null || !Object.hasOwn(TYPES, kind as string)) return undefined;
  let accepts = TYPES[kind as string];
  const text = kind === "string";
  for (const key of Object.keys(rules)) {
    const value = (rules as Record<string, unknown>)[key];
    if (value === undefined || DESCRIBING.has(key)) continue;
    // a bound adds its test (one its kind does not read only makes the test stricter: the check,
    // which ignores it, decides what the test leaves); any other rule keeps the check
    if (!Object.hasOwn(BOUNDS, key) || typeof value !== "number") return undefined;
    accepts += `&&x${text ? ".length" : ""}${BOUNDS[key]}(${value})`;
  }
  return { accepts, refuse: refusing(kind === "integer" ? "number" : (kind as string)) };
}
