// The README's AI SDK example, run on its embedded scripted model.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { dialects, lowerSchema } from "@adcodicem/value-objects-ai";
import { OrderParameters, runOrderAgent, scriptedOrderModel } from "../../../../examples/ai-order-agent.js";

test("the order agent prints each dialect's schema, the refusal, the corrected call and the checked answer", async () => {
  const lines: string[] = [];
  const model = scriptedOrderModel();
  const run = await runOrderAgent({ log: (line) => lines.push(line), model });

  const parameters = vo.toJsonSchema(OrderParameters, { profile: "languageModel", target: "draft-07" });
  for (const dialect of dialects) {
    const lowered = lowerSchema(parameters, dialect, { purpose: "tool" });
    const printed = Object.entries(lowered.properties as Record<string, unknown>).map(([name, schema]) => `  ${name}: ${JSON.stringify(schema)}`);
    const at = lines.indexOf(`${dialect}:`);
    assert.ok(at >= 0, dialect);
    assert.deepEqual(lines.slice(at + 1, at + 1 + printed.length), printed, dialect);
  }

  const refused = lines.filter((line) => line.startsWith("refused: "));
  assert.deepEqual(refused, [
    'refused: {"error":"invalid_argument","argument":"quantity","code":"value_object.out_of_range","message":"The value is not a valid Quantity: The value must be less than or equal to 100."}',
  ]);
  const executed = lines.filter((line) => line.startsWith("executed: "));
  assert.deepEqual(executed, [
    'executed: place_order {"iban":"FR7630006000011234567890189","quantity":100,"country":"FR","alternates":[],"note":"The rest in a later order."}',
  ]);
  assert.ok(lines.indexOf(refused[0]) < lines.indexOf(executed[0]), "the refusal comes before the corrected call");
  assert.ok(lines.includes('checked answer: {"orderId":"ord-1001","quantity":100,"country":"FR","summary":"Your order of 100 units is placed."}'));
  assert.deepEqual(run, { refusals: 1, executions: 1, answer: { orderId: "ord-1001", quantity: 100, country: "FR", summary: "Your order of 100 units is placed." } });
  assert.equal(model.doGenerateCalls.length, 3, "refused call, corrected call, answer");
});
