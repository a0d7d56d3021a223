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
export function schemaInPrompt(jsonSchema: JsonSchema): string {
  return [
    "Answer with one JSON value that follows this JSON Schema, every keyword and description included:",
    JSON.stringify(jsonSchema),
    "Reply with the JSON only: no prose and no code fence.",
  ].join("\n");
}
