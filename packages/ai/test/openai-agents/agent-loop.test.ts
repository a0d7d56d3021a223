// The proof at the wire for @openai/agents: the real Runner and the real OpenAI Responses
// model, on a scripted `fetch`. The bodies sent are kept as fixtures under fixtures/wire/.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { lowerSchema } from "@adcodicem/value-objects-ai";
import { valueObjectOutputType, valueObjectTool } from "@adcodicem/value-objects-ai/openai-agents";
import { Agent, RunContext, Runner, setTracingDisabled } from "@openai/agents";
import { OpenAIProvider } from "@openai/agents-openai";
import OpenAI from "openai";
import { matchesFixture } from "../wire/capture.js";
import { assertSeveralRefused, IBAN, OrderConfirmation, OrderParameters, refusalFor500, refusedOrder } from "../frameworks/support/order.js";
import { answer, call, scriptedOpenai, type Turn } from "../frameworks/support/scripted-openai.js";

setTracingDisabled(true);

function run(script: readonly Turn[], agentOptions: { tools?: any[]; outputType?: any }) {
  const server = scriptedOpenai(script);
  const runner = new Runner({ modelProvider: new OpenAIProvider({ openAIClient: new OpenAI({ apiKey: "test", fetch: server.fetch }) }) });
  const agent = new Agent({ name: "Shop", instructions: "Take orders.", model: "gpt-4o", ...agentOptions });
  return { server, result: runner.run(agent, "Order 500 items to fr.") };
}

const outputsOf = (body: Record<string, any>) => body.input.filter((item: any) => item.type === "function_call_output").map((item: any) => item.output);

describe("@openai/agents: valueObjectTool in the real Runner", () => {
  test("the lowered schema is sent, the refusal reaches the next request, the corrected call runs once with the values read", async () => {
    const calls: unknown[] = [];
    const placeOrder = valueObjectTool({
      name: "place_order",
      description: "Places an order.",
      parameters: OrderParameters,
      execute: (order) => {
        calls.push(order);
        return `Ordered ${order.quantity} for ${order.country}.`;
      },
    });
    const corrected = { iban: IBAN, quantity: 5, country: "fr", note: null, extras: [{ key: "A1", value: 2 }] };
    const { server, result } = run([call("place_order", { ...refusedOrder, note: null, extras: null }), call("place_order", corrected), answer("Done.")], { tools: [placeOrder] });
    assert.equal((await result).finalOutput, "Done.");

    const [first, second, third] = server.bodies;
    assert.equal(server.bodies.length, 3);
    // what is sent is the openai-strict dialect of the languageModel profile, with strict: true
    const sent = first.tools[0];
    assert.equal(sent.strict, true);
    assert.deepEqual(sent.parameters, lowerSchema(vo.toJsonSchema(OrderParameters, { profile: "languageModel", target: "draft-07" }), "openai-strict", { purpose: "tool" }));
    assert.deepEqual(sent.parameters.properties.quantity, { description: "A quantity ordered.", type: "integer", minimum: 1, maximum: 100 });
    // the refusal object, byte for byte, as the tool's output; never the SDK's generic sentence
    assert.deepEqual(outputsOf(second), [refusalFor500]);
    // the corrected call ran once, with the values read: "fr" → "FR", the forced null gone, the pairs a record again
    assert.deepEqual(calls, [{ iban: IBAN, quantity: 5, country: "FR", extras: { A1: 2 } }]);
    assert.deepEqual(outputsOf(third), [refusalFor500, "Ordered 5 for FR."]);
    matchesFixture("openai-agents-order", server.bodies);
  });

  test("several refused arguments come back in one refusal, nested ones with a JSON Pointer", async () => {
    let ran = 0;
    const placeOrder = valueObjectTool({ name: "place_order", description: "Places an order.", parameters: OrderParameters, execute: () => ++ran });
    const { server, result } = run(
      [call("place_order", { iban: IBAN, quantity: 0, country: "IT", note: null, extras: [{ key: "A1", value: 500 }] }), answer("Sorry.")],
      { tools: [placeOrder] },
    );
    await result;
    assert.equal(ran, 0);
    assertSeveralRefused(outputsOf(server.bodies[1])[0]);
  });

  test("what execute throws keeps the SDK's handling: its error function decides what the model reads", async () => {
    const secret = "the database password is hunter2";
    const failing = valueObjectTool({
      name: "place_order",
      description: "Places an order.",
      parameters: OrderParameters,
      execute: () => {
        throw new Error(secret);
      },
    });
    const { server, result } = run([call("place_order", { iban: IBAN, quantity: 5, country: "DE", note: null, extras: null }), answer("Sorry.")], { tools: [failing] });
    await result;
    assert.deepEqual(outputsOf(server.bodies[1]), ["An error occurred while running the tool. Please try again."]);
    const custom = valueObjectTool({
      name: "place_order",
      description: "Places an order.",
      parameters: OrderParameters,
      execute: () => {
        throw new Error(secret);
      },
      errorFunction: () => "The shop is closed.",
    });
    const second = run([call("place_order", { iban: IBAN, quantity: 5, country: "DE", note: null, extras: null }), answer("Sorry.")], { tools: [custom] });
    await second.result;
    assert.deepEqual(outputsOf(second.server.bodies[1]), ["The shop is closed."]);
  });

  test("arguments that are not an object are refused as such", async () => {
    const placeOrder = valueObjectTool({ name: "place_order", description: "Places an order.", parameters: OrderParameters, execute: () => "ran" });
    const { server, result } = run([call("place_order", "[1,2]"), answer("Sorry.")], { tools: [placeOrder] });
    await result;
    assert.deepEqual(outputsOf(server.bodies[1]), ['{"error":"invalid_argument","code":"value_object.not_parsable","message":"The arguments are not an object."}']);
  });
});

