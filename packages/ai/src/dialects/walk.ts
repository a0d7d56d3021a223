import type { JsonSchema } from "@adcodicem/value-objects";
import { setOwn } from "@adcodicem/value-objects/internal";

// Own-property copies of schema nodes. Where subschemas sit is the core's walker's to say
// (`@adcodicem/value-objects/internal`).

/**
 * A new object with the same keys, each value through `f` (keys such as `__proto__` kept as data).
 *
 * @example
 * ```ts
 * mapEntries({ a: 1 }, (v) => (v as number) + 1); // { a: 2 }
 * ```
 */
export function mapEntries(object: JsonSchema, f: (value: unknown, key: string) => unknown): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(object)) setOwn(out, key, f(value, key));
  return out;
}
