// Types of the AI SDK that `ai` uses but does not export by name, derived from the
// ones it does, so this package needs no direct dependency on `@ai-sdk/*`.
import type { JSONValue, LanguageModelMiddleware, Tool } from "ai";

/** What a tool result becomes for the model (`text`, `json`, `error-json`…). */
export type ToolResultOutput = Awaited<ReturnType<NonNullable<Tool["toModelOutput"]>>>;

/** A JSON value as the AI SDK types it. */
export type JsonValue = JSONValue;

/** The context object a tool may receive. */
export type ToolContext = Record<string, unknown>;

type TransformParams = NonNullable<LanguageModelMiddleware["transformParams"]>;
type WrapGenerate = NonNullable<LanguageModelMiddleware["wrapGenerate"]>;
type WrapStream = NonNullable<LanguageModelMiddleware["wrapStream"]>;

/** The options of one language model call, as a middleware sees them. */
export type CallOptions = Parameters<TransformParams>[0]["params"];
/** A language model as a middleware sees it (specification v4). */
export type ModelV4 = Parameters<TransformParams>[0]["model"];
/** One tool of a call: a function tool or a provider tool. */
export type CallTool = NonNullable<CallOptions["tools"]>[number];
/** The result of `doGenerate`. */
export type GenerateResult = Awaited<ReturnType<WrapGenerate>>;
/** The result of `doStream`. */
export type StreamResult = Awaited<ReturnType<WrapStream>>;
/** One part of a model's stream. */
export type StreamPart = StreamResult["stream"] extends ReadableStream<infer P> ? P : never;
/** One part of a generated content list. */
export type ContentPart = GenerateResult["content"][number];
