import type * as vo from "@adcodicem/value-objects";
import type { StandardSchemaWithJSON } from "@modelcontextprotocol/server";

// once per listed schema: a stateless HTTP server makes a new McpServer per request
const carriers = new WeakMap<vo.JsonSchema, StandardSchemaWithJSON>();

/**
 * What SDK 2.x lists and checks a tool's schema with, through its public seam (any
 * Standard JSON Schema): `~standard.jsonSchema` answers the library's listed schema
 * (the languageModel profile, 2020-12, as v2 lists), and `~standard.validate`
 * accepts every value as it is, so the SDK's own check never answers first and the
 * rules read the arguments as sent, with their codes.
 *
 * @example
 * ```ts
 * server.registerTool(name, { description, inputSchema: standardCarrier(prepareParameters(parameters).jsonSchema) }, callback);
 * ```
 */
export function standardCarrier(jsonSchema: vo.JsonSchema): StandardSchemaWithJSON {
  let carrier = carriers.get(jsonSchema);
  if (carrier === undefined) {
    const listed = () => jsonSchema as Record<string, unknown>;
    carrier = {
      "~standard": {
        version: 1,
        vendor: "adcodicem",
        validate: (value: unknown) => ({ value }),
        jsonSchema: { input: listed, output: listed },
      },
    } as StandardSchemaWithJSON;
    carriers.set(jsonSchema, carrier);
  }
  return carrier;
}
