/**
 * Where a JSON Schema written by `~standard.jsonSchema` keeps the schema that wrote it (not
 * enumerable: never serialized), so that an adapter handed only the JSON Schema (the AI SDK
 * middleware, for a plain `tool({ inputSchema })`) can read arguments with the rules. A
 * registered symbol (`Symbol.for`): one key in the whole program, whichever copy of this
 * module makes it (the `/internal` entry is bundled with its own copy).
 */
const WRITTEN_BY = Symbol.for("@adcodicem/value-objects/written-by");

/** Marks a JSON Schema `~standard.jsonSchema` wrote with the schema that wrote it (when it can take a key). */
export function markWrittenBy(jsonSchema: object, schema: unknown): void {
  if (Object.isExtensible(jsonSchema)) Object.defineProperty(jsonSchema, WRITTEN_BY, { value: schema });
}

/**
 * The schema whose `~standard.jsonSchema` wrote this JSON Schema object, or `undefined`
 * for any other object (a copy included).
 *
 * @example
 * ```ts
 * import { writtenBy } from "@adcodicem/value-objects/internal";
 *
 * const written = Order["~standard"].jsonSchema.input({ target: "draft-07" });
 * writtenBy(written) === Order; // true
 * ```
 */
export function writtenBy(jsonSchema: unknown): unknown {
  if (typeof jsonSchema !== "object" || jsonSchema === null || !Object.prototype.hasOwnProperty.call(jsonSchema, WRITTEN_BY)) return undefined;
  return (jsonSchema as { [WRITTEN_BY]: unknown })[WRITTEN_BY];
}
