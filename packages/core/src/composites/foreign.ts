import { NOT_PARSABLE } from "../refusal/codes.js";
import { dropPromise, droppingPromises } from "../drop-promise.js";
import { withoutSent } from "../refusal/without-sent.js";
import { type AnySchema, FAILED, type ForeignSchema, type Issue, type PathKey, type Schema, isOwnSchema } from "../schema.js";
import { withStandardFaces } from "../standard-schema.js";

/** A foreign Standard Schema held inside a composite. */
export interface ForeignNode<I = unknown, O = I> extends Schema<I, O> {
  readonly kind: "foreign";
  readonly schema: ForeignSchema<I, O>;
}

const pathKey = (segment: PropertyKey | { readonly key: PropertyKey }) => {
  const key = typeof segment === "object" && segment !== null ? segment.key : segment;
  return typeof key === "number" ? key : String(key);
};

/**
 * Brings a foreign schema (a Zod 4 schema…) into a composite: it is checked through
 * `~standard.validate`, its issues keep their message (without the value sent) and
 * code (or get `value_object.not_parsable`), and it is described through
 * `~standard.jsonSchema`. A validator that throws or answers with a promise refuses.
 */
export function foreign<I, O>(schema: ForeignSchema<I, O>, descriptions?: readonly string[]): ForeignNode<I, O> {
  const validate = schema["~standard"].validate;
  return withStandardFaces({
    kind: "foreign" as const,
    schema,
    ...(descriptions ? { descriptions } : {}),
    "~read"(input: unknown, issues: Issue[]): unknown {
      let result: unknown;
      try {
        result = droppingPromises(() => validate(input));
      } catch {
        // a validator that throws (its message may hold the value): refused plainly
        issues.push({ code: NOT_PARSABLE, message: CANNOT_CHECK, path: [] });
        return FAILED;
      }
      if (typeof (result as PromiseLike<unknown>)?.then === "function") {
        dropPromise(result);
        issues.push({ code: NOT_PARSABLE, message: "The value cannot be checked: its schema is asynchronous.", path: [] });
        return FAILED;
      }
      const found = (result as { issues?: unknown })?.issues;
      if (!found) return (result as { value: unknown }).value;
      const from = issues.length;
      if (Array.isArray(found)) for (const issue of found) issues.push(fromForeign(issue, input));
      if (issues.length === from) issues.push({ code: NOT_PARSABLE, message: CANNOT_CHECK, path: [] });
      return FAILED;
    },
  }) as unknown as ForeignNode<I, O>;
}

const CANNOT_CHECK = "The value cannot be checked.";

/**
 * One foreign issue as an issue of this library: its code (or not_parsable), its
 * message without the value sent, its path as keys. An issue that cannot be read
 * (a getter that throws, a path that is not a list) becomes a plain refusal.
 */
function fromForeign(issue: unknown, input: unknown): Issue {
  try {
    const { code, message, path } = issue as { code?: unknown; message?: unknown; path?: unknown };
    const keys = Array.isArray(path) ? path.map((s) => pathKey(s as PropertyKey)) : [];
    return {
      code: typeof code === "string" && code !== "" ? code : NOT_PARSABLE,
      message: withoutSent(String(message), valueAt(input, keys), keys),
      path: keys,
    };
  } catch {
    return { code: NOT_PARSABLE, message: CANNOT_CHECK, path: [] };
  }
}

// the value an issue path points at inside the input, own keys only; the input itself where the path leads nowhere
function valueAt(input: unknown, keys: readonly PathKey[]): unknown {
  let at = input;
  for (const key of keys) {
    if (at === null || typeof at !== "object" || !Object.hasOwn(at, key)) return input;
    at = (at as Record<PathKey, unknown>)[key];
  }
  return at;
}

/** Any member as a node of this library. */
export const toNode = (schema: AnySchema): Schema<any, any> => (isOwnSchema(schema) ? schema : foreign(schema));
