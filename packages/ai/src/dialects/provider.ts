import type { DialectName } from "./names.js";

/**
 * The dialect for an AI SDK model's `provider` string, or `undefined` for a provider
 * this library does not know (its schemas then go out as the `languageModel` profile
 * writes them).
 *
 * - `openai.chat`, `openai.responses`, `azure.*`: `openai-strict`, or `openai` when `strict`
 *   is `false`. Strictness is per call (a tool's `strict`, `providerOptions.openai.strictJsonSchema`
 *   for answers, which @ai-sdk/openai 4 turns on by default); when it is not known the strict
 *   dialect is chosen, since its schema is also accepted outside strict mode.
 * - `anthropic.messages`, `vertex.anthropic.*`, `bedrock.anthropic…`: `anthropic`.
 * - `google.generative-ai`, `google.vertex.*`: `gemini`.
 * - `ollama`, `ollama.responses`, `ollama.chat`: `ollama`.
 *
 * @example
 * ```ts
 * dialectForProvider(model.provider, { strict: false }); // "openai" for "openai.responses"
 * ```
 */
export function dialectForProvider(provider: string, options: { readonly strict?: boolean } = {}): DialectName | undefined {
  const name = provider.toLowerCase();
  const family = name.split(".");
  if (family.includes("anthropic")) return "anthropic";
  if (family[0] === "openai" || family[0] === "azure") return options.strict === false ? "openai" : "openai-strict";
  if (family[0] === "google" || family[0] === "vertex") return "gemini";
  if (family[0] === "ollama") return "ollama";
  return undefined;
}
