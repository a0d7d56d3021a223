/**
 * A member of a composite must describe itself (`~standard.jsonSchema`): one that only checks is
 * refused where it is declared. The foreign members of the tests are about how they are read; these
 * give them the face a user would.
 */
import { toJsonSchema } from "@valibot/to-json-schema";

type Standard = { readonly "~standard": object };

/** A hand-made Standard Schema, describing itself as `jsonSchema` (any value, unless told). */
export function withJsonSchema<S extends Standard>(schema: S, jsonSchema: Record<string, unknown> = {}): S {
  return { "~standard": { ...schema["~standard"], jsonSchema: { input: () => jsonSchema, output: () => jsonSchema } } } as unknown as S;
}

/**
 * A valibot 1.5 schema (validate only) with the face a user gives it: @valibot/to-json-schema's
 * conversion, the actions JSON Schema cannot say (trim, toUpperCase, an own check) left out of it.
 */
export function valibotDescribed<S extends Standard>(schema: S): S {
  const convert = (typeMode: "input" | "output") => (options: { target: string }) =>
    toJsonSchema(schema as never, { typeMode, target: options.target as "draft-07", errorMode: "ignore" });
  return { "~standard": { ...schema["~standard"], jsonSchema: { input: convert("input"), output: convert("output") } } } as unknown as S;
}

/** Each valibot member of a shape, described as {@link valibotDescribed} says. */
export const valibotMembers = <T extends Record<string, Standard>>(shape: T): T =>
  Object.fromEntries(Object.entries(shape).map(([key, member]) => [key, valibotDescribed(member)])) as T;
