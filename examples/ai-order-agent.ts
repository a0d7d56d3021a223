/**
 * An order-placing agent (AI SDK 7) whose tool and answer take value objects.
 *
 *   node --import tsx examples/ai-order-agent.ts
 *
 * With no key set it runs on an embedded scripted model: the model asks for 500 items,
 * reads the refusal, corrects its call, and ends with a structured answer checked with
 * the rules. With OPENAI_API_KEY, ANTHROPIC_API_KEY, GOOGLE_GENERATIVE_AI_API_KEY or
 * OLLAMA_BASE_URL set, the same program runs against that provider (the model can be
 * chosen with OPENAI_MODEL, ANTHROPIC_MODEL, GOOGLE_MODEL or OLLAMA_MODEL).
 */
import { pathToFileURL } from "node:url";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import * as vo from "@adcodicem/value-objects";
import { dialects, lowerSchema } from "@adcodicem/value-objects-ai";
import { isArgumentRefusal, valueObjectMiddleware, valueObjectOutput, valueObjectTool } from "@adcodicem/value-objects-ai/ai-sdk";
import { APICallError, type LanguageModel, RetryError, stepCountIs, ToolLoopAgent, wrapLanguageModel } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { createOllama } from "ollama-ai-provider-v2";
import { CountryCode, Iban, Quantity } from "./shop.js";

export { CountryCode, Iban, Quantity };

// ---- the domain: declared once, read by the tool and the answer, listed in every schema ----

export const Note = vo.string("Note", { description: "A note for the warehouse.", maxLength: 200 });
export const OrderId = vo.string("OrderId", { description: "The shop's order number.", pattern: "^ord-[0-9]{4}$" });

export const OrderParameters = vo.object({
  iban: vo.describe(Iban, "The account to debit."),
  quantity: Quantity,
  country: CountryCode,
  alternates: vo.optional(vo.describe(vo.array(Iban, { maxItems: 3 }), "Accounts to debit if the first one is refused."), []),
  note: vo.optional(Note),
});

/** The structured answer the agent ends with. */
export const OrderConfirmation = vo.object({
  orderId: OrderId,
  quantity: Quantity,
  country: CountryCode,
  summary: vo.string("Summary", { description: "One sentence for the customer.", maxLength: 300 }),
});

const PROMPT =
  "Order 500 units for the account FR7630006000011234567890189, delivered to France. " +
  "Then confirm the order with its number, the quantity placed, the country and one sentence for the customer.";

// ---- the embedded scripted model: a real AI SDK model class that plays one conversation ----

type Call = MockLanguageModelV4["doGenerateCalls"][number];
type Generated = Awaited<ReturnType<MockLanguageModelV4["doGenerate"]>>;

const usage: Generated["usage"] = {
  inputTokens: { total: 0, noCache: 0, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 0, text: 0, reasoning: undefined },
};

const placeOrderCall = (id: string, input: object): Generated => ({
  content: [{ type: "tool-call", toolCallId: id, toolName: "place_order", input: JSON.stringify(input) }],
  finishReason: { unified: "tool-calls", raw: "tool_calls" },
  usage,
  warnings: [],
});

/** The last tool result the model received, if any. */
function lastToolResult(prompt: Call["prompt"]) {
  const message = prompt.at(-1);
  if (message?.role !== "tool") return undefined;
  const part = message.content.at(-1);
  return part?.type === "tool-result" ? part : undefined;
}

/**
 * A model that asks for 500 items, and after the refusal (it reads the code and the
 * argument, as a model would) asks for 100; after the result it answers as JSON.
 */
export function scriptedOrderModel(): MockLanguageModelV4 {
  const order = { iban: "FR7630006000011234567890189", country: "fr" };
  return new MockLanguageModelV4({
    provider: "scripted",
    modelId: "order-agent-script",
    doGenerate: async ({ prompt }) => {
      const last = lastToolResult(prompt);
      if (last === undefined) return placeOrderCall("call-1", { ...order, quantity: 500 });
      const output = last.output;
      if (output.type === "error-json") {
        const refusal = output.value as { argument?: string; code?: string };
        const corrected = refusal.argument === "quantity" && refusal.code === "value_object.out_of_range" ? 100 : 1;
        return placeOrderCall("call-2", { ...order, quantity: corrected, note: "The rest in a later order." });
      }
      const placed = output.type === "json" ? (output.value as { orderId: string; quantity: number }) : { orderId: "ord-0000", quantity: 0 };
      const confirmation = { orderId: placed.orderId, quantity: placed.quantity, country: "FR", summary: `Your order of ${placed.quantity} units is placed.` };
      return { content: [{ type: "text", text: JSON.stringify(confirmation) }], finishReason: { unified: "stop", raw: "stop" }, usage, warnings: [] };
    },
  });
}

// ---- a real provider, when the environment names one ----

