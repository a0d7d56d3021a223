/**
 * What reading arguments with the rules adds to one tool call in the official SDKs, against
 * the same SDK with a plain Zod tool (the SDK's own Zod helper: openai `zodFunction`,
 * Anthropic `betaZodTool`), for one accepted and one refused call, side by side in one process:
 *   - the tool step as each SDK runs it (openai: `parse` then the function, the error's message
 *     as content; Anthropic: the SDK's own `runRunnableTool`), from the model's arguments to the
 *     tool result's content;
 *   - a whole run (`runTools` / `toolRunner`): a tool call and a final answer, through the real
 *     client and a scripted in-process `fetch`.
 * Both contestants are proved to run the same tool on the same arguments first. Figures are
 * ratios (ours / Zod), median over interleaved rounds, CPU time; nothing asserts a time.
 * Run: `node --import tsx bench/sdk-tool-overhead.ts [--quick]`.
 */
import { deepStrictEqual, equal, ok } from "node:assert/strict";
import Anthropic from "@anthropic-ai/sdk";
import { betaZodTool } from "@anthropic-ai/sdk/helpers/beta/zod";
import { runRunnableTool } from "@anthropic-ai/sdk/lib/tools/BetaRunnableTool";
import { valueObjectTool } from "@adcodicem/value-objects-ai/anthropic";
import { valueObjectFunction } from "@adcodicem/value-objects-ai/openai";
import OpenAI from "openai";
import { zodFunction } from "openai/helpers/zod";
import { z } from "zod";
import { scripted } from "../test-support/provider-responses.js";
import { Params } from "./contestants/ours.js";
import { ZodParams } from "./contestants/zod.js";
import { invalidInputs, validInputs } from "./fixtures.js";
import { measureAsync, type AsyncRun } from "./measure-async.js";

const quick = process.argv.includes("--quick");
const ROUNDS = quick ? 5 : 15;
const BATCH_MS = quick ? 40 : 120;

const placed = (order: { quantity: unknown }) => ({ orderId: "o-1", quantity: order.quantity });

// OpenAI strict mode: an optional member travels as a required nullable one (Zod: `.nullable()`, ours: restored)
const ZodStrictParams = ZodParams.extend({ note: z.string().max(200).nullable() });
const strictForm = (input: Record<string, unknown>) => ({ note: null, ...input });

const openaiTools = {
  zod: zodFunction({ name: "order", parameters: ZodStrictParams, function: (order) => placed(order) }),
  ours: valueObjectFunction({ name: "order", description: "Places an order.", parameters: Params, execute: (order) => placed(order) }),
};
const anthropicTools = {
  zod: betaZodTool({ name: "order", description: "Places an order.", inputSchema: ZodParams, run: (order) => JSON.stringify(placed(order)) }),
  ours: valueObjectTool({ name: "order", description: "Places an order.", parameters: Params, run: (order) => JSON.stringify(placed(order)) }),
};

// ---- the tool step, as each SDK runs it ----

const content = (output: unknown) => (typeof output === "string" ? output : JSON.stringify(output));

/** openai `runTools`: the tool's parser, then its function; a parser's error message is the content. */
async function openaiStep(name: "zod" | "ours", text: string): Promise<string> {
  const tool = openaiTools[name];
  const parse = name === "zod" ? (tool as typeof openaiTools.zod).$parseRaw : (tool as typeof openaiTools.ours).function.parse;
  const run = name === "zod" ? (tool as typeof openaiTools.zod).$callback! : (tool as typeof openaiTools.ours).function.function;
  let parsed: unknown;
  try {
    parsed = await parse(text);
  } catch (error) {
    return (error as Error).message;
  }
  return content(await (run as (args: unknown) => unknown)(parsed));
}

async function anthropicStep(name: "zod" | "ours", input: unknown): Promise<string> {
  const outcome = await runRunnableTool(anthropicTools[name] as never, input, { toolUse: { id: "t1", name: "order", input, type: "tool_use" } as never, toolUseBlock: undefined as never });
  return content(outcome.content);
}

// ---- whole runs through the real clients ----

// the responses of test-support/provider-responses.ts, in turn; nothing kept, as a timed loop must not grow
function cycling(answers: readonly unknown[]): typeof globalThis.fetch {
  let next = 0;
  return (async () => new Response(JSON.stringify(answers[next++ % answers.length]), { headers: { "content-type": "application/json" } })) as typeof globalThis.fetch;
}

