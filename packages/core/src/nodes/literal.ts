import type { Schema } from "../schema.js";

/** The values a literal may hold. */
export type LiteralValue = string | number | boolean;

/** One exact value: `const` in JSON Schema. */
export interface LiteralSchema<V extends LiteralValue = LiteralValue> extends Schema<V, V> {
  readonly kind: "literal";
  readonly value: V;
  readonly description?: string;
}
