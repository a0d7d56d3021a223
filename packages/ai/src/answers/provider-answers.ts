import type { Answer } from "./read-answer.js";

/**
 * A provider's answer, as its HTTP API returns it, in the terms {@link readAnswer}
 * reads: the text of the answer and a finish reason in the AI SDK's words (`stop`,
 * `length`, `content-filter`, `refusal`, `interrupted`, `error`). Plain objects in, no SDK.
 */

/** One choice of an OpenAI chat completion, as far as an answer is concerned. */
export interface OpenaiChatChoice {
  readonly finish_reason?: string | null;
  readonly message?: { readonly content?: string | null; readonly refusal?: string | null } | null;
}

/**
 * The answer in an OpenAI chat completion's first choice. A refusal (`message.refusal`)
 * and the `content_filter` finish are `refusal` / `content-filter`; `length` stays `length`.
 *
 * @example
 * ```ts
 * openaiChatAnswer(completion); // { text: '{"quantity":2}', finishReason: "stop" }
 * ```
 */
export function openaiChatAnswer(completion: { readonly choices?: readonly OpenaiChatChoice[] }): Answer {
  const choice = completion.choices?.[0];
  const message = choice?.message;
  if (typeof message?.refusal === "string" && message.refusal !== "") return { text: "", finishReason: "refusal" };
  const text = typeof message?.content === "string" ? message.content : "";
  switch (choice?.finish_reason) {
    case "length":
      return { text, finishReason: "length" };
    case "content_filter":
      return { text, finishReason: "content-filter" };
    case undefined:
    case null:
      return { text, finishReason: "error" };
    default:
      return { text, finishReason: "stop" };
  }
}

/** An OpenAI Responses API response, as far as an answer is concerned. */
export interface OpenaiResponse {
  readonly status?: string | null;
  readonly incomplete_details?: { readonly reason?: string | null } | null;
  readonly output?: readonly { readonly type?: string; readonly phase?: string | null; readonly content?: readonly { readonly type?: string; readonly text?: string }[] }[];
}

/**
 * The answer in a Responses API response: the text of its final message. `incomplete`
 * is `length` (or `content-filter`, as its reason says); `failed` and `cancelled` are
 * `error`; a `refusal` part is `refusal`.
 *
 * @example
 * ```ts
 * openaiResponsesAnswer(response); // { text: '{"quantity":2}', finishReason: "stop" }
 * ```
 */
export function openaiResponsesAnswer(response: OpenaiResponse): Answer {
  let text = "";
  let refused = false;
  for (const item of response.output ?? []) {
    if (item.type !== "message" || (item.phase != null && item.phase !== "final_answer")) continue;
    for (const part of item.content ?? []) {
      if (part.type === "refusal") refused = true;
      else if (part.type === "output_text" && typeof part.text === "string") text += part.text;
    }
  }
  if (response.status === "incomplete") {
    return { text, finishReason: response.incomplete_details?.reason === "content_filter" ? "content-filter" : "length" };
  }
  if (response.status === "failed" || response.status === "cancelled") return { text, finishReason: "error" };
  return refused ? { text: "", finishReason: "refusal" } : { text, finishReason: "stop" };
}

/** An Anthropic message, as far as an answer is concerned. */
export interface AnthropicMessage {
  readonly stop_reason?: string | null;
  readonly content?: readonly { readonly type?: string; readonly text?: string }[];
}

/**
 * The answer in an Anthropic message: its text blocks, joined. `max_tokens` and
 * `model_context_window_exceeded` are `length`, `refusal` is `refusal`, `pause_turn`
 * is `interrupted`.
 *
 * @example
 * ```ts
 * anthropicAnswer(message); // { text: '{"quantity":2}', finishReason: "stop" }
 * ```
 */
export function anthropicAnswer(message: AnthropicMessage): Answer {
  const text = (message.content ?? []).map((block) => (block.type === "text" && typeof block.text === "string" ? block.text : "")).join("");
  switch (message.stop_reason) {
    case "max_tokens":
    case "model_context_window_exceeded":
      return { text, finishReason: "length" };
    case "refusal":
      return { text, finishReason: "refusal" };
    case "pause_turn":
      return { text, finishReason: "interrupted" };
    default:
      return { text, finishReason: "stop" };
  }
}
