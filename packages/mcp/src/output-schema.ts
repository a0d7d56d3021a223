import type * as vo from "@adcodicem/value-objects";

const SUBSCHEMA_MAPS = ["properties", "patternProperties", "$defs", "definitions"] as const;
const SUBSCHEMA_LISTS = ["anyOf", "oneOf", "allOf", "prefixItems"] as const;
const SUBSCHEMAS = ["items", "additionalProperties", "not", "contains"] as const;

const isSchema = (x: unknown): x is vo.JsonSchema => x !== null && typeof x === "object" && !Array.isArray(x);

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
  const out: vo.JsonSchema = { ...schema };
  for (const key of SUBSCHEMA_MAPS) {
    const map = schema[key];
    if (!isSchema(map)) continue;
    const lowered: vo.JsonSchema = {};
    for (const name of Object.keys(map)) {
      const sub = map[name];
      Object.defineProperty(lowered, name, { value: isSchema(sub) ? forValidators(sub) : sub, enumerable: true, writable: true, configurable: true });
    }
    out[key] = lowered;
  }
  for (const key of SUBSCHEMA_LISTS) {
    const list = schema[key];
    if (Array.isArray(list)) out[key] = list.map((sub) => (isSchema(sub) ? forValidators(sub) : sub));
  }
  for (const key of SUBSCHEMAS) {
    const sub = schema[key];
    if (isSchema(sub)) out[key] = forValidators(sub);
    else if (key === "items" && Array.isArray(sub)) out[key] = sub.map((s) => (isSchema(s) ? forValidators(s) : s));
  }
  const step = schema.multipleOf;
  if (typeof step === "number" && !Number.isInteger(step)) {
    delete out.multipleOf;
    const sentence = `The value must be a multiple of ${step}.`;
    const said = typeof schema.description === "string" && schema.description !== "" ? `${schema.description}\n\n${sentence}` : sentence;
    const { description: _old, ...rest } = out;
    return { description: said, ...rest };
  }
  return out;
}
