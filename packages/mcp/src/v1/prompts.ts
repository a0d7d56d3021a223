import type { ArgumentRefusal, Arguments, Parameters } from "@adcodicem/value-objects/arguments";
import type { McpServer, RegisteredPrompt } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ErrorCode, type GetPromptResult, type McpError } from "@modelcontextprotocol/sdk/types.js";
import * as z from "zod/v4";
import type { PreparedParameters } from "../shared/listed-schemas.js";
import { promptRefusalMessage, sdkPromptConfig } from "../shared/prompt-arguments.js";
import { promptRegistration, type ValueObjectPromptConfig } from "../shared/prompt-registration.js";
import { hideUnknownCompletionNames } from "./completion-names.js";
import { promptRegistry, replacePromptArgsSchema, replaceUpdate } from "./sdk-seam.js";
import type { HandlerExtra } from "./types.js";
import { hideUnknownNames } from "./unknown-names.js";
import { wireError } from "./wire-error.js";

export type { ValueObjectPromptConfig } from "../shared/prompt-registration.js";

/** A prompt's handler: the arguments read with the rules (branded types), and the SDK's extra. */
export type ValueObjectPromptHandler<P extends Parameters> = (args: Arguments<P>, extra: HandlerExtra) => GetPromptResult | Promise<GetPromptResult>;

/**
 * The SDK lists a prompt's arguments from a Zod shape: each member's description and
 * whether it is optional (its Zod type is `optional`). A required member is an
 * optional string made `readonly` (a no-op on a string): listed as required, while
 * the SDK's parse lets an absent one through, for the rules to refuse it with
 * `value_object.required` like every other refusal.
 */
const listed = new WeakMap<PreparedParameters, Record<string, z.ZodType>>();

function listedArguments(prepared: PreparedParameters): Record<string, z.ZodType> {
  const cached = listed.get(prepared);
  if (cached !== undefined) return cached;
  const properties = (prepared.jsonSchema.properties ?? {}) as Record<string, { description?: unknown }>;
  const required = new Set((prepared.jsonSchema.required ?? []) as string[]);
  const shape: Record<string, z.ZodType> = {};
  for (const key of Object.keys(properties)) {
    const text = properties[key].description;
    const field = required.has(key) ? z.string().optional().readonly() : z.string().optional();
    shape[key] = typeof text === "string" ? field.describe(text) : field;
  }
  listed.set(prepared, shape);
  return shape;
}

/**
 * The error a refused prompt argument answers with: JSON-RPC `-32602` (invalid
 * params), a message with one line per refused argument (name, code, rule; never
 * the value), and the refusal object as the error's `data`. Its `message` is that text
 * alone: SDK 1.x's client writes `MCP error -32602: ` before it, once.
 *
 * @example
 * ```ts
 * // a 1.x client shows: MCP error -32602: Invalid arguments for prompt order_summary:
 * // Argument 'quantity' rejected (value_object.out_of_range): The value is not a valid Quantity: …
 * ```
 */
export function refusedPromptError(prompt: string, refusal: ArgumentRefusal): McpError {
  return wireError(ErrorCode.InvalidParams, promptRefusalMessage(prompt, refusal), refusal);
}

/**
 * Registers a prompt (`server.registerPrompt`) whose arguments are value objects.
 * Prompt arguments arrive as strings: each is read as its parameter's JSON type
 * (a numeric value object reads `"42"` as 42), then checked with the rules before
 * the handler runs. A refusal is an MCP error (see {@link refusedPromptError}).
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
  for (const key of Object.keys(prepared.readers)) {
    // the SDK's Zod object reads an absent `toString` as the inherited function, and refuses the call
    if (key in Object.prototype) throw new TypeError(`Prompt ${name}: a parameter named "${key}" cannot be declared on SDK 1.x, whose parse of prompt arguments reads an absent one as Object.prototype's and refuses every call without it (the /v2 entry takes it).`);
  }
  const shape = listedArguments(prepared.parameters);
  const registered = replaceUpdate(server.registerPrompt(name, sdkPromptConfig(config, shape), callback), update);
  hideUnknownNames(server, "prompts/get", promptRegistry(server, name, registered));
  hideUnknownCompletionNames(server);
  // SDK 1.x parses a prompt's arguments with `z.object(argsSchema)`, which drops undeclared
  // ones before the callback sees them: where the parameters refuse unknown members, the
  // same shape, loose, so they reach the rules
  if (prepared.refusesUnknown) replacePromptArgsSchema(registered, z.looseObject(shape));
  return registered;
}
