import { toJsonSchema } from "./json-schema/to-json-schema.js";
import type { JsonSchema, Profile, Target } from "./json-schema/types.js";
import { issuesOut, readWhole } from "./whole-read.js";
import { everyIssue } from "./issue-list.js";
import { createFaces } from "./create-faces.js";
import { FAILED, type Reader, type Schema } from "./schema.js";
import type { StandardJSONSchemaV1, StandardSchemaV1 } from "./standard-schema-spec.js";
import type { Locale } from "./refusal/locale.js";
import { settled } from "./compile/lazy-reader.js";
import { VENDOR } from "./vendor.js";
import { markWrittenBy } from "./written-by.js";

interface NodeWithoutFaces {
  readonly kind: string;
  readonly "~read": Reader;
}

/** The `~standard` face of a schema: Standard Schema v1 and Standard JSON Schema v1. */
export type StandardFace = Schema["~standard"];

/**
 * Makes the `~standard` face of a schema, frozen. Built at its first read, not at declaration
 * (a program that declares a thousand value objects and reads a few through `~standard`
 * pays for a few): {@link withStandardFaces} and `defineValueObject` keep it once made, so
 * every read of `~standard` gives the same object.
 * `validate` is synchronous; `jsonSchema` answers the `languageModel` profile
 * unless `libraryOptions.profile` asks for `standard`.
 */
export function standardFace(faced: Schema): StandardFace {
  const read = faced["~read"];
  const convert = (io: "input" | "output") => (options?: StandardJSONSchemaV1.Options) => {
    const written: JsonSchema = toJsonSchema(faced, {
      profile: (options?.libraryOptions?.profile as Profile | undefined) ?? "languageModel",
      // any string the caller names: toJsonSchema refuses a target it does not write
      target: (options?.target as Target | undefined) ?? "draft-2020-12",
      io,
      locale: options?.libraryOptions?.locale as Locale | undefined,
    });
    markWrittenBy(written, faced);
    return written;
  };
  let direct: Reader | undefined;
  return Object.freeze({
    version: 1 as const,
    vendor: VENDOR,
    validate(value: unknown, options?: StandardSchemaV1.Options) {
      const locale = options?.libraryOptions?.locale as Locale | undefined;
      const issues = everyIssue(Infinity, locale);
      // the compiled reader itself, past the lazy one (compiled at this first read if not yet)
      const out = readWhole((direct ??= settled(read)), value, issues);
      // the type first, as vo.validate: comparing an object with FAILED (a variable) is a call into the engine
      return typeof out == "symbol" && out === FAILED ? { issues: issuesOut(issues) } : { value: out };
    },
    jsonSchema: Object.freeze({ input: convert("input"), output: convert("output") }),
  });
}

/**
 * Gives a node its Standard Schema v1 and Standard JSON Schema v1 faces ({@link standardFace},
 * made at the first read of `~standard`), and, where it has none of its own, `tryCreate`,
 * `create` and `is`.
 */
export function withStandardFaces<N extends NodeWithoutFaces>(node: N): N & { readonly "~standard": unknown } {
  // the node made a whole schema: its create faces (where it has none of its own) and `~standard`, below
  if (!("tryCreate" in node)) {
    const name = (node as { name?: unknown }).name;
    Object.assign(node, createFaces(node["~read"], typeof name === "string" ? name : undefined));
  }
  Object.defineProperty(node, "~standard", { get: standardOf, enumerable: true });
  return Object.freeze(node as N & Schema);
}

// each node's `~standard`, once made
const faces = new WeakMap<object, StandardFace>();

/**
 * The getter of every node's `~standard`, one function for all: a getter made per node would
 * give each node a shape of its own, and the engine then keeps every node as a dictionary
 * (slower to declare, and to look a member up in).
 */
function standardOf(this: Schema): StandardFace {
  return faces.get(this) ?? faces.set(this, standardFace(this)).get(this)!;
}
