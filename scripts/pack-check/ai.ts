// An AI SDK tool from the installed packages, on a scripted model (the real `ai` package's own
// MockLanguageModelV4): the model asks for 500 items, reads the refusal, asks for 3, then answers.
import * as vo from "@adcodicem/value-objects";
import { answerShape, checkArguments, lowerSchema, readAnswer } from "@adcodicem/value-objects-ai";
import { isArgumentRefusal, valueObjectMiddleware, valueObjectOutput, valueObjectTool } from "@adcodicem/value-objects-ai/ai-sdk";
import { generateText, stepCountIs, wrapLanguageModel } from "ai";
import { MockLanguageModelV4 } from "ai/test";

const Quantity = vo.integer("Quantity", { description: "A quantity ordered.", minimum: 1, maximum: 100 });
const Country = vo.oneOf("Country", ["FR", "DE"], { ignoreCase: true });
const Confirmation = vo.object({ quantity: Quantity, country: Country });

type Generated = Awaited<ReturnType<MockLanguageModelV4["doGenerate"]>>;
const usage: Generated["usage"] = {
  inputTokens: { total: 0, noCache: 0, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 0, text: 0, reasoning: undefined },
};
const call = (id: string, input: object): Generated => ({
  content: [{ type: "tool-call", toolCallId: id, toolName: "place_order", input: JSON.stringify(input) }],
  finishReason: { unified: "tool-calls", raw: "tool_calls" },
  usage,
  warnings: [],
});
let turn = 0;
const model = new MockLanguageModelV4({
  provider: "scripted",
  modelId: "pack-check",
  doGenerate: async () => {
    turn++;
    if (turn === 1) return call("c1", { quantity: 500, country: "fr" });
    if (turn === 2) return call("c2", { quantity: 3, country: "fr" });
    return { content: [{ type: "text", text: '{"quantity":3,"country":"fr"}' }], finishReason: { unified: "stop", raw: "stop" }, usage, warnings: [] };
  },
});

const placed: number[] = [];
const placeOrder = valueObjectTool({
  description: "Places an order.",
  parameters: { quantity: Quantity, country: Country },
  execute: async ({ quantity, country }) => {
    placed.push(quantity);
    return { placed: quantity, country };
  },
});

const result = await generateText({
  model: wrapLanguageModel({ model, middleware: valueObjectMiddleware({ dialect: "openai" }) }),
  tools: { place_order: placeOrder },
  output: valueObjectOutput(Confirmation),
  stopWhen: stepCountIs(5),
  prompt: "Order 500.",
});

const fail = (what: string): never => {
  throw new Error(`pack check (ai): ${what}`);
};
const parts = result.steps.flatMap((step) => step.content);
if (parts.some((part) => part.type === "tool-error")) fail("a refusal came back as a tool-error");
// a refused argument is a tool-result part whose output is the refusal object
const refusals = parts.flatMap((part) => (part.type === "tool-result" && isArgumentRefusal(part.output) ? [part.output] : []));
const [refusal] = refusals;
if (refusals.length !== 1 || refusal === undefined) fail(`expected one refused argument as a tool-result, saw ${refusals.length}`);
else if (refusal.code !== "value_object.out_of_range" || refusal.argument !== "quantity") fail(`unexpected refusal ${JSON.stringify(refusal)}`);
if (placed.join() !== "3") fail(`execute ran with ${JSON.stringify(placed)}`);
if (result.output.quantity !== 3 || result.output.country !== "FR") fail(`answer read as ${JSON.stringify(result.output)}`);
const lowered = lowerSchema(vo.toJsonSchema(Confirmation, { profile: "languageModel" }), "openai-strict", { purpose: "tool" });
if (lowered.additionalProperties !== false) fail("openai-strict lowering left the object open");
// composites the user built with the core, read by the ai package: one core between them (a second
// copy inside the ai dist read every refusal as a value)
if (checkArguments(Confirmation, { quantity: 500, country: "FR" }).ok) fail("checkArguments accepted a refused member of a vo.object");
if (checkArguments(vo.object({ list: vo.array(Quantity) }), { list: [1, 500] }).ok) fail("checkArguments accepted a refused item");
if (readAnswer(answerShape(Quantity), { text: '{"data":500}', finishReason: "stop" }).ok) fail("readAnswer accepted a refused answer");
console.log(`ai: one refusal as a tool-result (${refusal?.code}), one order placed, answer ${JSON.stringify(result.output)}`);