async function openaiRun(name: "zod" | "ours", text: string): Promise<unknown> {
  const client = new OpenAI({ apiKey: "test", maxRetries: 0, fetch: cycling([scripted.openaiChat.call("order", text), scripted.openaiChat.text("ok")]) });
  return client.chat.completions.runTools({ model: "gpt-4o", messages: [{ role: "user", content: "Order." }], tools: [openaiTools[name] as never] }).finalContent();
}

async function anthropicRun(name: "zod" | "ours", input: unknown): Promise<unknown> {
  const client = new Anthropic({ apiKey: "test", maxRetries: 0, fetch: cycling([scripted.anthropic.call("order", input, "t1"), scripted.anthropic.text("ok")]) });
  return client.beta.messages.toolRunner({ model: "claude", max_tokens: 64, messages: [{ role: "user", content: "Order." }], tools: [anthropicTools[name] as never] });
}

// ---- the same tool on the same arguments first ----

const valid = validInputs(16) as Record<string, unknown>[];
const invalid = invalidInputs() as Record<string, unknown>[];

async function proveSameWork(): Promise<void> {
  for (const input of valid) {
    const text = JSON.stringify(strictForm(input));
    deepStrictEqual(JSON.parse(await openaiStep("ours", text)), JSON.parse(await openaiStep("zod", text)), "openai: the same result for valid arguments");
    deepStrictEqual(await anthropicStep("ours", input), await anthropicStep("zod", input), "anthropic: the same result for valid arguments");
  }
  for (const input of invalid) {
    const text = JSON.stringify(strictForm(input));
    const ours = await openaiStep("ours", text);
    equal(JSON.parse(ours).error, "invalid_argument", "openai: ours answers with the refusal object");
    ok(!(await openaiStep("zod", text)).includes("orderId"), "openai: zod refuses too");
    equal(JSON.parse(await anthropicStep("ours", input)).error, "invalid_argument");
    ok(!(await anthropicStep("zod", input)).includes("orderId"), "anthropic: zod refuses too");
  }
}

// ---- report ----

const us = (ns: number) => (ns / 1000).toFixed(2);

async function row(label: string, zod: AsyncRun, ours: AsyncRun, inputs: readonly unknown[], batchMs: number) {
  const [z, o] = await measureAsync([zod, ours], inputs, batchMs, ROUNDS);
  console.log(`| ${label} | ${us(z.ns)} | ${us(o.ns)} | ${o.ratio.toFixed(2)} |`);
  return o.ratio;
}

await proveSameWork();
console.log(`Official SDK tool calls, value objects against the SDK's own Zod tool (${ROUNDS} interleaved rounds, median; CPU time; Node ${process.version})\n`);
console.log("| call | Zod tool (µs) | value-object tool (µs) | ratio ours / Zod |");
console.log("| --- | ---: | ---: | ---: |");
const strictTexts = (inputs: Record<string, unknown>[]) => inputs.map((i) => JSON.stringify(strictForm(i)));
const ratios = [
  await row("openai tool step, accepted", (t) => openaiStep("zod", t as string), (t) => openaiStep("ours", t as string), strictTexts(valid), BATCH_MS),
  await row("openai tool step, refused", (t) => openaiStep("zod", t as string), (t) => openaiStep("ours", t as string), strictTexts(invalid), BATCH_MS),
  await row("anthropic tool step, accepted", (i) => anthropicStep("zod", i), (i) => anthropicStep("ours", i), valid, BATCH_MS),
  await row("anthropic tool step, refused", (i) => anthropicStep("zod", i), (i) => anthropicStep("ours", i), invalid, BATCH_MS),
];
await row("openai `runTools`, whole run, accepted", (t) => openaiRun("zod", t as string), (t) => openaiRun("ours", t as string), strictTexts(valid).slice(0, 4), BATCH_MS);
await row("openai `runTools`, whole run, refused", (t) => openaiRun("zod", t as string), (t) => openaiRun("ours", t as string), strictTexts(invalid).slice(0, 4), BATCH_MS);
await row("anthropic `toolRunner`, whole run, accepted", (i) => anthropicRun("zod", i), (i) => anthropicRun("ours", i), valid.slice(0, 4), BATCH_MS);
await row("anthropic `toolRunner`, whole run, refused", (i) => anthropicRun("zod", i), (i) => anthropicRun("ours", i), invalid.slice(0, 4), BATCH_MS);
const met = ratios.every((r) => r <= 1);
console.log(`\nTarget (the value-object tool step no slower than the SDK's own Zod tool): ${met ? "met" : "NOT met"}.`);
