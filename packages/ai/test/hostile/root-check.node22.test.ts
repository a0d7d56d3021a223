// Issue 20 #5 on Mastra (it asks Node >= 22.13): a refusal at the root of the parameters
// reaches the model with the rule's code and message. The real Agent, the real
// @ai-sdk/openai chat model on a scripted fetch; the tool is not run.
import assert from "node:assert/strict";
import { test } from "node:test";
import { valueObjectTool } from "@adcodicem/value-objects-ai/mastra";
import { createOpenAI } from "@ai-sdk/openai";
import { Agent } from "@mastra/core/agent";
import type { MastraModelConfig } from "@mastra/core/llm";
import { answer, call, scriptedOpenai } from "../frameworks/support/scripted-openai.js";
import { PeriodParameters, REVERSED_TEXT, reversed } from "./support/period.js";

test("Mastra Agent: a refusal at the root keeps the rule's code and message", async () => {
  const runs: unknown[] = [];
  const book = valueObjectTool({ id: "book", description: "Books a period.", parameters: PeriodParameters, execute: (v) => (runs.push(v), "booked") });
  const server = scriptedOpenai([call("book", reversed), answer("ok")]);
  const model = createOpenAI({ apiKey: "test", fetch: server.fetch }).chat("gpt-4o") as unknown as MastraModelConfig;
  await new Agent({ id: "desk", name: "Desk", instructions: "Book.", model, tools: { book } }).generate("Book.", { maxSteps: 3 });
  const tools = server.bodies[1].messages.filter((m: any) => m.role === "tool").map((m: any) => m.content);
  assert.deepEqual(tools, [REVERSED_TEXT]);
  assert.deepEqual(runs, []);
});