describe("@openai/agents: arguments that are not JSON", () => {
  const notParsable = '{"error":"invalid_argument","code":"value_object.not_parsable","message":"The arguments are not an object."}';

  // @openai/agents 0.20's Runner (and RealtimeSession) JSON.parse the arguments of a tool with parameters
  // before any code of the tool runs, and answer text that is not JSON with a sentence of their own, the
  // tool's errorFunction unasked: no tool can answer there. If this fails, the SDK now lets the tool read
  // such text, and the model gets the refusal of the test below: assert that instead.
  test("in the real Runner the SDK's own JSON check answers first (a limit of the SDK); execute never runs", async () => {
    for (const text of ["not json", "", '{"quantity":5']) {
      let ran = 0;
      const errors: unknown[] = [];
      const placeOrder = valueObjectTool({
        name: "place_order",
        description: "Places an order.",
        parameters: OrderParameters,
        execute: () => ++ran,
        errorFunction: (_context, error) => (errors.push(error), "The shop is closed."),
      });
      const { server, result } = run([call("place_order", text), answer("Sorry.")], { tools: [placeOrder] });
      assert.equal((await result).finalOutput, "Sorry.");
      assert.deepEqual(outputsOf(server.bodies[1]), ["An error occurred while parsing tool arguments. Please try again with valid JSON."], JSON.stringify(text));
      assert.equal(ran, 0);
      assert.deepEqual(errors, []);
    }
  });

  test("the tool's invoke answers text that is not a JSON object with the refusal object, byte for byte; execute never runs", async () => {
    let ran = 0;
    const placeOrder = valueObjectTool({ name: "place_order", description: "Places an order.", parameters: OrderParameters, execute: () => ++ran, errorFunction: () => "The shop is closed." });
    for (const text of ["not json", "", '{"quantity":5', "[]", "null", "5"]) {
      const details = { toolCall: { type: "function_call" as const, callId: "c", name: "place_order", arguments: text } };
      assert.equal(await placeOrder.invoke(new RunContext({}), text, details), notParsable, JSON.stringify(text));
    }
    assert.equal(ran, 0);
  });
});

