// What each provider's API answers, at its smallest and in its own wire format: the one set
// of scripted responses the tests hand to a real provider package or SDK client through
// `capturingFetch` (capturing-fetch.ts). A tool call's ids are the caller's to choose where a
// test follows them into the next request; the defaults are the first call of a conversation.

/** One tool call as the model makes it. */
export interface ScriptedCall {
  readonly name: string;
  /** The arguments as the model writes them: JSON text as it is, any other value as its JSON. */
  readonly input: unknown;
  /** The call's id (`call_1`, `toolu_1` by default). */
  readonly id?: string;
}

const CREATED = 1714521600;
const OPENAI_MODEL = "gpt-4o-2024-08-06";
const argumentsText = (input: unknown): string => (typeof input === "string" ? input : JSON.stringify(input));

const chatUsage = { prompt_tokens: 10, completion_tokens: 2, total_tokens: 12 };
const responsesUsage = { input_tokens: 10, output_tokens: 2, total_tokens: 12, input_tokens_details: { cached_tokens: 0 }, output_tokens_details: { reasoning_tokens: 0 } };
const anthropicUsage = { input_tokens: 10, output_tokens: 2 };
const googleUsage = { promptTokenCount: 10, candidatesTokenCount: 2, totalTokenCount: 12 };

const chatCompletion = <Message extends object>(id: string, message: Message, finish: string) => ({
  id: `chatcmpl-${id}`,
  object: "chat.completion",
  created: CREATED,
  model: OPENAI_MODEL,
  choices: [{ index: 0, message, finish_reason: finish }],
  usage: chatUsage,
});

const response = <Item extends object>(id: string, output: readonly Item[], status = "completed") => ({
  id: `resp_${id}`,
  object: "response",
  created_at: CREATED,
  model: OPENAI_MODEL,
  status,
  incomplete_details: status === "incomplete" ? { reason: "max_output_tokens" } : null,
  output,
  usage: responsesUsage,
});

const anthropicMessage = <Block extends object>(id: string, content: readonly Block[], stop: string) => ({
  id: `msg_${id}`,
  type: "message",
  role: "assistant",
  model: "claude-sonnet-4-5",
  content,
  stop_reason: stop,
  stop_sequence: null,
  usage: anthropicUsage,
});

const googleAnswer = <Part extends object>(parts: readonly Part[], finishReason: string) => ({
  candidates: [{ content: { role: "model", parts }, finishReason, index: 0 }],
  usageMetadata: googleUsage,
});

const ollamaAnswer = <Message extends object>(message: Message) => ({
  model: "llama3.2",
  created_at: "2024-05-01T00:00:00Z",
  done: true,
  done_reason: "stop",
  message: { role: "assistant", ...message },
  prompt_eval_count: 10,
  eval_count: 2,
});

const openaiChatCalls = (calls: readonly ScriptedCall[], turn: string | number = 1) =>
  chatCompletion(
    String(turn),
    {
      role: "assistant",
      content: null,
      refusal: null,
      tool_calls: calls.map((c, i) => ({ id: c.id ?? `call_${i + 1}`, type: "function", function: { name: c.name, arguments: argumentsText(c.input) } })),
    },
    "tool_calls",
  );

const openaiResponsesCalls = (calls: readonly ScriptedCall[], turn: string | number = 1) =>
  response(
    String(turn),
    calls.map((c, i) => {
      const id = c.id ?? `call_${i + 1}`;
      return { type: "function_call", id: id.replace(/^call_/, "fc_"), call_id: id, name: c.name, arguments: argumentsText(c.input), status: "completed" };
    }),
  );

/**
 * Scripted responses per API: `call` (one tool call), `calls` (several in one turn) and
 * `text` (an answer). `turn` names the response (`chatcmpl-<turn>`, `resp_<turn>`, `msg_<turn>`).
 *
 * @example
 * ```ts
 * const http = capturingFetch([scripted.openaiChat.call("place_order", { quantity: 500 }), scripted.openaiChat.text("Done.")]);
 * ```
 */
export const scripted = {
  /** OpenAI Chat Completions. */
  openaiChat: {
    calls: openaiChatCalls,
    call: (name: string, input: unknown, id = "call_1") => openaiChatCalls([{ name, input, id }]),
    text: (text: string, finish = "stop", turn: string | number = 2) => chatCompletion(String(turn), { role: "assistant", content: text, refusal: null }, finish),
  },
  /** OpenAI Responses: a function call's item id is its call id with `fc_` for `call_`. */
  openaiResponses: {
    calls: openaiResponsesCalls,
    call: (name: string, input: unknown, id = "call_1") => openaiResponsesCalls([{ name, input, id }]),
    /** An answer; `status` "incomplete" is one cut off at the token limit. */
    text: (text: string, status = "completed", turn: string | number = 1) =>
      response(String(turn), [{ type: "message", id: `msg_${turn}`, status: "completed", role: "assistant", content: [{ type: "output_text", text, annotations: [] }] }], status),
  },
  /** Anthropic Messages. */
  anthropic: {
    call: (name: string, input: unknown, id = "toolu_1") => anthropicMessage("1", [{ type: "tool_use", id, name, input }], "tool_use"),
    text: (text: string, stop = "end_turn") => anthropicMessage("2", [{ type: "text", text }], stop),
  },
  /** Google Generative AI (Gemini). */
  google: {
    call: (name: string, args: unknown) => googleAnswer([{ functionCall: { name, args } }], "STOP"),
    text: (text: string, finishReason = "STOP") => googleAnswer([{ text }], finishReason),
  },
  /** Ollama's chat API. */
  ollama: {
    call: (name: string, args: unknown) => ollamaAnswer({ content: "", tool_calls: [{ function: { name, arguments: args } }] }),
    text: (text: string) => ollamaAnswer({ content: text }),
  },
};
