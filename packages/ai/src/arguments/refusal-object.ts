import { type Issue, toJsonPointer } from "@adcodicem/value-objects";

/** One refused argument: the name the model sent it under, where inside it, and why. */
export interface RefusedArgument {
  readonly argument: string;
  /** A JSON Pointer from the arguments object (`/alternates/2`), for a value inside an array, record or object. */
  readonly path?: string;
  readonly code: string;
  readonly message: string;
}

/**
 * What a model receives instead of a tool result when an argument breaks a rule.
 * `error` is always `invalid_argument`, which tells a refusal from a result that
 * happens to be an object. The first refused argument (in parameter order) fills
 * the fields; the others follow in `more`, so the model corrects them in one turn.
 *
 * @example
 * ```json
 * {"error":"invalid_argument","argument":"quantity","code":"value_object.out_of_range",
 *  "message":"The value is not a valid Quantity: The value must be less than or equal to 100."}
 * ```
 */
export interface ArgumentRefusal {
  readonly error: "invalid_argument";
  /** Absent when the arguments are not an object at all. */
  readonly argument?: string;
  readonly path?: string;
  readonly code: string;
  readonly message: string;
  readonly more?: readonly RefusedArgument[];
}

/** The one refusal for arguments that are not a JSON object. */
export const notAnObjectRefusal = (): ArgumentRefusal => ({
  error: "invalid_argument",
  code: "value_object.not_parsable",
  message: "The arguments are not an object.",
});

/** One issue of the parameters object as a refused argument. */
export function refusedArgument(issue: Issue): RefusedArgument {
  const argument = String(issue.path[0]);
  return issue.path.length > 1
    ? { argument, path: toJsonPointer(issue.path), code: issue.code, message: issue.message }
    : { argument, code: issue.code, message: issue.message };
}

/**
 * The refusal object for the issues of a parameters object, in parameter order.
 * Issues at the root (the arguments are not an object) give the plain refusal.
 */
export function argumentRefusal(issues: readonly Issue[]): ArgumentRefusal {
  if (issues.length === 0 || issues[0].path.length === 0) return notAnObjectRefusal();
  const [first, ...rest] = issues.filter((issue) => issue.path.length > 0).map(refusedArgument);
  return { error: "invalid_argument", ...first, ...(rest.length > 0 ? { more: rest } : {}) };
}

/**
 * The refusal as lines a person or a model reads in a text block:
 * `Argument 'quantity' rejected (value_object.out_of_range): The value is not a valid Quantity: …`,
 * with ` at /alternates/1` for a nested one.
 */
export function refusalLines(refusal: ArgumentRefusal): string[] {
  if (refusal.argument === undefined) return [`Arguments rejected (${refusal.code}): ${refusal.message}`];
  const each: RefusedArgument[] = [refusal as RefusedArgument, ...(refusal.more ?? [])];
  return each.map((r) => `Argument '${r.argument}' rejected (${r.code})${r.path === undefined ? "" : ` at ${r.path}`}: ${r.message}`);
}
