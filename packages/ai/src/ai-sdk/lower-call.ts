import type { Locale } from "@adcodicem/value-objects";
import type { JsonSchema } from "@adcodicem/value-objects";
import { writtenBy } from "@adcodicem/value-objects/internal";
import { type DialectName, checkAnthropicRequest, checkOpenaiRequest, dialectForProvider, limitedDialect, lowerSchema, reshapesValues } from "../dialects/index.js";
import { schemaInPrompt as schemaText } from "../answers/schema-in-prompt.js";
import { hasJsonMode } from "../dialects/json-mode.js";
import type { CallOptions, CallTool, ModelV4 } from "./sdk-types.js";

/**
 * What must be undone on the way back from one call: for each tool whose schema was
 * reshaped, and for the answer, the schema as it was before lowering.
 */
export interface RestorePlan {
  readonly tools: ReadonlyMap<string, JsonSchema>;
  /** The tools whose schema a value-object schema wrote (plain tools and `valueObjectTool`s alike). */
  readonly valueObjectTools: ReadonlySet<string>;
  readonly answer?: JsonSchema;
}

/** The settings a middleware lowers a call with. */
export interface LowerSettings {
  readonly dialect?: DialectName;
  readonly schemaInPrompt?: boolean;
  readonly locale?: Locale;
}

type Purpose = "tool" | "response-format";

// An explicit dialect is used as given; else the provider decides, with the strictness of each schema.
function dialectFor(settings: LowerSettings, model: ModelV4, strict: boolean | undefined): DialectName | undefined {
  return settings.dialect ?? dialectForProvider(model.provider, strict === undefined ? {} : { strict });
}

function lower(schema: JsonSchema, settings: LowerSettings, model: ModelV4, purpose: Purpose, strict: boolean | undefined) {
  const dialect = dialectFor(settings, model, strict);
  if (dialect === undefined) return { schema, reshaped: false, limited: undefined };
  const options = { purpose, via: "ai-sdk" as const, ...(strict === undefined ? {} : { strict }), locale: settings.locale };
  return { schema: lowerSchema(schema, dialect, options), reshaped: reshapesValues(dialect, options), limited: limitedDialect(dialect, options) };
}

const openaiStrictAnswers = (params: CallOptions): boolean | undefined => {
  const value = (params.providerOptions?.openai as { strictJsonSchema?: unknown } | undefined)?.strictJsonSchema;
  return typeof value === "boolean" ? value : undefined;
};

// The instruction goes after the leading system messages: some providers take system text only there.
function withSystemText(prompt: CallOptions["prompt"], text: string): CallOptions["prompt"] {
  let at = 0;
  while (at < prompt.length && prompt[at].role === "system") at++;
  return [...prompt.slice(0, at), { role: "system", content: text }, ...prompt.slice(at)];
}

/**
 * Lowers every function tool's schema and the response format of one call for the
 * dialect, and tells what must be undone on the way back. Throws `ProviderLimitError`
 * when a schema, or the strict schemas of the request together (Anthropic's optional and
 * union-typed parameters and strict tools; OpenAI's characters of names, enum and const
 * values), are past the provider's limits. With `schemaInPrompt`, the
 * response format's schema travels as a system instruction and the call asks for the
 * provider's JSON mode where it has one (else for text).
 *
 * @example
 * ```ts
 * const { params: sent, plan } = lowerCall(params, model, { dialect: "openai-strict" });
 * ```
 */
export function lowerCall(params: CallOptions, model: ModelV4, settings: LowerSettings): { params: CallOptions; plan: RestorePlan } {
  const reshapedTools = new Map<string, JsonSchema>();
  const valueObjectTools = new Set<string>();
  // Anthropic and OpenAI limit what all strict schemas of one request hold together
  const anthropicTools: JsonSchema[] = [];
  let anthropicOutput: JsonSchema | undefined;
  const openaiStrict: JsonSchema[] = [];
  const tools = params.tools?.map((tool): CallTool => {
    if (tool.type !== "function") return tool;
    const original = tool.inputSchema as JsonSchema;
    if (writtenBy(original) !== undefined) valueObjectTools.add(tool.name);
    // a tool without `strict` goes out not strict (@ai-sdk/openai 4: no `strict` on Chat
    // Completions, `strict: false` on Responses; Anthropic's likewise): lowered for that
    const lowered = lower(original, settings, model, "tool", tool.strict ?? false);
    if (lowered.reshaped) reshapedTools.set(tool.name, original);
    if (lowered.limited === "anthropic-strict") anthropicTools.push(lowered.schema);
    if (lowered.limited === "openai-strict") openaiStrict.push(lowered.schema);
    return { ...tool, inputSchema: lowered.schema as typeof tool.inputSchema };
  });
  let out: CallOptions = tools === undefined ? params : { ...params, tools };
  let answer: JsonSchema | undefined;
  const format = params.responseFormat;
  if (format?.type === "json" && format.schema !== undefined) {
    const original = format.schema as JsonSchema;
    if (settings.schemaInPrompt) {
      // the provider's JSON mode where it has one (no schema: the schema is in the prompt)
      const responseFormat = hasJsonMode(dialectFor(settings, model, false)) ? { type: "json" as const } : { type: "text" as const };
      out = { ...out, prompt: withSystemText(out.prompt, schemaText(original, settings.locale)), responseFormat };
    } else {
      const lowered = lower(original, settings, model, "response-format", openaiStrictAnswers(params));
      if (lowered.reshaped) answer = original;
      if (lowered.limited === "anthropic-strict") anthropicOutput = lowered.schema;
      if (lowered.limited === "openai-strict") openaiStrict.push(lowered.schema);
      out = { ...out, responseFormat: { ...format, schema: lowered.schema as typeof format.schema } };
    }
  }
  if (anthropicTools.length > 0 || anthropicOutput !== undefined) {
    checkAnthropicRequest({ strictTools: anthropicTools, ...(anthropicOutput === undefined ? {} : { output: anthropicOutput }) });
  }
  // one schema alone was checked when lowered
  if (openaiStrict.length > 1) checkOpenaiRequest({ strictSchemas: openaiStrict });
  return { params: out, plan: { tools: reshapedTools, valueObjectTools, ...(answer !== undefined ? { answer } : {}) } };
}
