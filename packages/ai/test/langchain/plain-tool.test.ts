// Issue 20 #8: what the README says of LangChain's own `tool()`, pinned. @langchain/core 1.4
// sends a Standard JSON Schema's JSON Schema to the model, but checks the arguments by handing
// the schema object itself to its JSON Schema validator, which writes a key into it: a value
// object's schema is frozen, so every call throws before the function runs (and that validator
// would read none of the rules anyway). The `/langchain` adapter is the way: its tool reads the
// arguments with the rules.
import assert from "node:assert/strict";
import { test } from "node:test";
import { tool } from "@langchain/core/tools";
import { valueObjectTool } from "@adcodicem/value-objects-ai/langchain";
import { IBAN, OrderParameters } from "../frameworks/support/order.js";

const good = { name: "place_order", args: { iban: IBAN, quantity: 5, country: "fr" }, id: "call_1", type: "tool_call" as const };
const refused = { ...good, args: { ...good.args, quantity: 500 }, id: "call_2" };

test("LangChain's own tool() with a value-object schema: every call throws, the function never runs", async () => {
  assert.ok(Object.isFrozen(OrderParameters), "the schema stays frozen");
  const runs: unknown[] = [];
  const plain = tool((input: unknown) => (runs.push(input), "Ordered."), { name: "place_order", description: "Places an order.", schema: OrderParameters as never });
  for (const call of [good, refused]) await assert.rejects(plain.invoke(call as never), (e: unknown) => e instanceof TypeError && /not extensible/.test(e.message));
  assert.deepEqual(runs, []);
});

test("the /langchain adapter: the same calls are read with the rules", async () => {
  const runs: unknown[] = [];
  const adapted = valueObjectTool((order) => (runs.push(order), "Ordered."), { name: "place_order", description: "Places an order.", parameters: OrderParameters });
  const ok: any = await adapted.invoke(good);
  assert.equal(ok.content, "Ordered.");
  const no: any = await adapted.invoke(refused);
  assert.equal(no.status, "error");
  assert.equal(JSON.parse(no.content).code, "value_object.out_of_range");
  assert.deepEqual(runs, [{ iban: IBAN, quantity: 5, country: "FR" }]);
});
