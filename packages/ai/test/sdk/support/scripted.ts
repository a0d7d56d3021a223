// A model played from a script, behind a real SDK client: each request is kept (its
// parsed JSON body) and answered with the next scripted response, in the provider's wire
// format. No network: the `fetch` is handed to the client.
import * as vo from "@adcodicem/value-objects";
import { CountryCode, Note, Quantity } from "../../../../../test-support/shop.js";
import { capturingFetch } from "../../../../../test-support/capturing-fetch.js";

export { IBAN, OrderParameters, validOrder } from "../../../../../test-support/shop.js";

/** A fetch that answers with the scripted responses in order, and fails the request past the end of the script. */
export const scriptedFetch = (script: readonly unknown[]) => capturingFetch(script);

/** A tool with an optional member and a record: strict mode sends the first as a null, the second as pairs. */
export const StockParameters = vo.object({
  country: CountryCode,
  note: vo.optional(Note),
  stock: vo.record(Quantity),
});

/** The refusal object for quantity 500, as DESIGN.md writes it. */
export const QUANTITY_REFUSAL = {
  error: "invalid_argument",
  argument: "quantity",
  code: "value_object.out_of_range",
  message: "The value is not a valid Quantity: The value must be less than or equal to 100.",
};

export const openai = {
  toolCall: (name: string, args: unknown, id = "call_1") => openai.rawToolCall(name, JSON.stringify(args), id),
  /** A tool call whose arguments are the text given, JSON or not. */
  rawToolCall: (name: string, args: string, id = "call_1") => ({
    id: "chatcmpl-1",
    object: "chat.completion",
    created: 1714521600,
    model: "gpt-4o-2024-08-06",
    choices: [
      {
        index: 0,
        message: { role: "assistant", content: null, refusal: null, tool_calls: [{ id, type: "function", function: { name, arguments: args } }] },
        finish_reason: "tool_calls",
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 2, total_tokens: 12 },
  }),
  text: (text: string, finish_reason = "stop") => ({
    id: "chatcmpl-2",
    object: "chat.completion",
    created: 1714521600,
    model: "gpt-4o-2024-08-06",
    choices: [{ index: 0, message: { role: "assistant", content: text, refusal: null }, finish_reason }],
    usage: { prompt_tokens: 10, completion_tokens: 2, total_tokens: 12 },
  }),
  response: (text: string, status = "completed") => ({
    id: "resp_1",
    object: "response",
    created_at: 1714521600,
    status,
    model: "gpt-4o-2024-08-06",
    ...(status === "incomplete" ? { incomplete_details: { reason: "max_output_tokens" } } : {}),
    output: [{ type: "message", id: "msg_1", status: "completed", role: "assistant", content: [{ type: "output_text", text, annotations: [] }] }],
    usage: { input_tokens: 10, output_tokens: 2, total_tokens: 12 },
  }),
};

export const anthropic = {
  toolUse: (name: string, input: unknown, id = "toolu_1") => ({
    id: "msg_1",
    type: "message",
    role: "assistant",
    model: "claude-sonnet-4-5",
    content: [{ type: "tool_use", id, name, input }],
    stop_reason: "tool_use",
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 2 },
  }),
  text: (text: string, stop_reason = "end_turn") => ({
    id: "msg_2",
    type: "message",
    role: "assistant",
    model: "claude-sonnet-4-5",
    content: [{ type: "text", text }],
    stop_reason,
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 2 },
  }),
};
