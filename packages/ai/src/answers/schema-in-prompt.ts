import type { Locale } from "@adcodicem/value-objects";
import { said } from "./said.js";
import type { JsonSchema } from "@adcodicem/value-objects";

/**
 * The instruction that carries an answer's schema as text, for a model without
 * native structured output. The answer is read the same way as a native one (a code
 * fence around it is tolerated all the same).
 *
 * @example
 * ```ts
 * const instructions = schemaInPrompt(answerShape(Order).jsonSchema);
 * // "Answer with one JSON value that follows this JSON Schema: …"
 * ```
 */
export function schemaInPrompt(jsonSchema: JsonSchema, locale?: Locale): string {
  return [
    said("Answer with one JSON value that follows this JSON Schema, every keyword and description included:", locale),
    JSON.stringify(jsonSchema),
    said("Reply with the JSON only: no prose and no code fence.", locale),
  ].join("\n");
}
