import type { DialectName } from "../dialects/index.js";

/**
 * The dialect an adapter's maker lowers a schema for: the `dialect` option when given, else
 * the one its host sends by default. A tool the host sends strict is lowered for strict
 * mode: `openai` sent strict is `openai-strict` (a strict tool's schema must name every
 * member required, which only the strict lowering writes).
 *
 * @example
 * ```ts
 * makerDialect(options.dialect, "openai", options.strict === true); // "openai-strict" when strict
 * ```
 */
export function makerDialect(asked: DialectName | undefined, byDefault: DialectName, strict: boolean): DialectName {
  const dialect = asked ?? byDefault;
  return strict && dialect === "openai" ? "openai-strict" : dialect;
}
