/**
 * What checking adds to one tool call in each agent framework, valid and refused, side by
 * side in one process: the framework's own tool with a plain Zod 4 schema (the framework's
 * own check) against this library's adapter (the rules read before the function; the
 * refusal object as the tool's result). Same arguments, same function. Each call runs the
 * framework's own path for one call, from the arguments the model sent to what the model
 * receives:
 *   - @openai/agents: `tool.invoke(runContext, jsonText)` (parse, check, execute, error function);
 *   - Mastra: `tool.execute(args, context)` (its input validation, then the function);
 *   - LangChain: `tool.invoke(toolCall)` (its schema check, the function, the ToolMessage),
 *     a refusal by Zod turned into the ToolMessage as createAgent's ToolNode does it.
 *
 * Figures are ratios (ours / Zod), median over interleaved rounds (CPU time); nothing asserts
 * an absolute time. Run: `node --import tsx bench/agent-frameworks-overhead.ts [--quick]`.
 */
import { equal, ok } from "node:assert/strict";
import { valueObjectTool as langchainTool } from "@adcodicem/value-objects-ai/langchain";
import { valueObjectTool as mastraTool } from "@adcodicem/value-objects-ai/mastra";
import { valueObjectTool as agentsTool } from "@adcodicem/value-objects-ai/openai-agents";
import { tool as lcTool } from "@langchain/core/tools";
import { createTool } from "@mastra/core/tools";
import { RunContext, tool as agentsZodTool } from "@openai/agents";
import { ToolInvocationError, ToolMessage } from "langchain";
import { Params } from "./contestants/ours.js";
import { ZodParams } from "./contestants/zod.js";
import { invalidInputs, validInputs } from "./fixtures.js";

const quick = process.argv.includes("--quick");
// `--only LangChain` measures one framework
const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;
const ROUNDS = quick ? 5 : 15;
const BATCH_MS = quick ? 40 : 120;

const placed = (order: { quantity: unknown }) => `Ordered ${String(order.quantity)}.`;

// @openai/agents sends tools strict: every member is sent, an absent note as null (the form both its tools read)
const strictForm = (input: Record<string, unknown>) => ({ ...input, note: input.note ?? null });
const valid = validInputs(16) as Record<string, unknown>[];
const refused = invalidInputs().filter((input) => typeof input === "object" && input !== null && !Array.isArray(input)) as Record<string, unknown>[];

type Call = (input: Record<string, unknown>) => Promise<unknown>;

// ---- the tools: the framework's own with Zod, and ours ----

const runContext = new RunContext();
const agentsZod = agentsZodTool({ name: "place_order", description: "Places an order.", parameters: ZodParams.extend({ note: ZodParams.shape.note.nullable() }), execute: async (order) => placed(order) });
const agentsOurs = agentsTool({ name: "place_order", description: "Places an order.", parameters: Params, execute: async (order) => placed(order) });

const mastraZod = createTool({ id: "place_order", description: "Places an order.", inputSchema: ZodParams, execute: async (order) => placed(order) });
const mastraOurs = mastraTool({ id: "place_order", description: "Places an order.", parameters: Params, execute: async (order) => placed(order) });

const lcZod = lcTool(async (order: { quantity: unknown }) => placed(order), { name: "place_order", description: "Places an order.", schema: ZodParams });
const lcOurs = langchainTool(async (order) => placed(order), { name: "place_order", description: "Places an order.", parameters: Params });
// as createAgent's ToolNode does: a thrown parsing error becomes a ToolInvocationError, whose text is the model's ToolMessage
const lcCall = (t: { invoke: (call: unknown) => Promise<unknown> }): Call => (args) => {
  const toolCall = { type: "tool_call" as const, id: "c1", name: "place_order", args };
  return t.invoke(toolCall).catch((error: unknown) => new ToolMessage({ content: new ToolInvocationError(error, toolCall).message, tool_call_id: "c1", name: "place_order", status: "error" }));
};

