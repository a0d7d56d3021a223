import { escapeKey, toJsonPointer } from "../refusal/json-pointer.js";
import type { Issue } from "../schema.js";
import { cutText, LISTED, listWithinBounds, utf8Bytes } from "./refusal-bounds.js";
import type { Locale } from "../refusal/locale.js";

// a sentence of the table in `locale`: this entry is bundled alone, and its sentences are texts, read by their words
export const said = (english: string, locale: Locale | undefined): string => {
  const words = locale?.["~words"].get(english);
  return typeof words === "string" ? words : english;
};

/** The last line of a list cut short (the table's `moreRefused`). */
const MORE_REFUSED = "…and {count} more refused (not listed).";

/** What a refusal object is made from: an issue's code, message and path (its exact pointer is not what leaves). */
type SentIssue = Pick<Issue, "code" | "message" | "path">;

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
 * Bounded whatever the input: at most 20 refusals listed (19 in `more`), `omitted`
 * counting the rest, and 16 KiB at most (compact JSON, bytes of UTF-8).
 *
 * @example
 * ```json
 * {"error":"invalid_argument","argument":"quantity","code":"value_object.out_of_range",
 *  "message":"The value is not a valid Quantity: The value must be less than or equal to 100."}
 * ```
 */
export interface ArgumentRefusal {
  readonly error: "invalid_argument";
  /**
   * Absent for a refusal at the root: the arguments are not an object at all, or the
   * parameters object's own `check` refuses them as a whole (its code and message then).
   */
  readonly argument?: string;
  readonly path?: string;
  readonly code: string;
  readonly message: string;
  /** How many identical refused calls there were, this one included: absent on a first refusal (the loop around a refusal). */
  readonly repeated?: number;
  readonly more?: readonly RefusedArgument[];
  /** How many refusals were left out of `more`, to keep the refusal within its bounds (absent when none). */
  readonly omitted?: number;
}

/**
 * Tells the refusal object from a tool's own result by its shape (`error` is always
 * `invalid_argument`), so that it is still recognised after a round trip through
 * JSON, as in a chat UI whose messages come back through the AI SDK's `convertToModelMessages`.
 * Framework-free: a tool result of any framework carries the same object.
 *
 * @example
 * ```ts
 * for (const r of result.toolResults) if (isArgumentRefusal(r.output)) console.log(r.output.code);
 * ```
 */
export function isArgumentRefusal(output: unknown): output is ArgumentRefusal {
  if (typeof output !== "object" || output === null) return false;
  const o = output as Record<string, unknown>;
  return o.error === "invalid_argument" && typeof o.code === "string" && typeof o.message === "string";
}

/** The sentence of arguments that are not a JSON object (the table's `argumentsNotAnObject`). */
const NOT_AN_OBJECT = "The arguments are not an object.";

/** The one refusal for arguments that are not a JSON object; its message in `locale` where one is given. */
export const notAnObjectRefusal = (locale?: Locale): ArgumentRefusal => ({
  error: "invalid_argument",
  code: "value_object.not_parsable",
  message: said(NOT_AN_OBJECT, locale),
});

/**
 * One issue of the parameters object as a refused argument: the name and the pointer
 * written with the library's one escaping of keys (`escapeKey`), so a key the model
 * chose can forge no line and no field; a path or message past 2,000 characters is cut.
 */
export function refusedArgument(issue: SentIssue): RefusedArgument {
  const argument = escapeKey(String(issue.path[0]));
  const message = cutText(issue.message);
  return issue.path.length > 1
    ? { argument, path: cutText(toJsonPointer(issue.path)), code: issue.code, message }
    : { argument, code: issue.code, message };
}

// in a line, a key may not write the line's own punctuation: the quote around a name and the
// colon before the message are escaped as JSON would write them in \u form (no key then forges
// "Argument 'y' rejected …" or a message inside the line)
const inLine = (text: string): string => text.replace(/[':]/g, (c) => (c === "'" ? "\\u0027" : "\\u003a"));

const lineOf = (r: RefusedArgument, noun: string): string =>
  `${noun} '${inLine(r.argument)}' rejected (${r.code})${r.path === undefined ? "" : ` at ${inLine(r.path)}`}: ${r.message}`;

// the parameters object's own `check` refusing the arguments as a whole: no argument to
// name, the rule's code and message (the arguments are an object: the caller saw to that)
const rootRefusal = (issue: SentIssue): ArgumentRefusal => ({ error: "invalid_argument", code: issue.code, message: cutText(issue.message) });

/**
 * The refusal object for the issues of a parameters object, in parameter order.
 * An issue at the root is the parameters' own `check` (it runs only once every member
 * is read, so it comes alone): its code and message, without `argument`.
 * `omitted` counts issues already left out (`vo.validate`'s `maxIssues`); the
 * refusal lists at most 20 and stays within 16 KiB, as JSON and as lines.
 */
export function argumentRefusal(issues: readonly SentIssue[], omitted = 0): ArgumentRefusal {
  if (issues.length === 0) return notAnObjectRefusal();
  if (issues[0].path.length === 0) return rootRefusal(issues[0]);
  const nested = issues.filter((issue) => issue.path.length > 0);
  const refused = nested.slice(0, LISTED).map(refusedArgument);
  const bounded = listWithinBounds(refused, omitted + nested.length - refused.length, [
    (r) => utf8Bytes(JSON.stringify(r)),
    (r) => utf8Bytes(lineOf(r, "Argument")),
  ]);
  const [first, ...rest] = bounded.listed;
  return { error: "invalid_argument", ...first, ...(rest.length > 0 ? { more: rest } : {}), ...(bounded.omitted > 0 ? { omitted: bounded.omitted } : {}) };
}

/**
 * The refusal as lines a person or a model reads in a text block:
 * `Argument 'quantity' rejected (value_object.out_of_range): The value is not a valid Quantity: …`,
 * with ` at /alternates/1` for a nested one, and a last line saying how many were
 * left out. `noun` names what was refused (`Variable` for a URI template's). The frame of a line
 * (`Argument '…' rejected (code) at …:`) stays as it is in every language, as codes and names do: a
 * program reads it; the messages and the last line are in `locale` where one is given.
 */
export function refusalLines(refusal: ArgumentRefusal, noun = "Argument", locale?: Locale): string[] {
  if (refusal.argument === undefined) return [`${noun === "Argument" ? "Arguments" : `${noun}s`} rejected (${refusal.code}): ${refusal.message}`];
  const each: RefusedArgument[] = [refusal as RefusedArgument, ...(refusal.more ?? [])];
  const lines = each.map((r) => lineOf(r, noun));
  const omitted = refusal.omitted ?? 0;
  return omitted > 0 ? [...lines, said(MORE_REFUSED, locale).replace("{count}", String(omitted))] : lines;
}
