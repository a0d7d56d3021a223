/**
 * What checking adds to one AI SDK tool call, valid and refused, side by side in one
 * process: the same tool (same arguments, same execute) with
 *   - no checking at all (a plain JSON Schema; the baseline),
 *   - Zod 4, through the AI SDK's own validation,
 *   - `valueObjectTool` (the rules read before execute; the refusal object as `error-json`).
 * Each call runs the AI SDK's own path for one tool call (`parseToolCall`, `executeTool`,
 * `createToolModelOutput`, from `ai/internal` and `@ai-sdk/provider-utils`), from the JSON
 * text the model sent to the output the model receives. A second table runs whole
 * `generateText` steps on a scripted model, to show the share of a real step.
 *
 * Figures are ratios, median over interleaved rounds (CPU time); nothing asserts an
 * absolute time. Run: `node --import tsx bench/ai-tool-overhead.ts [--quick]`.
 */
import { deepStrictEqual, equal, ok } from "node:assert/strict";
import { valueObjectTool } from "@adcodicem/value-objects-ai/ai-sdk";
import { executeTool } from "@ai-sdk/provider-utils";
import * as vo from "@adcodicem/value-objects";
import { generateText, jsonSchema, stepCountIs, type Tool, tool } from "ai";
import { createToolModelOutput, parseToolCall } from "ai/internal";
import { MockLanguageModelV4 } from "ai/test";
import { Params } from "./contestants/ours.js";
import { ZodParams } from "./contestants/zod.js";
import { invalidInputs, validInputs } from "./fixtures.js";
import { type AsyncRun, measureAsync } from "./measure-async.js";

const quick = process.argv.includes("--quick");
const ROUNDS = quick ? 5 : 15;
const BATCH_MS = quick ? 40 : 120;

// ---- the three tools: same execute, different checking ----

const placed = (order: { quantity: unknown }) => ({ orderId: "o-1", quantity: order.quantity });
const languageModelSchema = vo.toJsonSchema(Params, { profile: "languageModel", target: "draft-07" });

const tools: Record<string, Tool> = {
  "no checking (baseline)": tool({ inputSchema: jsonSchema<{ quantity: unknown }>(languageModelSchema as never), execute: async (order) => placed(order) }),
  "zod 4, the AI SDK's own check": tool({ inputSchema: ZodParams, execute: async (order) => placed(order) }),
  "valueObjectTool": valueObjectTool({ parameters: Params, execute: async (order) => placed(order) }),
};

type ModelOutput = Awaited<ReturnType<typeof createToolModelOutput>>;

/** One tool call as the AI SDK runs it: the model's JSON text in, what the model receives out. */
async function toolCall(name: string, t: Tool, text: string): Promise<ModelOutput> {
  const call = await parseToolCall({
    toolCall: { type: "tool-call", toolCallId: "c1", toolName: name, input: text },
    tools: { [name]: t },
    repairToolCall: undefined,
    messages: [],
    instructions: undefined,
  });
  if ("invalid" in call && call.invalid) return createToolModelOutput({ toolCallId: "c1", input: call.input, output: call.error, tool: t, errorMode: "text" });
  let output: unknown;
  for await (const part of executeTool({ tool: t as never, input: call.input as never, options: { toolCallId: "c1", messages: [], context: {} as never } })) {
    if (part.type === "final") output = part.output;
  }
  return createToolModelOutput({ toolCallId: "c1", input: call.input, output, tool: t, errorMode: "none" });
}

// ---- the same answers first: a speed means nothing otherwise ----

const validTexts = validInputs(16).map((input) => JSON.stringify(input));
const invalidTexts = invalidInputs().map((input) => JSON.stringify(input));

async function proveSameAnswers(): Promise<void> {
  const [baseline, zod, ours] = Object.entries(tools);
  for (const text of validTexts) {
    const [b, z, o] = await Promise.all([baseline, zod, ours].map(([name, t]) => toolCall(name, t, text)));
    equal(b.type, "json");
    deepStrictEqual(o, z, "ours and zod give the model the same result for valid arguments");
  }
  for (const text of invalidTexts) {
    const [b, z, o] = await Promise.all([baseline, zod, ours].map(([name, t]) => toolCall(name, t, text)));
    equal(b.type, "json", "without checking, execute runs");
    equal(z.type, "error-text", "zod: the AI SDK's own refusal");
    equal(o.type, "error-json", "ours: the refusal object");
    ok(o.type === "error-json" && (o.value as { error?: string }).error === "invalid_argument");
  }
}

// ---- interleaved, async timing: bench/measure-async.ts ----

type Run = AsyncRun;
const measure = measureAsync;

// ---- whole steps: generateText with a scripted model that calls the tool, then answers ----

function stepRun(name: string, t: Tool): Run {
  return async (text: string) => {
    let turn = 0;
    const model = new MockLanguageModelV4({
      doGenerate: async () =>
        turn++ === 0
          ? { content: [{ type: "tool-call", toolCallId: "c1", toolName: name, input: text }], finishReason: { unified: "tool-calls", raw: undefined }, usage, warnings: [] }
          : { content: [{ type: "text", text: "ok" }], finishReason: { unified: "stop", raw: undefined }, usage, warnings: [] },
    });
    return generateText({ model, tools: { [name]: t }, stopWhen: stepCountIs(2), prompt: "Order." });
  };
}
const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};

// ---- report ----

const us = (ns: number) => (ns / 1000).toFixed(2).padStart(8);

async function table(title: string, makeRun: (name: string, t: Tool) => Run, inputs: readonly string[], batchMs: number, rounds: number) {
  const entries = Object.entries(tools);
  const figures = await measure(entries.map(([name, t]) => makeRun(name, t)), inputs, batchMs, rounds);
  console.log(`\n${title}`);
  console.log("| tool | µs per call | ratio to no checking | added by checking (µs) |");
  console.log("| --- | ---: | ---: | ---: |");
  entries.forEach(([name], j) => console.log(`| ${name} | ${us(figures[j].ns)} | ${figures[j].ratio.toFixed(2)} | ${j === 0 ? "—" : us(figures[j].overheadNs)} |`));
  const [, zod, ours] = figures;
  console.log(`valueObjectTool / zod 4, whole call: ${(ours.ns / zod.ns).toFixed(2)}; checking overhead, ours / zod: ${(ours.overheadNs / zod.overheadNs).toFixed(2)}`);
  return { zod, ours };
}

await proveSameAnswers();
console.log(`AI SDK tool-call overhead (${ROUNDS} interleaved rounds, median; CPU time; Node ${process.version})`);
const direct = [
  await table("One tool call, valid arguments (parseToolCall → execute → model output)", (name, t) => (text) => toolCall(name, t, text), validTexts, BATCH_MS, ROUNDS),
  await table("One tool call, refused arguments (no execute for the checked tools)", (name, t) => (text) => toolCall(name, t, text), invalidTexts, BATCH_MS, ROUNDS),
];
await table("A whole generateText run (tool step + answer step), valid arguments", stepRun, validTexts.slice(0, 4), BATCH_MS, ROUNDS);
await table("A whole generateText run (tool step + answer step), refused arguments", stepRun, invalidTexts.slice(0, 4), BATCH_MS, ROUNDS);
const met = direct.every(({ zod, ours }) => ours.ns < zod.ns);
console.log(`\nTarget (the checked call costs less than the AI SDK's own Zod validation of the same arguments): ${met ? "met" : "NOT met"}.`);