const frameworks: Record<string, { zod: Call; ours: Call }> = {
  "@openai/agents": {
    zod: (args) => agentsZod.invoke(runContext, JSON.stringify(strictForm(args))),
    ours: (args) => agentsOurs.invoke(runContext, JSON.stringify(strictForm(args))),
  },
  Mastra: {
    zod: (args) => mastraZod.execute!(args as never, {} as never),
    ours: (args) => mastraOurs.execute!(args as never, {} as never),
  },
  LangChain: { zod: lcCall(lcZod as never), ours: lcCall(lcOurs as never) },
};

// ---- the same answers first: a speed means nothing otherwise ----

const isRefusal = (out: unknown) => {
  const text = typeof out === "string" ? out : typeof (out as { content?: unknown })?.content === "string" ? (out as { content: string }).content : JSON.stringify(out);
  return text.includes('"error":"invalid_argument"');
};

async function proveAnswers(): Promise<void> {
  for (const [name, { zod, ours }] of Object.entries(frameworks)) {
    for (const input of valid) {
      const [z, o] = [await zod(input), await ours(input)];
      const text = (out: unknown) => (typeof out === "string" ? out : String((out as { content?: unknown })?.content));
      equal(text(o), text(z), `${name}: the same result for valid arguments`);
      ok(text(o).startsWith("Ordered"), `${name}: the function ran`);
    }
    for (const input of refused) {
      const [z, o] = [await zod(input), await ours(input)];
      ok(isRefusal(o), `${name}: ours answers with the refusal object`);
      const zText = typeof z === "string" ? z : typeof (z as { content?: unknown })?.content === "string" ? (z as { content: string }).content : JSON.stringify(z);
      ok(!isRefusal(z) && !zText.startsWith("Ordered"), `${name}: Zod refuses in the framework's own words`);
    }
  }
}

// ---- interleaved async timing, as bench/ai-tool-overhead.ts ----

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = (sorted.length - 1) / 2;
  return (sorted[Math.floor(mid)] + sorted[Math.ceil(mid)]) / 2;
};

async function batch(call: Call, inputs: readonly Record<string, unknown>[], repeats: number): Promise<number> {
  const start = process.cpuUsage();
  for (let r = 0; r < repeats; r++) for (const input of inputs) await call(input);
  const { user, system } = process.cpuUsage(start);
  return (user + system) * 1000;
}

async function calibrate(call: Call, inputs: readonly Record<string, unknown>[], ms: number): Promise<number> {
  for (let repeats = 1; ; repeats *= 4) {
    const ns = await batch(call, inputs, repeats);
    if (ns >= ms * 1e5) return Math.max(1, Math.round((repeats * ms * 1e6) / ns));
  }
}

async function measure(calls: readonly Call[], inputs: readonly Record<string, unknown>[]) {
  for (const call of calls) await batch(call, inputs, 10);
  const repeats: number[] = [];
  for (const call of calls) repeats.push(await calibrate(call, inputs, BATCH_MS));
  const ns: number[][] = calls.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (let k = 0; k < calls.length; k++) {
      const j = (k + round) % calls.length;
      ns[j].push((await batch(calls[j], inputs, repeats[j])) / (repeats[j] * inputs.length));
    }
  }
  return { zodNs: median(ns[0]), oursNs: median(ns[1]), ratio: median(ns[1].map((v, round) => v / ns[0][round])) };
}

const us = (ns: number) => (ns / 1000).toFixed(1);

await proveAnswers();
console.log(`Agent-framework tool-call overhead (${ROUNDS} interleaved rounds, median; CPU time; Node ${process.version})`);
console.log("| framework | arguments | framework's tool with Zod (µs per call) | valueObjectTool (µs per call) | ours / Zod |");
console.log("| --- | --- | ---: | ---: | ---: |");
let met = true;
for (const [name, { zod, ours }] of Object.entries(frameworks)) {
  if (only !== undefined && name !== only) continue;
  for (const [label, inputs] of [["valid", valid], ["refused", refused]] as const) {
    const figures = await measure([zod, ours], inputs);
    met &&= figures.ratio <= 1;
    console.log(`| ${name} | ${label} | ${us(figures.zodNs)} | ${us(figures.oursNs)} | ${figures.ratio.toFixed(2)} |`);
  }
}
console.log(`\nTarget (no slower than the framework's own Zod tool): ${met ? "met" : "NOT met"}.`);
