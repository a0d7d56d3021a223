import type { JsonSchema } from "@adcodicem/value-objects";
import type { Locale } from "@adcodicem/value-objects";
import { lowerIn } from "./sentence-locale.js";
import { lowerAnthropic } from "./anthropic.js";
import { checkSchemaLimits, limitedDialect } from "./limits.js";
import { lowerGemini } from "./gemini.js";
import type { DialectName } from "./names.js";
import { lowerOllama } from "./ollama.js";
import { lowerOpenai } from "./openai.js";
import { lowerOpenaiStrict } from "./openai-strict.js";

// What the package's other folders use of the dialects; a test reads a dialect's own module.
export type { DialectName } from "./names.js";
export { dialects } from "./names.js";
export { dialectForProvider } from "./provider.js";
export { restoreStrictValue } from "./restore.js";
export { ProviderLimitError, checkAnthropicRequest, checkOpenaiRequest, limitedDialect } from "./limits.js";

/** What a schema is lowered for. */
export interface LowerOptions {
  /** What the schema is for: a tool's parameters or a response format (structured answer). */
  readonly purpose: "tool" | "response-format";
  /** For anthropic: whether the tool is strict (native structured output is always lowered). */
  readonly strict?: boolean;
  /**
   * The package that sends the schema, where it changes what arrives: `ai-sdk` (@ai-sdk/anthropic
   * moves `pattern` and `minItems` of a native structured output into the description in its own
   * words; the anthropic dialect then says them itself). Left out: the schema goes to the API as lowered.
   */
  readonly via?: "ai-sdk";
  /** The language of the sentences it writes into descriptions (`vo.defineLocale`, `locales/fr`); English without one. */
  readonly locale?: Locale;
}

/**
 * Lowers a `languageModel` JSON Schema (what `vo.toJsonSchema(schema, { profile: "languageModel" })`
 * writes) to what one provider accepts, keeping every rule: as a keyword the provider
 * accepts and enforces, or else as a sentence of the description. Pure: never mutates
 * its input. Throws a `TypeError` under `openai-strict` when the root is not an object, and a
 * `ProviderLimitError` when the lowered schema is past a limit its provider documents for strict
 * schemas (OpenAI: nesting depth, properties, enum values and their length; Anthropic: optional and
 * union-typed parameters), before any request leaves.
 *
 * @example
 * ```ts
 * const parameters = vo.toJsonSchema(OrderParameters, { profile: "languageModel" });
 * const sent = lowerSchema(parameters, "openai-strict", { purpose: "tool" });
 * ```
 */
export function lowerSchema(schema: JsonSchema, dialect: DialectName, options: LowerOptions): JsonSchema {
  const lowered = lowerIn(options.locale, () => lowerFor(schema, dialect, options));
  const limited = limitedDialect(dialect, options);
  if (limited !== undefined) checkSchemaLimits(lowered, limited);
  return lowered;
}

/** Each dialect's lowering: the one place a dialect name meets its code. */
const lowerings: Readonly<Record<DialectName, (schema: JsonSchema, options: LowerOptions) => JsonSchema>> = {
  openai: lowerOpenai,
  "openai-strict": lowerOpenaiStrict,
  anthropic: lowerAnthropic,
  gemini: lowerGemini,
  ollama: lowerOllama,
};

function lowerFor(schema: JsonSchema, dialect: DialectName, options: LowerOptions): JsonSchema {
  // an own key only: a name from plain JavaScript ("toString", "__proto__") is not a dialect
  if (!Object.prototype.hasOwnProperty.call(lowerings, dialect)) throw new TypeError(`Unknown dialect: ${String(dialect)}.`);
  return lowerings[dialect](schema, options);
}

/**
 * Whether values sent under a dialect may come back reshaped (records as `{ key, value }`
 * pairs, optional members as forced nulls), so that {@link restoreStrictValue} must run
 * before the rules read them.
 *
 * @example
 * ```ts
 * if (reshapesValues("anthropic", { purpose: "tool", strict: true })) args = restoreStrictValue(args, schema);
 * ```
 */
export function reshapesValues(dialect: DialectName, options: LowerOptions): boolean {
  if (dialect === "openai-strict") return true;
  return dialect === "anthropic" && (options.purpose === "response-format" || options.strict === true);
}