/** The provider model the environment asks for, or undefined (the scripted model then runs). */
export function modelFromEnvironment(env: NodeJS.ProcessEnv = process.env): { name: string; model: LanguageModel } | undefined {
  if (env.OPENAI_API_KEY) return { name: "OpenAI", model: createOpenAI({ apiKey: env.OPENAI_API_KEY })(env.OPENAI_MODEL ?? "gpt-4.1-mini") };
  if (env.ANTHROPIC_API_KEY) return { name: "Anthropic", model: createAnthropic({ apiKey: env.ANTHROPIC_API_KEY })(env.ANTHROPIC_MODEL ?? "claude-haiku-4-5") };
  if (env.GOOGLE_GENERATIVE_AI_API_KEY) {
    return { name: "Gemini", model: createGoogleGenerativeAI({ apiKey: env.GOOGLE_GENERATIVE_AI_API_KEY })(env.GOOGLE_MODEL ?? "gemini-2.5-flash") };
  }
  if (env.OLLAMA_BASE_URL) {
    const baseURL = env.OLLAMA_BASE_URL.replace(/\/+$/, "").replace(/(?<!\/api)$/, "/api");
    return { name: "Ollama", model: createOllama({ baseURL })(env.OLLAMA_MODEL ?? "llama3.2") };
  }
  return undefined;
}

// ---- the program ----

/** The provider could not be reached or refused the call: the one line the demo ends with. */
export class ProviderFailure extends Error {
  override readonly name = "ProviderFailure";
}

/**
 * One line for a call the provider did not answer (the AI SDK's RetryError around its
 * APICallErrors): which provider, at which URL, what failed, after how many attempts.
 */
export function providerFailure(provider: string, error: unknown): ProviderFailure | undefined {
  const attempts = RetryError.isInstance(error) ? error.errors.length : 1;
  const last = RetryError.isInstance(error) ? error.lastError : error;
  if (!APICallError.isInstance(last)) return undefined;
  const url = last.url.replace(/\/(?:chat|responses|messages|generate)(?:[?#].*)?$|\/v1beta\/.*$|\/chat\/completions$/, "");
  const why = last.statusCode === undefined ? last.message : `HTTP ${last.statusCode}`;
  return new ProviderFailure(`The agent stopped: ${provider} at ${url} did not answer (${why}) after ${attempts} attempt${attempts === 1 ? "" : "s"}.`);
}

/** What one run did: how many orders were placed and the answer read with the rules. */
export interface OrderAgentRun {
  readonly refusals: number;
  readonly executions: number;
  readonly answer: vo.Infer<typeof OrderConfirmation> | undefined;
}

/**
 * Runs the order agent: prints the schema each provider dialect receives for
 * `place_order`, then every refused argument and every order placed, then the
 * structured answer read with the rules.
 *
 * @example
 * ```ts
 * await runOrderAgent({ log: console.log }); // the scripted model, unless a provider key is set
 * ```
 */
export async function runOrderAgent(options: { log: (line: string) => void; model?: LanguageModel }): Promise<OrderAgentRun> {
  const { log } = options;
  const chosen = options.model !== undefined ? { name: "the model given", model: options.model } : (modelFromEnvironment() ?? { name: "the scripted model", model: scriptedOrderModel() });

  log("== The schema each provider dialect receives for place_order ==");
  const parameters = vo.toJsonSchema(OrderParameters, { profile: "languageModel", target: "draft-07" });
  for (const dialect of dialects) {
    // one line per parameter: where a dialect moved a rule into a sentence shows at a glance
    const lowered = lowerSchema(parameters, dialect, { purpose: "tool" });
    log(`${dialect}:`);
    for (const [name, schema] of Object.entries(lowered.properties as Record<string, unknown>)) log(`  ${name}: ${JSON.stringify(schema)}`);
  }
  log("");

  let executions = 0;
  const placeOrder = valueObjectTool({
    description: "Places an order and debits the account.",
    parameters: OrderParameters,
    execute: async (order) => {
      executions++;
      // the order as the rules read it: branded values, defaults filled in, the country spelled as declared
      log(`executed: place_order ${JSON.stringify(order)}`);
      return { orderId: `ord-${String(1000 + executions)}`, quantity: order.quantity };
    },
  });

  log(`== The agent, on ${chosen.name} ==`);
  let refusals = 0;
  const agent = new ToolLoopAgent({
    // one line lowers every schema for the provider and undoes its strict reshaping
    model: typeof chosen.model === "string" ? chosen.model : wrapLanguageModel({ model: chosen.model, middleware: valueObjectMiddleware() }),
    instructions: "You place orders for the shop. Use the tool; correct a refused argument and call again.",
    tools: { place_order: placeOrder },
    output: valueObjectOutput(OrderConfirmation),
    stopWhen: stepCountIs(6),
    onStepEnd: (step) => {
      for (const toolResult of step.toolResults) {
        if (isArgumentRefusal(toolResult.output)) {
          refusals++;
          // the refusal object the model received: argument, code and sentence, never the value
          log(`refused: ${JSON.stringify(toolResult.output)}`);
        } else log(`result: ${JSON.stringify(toolResult.output)}`);
      }
    },
  });
  try {
    const result = await agent.generate({ prompt: PROMPT });
    log("");
    log("== The structured answer, read with the rules ==");
    log(`checked answer: ${JSON.stringify(result.output)}`);
    return { refusals, executions, answer: result.output };
  } catch (error) {
    // a refused answer: the code and the JSON Pointer, never the value
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof vo.ValueObjectError) log(`answer refused: ${cause.code} at "${cause.path}": ${cause.message}`);
    else throw providerFailure(chosen.name, error) ?? error;
    return { refusals, executions, answer: undefined };
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await runOrderAgent({ log: (line) => console.log(line) });
  } catch (error) {
    if (!(error instanceof ProviderFailure)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
