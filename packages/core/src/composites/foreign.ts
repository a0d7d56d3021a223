import { NOT_PARSABLE } from "../refusal/codes.js";
import { type AnySchema, FAILED, type ForeignSchema, type Issue, type Schema, isOwnSchema } from "../schema.js";
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
 * `~standard.validate`, its issues keep their message and code (or get
 * `value_object.not_parsable`), and it is described through `~standard.jsonSchema`.
 */
export function foreign<I, O>(schema: ForeignSchema<I, O>, descriptions?: readonly string[]): ForeignNode<I, O> {
  const validate = schema["~standard"].validate;
  return withStandardFaces({
    kind: "foreign" as const,
    schema,
    ...(descriptions ? { descriptions } : {}),
    "~read"(input: unknown, issues: Issue[]): unknown {
      const result = validate(input);
      if (typeof (result as PromiseLike<unknown>).then === "function") {
        issues.push({ code: NOT_PARSABLE, message: "The value cannot be checked: its schema is asynchronous.", path: [] });
        return FAILED;
      }
      const { issues: found } = result as { issues?: readonly { message: string; path?: readonly unknown[]; code?: unknown }[] };
      if (!found) return (result as { value: unknown }).value;
      for (const issue of found) {
        issues.push({
          code: typeof issue.code === "string" && issue.code !== "" ? issue.code : NOT_PARSABLE,
          message: String(issue.message),
          path: (issue.path ?? []).map((s) => pathKey(s as PropertyKey)),
        });
      }
      return FAILED;
    },
  }) as unknown as ForeignNode<I, O>;
}

/** Any member as a node of this library. */
export const toNode = (schema: AnySchema): Schema<any, any> => (isOwnSchema(schema) ? schema : foreign(schema));
