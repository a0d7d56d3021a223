import { development } from "../development.js";
import { knownLocale } from "../refusal/known-locale.js";
import { isOwnSchema, WRITE } from "../nodes/schema-node.js";
import type { ValueObject } from "../nodes/value-object.js";
import type { AnySchema } from "../schema.js";
import { definitionsKeyword } from "./definitions.js";
import { toOpenApi30 } from "./openapi-3.0.js";
import type { JsonSchema, JsonSchemaOptions, WriteContext, WriteKind } from "./types.js";
import { writeForeign } from "./write-foreign.js";
import { writeValueObject } from "./write-value-object.js";

const TARGETS: readonly string[] = ["draft-2020-12", "draft-07", "openapi-3.0"];
const PROFILES: readonly string[] = ["standard", "languageModel"];

/**
 * Describes a schema as JSON Schema.
 *
 * @example
 * ```ts
 * const schema = vo.toJsonSchema(OrderParameters, { profile: "languageModel" });
 * ```
 */
export function toJsonSchema(schema: AnySchema, options: JsonSchemaOptions = {}): JsonSchema {
  if (/* @__PURE__ */ development() && process.env.NODE_ENV !== "production") knownLocale(options.locale);
  const context: WriteContext = {
    profile: options.profile ?? "standard",
    target: options.target ?? "draft-2020-12",
    io: options.io ?? "input",
    definitions: new Map(),
    locale: options.locale,
  };
  if (!PROFILES.includes(context.profile)) throw new TypeError(`Unknown JSON Schema profile: ${String(context.profile)}.`);
  if (!TARGETS.includes(context.target)) throw new TypeError(`Unsupported JSON Schema target: ${String(context.target)}.`);
  let written = write(schema, context, []);
  // foreign members' definitions, moved to the root where their references point
  if (context.definitions.size > 0) written = { ...written, [definitionsKeyword(context)]: Object.fromEntries(context.definitions) };
  return context.target === "openapi-3.0" ? toOpenApi30(written) : written;
}

/**
 * Writes one node: a composite with the writer its factory gave it (`WRITE`), a foreign
 * schema with its own converter, a value object with {@link writeValueObject}. `outer`
 * holds the descriptions of the wrappers around it, outermost first.
 */
function write(schema: AnySchema, context: WriteContext, outer: readonly string[]): JsonSchema {
  if (!isOwnSchema(schema)) return writeForeign(schema, context, outer);
  const descriptions = schema.descriptions ? [...outer, ...schema.descriptions] : outer;
  if (schema.kind === "foreign") return writeForeign(schema.schema, context, descriptions);
  const own = (schema as { readonly [WRITE]?: WriteKind })[WRITE];
  return own === undefined ? writeValueObject(schema as ValueObject, context, descriptions) : own(schema, context, descriptions, write);
}