describe("@openai/agents: valueObjectOutputType", () => {
  test("the response format carries the rules, strict; the answer is read with them, forced nulls undone", async () => {
    const { server, result } = run([answer(JSON.stringify({ quantity: 5, country: "de", note: null }))], { outputType: valueObjectOutputType(OrderConfirmation) });
    const { finalOutput } = await result;
    assert.deepEqual(finalOutput, { quantity: 5, country: "DE" });
    const format = server.bodies[0].text.format;
    assert.equal(format.strict, true);
    assert.deepEqual(format.schema, lowerSchema(vo.toJsonSchema(OrderConfirmation, { profile: "languageModel", target: "draft-07" }), "openai-strict", { purpose: "response-format" }));
    matchesFixture("openai-agents-answer", server.bodies[0].text);
  });

  test("a refused answer rejects the run with a code and a JSON Pointer (the cause), through the output type's error handler", async () => {
    const output = valueObjectOutputType(OrderConfirmation);
    const server = scriptedOpenai([answer(JSON.stringify({ quantity: 500, country: "DE", note: null }))]);
    const runner = new Runner({ modelProvider: new OpenAIProvider({ openAIClient: new OpenAI({ apiKey: "test", fetch: server.fetch }) }) });
    const agent = new Agent({ name: "Shop", instructions: "Confirm.", model: "gpt-4o", outputType: output });
    const error = await runner.run(agent, "Confirm.", { errorHandlers: { invalidFinalOutput: output.invalidFinalOutput } }).then(
      () => undefined,
      (e: unknown) => e,
    );
    assert.equal((error as Error).name, "ModelBehaviorError");
    const cause = (error as Error).cause;
    assert.ok(cause instanceof vo.ValueObjectError, String(cause));
    assert.equal(cause.code, "value_object.out_of_range");
    assert.equal(cause.pointer, "/quantity");
    assert.ok(!cause.message.includes("500") && !(error as Error).message.includes("500"));
    // without the handler the SDK's own error says nothing a program can act on
    const bare = await run([answer(JSON.stringify({ quantity: 500, country: "DE", note: null }))], { outputType: output }).result.then(
      () => undefined,
      (e: unknown) => e,
    );
    assert.equal((bare as Error).name, "ModelBehaviorError");
    assert.equal((bare as Error).cause, undefined);
    // outside a run, the check throws the refusal itself
    assert.throws(() => output["~standard"].validate({ quantity: 5, country: "IT", note: null }), (e: unknown) => e instanceof vo.ValueObjectError && e.code === "value_object.not_allowed" && e.pointer === "/country" && e.path.join() === "country");
  });

  test("an answer in a code fence, which the SDK cannot parse, is read by the handler", async () => {
    const output = valueObjectOutputType(OrderConfirmation);
    const server = scriptedOpenai([answer('```json\n{"quantity": 5, "country": "fr", "note": "Leave it at the door."}\n```')]);
    const runner = new Runner({ modelProvider: new OpenAIProvider({ openAIClient: new OpenAI({ apiKey: "test", fetch: server.fetch }) }) });
    const agent = new Agent({ name: "Shop", instructions: "Confirm.", model: "gpt-4o", outputType: output });
    const result = await runner.run(agent, "Confirm.", { errorHandlers: { invalidFinalOutput: output.invalidFinalOutput } });
    assert.deepEqual(result.finalOutput, { quantity: 5, country: "FR", note: "Leave it at the door." });
  });

  test("an answer that is not an object travels under data and is unwrapped", async () => {
    const Quantities = vo.array(vo.integer("Quantity", { minimum: 1, maximum: 100 }), { maxItems: 3 });
    const { server, result } = run([answer('{"data":[1,2]}')], { outputType: valueObjectOutputType(Quantities) });
    assert.deepEqual((await result).finalOutput, [1, 2]);
    assert.deepEqual(Object.keys(server.bodies[0].text.format.schema.properties), ["data"]);
  });
});

describe("@openai/agents: an explicit dialect", () => {
  test("the tool and the output type send that dialect's lowering (gemini, the tool not strict; openai, sent strict, is openai-strict)", async () => {
    const languageModel = (schema: vo.AnySchema) => vo.toJsonSchema(schema, { profile: "languageModel", target: "draft-07" });
    const placeOrder = valueObjectTool({ name: "place_order", description: "Places an order.", parameters: OrderParameters, dialect: "gemini", execute: () => "ok" });
    const outputType = valueObjectOutputType(OrderConfirmation, { dialect: "openai" });
    const { server, result } = run([answer(JSON.stringify({ quantity: 5, country: "de", note: null }))], { tools: [placeOrder], outputType });
    assert.deepEqual((await result).finalOutput, { quantity: 5, country: "DE" });
    const expected = lowerSchema(languageModel(OrderParameters), "gemini", { purpose: "tool" });
    // another dialect than OpenAI's goes not strict: the SDK would rewrite a strict tool's schema
    assert.equal(server.bodies[0].tools[0].strict, false);
    assert.deepEqual(server.bodies[0].tools[0].parameters, expected);
    assert.notDeepEqual(expected, lowerSchema(languageModel(OrderParameters), "openai-strict", { purpose: "tool" }), "the gemini lowering is not the default's");
    assert.deepEqual(server.bodies[0].text.format.schema, lowerSchema(languageModel(OrderConfirmation), "openai-strict", { purpose: "response-format" }));
  });
});
