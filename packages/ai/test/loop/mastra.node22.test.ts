// The loop around a refusal in the real Mastra Agent (it asks Node >= 22.13): the marker only
// (Mastra answers the model with the tool's result; its maxSteps ends a loop), onRefusal and lenient.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { LenientEvent, RefusalEvent } from "@adcodicem/value-objects/arguments";
import { valueObjectTool } from "@adcodicem/value-objects-ai/mastra";
import { createOpenAI } from "@ai-sdk/openai";
import { Agent } from "@mastra/core/agent";
import type { MastraModelConfig } from "@mastra/core/llm";
import { IBAN, OrderParameters } from "../frameworks/support/order.js";
import { answer, call, scriptedOpenai } from "../frameworks/support/scripted-openai.js";

const SECRET = 27_182_818;
const toolContents = (body: Record<string, any>) => body.messages.filter((m: any) => m.role === "tool").map((m: any) => m.content as string);

test("Mastra: the second identical refused call is marked, onRefusal sees both, lenient reads \"5\"", async () => {
  const refusals: RefusalEvent[] = [];
  const lenientReads: LenientEvent[] = [];
  const runs: unknown[] = [];
  const placeOrder = valueObjectTool({
    id: "place_order",
    description: "Places an order.",
    parameters: OrderParameters,
    execute: (order) => (runs.push(order), "ok"),
    onRefusal: (e) => void refusals.push(e),
    lenient: true,
    onLenient: (e) => void lenientReads.push(e),
  });
  const bad = { iban: IBAN, quantity: SECRET, country: "FR" };
  const server = scriptedOpenai([call("place_order", bad), call("place_order", { country: "FR", quantity: SECRET, iban: IBAN }), call("place_order", { ...bad, quantity: "5" }), answer("done")]);
  const model = createOpenAI({ apiKey: "test", fetch: server.fetch }).chat("gpt-4o") as unknown as MastraModelConfig;
  const agent = new Agent({ id: "shop", name: "Shop", instructions: "Take orders.", model, tools: { place_order: placeOrder } });
  assert.equal((await agent.generate("Order.", { maxSteps: 5 })).text, "done");
  const contents = toolContents(server.bodies[2]).map((c: string) => JSON.parse(c));
  assert.equal(contents[0].repeated, undefined);
  assert.equal(contents[1].repeated, 2);
  assert.deepEqual(refusals.map((e) => [e.tool, e.repeated, e.dialect]), [["place_order", 1, "openai"], ["place_order", 2, "openai"]]);
  assert.equal((runs[0] as { quantity: number }).quantity, 5);
  assert.deepEqual(lenientReads.map((e) => [e.pointer, e.to]), [["/quantity", "integer"]]);
  assert.doesNotMatch(JSON.stringify(refusals), new RegExp(String(SECRET)));
});
