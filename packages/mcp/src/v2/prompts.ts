import type { ArgumentRefusal, Arguments, Parameters } from "@adcodicem/value-objects/arguments";
import { type GetPromptResult, type McpServer, ProtocolError, ProtocolErrorCode, type RegisteredPrompt, type ServerContext } from "@modelcontextprotocol/server";
import { promptRefusalMessage, sdkPromptConfig } from "../shared/prompt-arguments.js";
import { promptRegistration, type ValueObjectPromptConfig } from "../shared/prompt-registration.js";
import { messageSeam, replaceUpdate } from "./sdk-seam.js";
import { standardCarrier } from "./standard-carrier.js";

export type { ValueObjectPromptConfig } from "../shared/prompt-registration.js";

/** A prompt's handler: the arguments read with the rules (branded types), and SDK 2.x's context. */
export type ValueObjectPromptHandler<P extends Parameters> = (args: Arguments<P>, ctx: ServerContext) => GetPromptResult | Promise<GetPromptResult>;

/**
 * The error a refused prompt argument answers with: JSON-RPC `-32602` (invalid
 * params), a message with one line per refused argument (name, code, rule; never
 * the value), and the refusal object as the error's `data`.
 *
 * @example
 * ```ts
 * // Invalid arguments for prompt order_summary:
 * // Argument 'quantity' rejected (value_object.out_of_range): The value is not a valid Quantity: …
 * ```
 */
export function refusedPromptError(prompt: string, refusal: ArgumentRefusal): ProtocolError {
  return new ProtocolError(ProtocolErrorCode.InvalidParams, promptRefusalMessage(prompt, refusal), refusal);
}

/**
 * Registers a prompt (`server.registerPrompt`, SDK 2.x) whose arguments are value
 * objects. Prompt arguments arrive as strings: each is read as its parameter's JSON
 * type (a numeric value object reads `"42"` as 42), then checked with the rules
 * before the handler runs. A refusal is an MCP error (see {@link refusedPromptError}).
 *
 * @example
 * ```ts
 * registerValueObjectPrompt(server, "order_summary", {
 *   description: "Summarizes an order.",
 *   parameters: { orderId: OrderId, quantity: Quantity },
 * }, ({ orderId, quantity }) => ({
 *   messages: [{ role: "user", content: { type: "text", text: `Summarize order ${orderId} (${quantity} items).` } }],
 * }));
 * ```
 */
export function registerValueObjectPrompt<P extends Parameters>(
  server: McpServer,
  name: string,
  config: ValueObjectPromptConfig<P>,
  handler: ValueObjectPromptHandler<P>,
): RegisteredPrompt {
  const { prepared, callback, update } = promptRegistration(name, config, handler, refusedPromptError);
  messageSeam(server);
  // listed from its JSON Schema (each argument's description, required or not); its check lets every text through, for the rules
  return replaceUpdate(server.registerPrompt(name, sdkPromptConfig(config, standardCarrier(prepared.parameters.jsonSchema)), callback), update);
}
