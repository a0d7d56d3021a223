import type * as vo from "@adcodicem/value-objects";
import * as z from "zod/v4";

/**
 * A JSON Schema SDK 1.x can list: a Zod object that accepts any object, with the
 * schema as its metadata. Zod writes `.meta()` keys over the JSON Schema it
 * generates, so `tools/list` shows the rules, while the SDK's own parse always
 * passes and the callback receives the arguments as sent, for the rules to read.
 */
export type SchemaCarrier = z.ZodType<Record<string, unknown>>;

// once per listed schema: a stateless HTTP server makes a new McpServer per request
const carriers = new WeakMap<vo.JsonSchema, SchemaCarrier>();

/**
 * The Zod carrier of a listed schema, made once per schema. Zod stamps the JSON
 * Schema it writes with a draft-07 `$schema`; the metadata's own overwrites it (an
 * undefined one, which Zod's final JSON copy drops, where the schema names none), so
 * the schema listed is the library's own, with no dialect claimed it was not written in.
 *
 * @example
 * ```ts
 * server.registerTool(name, { description, inputSchema: zodCarrier(prepareParameters(parameters).jsonSchema) }, callback);
 * ```
 */
export function zodCarrier(jsonSchema: vo.JsonSchema): SchemaCarrier {
  let carrier = carriers.get(jsonSchema);
  if (carrier === undefined) {
    carrier = z.looseObject({}).meta({ ...jsonSchema, $schema: jsonSchema.$schema });
    carriers.set(jsonSchema, carrier);
  }
  return carrier;
}
