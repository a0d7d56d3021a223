import type { CommonMessageKey, OwnMessages } from "./own-messages.js";

/** What a `check` of the user's own answers: nothing when the value is fine, else a refusal. */
export type CheckResult = void | undefined | null | { readonly code: string; readonly message: string };

/** Rules every kind takes. `T` is the primitive the value object holds. */
export interface CommonRules<T> {
  /** What the value is, for a person and a model. */
  readonly description?: string;
  /** Values the rules accept; each is checked when the value object is declared. */
  readonly examples?: readonly T[];
  /** Runs before the rules, on a value of the right JSON type (trim, upper-case…). */
  readonly normalize?: (value: T) => T;
  /**
   * A rule of your own, run last. Return nothing, or `{ code, message }`: the code is
   * yours (an identifier: 1 to 64 characters of `A–Z a–z 0–9 _ . : / -`; any other is
   * answered as value_object.not_parsable), the message must not hold the value.
   */
  readonly check?: (value: T) => CheckResult;
  /** The sentence a model reads about `check`: no schema keyword can say it. */
  readonly checkDescription?: string;
}

/** Rules of `vo.string`. */
export interface StringRules extends CommonRules<string> {
  /** At least this many Unicode code points. */
  readonly minLength?: number;
  /** At most this many Unicode code points. */
  readonly maxLength?: number;
  /** ECMA-262 with the `u` flag, unanchored as in JSON Schema. */
  readonly pattern?: string | RegExp;
  /** Checked for date, date-time, time, email, uuid, uri, ipv4, ipv6, hostname; any other only describes. */
  readonly format?: string;
  /** Own sentences for its rules (`{ maxLength: "At most {maxLength} letters." }`): see `vo.OwnMessages`. */
  readonly messages?: OwnMessages<CommonMessageKey | "minLength" | "maxLength" | "pattern" | "format">;
}

/** Rules of `vo.integer` and `vo.number`. */
export interface NumberRules extends CommonRules<number> {
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  /** Decided as decimals read: 19.99 is a multiple of 0.01. */
  readonly multipleOf?: number;
  /** Describes only (int32, decimal…). */
  readonly format?: string;
  /** Read a number sent as JSON text (`"42"`) as the number; off by default. */
  readonly fromText?: boolean;
  /** Own sentences for its rules (`{ maximum: "Order at most {maximum} items." }`): see `vo.OwnMessages`. */
  readonly messages?: OwnMessages<CommonMessageKey | "minimum" | "maximum" | "exclusiveMinimum" | "exclusiveMaximum" | "multipleOf" | "format">;
}

/** Rules of `vo.date` (ISO `YYYY-MM-DD`) and `vo.dateTime` (RFC 3339 with an offset). */
export interface DateRules extends CommonRules<string> {
  /** The earliest allowed, as ISO text. */
  readonly min?: string;
  /** The latest allowed, as ISO text. */
  readonly max?: string;
  /** Own sentences for its rules (`{ max: "Book no later than {max}." }`): see `vo.OwnMessages`. */
  readonly messages?: OwnMessages<CommonMessageKey | "min" | "max">;
}

/** Rules of `vo.boolean`. */
export interface BooleanRules extends CommonRules<boolean> {
  /** Read the JSON text `"true"` or `"false"` as the boolean; off by default. */
  readonly fromText?: boolean;
  /** Own sentences for its rules (`{ type: "Answer yes or no." }`): see `vo.OwnMessages`. */
  readonly messages?: OwnMessages<CommonMessageKey>;
}

/** Rules of `vo.oneOf`. `normalize` runs before the closed set, so it sees any string (or number). */
export interface OneOfRules<T extends string | number> extends Omit<CommonRules<T>, "normalize"> {
  /** Runs before the closed set, on a value of the right JSON type (trim…). */
  readonly normalize?: (value: T extends string ? string : number) => T extends string ? string : number;
  /**
   * Accept any letter case: each code point or its case partner ("K" for "k"; not the Kelvin
   * sign, which lowers to "k" but is no letter's case); the value read is always the declared spelling.
   */
  readonly ignoreCase?: boolean;
  /** For a set of numbers: read a number sent as JSON text. */
  readonly fromText?: boolean;
  /** Own sentences for its rules (`{ oneOf: "We deliver to {values} only." }`): see `vo.OwnMessages`. */
  readonly messages?: OwnMessages<CommonMessageKey | "oneOf">;
}

/** The rules of any kind, as the JSON Schema profiles read them. */
export interface AnyRules {
  readonly description?: string;
  readonly examples?: readonly unknown[];
  readonly normalize?: (value: never) => unknown;
  readonly check?: (value: never) => CheckResult;
  readonly checkDescription?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string | RegExp;
  readonly format?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly multipleOf?: number;
  readonly fromText?: boolean;
  readonly min?: string;
  readonly max?: string;
  readonly ignoreCase?: boolean;
  readonly messages?: OwnMessages<string>;
}

/**
 * The rules a value object reads: the declared object's own enumerable properties, copied once
 * at declaration (as `{ ...rules }` copies them). Its check, its JSON Schema and a compiled
 * reader's choice to take a value without the check all read this copy, so a rule only
 * inherited (a class's getter) or not enumerable is no rule for any of them, and a change to the
 * declared object afterwards changes none of them.
 */
// the prototype named in the literal: a bare `{ ...rules }` takes a map of its own that V8 cannot
// give a frozen transition, so each frozen copy (defineValueObject) made a map, and every rule read
// on it missed its cache (counted: about 2,000 machine instructions a declaration); a minifier keeps it
export const ownRules = <R extends object>(rules: R): R => ({ __proto__: Object.prototype, ...rules }) as R;
