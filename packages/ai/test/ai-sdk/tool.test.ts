import assert from "node:assert/strict";
import { describe, test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { valueObjectTool } from "@adcodicem/value-objects-ai/ai-sdk";
import { convertToModelMessages, generateText, jsonSchema, stepCountIs, streamText, tool, ToolLoopAgent, type ToolSet } from "ai";
import { answer, call, scriptedModel, toolResults, type Turn } from "./support/scripted.js";
import { BAD_CHECKSUM, IBAN, OrderParameters, OTHER_IBAN, validOrder } from "../../../../test-support/shop.js";

const QUANTITY_REFUSAL = {
  error: "invalid_argument",
  argument: "quantity",
  code: "value_object.out_of_range",
  message: "The value is not a valid Quantity: The value must be less than or equal to 100.",
};

/** A place_order tool that records every execution. */
function orderTool() {
  const runs: unknown[] = [];
  const placeOrder = valueObjectTool({
    description: "Places an order.",
    parameters: OrderParameters,
    execute: async (order) => {
      runs.push(order);
      return { orderId: "o-1", quantity: order.quantity };
    },
  });
  return { placeOrder, runs };
}

type Runner = (options: { model: ReturnType<typeof scriptedModel>["model"]; tools: ToolSet }) => Promise<unknown>;

const runners: Record<string, Runner> = {
  generateText: ({ model, tools }) => generateText({ model, tools, stopWhen: stepCountIs(5), prompt: "Order 2 items." }),
  streamText: async ({ model, tools }) => {
    const result = streamText({ model, tools, stopWhen: stepCountIs(5), prompt: "Order 2 items." });
    await result.consumeStream();
    return result.steps;
  },
  "ToolLoopAgent.generate": ({ model, tools }) => new ToolLoopAgent({ model, tools }).generate({ prompt: "Order 2 items." }),
  "ToolLoopAgent.stream": async ({ model, tools }) => {
    const result = await new ToolLoopAgent({ model, tools }).stream({ prompt: "Order 2 items." });
    await result.consumeStream();
    return result.steps;
  },
};

/** Plays a script against place_order and returns what the model received and what ran. */
async function play(runner: Runner, turns: Turn[]) {
  const { placeOrder, runs } = orderTool();
  const scripted = scriptedModel(turns);
  await runner({ model: scripted.model, tools: { place_order: placeOrder } });
  return { ...scripted, runs };
}

for (const [name, runner] of Object.entries(runners)) {
  describe(`a refused argument, with ${name}`, () => {
    test("the next request carries the refusal object byte for byte, the loop goes on, and only the corrected call runs", async () => {
      const { prompts, runs } = await play(runner, [
        call("place_order", { ...validOrder, quantity: 500 }),
        call("place_order", { ...validOrder, country: "fr" }),
        answer("Ordered."),
      ]);
      assert.equal(prompts.length, 3, "the loop went on after the refusal");
      const [refused] = toolResults(prompts[1]);
      assert.equal(refused.output.type, "error-json");
      assert.equal(JSON.stringify(refused.output.value), JSON.stringify(QUANTITY_REFUSAL));
      assert.doesNotMatch(JSON.stringify(prompts[1].at(-1)), /500/, "the value sent is not echoed");
      assert.deepEqual(runs, [{ iban: IBAN, quantity: 2, country: "FR", alternates: [] }], "execute ran once, with the value read by the rules");
      const [, accepted] = toolResults(prompts[2]);
      assert.deepEqual(accepted.output, { type: "json", value: { orderId: "o-1", quantity: 2 } });
    });
  });
}

describe("refusals follow DESIGN.md", () => {
  const refusalFor = async (input: unknown, parameters: vo.ObjectSchema<any> = OrderParameters) => {
    let runs = 0;
    const t = valueObjectTool({ parameters, execute: () => ++runs });
    const { model, prompts } = scriptedModel([call("t", input), answer("ok")]);
    await generateText({ model, tools: { t }, stopWhen: stepCountIs(3), prompt: "go" });
    assert.equal(runs, 0, "execute never runs for a refused call");
    const [result] = toolResults(prompts[1]);
    assert.equal(result.output.type, "error-json");
    return result.output.type === "error-json" ? result.output.value : undefined;
  };

  test("several refused arguments: the first in parameter order, the rest in more", async () => {
    const refusal = await refusalFor({ iban: BAD_CHECKSUM, quantity: 0, country: "IT" });
    assert.deepEqual(refusal, {
      error: "invalid_argument",
      argument: "iban",
      code: "iban.checksum",
      message: "The value is not a valid Iban: The check digits do not match.",
      more: [
        { argument: "quantity", code: "value_object.out_of_range", message: "The value is not a valid Quantity: The value must be greater than or equal to 1." },
        { argument: "country", code: "value_object.not_allowed", message: "The value is not a valid CountryCode: The value must be one of: FR, DE." },
      ],
    });
  });

  test("a refused value inside a list names its JSON Pointer", async () => {
    const refusal = await refusalFor({ ...validOrder, alternates: [OTHER_IBAN, "FR76"] });
    assert.deepEqual(refusal, {
      error: "invalid_argument",
      argument: "alternates",
      path: "/alternates/1",
      code: "value_object.too_short",
      message: "The value is not a valid Iban: The value must be at least 15 characters long.",
    });
  });

  test("arguments that are not an object, and the empty input the AI SDK reads as {}", async () => {
    const notAnObject = { error: "invalid_argument", code: "value_object.not_parsable", message: "The arguments are not an object." };
    for (const input of ["[1,2]", '"x"', "null", "3"]) assert.deepEqual(await refusalFor(input), notAnObject);
    const empty = (await refusalFor("")) as { argument: string; code: string; more: { argument: string }[] };
    assert.equal(empty.code, "value_object.required");
    assert.deepEqual([empty.argument, ...empty.more.map((m) => m.argument)], ["iban", "quantity", "country"]);
  });

  test("absent with a default is filled in, null passes a nullable value object, an optional one stays absent", async () => {
    const seen: unknown[] = [];
    const t = valueObjectTool({
      parameters: { quantity: vo.optional(vo.integer("Quantity", { minimum: 1 }), 1), coupon: vo.nullable(vo.string("Coupon", { maxLength: 8 })), note: vo.optional(vo.string("Note")) },
      execute: (args) => seen.push(args),
    });
    const { model } = scriptedModel([call("t", { coupon: null }), answer("ok")]);
    await generateText({ model, tools: { t }, stopWhen: stepCountIs(3), prompt: "go" });
    assert.deepEqual(seen, [{ quantity: 1, coupon: null }]);
  });

  test("a number sent as text is read where the value object converts it, refused where it does not", async () => {
    const seen: unknown[] = [];
    const t = valueObjectTool({
      parameters: { converted: vo.integer("Count", { fromText: true }), strict: vo.optional(vo.integer("Strict")) },
      execute: (args) => seen.push(args),
    });
    const { model, prompts } = scriptedModel([call("t", { converted: "42" }), call("t", { converted: "42", strict: "7" }), answer("ok")]);
    await generateText({ model, tools: { t }, stopWhen: stepCountIs(4), prompt: "go" });
    assert.deepEqual(seen, [{ converted: 42 }]);
    const [, refused] = toolResults(prompts[2]);
    assert.deepEqual(refused.output.type === "error-json" && refused.output.value, {
      error: "invalid_argument",
      argument: "strict",
      code: "value_object.not_parsable",
      message: (vo.integer("Strict").tryCreate("7") as { error: { message: string } }).error.message,
    });
  });

  test("the tool's schema is the languageModel profile", async () => {
    const { placeOrder } = orderTool();
    const { model, calls } = scriptedModel([answer("ok")]);
    await generateText({ model, tools: { place_order: placeOrder }, prompt: "go" });
    const sent = calls[0].tools?.[0];
    assert.equal(sent?.type, "function");
    if (sent?.type !== "function") return;
    assert.deepEqual(sent.inputSchema, vo.toJsonSchema(OrderParameters, { profile: "languageModel", target: "draft-07" }));
    assert.match(JSON.stringify(sent.inputSchema), /The two check digits must match the rest of the number/);
  });
});

describe("what stays the AI SDK's own", () => {
  // the same tool, schema and execute, without the rules: what the AI SDK does alone
  const pair = (execute: () => unknown) => {
    const schema = vo.toJsonSchema(OrderParameters, { profile: "languageModel", target: "draft-07" });
    return {
      ours: valueObjectTool({ parameters: OrderParameters, execute }),
      plain: tool({ inputSchema: jsonSchema(schema as never), execute }),
    };
  };
  const outputsFor = async (turn: Turn, execute: () => unknown) => {
    const outputs = [];
    for (const t of Object.values(pair(execute))) {
      const { model, prompts } = scriptedModel([turn, answer("ok")]);
      await generateText({ model, tools: { place_order: t }, stopWhen: stepCountIs(3), prompt: "go" });
      outputs.push(toolResults(prompts[1]).map((r) => r.output));
    }
    return outputs;
  };

  test("an unknown tool", async () => {
    let runs = 0;
    const [ours, plain] = await outputsFor(call("cancel_order", validOrder), () => ++runs);
    assert.equal(runs, 0);
    assert.equal(ours[0].type, "error-text");
    assert.deepEqual(ours, plain);
  });

  test("arguments that are not JSON", async () => {
    let runs = 0;
    const [ours, plain] = await outputsFor(call("place_order", '{"iban": "FR76'), () => ++runs);
    assert.equal(runs, 0);
    assert.equal(ours[0].type, "error-text");
    assert.deepEqual(ours, plain);
  });

  test("an execute that throws", async () => {
    const [ours, plain] = await outputsFor(call("place_order", validOrder), () => {
      throw new Error("The warehouse is closed.");
    });
    assert.deepEqual(ours, [{ type: "error-text", value: "Error: The warehouse is closed." }]);
    assert.deepEqual(ours, plain);
  });
});

describe("the model output of a result", () => {
  test("a toModelOutput of the user's own shapes results, never a refusal", async () => {
    const t = valueObjectTool({
      parameters: OrderParameters,
      execute: (order) => ({ orderId: "o-9", quantity: order.quantity }),
      toModelOutput: ({ output }) => ({ type: "text", value: `Order ${output.orderId} placed.` }),
    });
    const { model, prompts } = scriptedModel([call("place_order", { ...validOrder, quantity: 500 }), call("place_order", validOrder), answer("ok")]);
    await generateText({ model, tools: { place_order: t }, stopWhen: stepCountIs(4), prompt: "go" });
    const outputs = toolResults(prompts[2]).map((r) => r.output);
    assert.deepEqual(outputs, [{ type: "error-json", value: QUANTITY_REFUSAL }, { type: "text", value: "Order o-9 placed." }]);
  });

  test("a refusal that came back from a chat UI as JSON is still an error for the model", async () => {
    const { placeOrder } = orderTool();
    const messages = await convertToModelMessages(
      [
        { role: "user", parts: [{ type: "text", text: "Order 500." }] },
        {
          role: "assistant",
          parts: [{ type: "tool-place_order", toolCallId: "c1", state: "output-available", input: { ...validOrder, quantity: 500 }, output: JSON.parse(JSON.stringify(QUANTITY_REFUSAL)) }],
        },
      ],
      { tools: { place_order: placeOrder } },
    );
    const toolMessage = messages.find((m) => m.role === "tool");
    assert.ok(toolMessage && Array.isArray(toolMessage.content));
    const part = toolMessage.content[0];
    assert.ok(part.type === "tool-result");
    assert.deepEqual(part.output, { type: "error-json", value: QUANTITY_REFUSAL });
  });
});
