/** The providers' dialects of JSON Schema this library lowers to. */
export type DialectName = "openai" | "openai-strict" | "anthropic" | "gemini" | "ollama";

/** Every dialect, in a stable order. */
export const dialects: readonly DialectName[] = Object.freeze(["openai", "openai-strict", "anthropic", "gemini", "ollama"]);
