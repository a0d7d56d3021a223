import type { JsonSchema } from "@adcodicem/value-objects";
import type { DialectName } from "../dialects/names.js";

/**
 * What a schema an adapter sends was lowered from: the `languageModel` schema, the dialect,
 * the purpose and the strictness. Kept on the lowered schema object itself under a registered
 * symbol (`Symbol.for`, not enumerable: never serialized, never compared by a deep equality),
 * so that the inspector finds it whichever copy of this package made the tool (the bin and a
 * user's module may load different builds).
 */
export interface LoweredFrom {
  readonly languageModel: JsonSchema;
  readonly dialect: DialectName;
  readonly purpose: "tool" | "response-format";
  readonly strict: boolean;
}

const LOWERED_FROM = Symbol.for("@adcodicem/value-objects-ai/lowered-from");

/** Marks a lowered schema with what it was lowered from (when it can take a key). */
export function markLoweredFrom(lowered: object, from: LoweredFrom): void {
  if (Object.isExtensible(lowered) && !Object.hasOwn(lowered, LOWERED_FROM)) Object.defineProperty(lowered, LOWERED_FROM, { value: from });
}

/**
 * What a lowered schema object was lowered from, or `undefined` for any other value (a copy included).
 *
 * @example
 * ```ts
 * loweredFrom(valueObjectFunction({ ... }).function.parameters)?.dialect; // "openai-strict"
 * ```
 */
export function loweredFrom(value: unknown): LoweredFrom | undefined {
  if (typeof value !== "object" || value === null || !Object.hasOwn(value, LOWERED_FROM)) return undefined;
  return (value as { [LOWERED_FROM]: LoweredFrom })[LOWERED_FROM];
}

/**
 * Marks a made object (a framework's tool that copies the schema it is handed) with what the
 * schema it was made from was lowered from, so the inspector still finds it.
 */
export function carryLoweredFrom(made: object, lowered: object): void {
  const from = loweredFrom(lowered);
  if (from !== undefined) markLoweredFrom(made, from);
}
