import type * as vo from "@adcodicem/value-objects";
import { mapSubschemas, ruleSentence } from "@adcodicem/value-objects/internal";

/**
 * An output schema as a client's validator should receive it. The SDK Client checks
 * `structuredContent` with Ajv, which decides `multipleOf` by floating-point
 * division: 19.99 is no multiple of 0.01 there, and a right result would be
 * refused. A fractional `multipleOf` therefore travels as a sentence of the
 * description (the server still checks it, as a person reads decimals); an
 * integral one stays a keyword. Every other rule is kept as it is.
 *
 * @example
 * ```ts
 * forValidators({ type: "number", multipleOf: 0.01 });
 * // { type: "number", description: "The value must be a multiple of 0.01." }
 * ```
 */
export function forValidators(schema: vo.JsonSchema): vo.JsonSchema {
  const out = mapSubschemas(schema, forValidators);
  const step = schema.multipleOf;
  if (typeof step === "number" && !Number.isInteger(step)) {
    delete out.multipleOf;
    const sentence = ruleSentence("multipleOf", step);
    const said = typeof schema.description === "string" && schema.description !== "" ? `${schema.description}\n\n${sentence}` : sentence;
    const { description: _old, ...rest } = out;
    return { description: said, ...rest };
  }
  return out;
}
