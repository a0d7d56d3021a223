import { type ArgumentCheck, type ArgumentRefusal, checkArguments, refusalLines } from "@adcodicem/value-objects/arguments";
import type { PreparedParameters } from "./listed-schemas.js";
import { readTexts, type TextReader, textReaders } from "./text-values.js";

/** A prompt's parameters, ready: how each argument's text is read, and the rules that check it. */
export interface PreparedPrompt {
  readonly name: string;
  readonly parameters: PreparedParameters;
  readonly readers: Readonly<Record<string, TextReader>>;
  /** The parameters refuse undeclared members (`unknown: "refuse"`): the texts keep them, for the rules to refuse. */
  readonly refusesUnknown: boolean;
}

/**
 * A prompt ready to read: readers decided once from the parameters' listed schema.
 *
 * @example
 * ```ts
 * const prompt = preparePrompt("order_summary", prepareParameters({ quantity: Quantity }));
 * ```
 */
export function preparePrompt(name: string, parameters: PreparedParameters): PreparedPrompt {
  return { name, parameters, readers: textReaders(parameters.jsonSchema), refusesUnknown: parameters.jsonSchema.additionalProperties === false };
}

/**
 * Reads a prompt's arguments, which arrive as strings: each is read as its
 * parameter's JSON type (a numeric value object reads `"42"` as 42), then checked
 * with the rules.
 *
 * @example
 * ```ts
 * readPromptArguments(prompt, { quantity: "400" }); // { ok: false, refusal: { argument: "quantity", code: "value_object.out_of_range", … } }
 * ```
 */
export function readPromptArguments(prompt: PreparedPrompt, texts: unknown): ArgumentCheck<Record<string, unknown>> {
  return checkArguments(prompt.parameters.schema, readTexts(prompt.readers, texts, prompt.refusesUnknown)) as ArgumentCheck<Record<string, unknown>>;
}

/**
 * The message of the error a refused prompt argument answers with (JSON-RPC
 * `-32602`): one line per refused argument (name, code, rule; never the value).
 *
 * @example
 * ```ts
 * promptRefusalMessage("order_summary", refusal);
 * // "Invalid arguments for prompt order_summary:\nArgument 'quantity' rejected (value_object.out_of_range): …"
 * ```
 */
export function promptRefusalMessage(prompt: string, refusal: ArgumentRefusal): string {
  return `Invalid arguments for prompt ${prompt}:\n${refusalLines(refusal).join("\n")}`;
}

/**
 * The metadata an SDK's `registerPrompt` receives: the title and description as
 * declared, and the arguments as the SDK lists them (each SDK's own carrier).
 *
 * @example
 * ```ts
 * server.registerPrompt(name, sdkPromptConfig(config, standardCarrier(prompt.parameters.jsonSchema)), callback);
 * ```
 */
export function sdkPromptConfig<C>(config: { readonly title?: string; readonly description?: string }, argsSchema: C) {
  return {
    ...(config.title !== undefined ? { title: config.title } : {}),
    ...(config.description !== undefined ? { description: config.description } : {}),
    argsSchema,
  };
}

/**
 * The callback an SDK's `registerPrompt` calls: the texts read with the rules, then
 * `handler` with the arguments as read and the SDK's own context; a refusal is thrown
 * as `refused` makes it (each SDK's `-32602` error), and the handler is not called.
 *
 * @example
 * ```ts
 * promptCallback(prompt, handler, (refusal) => refusedPromptError(name, refusal));
 * ```
 */
export function promptCallback<A, E, R>(prompt: PreparedPrompt, handler: (args: A, extra: E) => R, refused: (refusal: ArgumentRefusal) => Error) {
  return (texts: unknown, extra: E): R => {
    const checked = readPromptArguments(prompt, texts);
    if (!checked.ok) throw refused(checked.refusal);
    return handler(checked.value as A, extra);
  };
}

/**
 * The answer (JSON-RPC `-32602`) to prompt arguments that are not all text: the SDKs'
 * own schema would answer `-32603` with a Zod issue dump naming every key sent.
 */
export const NOT_TEXT_ARGUMENTS = "Invalid prompt arguments: each must be a string.";

/** Whether a `prompts/get` request's `arguments` are what the protocol allows: absent, or an object of strings. */
export function arePromptTexts(args: unknown): boolean {
  if (args === undefined) return true;
  if (typeof args !== "object" || args === null || Array.isArray(args)) return false;
  for (const key of Object.keys(args)) if (typeof (args as Record<string, unknown>)[key] !== "string") return false;
  return true;
}
