import type { ArgumentRefusal, Arguments, Parameters } from "@adcodicem/value-objects/arguments";
import type { McpServer, RegisteredPrompt } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ErrorCode, type GetPromptResult, type McpError } from "@modelcontextprotocol/sdk/types.js";
import * as z from "zod/v4";
import { type PreparedParameters, prepareParameters } from "./listed-schemas.js";
import { preparePrompt, promptCallback, promptRefusalMessage, sdkPromptConfig } from "./prompt-arguments.js";
import type { HandlerExtra } from "./types.js";
import { checkedRegistry, sdkNotAsExpected } from "./sdk-internals.js";
import { hideUnknownNames } from "./unknown-names.js";
import { hideUnknownCompletionNames } from "./completion-names.js";
import { keepRulesOnUpdate } from "./callback-updates.js";
import { wireError } from "./wire-error.js";

/** A prompt whose arguments are value objects. */
export interface ValueObjectPromptConfig<P extends Parameters> {
  readonly title?: string;
  readonly description?: string;
  /** A `vo.object(...)` or a shape of schemas; each member is one prompt argument. */
  readonly parameters: P;
}

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
  if (typeof handler !== "function") throw new TypeError(`Prompt ${name}: the handler must be a function.`);
  const prepared = preparePrompt(name, prepareParameters(config.parameters));
  for (const key of Object.keys(prepared.readers)) {
    // the SDK's Zod object reads an absent `toString` as the inherited function, and refuses the call
    if (key in Object.prototype) throw new TypeError(`Prompt ${name}: a parameter named "${key}" cannot be declared on SDK 1.x, whose parse of prompt arguments reads an absent one as Object.prototype's and refuses every call without it (the /v2 entry takes it).`);
  }
  const refused = (refusal: ArgumentRefusal) => refusedPromptError(name, refusal);
  const shape = listedArguments(prepared.parameters);
  const registered = server.registerPrompt(name, sdkPromptConfig(config, shape), promptCallback(prepared, handler, refused));
  keepRulesOnUpdate(registered, `Prompt ${name}`, (next) => promptCallback(prepared, next, refused));
  hideUnknownNames(server, "prompts/get", checkedRegistry(server, "_registeredPrompts", name, registered));
  hideUnknownCompletionNames(server);
  if (prepared.refusesUnknown) keepUndeclaredArguments(registered, shape);
  return registered;
}

/**
 * SDK 1.x parses a prompt's arguments with `z.object(argsSchema)`, which drops
 * undeclared ones before the callback sees them: where the parameters refuse unknown
 * members, the registered prompt's `argsSchema` (a public field of `RegisteredPrompt`)
 * becomes the same shape, loose, so they reach the rules. Throws at registration if the
 * field is not what this expects.
 */
function keepUndeclaredArguments(registered: RegisteredPrompt, shape: Record<string, z.ZodType>): void {
  const current = (registered as { argsSchema?: unknown }).argsSchema;
  if (typeof current !== "object" || current === null || !("_zod" in current)) throw sdkNotAsExpected("RegisteredPrompt.argsSchema is not a Zod schema");
  (registered as { argsSchema?: unknown }).argsSchema = z.looseObject(shape);
}
