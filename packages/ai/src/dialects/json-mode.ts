import type { DialectName } from "./names.js";

// The providers with a JSON mode that takes no schema: OpenAI's `response_format: {"type":
// "json_object"}` (Chat Completions and Responses), Gemini's `responseMimeType:
// "application/json"`, Ollama's `format: "json"`; the AI SDK asks for it with a response format
// `{ type: "json" }` without a schema. Anthropic has none (its JSON is a schema or a tool; its AI
// SDK provider warns and ignores the request), so a schema in the prompt asks it for text.
const WITH_JSON_MODE: ReadonlySet<DialectName> = new Set<DialectName>(["openai", "openai-strict", "gemini", "ollama"]);

/**
 * Whether a provider of this dialect has a JSON mode without a schema: what a schema
 * carried in the prompt asks for, so that the model still writes JSON only.
 *
 * @example
 * ```ts
 * hasJsonMode("ollama"); // true: the request says format: "json"
 * hasJsonMode("anthropic"); // false: the request asks for text
 * ```
 */
export function hasJsonMode(dialect: DialectName | undefined): boolean {
  return dialect !== undefined && WITH_JSON_MODE.has(dialect);
}
