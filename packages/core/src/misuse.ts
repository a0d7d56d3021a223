import { ValueObjectDefinitionError } from "./refusal/errors.js";
import { escapeKey } from "./refusal/json-pointer.js";
import { isOwn, isStandard, kindOf } from "./kind-of.js";

/**
 * The factories' argument checks for a program without types (plain JavaScript, a cast): each
 * names the factory, the argument, what it must be and what was given, by its kind alone (never
 * its content). Development checks: each caller runs {@link assertArguments} behind the
 * development test of src/development.ts, written out at the site, so that a production bundle
 * drops the call and this module. The checks that keep checking safe stay in every build.
 */

/** What an argument must be, by the name each factory's check uses. */
const EXPECTED = {
  name: "a non-empty string",
  key: "a non-empty string",
  rules: "an object of rules, or nothing",
  options: "an object of options, or nothing",
  schema: "a schema (a value object, a composite or a Standard Schema)",
  shape: "an object of members ({ key: schema })",
  schemas: "a non-empty array of schemas",
  objects: "a non-empty array of vo.object schemas",
  values: "a non-empty array of strings or of finite numbers",
  literal: "a string, a finite number or a boolean",
  text: "a string",
  function: "a function",
  object: "a vo.object schema",
  keys: "an array of the object's keys",
  someKeys: "an array of the object's keys, or nothing",
} as const;

export type Expected = keyof typeof EXPECTED;

/** A plain object of members or options: not an array, not a schema of any library. */
// isOwn and isStandard written out for an object (each declaration runs this, cold: fewer calls), each member read once
const isPlain = (x: unknown): boolean => {
  if (typeof x !== "object" || x === null || Array.isArray(x) || typeof (x as Record<string, unknown>)["~read"] === "function") return false;
  const standard = (x as Record<string, unknown>)["~standard"];
  return standard === undefined || !((typeof standard === "object" || typeof standard === "function") && standard !== null && typeof (standard as Record<string, unknown>).validate === "function");
};
const isNonEmptyArray = (x: unknown): boolean => Array.isArray(x) && x.length > 0;

/** What `name` and `rules` arguments must be (`CHECKS.name`, `CHECKS.rules`). */
export const isName = (x: unknown): boolean => typeof x === "string" && x.trim() !== "";
export const isRules = (x: unknown): boolean => x === undefined || isPlain(x);

const CHECKS: Readonly<Record<Expected, (x: unknown) => boolean>> = {
  name: isName,
  // a member's name: any text but the empty one (" " is a key as vo.object takes it)
  key: (x) => typeof x === "string" && x !== "",
  rules: isRules,
  options: (x) => x === undefined || isPlain(x),
  schema: (x) => isOwn(x) || isStandard(x),
  shape: isPlain,
  schemas: isNonEmptyArray,
  objects: isNonEmptyArray,
  values: isNonEmptyArray,
  literal: (x) => typeof x === "string" || typeof x === "boolean" || (typeof x === "number" && Number.isFinite(x)),
  text: (x) => typeof x === "string",
  function: (x) => typeof x === "function",
  object: (x) => isOwn(x) && (x as { kind?: unknown }).kind === "object",
  keys: Array.isArray,
  someKeys: (x) => x === undefined || Array.isArray(x),
};


/**
 * The error for `argument` of `factory`: what it must be, what was given, in the definition
 * error's frame. The value object it names is `named` once that is a name, else the factory
 * (its name is what was misused, or it has none): `Value object vo.string, rule name: …`.
 */
export function misuse(factory: string, argument: string, expected: string, given: string, named?: unknown): ValueObjectDefinitionError {
  const label = typeof named === "string" && named.trim() !== "" ? escapeKey(named) : factory;
  return new ValueObjectDefinitionError(label, argument, `must be ${expected}; given ${given}.`);
}

/**
 * Throws at the first argument of `factory` that is not what it must be, naming it, what it
 * must be and the kind of what was given (and the value object, once `named` is its name).
 *
 * @example
 * ```ts
 * assertArguments("vo.string", [["name", { maxLength: 3 }, "name"]]);
 * // throws ValueObjectDefinitionError: Value object vo.string, rule name: must be a non-empty string; given an object.
 * ```
 */
export function assertArguments(
  factory: string,
  args: readonly (readonly [argument: string, given: unknown, expected: Expected])[],
  named?: unknown,
): void {
  // indexed, not destructured (an iterator each): declarations run this cold, where that costs more than the check
  for (let i = 0; i < args.length; i++) {
    const argument = args[i][0], given = args[i][1], expected = args[i][2];
    if (!CHECKS[expected](given)) throw misuse(factory, argument, EXPECTED[expected], kindOf(given), argument === "name" ? undefined : named);
  }
}

/**
 * {@link assertArguments} for a value object's factory, `(name, rules)`, with no list made: each
 * declaration runs it, cold (a list of lists made per call cost about 10,000 machine instructions
 * a declaration, counted; this, a tenth). Throws what `assertArguments` throws for
 * `[["name", name, "name"], ["rules", rules, "rules"]]`.
 *
 * @example
 * ```ts
 * assertNameAndRules("vo.string", "Code", "^[A-Z]$");
 * // throws ValueObjectDefinitionError: Value object Code, rule rules: must be an object of rules, or nothing; given a string.
 * ```
 */
export function assertNameAndRules(factory: string, name: unknown, rules: unknown): void {
  // the checks themselves, not looked up in CHECKS: fewer steps, cold
  if (!isName(name)) assertArgument(factory, "name", name, "name");
  if (!isRules(rules)) assertArgument(factory, "rules", rules, "rules", name);
}

/**
 * One argument of {@link assertArguments}, with no list made: throws what it throws for
 * `[[argument, given, expected]]`.
 */
export function assertArgument(factory: string, argument: string, given: unknown, expected: Expected, named?: unknown): void {
  if (!CHECKS[expected](given)) throw misuse(factory, argument, EXPECTED[expected], kindOf(given), argument === "name" ? undefined : named);
}

/**
 * Throws at the first option of `factory` it does not take (a misspelt `rests` would quietly
 * mean "no rest"), naming the option, never its value. Undefined ones are left alone.
 *
 * @example
 * ```ts
 * assertOptionNames("vo.tuple", { rests: Q }, ["rest", "description"], "tuples");
 * // throws ValueObjectDefinitionError: Value object vo.tuple, rule rests: does not apply to tuples (their options are rest and description).
 * ```
 */
export function assertOptionNames(factory: string, options: object, allowed: readonly string[], kinds: string): void {
  for (const key of Object.keys(options)) {
    if ((options as Record<string, unknown>)[key] === undefined || allowed.includes(key)) continue;
    const names = allowed.length === 1 ? allowed[0] : `${allowed.slice(0, -1).join(", ")} and ${allowed[allowed.length - 1]}`;
    throw new ValueObjectDefinitionError(factory, escapeKey(key), `does not apply to ${kinds} (their options are ${names}).`);
  }
}
