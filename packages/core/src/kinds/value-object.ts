import { dropPromise } from "../drop-promise.js";
import { NOT_PARSABLE } from "../refusal/codes.js";
import { ValueObjectDefinitionError, ValueObjectError } from "../refusal/errors.js";
import { refusedAs, refusedPlainly } from "../refusal/messages.js";
import { type PreparedRefusal, type Refusal, type Result, isRefusal, prepareRefusal } from "../refusal/refusal.js";
import type { AnyRules, CheckResult } from "../rules/rules.js";
import { FAILED, type Issue, type Schema } from "../schema.js";
import { withStandardFaces } from "../standard-schema.js";

/** The kinds of value object. */
export type ValueObjectKind = "string" | "integer" | "number" | "date" | "dateTime" | "oneOf" | "boolean";

/**
 * A value object: a named primitive with rules, read from a parsed JSON value.
 * `Output` is the branded type (`string & Brand<"Iban">`).
 */
export interface ValueObject<Output = unknown, Name extends string = string, Input = unknown> extends Schema<Input, Output> {
  readonly kind: ValueObjectKind;
  /** The name every message uses: `The value is not a valid <name>: …`. */
  readonly name: Name;
  /** The rules as declared. */
  readonly rules: Readonly<AnyRules>;
  /** The closed set of a `oneOf`, in declared spelling. */
  readonly values?: readonly (string | number)[];
  /**
   * Reads an input exactly as a tool argument arrives (a parsed JSON value).
   * @example
   * ```ts
   * const r = Quantity.tryCreate(500);
   * if (!r.ok) console.log(r.error.code); // "value_object.out_of_range"
   * ```
   */
  tryCreate(input: unknown): Result<Output>;
  /** Like `tryCreate`, but returns the value or throws a {@link ValueObjectError}. */
  create(input: unknown): Output;
  /** True when `x` is already a value `create` would return (`CountryCode.is("fr")` is false). */
  is(x: unknown): x is Output;
}

/** A compiled check: the value read, or the refusal. */
export type Compiled<T> = (input: unknown) => T | PreparedRefusal;

/** A refusal for a rule of this value object, made once at declaration. */
export const refusal = (name: string, code: string, sentence: string): PreparedRefusal =>
  prepareRefusal(code, refusedAs(name, sentence));

/** What `normalize` or `check` throwing becomes: the error's own `code`, or not_parsable. */
export function thrownRefusal(name: string, error: unknown): PreparedRefusal {
  let code: unknown;
  try {
    code = (error as { code?: unknown } | null)?.code;
  } catch {
    // a thrown Proxy or a throwing getter: nothing of it is read
  }
  return prepareRefusal(typeof code === "string" && code !== "" ? code : NOT_PARSABLE, refusedPlainly(name));
}

/** Runs a `check` of the user's own and turns its answer into a refusal, or undefined. */
export function runOwnCheck<T>(name: string, check: (value: T) => CheckResult, value: T): PreparedRefusal | undefined {
  let answer: CheckResult;
  try {
    answer = check(value);
  } catch (error) {
    return thrownRefusal(name, error);
  }
  if (answer == null) return undefined;
  dropPromise(answer);
  let code: unknown;
  let message: unknown;
  try {
    ({ code, message } = answer as { code?: unknown; message?: unknown });
  } catch {
    // an answer whose fields throw when read (a Proxy, a getter)
    return prepareRefusal(NOT_PARSABLE, refusedPlainly(name));
  }
  return prepareRefusal(
    typeof code === "string" && code !== "" ? code : NOT_PARSABLE,
    typeof message === "string" && message !== "" ? refusedAs(name, message) : refusedPlainly(name),
  );
}

/** Refuses a declaration that uses a rule the kind does not take. */
export function assertRules(name: string, kind: ValueObjectKind, rules: object, allowed: readonly string[]): void {
  if (typeof name !== "string" || name.trim() === "") throw new ValueObjectDefinitionError(String(name), "name", "must be a non-empty string.");
  if (rules === null || typeof rules !== "object") throw new ValueObjectDefinitionError(name, "rules", "must be an object.");
  for (const key of Object.keys(rules)) {
    if ((rules as Record<string, unknown>)[key] === undefined) continue;
    if (!COMMON.includes(key) && !allowed.includes(key)) throw new ValueObjectDefinitionError(name, key, `does not apply to ${kind} value objects.`);
  }
  const r = rules as AnyRules;
  for (const key of ["description", "checkDescription"] as const) {
    if (r[key] !== undefined && typeof r[key] !== "string") throw new ValueObjectDefinitionError(name, key, "must be a string.");
  }
  for (const key of ["normalize", "check"] as const) {
    if (r[key] !== undefined && typeof r[key] !== "function") throw new ValueObjectDefinitionError(name, key, "must be a function.");
  }
  if (r.examples !== undefined && !Array.isArray(r.examples)) throw new ValueObjectDefinitionError(name, "examples", "must be an array.");
}

const COMMON = ["description", "examples", "normalize", "check", "checkDescription"];

/** Assembles the value object from its compiled check, and proves its examples. */
export function defineValueObject<Output, Name extends string, Input>(
  kind: ValueObjectKind,
  name: Name,
  rules: AnyRules,
  compiled: Compiled<unknown>,
  extra: { values?: readonly (string | number)[] } = {},
): ValueObject<Output, Name, Input> {
  const tryCreate = (input: unknown): Result<Output> => {
    const read = compiled(input);
    return isRefusal(read) ? { ok: false, error: read } : { ok: true, value: read as Output };
  };
  const node = {
    kind,
    name,
    rules: Object.freeze({ ...rules }),
    ...(extra.values ? { values: Object.freeze([...extra.values]) } : {}),
    tryCreate,
    create(input: unknown): Output {
      const read = compiled(input);
      if (isRefusal(read)) throw new ValueObjectError(read, { valueObject: name });
      return read as Output;
    },
    is(x: unknown): x is Output {
      const read = compiled(x);
      return !isRefusal(read) && Object.is(read, x);
    },
    "~check": compiled,
    "~read"(input: unknown, issues: Issue[]): unknown {
      const read = compiled(input);
      if (isRefusal(read)) {
        issues.push({ code: read.code, message: read.message, path: [] });
        return FAILED;
      }
      return read;
    },
  };
  const valueObject = withStandardFaces(node) as unknown as ValueObject<Output, Name, Input>;
  rules.examples?.forEach((example, index) => {
    const read = compiled(example);
    if (isRefusal(read)) {
      throw new ValueObjectDefinitionError(name, "examples", `example ${index + 1} breaks the rules (${read.code}: ${read.message})`);
    }
  });
  return valueObject;
}

export type { Refusal };
