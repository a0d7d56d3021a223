import type { Locale } from "@adcodicem/value-objects";
import { knownLocale } from "@adcodicem/value-objects/arguments";
import type { LanguageModelMiddleware } from "ai";
import type { DialectName } from "../dialects/index.js";
import { lowerCall, type RestorePlan } from "./lower-call.js";
import { valueObjectSchemasOf, withRefusalObjects } from "./plain-tool-refusals.js";
import { restoreGenerated, restoreStream } from "./restore-output.js";
import { abortOnCancel, type CallAbort, withOwnSignal } from "./stream-abort.js";
import type { CallOptions } from "./sdk-types.js";

/** Options of {@link valueObjectMiddleware}. */
export interface ValueObjectMiddlewareOptions {
  /** The provider's dialect; inferred from the model's `provider` (and each schema's strictness) when left out. */
  readonly dialect?: DialectName;
  /**
   * For a model without native structured output: the answer's schema travels as a
   * system instruction instead of a response format, and the call asks for the provider's
   * JSON mode where it has one (OpenAI `json_object`, Ollama `format: "json"`, Gemini's JSON
   * MIME type), else for text.
   */
  readonly schemaInPrompt?: boolean;
  /**
   * The language of the sentences lowering adds to each schema (a rule a provider does not take, said
   * instead), of the schema in a prompt, and of the refusal objects of plain value-object tools; English
   * without one. A `valueObjectTool` and a `valueObjectOutput` take their own `locale` for theirs.
   */
  readonly locale?: Locale;
}

const needsRestoring = (plan: RestorePlan | undefined): plan is RestorePlan => plan !== undefined && (plan.tools.size > 0 || plan.valueObjectTools.size > 0 || plan.answer !== undefined);

/**
 * A middleware for `wrapLanguageModel` that lowers every tool schema (tools defined
 * elsewhere included, a plain Zod tool as much as a `valueObjectTool`) and the
 * response format of every call for the provider's dialect, and undoes the strict
 * reshaping (forced nulls, records as pairs) on tool-call inputs and answers before
 * the AI SDK parses them. A plain `tool({ inputSchema })` whose schema is a value-object
 * schema gets the refusal object (`error-json`) too: the AI SDK's own error text, which
 * quotes the whole input, never reaches the model. Provider limits are checked before the
 * request leaves (`ProviderLimitError`). One line covers a whole agent.
 *
 * @example
 * ```ts
 * const model = wrapLanguageModel({ model: openai("gpt-5"), middleware: valueObjectMiddleware() });
 * const agent = new ToolLoopAgent({ model, tools: { place_order: placeOrder, lookup: zodTool } });
 * ```
 */
export function valueObjectMiddleware(options: ValueObjectMiddlewareOptions = {}): LanguageModelMiddleware {
  knownLocale(options.locale);
  // what each call must undo, keyed by the params object the AI SDK hands from transformParams to wrapGenerate/wrapStream
  const plans = new WeakMap<CallOptions, RestorePlan>();
  // a streamed call's own abort signal, fired when its stream is cancelled (an answer refused as it streams)
  const aborts = new WeakMap<CallOptions, CallAbort>();
  return {
    specificationVersion: "v4",
    async transformParams({ type, params, model }) {
      // a plain tool({ inputSchema }) of value objects: the refusal object, never the AI SDK's text quoting the input
      const prompt = withRefusalObjects(params.prompt, valueObjectSchemasOf(params.tools), options.locale);
      const lowered = lowerCall(prompt === params.prompt ? params : { ...params, prompt }, model, options);
      if (type !== "stream") {
        plans.set(lowered.params, lowered.plan);
        return lowered.params;
      }
      const own = withOwnSignal(lowered.params);
      plans.set(own.params, lowered.plan);
      aborts.set(own.params, own.abort);
      return own.params;
    },
    async wrapGenerate({ doGenerate, params }) {
      const plan = plans.get(params);
      const result = await doGenerate();
      return needsRestoring(plan) ? restoreGenerated(result, plan) : result;
    },
    async wrapStream({ doStream, params }) {
      const plan = plans.get(params);
      const abort = aborts.get(params);
      const result = await doStream();
      const stream = abort === undefined ? result.stream : abortOnCancel(result.stream, abort);
      return { ...result, stream: needsRestoring(plan) ? stream.pipeThrough(restoreStream(plan)) : stream };
    },
  };
}
