import type { Refusal } from "./refusal/refusal.js";
import { type AnySchema, FAILED, type Infer, type Issue } from "./schema.js";
import { toNode } from "./composites/to-node.js";
import { issuesOut, readWhole } from "./whole-read.js";
import { everyIssue } from "./issue-list.js";
import type { Locale } from "./refusal/locale.js";

/**
 * Every refusal in a composite, each with its code, message and path; with `maxIssues`,
 * the first ones and how many more there were (`omitted`).
 */
export type Validation<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly issues: readonly Issue[]; readonly omitted?: number };

/** Options of {@link validate}. */
export interface ValidateOptions {
  /**
   * Keep at most this many refusals (the first, in member order) and count the rest in
   * `omitted`: a list of a million bad items then costs a count, not a million issues.
   */
  readonly maxIssues?: number;
  /** The language of the messages (codes never change); English without one. */
  readonly locale?: Locale;
}

/**
 * Reads a value with any schema and returns the value, or every refusal (in member order)
 * with its `path` (the exact keys and indexes) and `pointer` (the same place, RFC 6901).
 *
 * @example
 * ```ts
 * const result = vo.validate(OrderParameters, JSON.parse(text));
 * if (!result.ok) for (const issue of result.issues) console.log(issue.pointer, issue.code); // "/lines/1/quantity"
 * const first20 = vo.validate(OrderParameters, JSON.parse(text), { maxIssues: 20 }); // + `omitted`
 * vo.validate(OrderParameters, JSON.parse(text), { locale: fr }); // messages in French
 * ```
 */
export function validate<S extends AnySchema>(schema: S, input: unknown, options: ValidateOptions = {}): Validation<Infer<S>> {
  // nothing is described here: a foreign schema that only checks is read as it is
  const node = toNode(schema, "validate", false);
  const { maxIssues, locale } = options;
  if (maxIssues !== undefined && !(Number.isSafeInteger(maxIssues) && maxIssues >= 1)) throw new TypeError("maxIssues must be a positive integer.");
  // past the bound an issue is counted, not kept (its path is then never written either)
  const issues = everyIssue(maxIssues, locale);
  const value = readWhole(node["~read"], input, issues);
  // the type first: FAILED is read from a variable, and comparing an object with it is a call into the engine
  if (typeof value != "symbol" || value !== FAILED) return { ok: true, value: value as Infer<S> };
  // read before the issues are taken out (the list is then empty)
  const { omitted } = issues;
  return maxIssues === undefined ? { ok: false, issues: issuesOut(issues) } : { ok: false, issues: issuesOut(issues), omitted };
}

export type { Refusal };
