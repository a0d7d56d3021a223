/**
 * The middleware on hostile model output: tool-call inputs that are not JSON, in a
 * code fence, nested 10,000 deep or keyed `__proto__`; streams that end, break or
 * hang in the middle of a tool call or of an answer. Nothing hangs past the bound,
 * nothing throws from our code, and what the caller and the model see is what the AI
 * SDK shows without the middleware: its own errors, kept as they are.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { valueObjectMiddleware, valueObjectOutput, valueObjectTool } from "@adcodicem/value-objects-ai/ai-sdk";
import { generateText, type LanguageModel, stepCountIs, streamText, wrapLanguageModel } from "ai";
import { answer, call, scriptedModel, type Turn, toolResults, usage } from "../ai-sdk/support/scripted.js";
import { bounded } from "./support/bounds.js";
import { type StreamPart, type StreamTurn, streamingModel } from "./support/stream-model.js";

const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });
// an optional member and a record: reshaped under openai-strict, so the middleware undoes it on the way back
const Restock = vo.object({ note: vo.optional(vo.string("Note")), byCountry: vo.record(Quantity) });
const valid = '{"byCountry":{"FR":3}}';
const strictValid = '{"note":null,"byCountry":[{"key":"FR","value":3}]}';
const deep = (n: number) => `{"byCountry":{"FR":${"[".repeat(n)}${"]".repeat(n)}}}`;

const withMiddleware = (model: LanguageModel) => wrapLanguageModel({ model: model as never, middleware: valueObjectMiddleware({ dialect: "openai-strict" }) });

/** What the caller and the model saw of one call: errors by name, tool outputs, runs of execute, the answer. */
interface Seen {
  readonly errors: string[];
  readonly toolOutputs: unknown[];
  readonly runs: unknown[];
  readonly output: unknown;
}

const outcome = (read: PromiseLike<unknown>) =>
  Promise.resolve(read).then(
    (value) => ({ value }),
    (error: { name?: string; cause?: { code?: string } }) => ({ error: error?.name, code: error?.cause?.code }),
  );

/** Streams the turns through streamText, with or without the middleware, under the bound. */
function streamed(turns: readonly StreamTurn[], middleware: boolean, mode: "tool" | "answer"): Promise<Seen> {
  return bounded(async (abortSignal) => {
    const { model, calls } = streamingModel(turns);
    const runs: unknown[] = [];
    const restock = valueObjectTool({ parameters: Restock, execute: (args) => (runs.push(args), "restocked") });
    const errors: string[] = [];
    const result = streamText({
      model: middleware ? withMiddleware(model) : model,
      prompt: "Go.",
      abortSignal,
      ...(mode === "tool" ? { tools: { restock }, stopWhen: stepCountIs(2) } : { output: valueObjectOutput(Restock) }),
    });
    await result.consumeStream({ onError: (error) => void errors.push((error as Error)?.name ?? String(error)) });
    const output = mode === "answer" ? await outcome(result.output) : undefined;
    const toolOutputs = calls.length > 1 ? toolResults(calls[1].prompt).map((r) => r.output) : [];
    return { errors, toolOutputs, runs, output };
  }, JSON.stringify(turns));
}

/** The same turn through generateText, with or without the middleware. */
function generated(turns: readonly Turn[], middleware: boolean, mode: "tool" | "answer"): Promise<Seen> {
  return bounded(async (abortSignal) => {
    const { model, prompts } = scriptedModel(turns, { provider: "openai.chat" });
    const runs: unknown[] = [];
    const restock = valueObjectTool({ parameters: Restock, execute: (args) => (runs.push(args), "restocked") });
    const run = generateText({
      model: middleware ? withMiddleware(model) : model,
      prompt: "Go.",
      abortSignal,
      ...(mode === "tool" ? { tools: { restock }, stopWhen: stepCountIs(2) } : { output: valueObjectOutput(Restock) }),
    });
    const output = await outcome(run.then((r) => (mode === "answer" ? r.output : r.text)));
    const toolOutputs = prompts.length > 1 ? toolResults(prompts[1]).map((r) => r.output) : [];
    return { errors: [], toolOutputs, runs, output };
  }, JSON.stringify(turns));
}

const toolCallParts = (input: string, id = "c1"): StreamPart[] => [
  { type: "tool-input-start", id, toolName: "restock" },
  // the input in pieces, as a provider streams it
  ...[input.slice(0, 7), input.slice(7)].filter((d) => d !== "").map((delta): StreamPart => ({ type: "tool-input-delta", id, delta })),
  { type: "tool-input-end", id },
  { type: "tool-call", toolCallId: id, toolName: "restock", input },
];
const toolTurn = (input: string): StreamTurn[] => [{ parts: toolCallParts(input), finish: "tool-calls" }, { parts: [], finish: "stop" }];
const answerParts = (text: string, end = true): StreamPart[] => [
  { type: "text-start", id: "t" },
  { type: "text-delta", id: "t", delta: text.slice(0, 5) },
  { type: "text-delta", id: "t", delta: text.slice(5) },
  ...(end ? [{ type: "text-end", id: "t" } as StreamPart] : []),
];

/** Asserts that the middleware changed nothing of what the SDK shows, and returns what it showed. */
async function sameWithAndWithout(run: (middleware: boolean) => Promise<Seen>, where: string): Promise<Seen> {
  const [without, withIt] = [await run(false), await run(true)];
  assert.deepEqual(withIt, without, `the middleware changed what the SDK shows: ${where}`);
  return withIt;
}

/** The middleware on its own: a call lowered for openai-strict, then a generated result or a stream undone. */
async function middlewareAlone() {
  const middleware = valueObjectMiddleware({ dialect: "openai-strict" });
  const { model } = scriptedModel([]);
  const inputSchema = vo.toJsonSchema(Restock, { profile: "languageModel", target: "draft-07" });
  const call = { prompt: [], tools: [{ type: "function", name: "restock", inputSchema }], responseFormat: { type: "json", schema: inputSchema } };
  const params = await middleware.transformParams!({ type: "generate", params: call as never, model });
  const finish = { unified: "stop", raw: "stop" } as const;
  return {
    generate: (content: unknown[]) =>
      middleware.wrapGenerate!({ doGenerate: async () => ({ content, finishReason: finish, usage, warnings: [] }) as never, doStream: () => assert.fail(), params, model }),
    stream: async (parts: StreamPart[]) => {
      const all = [{ type: "stream-start", warnings: [] }, ...parts, { type: "finish", finishReason: finish, usage }];
      const doStream = async () => ({ stream: new ReadableStream({ start: (c) => (all.forEach((p) => c.enqueue(p)), c.close()) }) }) as never;
      const { stream } = await middleware.wrapStream!({ doStream, doGenerate: () => assert.fail(), params, model });
      const seen: StreamPart[] = [];
      for await (const part of stream as unknown as AsyncIterable<StreamPart>) seen.push(part);
      return seen;
    },
  };
}

describe("tool-call inputs the SDK cannot read", () => {
  const hostile: Record<string, string> = {
    "malformed JSON": '{"byCountry":{"FR":3',
    "a trailing comma": '{"byCountry":{"FR":3},}',
    "JSON in a code fence": "```json\n" + valid + "\n```",
    "two JSON values": `${valid}${valid}`,
    // JSON that the AI SDK's secure parser refuses
    "a __proto__ key": '{"byCountry":{"__proto__":{"polluted":true}}}',
    "a constructor.prototype key": '{"byCountry":{"FR":3},"constructor":{"prototype":{"polluted":true}}}',
  };
  const NOT_AN_OBJECT = { error: "invalid_argument", code: "value_object.not_parsable", message: "The arguments are not an object." };
  for (const [name, input] of Object.entries(hostile)) {
    test(`${name}: execute does not run; the SDK's own error without the middleware, the not-an-object refusal behind it`, async () => {
      for (const [mode, run] of [
        ["streamText", (m: boolean) => streamed(toolTurn(input), m, "tool")],
        ["generateText", (m: boolean) => generated([call("restock", input), answer("ok")], m, "tool")],
      ] as const) {
        const [without, withIt] = [await run(false), await run(true)];
        assert.deepEqual([without.runs, withIt.runs], [[], []], mode);
        assert.equal((without.toolOutputs[0] as { type: string }).type, "error-text", mode);
        // the SDK's text quotes the input; the refusal object gives nothing of it back
        assert.deepEqual(withIt.toolOutputs, [{ type: "error-json", value: NOT_AN_OBJECT }], mode);
      }
      assert.equal(({} as Record<string, unknown>).polluted, undefined);
    });
  }

  test("the strict form the middleware exists for is still undone", async () => {
    const seen = await streamed(toolTurn(strictValid), true, "tool");
    assert.deepEqual(seen.runs, [{ byCountry: { FR: 3 } }]);
  });
});

describe("tool-call inputs nested 10,000 deep", () => {
  test("through the SDK: its own handling is kept, the same with and without the middleware", async () => {
    // the AI SDK itself overflows its stack copying such an input into the response messages
    for (const [mode, run] of [
      ["streamText", (m: boolean) => streamed(toolTurn(deep(10_000)), m, "tool")],
      ["generateText", (m: boolean) => generated([call("restock", deep(10_000)), answer("ok")], m, "tool")],
    ] as const) {
      const seen = await sameWithAndWithout(run, mode);
      assert.deepEqual(seen.runs, [], mode);
    }
  });

  test("the middleware alone passes them on unchanged, never throwing", async () => {
    const input = deep(10_000);
    const { generate, stream } = await middlewareAlone();
    const generatedContent = (await generate([{ type: "tool-call", toolCallId: "c1", toolName: "restock", input }, { type: "text", text: input }])).content;
    assert.deepEqual(generatedContent.map((part) => ("input" in part ? part.input : "text" in part ? part.text : part)), [input, input]);
    const parts = await stream([...answerParts(input), { type: "tool-call", toolCallId: "c1", toolName: "restock", input }]);
    assert.equal(parts.filter((p) => p.type === "text-delta").map((p) => (p as { delta: string }).delta).join(""), input);
    assert.equal((parts.find((p) => p.type === "tool-call") as { input: string }).input, input);
  });
});

describe("streams that end, break or hang in the middle of a tool call", () => {
  const input = '{"byCountry":{"FR":3}}';
  const midCall: StreamPart[] = [
    { type: "tool-input-start", id: "c1", toolName: "restock" },
    { type: "tool-input-delta", id: "c1", delta: input.slice(0, 12) },
  ];

  test("a stream that closes mid call: execute does not run, nothing hangs", async () => {
    const seen = await sameWithAndWithout((m) => streamed([{ parts: midCall }], m, "tool"), "closed");
    assert.deepEqual(seen.runs, []);
  });

  test("a stream that closes mid call after a finish part", async () => {
    const seen = await sameWithAndWithout((m) => streamed([{ parts: midCall, finish: "tool-calls" }], m, "tool"), "finish");
    assert.deepEqual(seen.runs, []);
  });

  test("a stream whose connection breaks mid call: the provider's error surfaces as it is", async () => {
    const seen = await sameWithAndWithout((m) => streamed([{ parts: midCall, end: "error" }], m, "tool"), "error");
    assert.deepEqual(seen.runs, []);
    assert.ok(seen.errors.length > 0, "the error is reported");
  });

  test("a stream that never ends is ended by the caller's abort signal, with or without the middleware", async () => {
    for (const middleware of [false, true]) {
      const kinds = await bounded(async () => {
        // the caller aborts once the stream has given every part and waits for more
        const caller = new AbortController();
        const { model } = streamingModel([{ parts: midCall, end: "hang" }], { onHang: () => caller.abort() });
        const restock = valueObjectTool({ parameters: Restock, execute: () => assert.fail("execute ran") });
        const result = streamText({ model: middleware ? withMiddleware(model) : model, prompt: "Go.", abortSignal: caller.signal, tools: { restock } });
        const seen: string[] = [];
        for await (const part of result.fullStream) seen.push(part.type);
        return seen;
      });
      assert.equal(kinds.at(-1), "abort", `middleware ${middleware}: ${kinds.join(", ")}`);
    }
  });
});

describe("an answer stream cut in the middle of its JSON", () => {
  // cut before any value is complete: a complete one is read as it streams (without the
  // middleware, the strict form's forced null would be refused at once, before the cut is seen)
  const cut = '{"byCountry":[{"key":"FR","value":3}],"note":null}'.slice(0, 30);
  const cases: Record<string, StreamTurn> = {
    "closed with no text end and no finish": { parts: answerParts(cut, false) },
    "finished (stop) with no text end": { parts: answerParts(cut, false), finish: "stop" },
    "ended and finished as if complete": { parts: answerParts(cut), finish: "stop" },
    "cut off by the length limit": { parts: answerParts(cut), finish: "length" },
    "broken off by the connection": { parts: answerParts(cut, false), end: "error" },
  };
  for (const [name, turn] of Object.entries(cases)) {
    test(`${name}: refused as the SDK alone refuses it, within the bound`, async () => {
      const seen = await sameWithAndWithout((m) => streamed([turn], m, "answer"), name);
      const { error, code } = seen.output as { error?: string; code?: string };
      assert.ok(error !== undefined, "never read as a value");
      if (error === "AI_NoObjectGeneratedError") assert.ok(code === "answer.not_json" || code === "answer.cut_off", code);
    });
  }

  test("a complete strict answer is still undone, streamed and generated", async () => {
    assert.deepEqual((await streamed([{ parts: answerParts(strictValid), finish: "stop" }], true, "answer")).output, { value: { byCountry: { FR: 3 } } });
    assert.deepEqual((await generated([answer(strictValid)], true, "answer")).output, { value: { byCountry: { FR: 3 } } });
  });

  test("an answer that never ends is ended by the abort signal", async () => {
    for (const middleware of [false, true]) {
      const result = await bounded(async () => {
        const caller = new AbortController();
        const { model } = streamingModel([{ parts: answerParts(cut, false), end: "hang" }], { onHang: () => caller.abort() });
        const stream = streamText({ model: middleware ? withMiddleware(model) : model, prompt: "Go.", abortSignal: caller.signal, output: valueObjectOutput(Restock) });
        await stream.consumeStream();
        return outcome(stream.output);
      });
      assert.ok("error" in result, `middleware ${middleware}: never read`);
    }
  });
});

describe("answers nested 10,000 deep or 10 MB long through the middleware", () => {
  test("a deep answer is refused by the rules, generated or streamed, never a RangeError", async () => {
    for (const [mode, run] of [
      ["generateText", (m: boolean) => generated([answer(deep(10_000))], m, "answer")],
      ["streamText", (m: boolean) => streamed([{ parts: answerParts(deep(10_000)), finish: "stop" }], m, "answer")],
    ] as const) {
      const seen = await sameWithAndWithout(run, mode);
      assert.deepEqual(seen.output, { error: "AI_NoObjectGeneratedError", code: "value_object.not_parsable" }, mode);
      assert.deepEqual(seen.errors, [], mode);
    }
  });

  test("a 10 MB value in a strict answer is restored and refused as too long, within the bound", async () => {
    const huge = `{"note":"${"x".repeat(10 * 1024 * 1024)}","byCountry":[{"key":"FR","value":3}]}`;
    for (const run of [() => generated([answer(huge)], true, "answer"), () => streamed([{ parts: answerParts(huge), finish: "stop" }], true, "answer")]) {
      assert.deepEqual((await run()).output, { error: "AI_NoObjectGeneratedError", code: "value_object.too_long" });
    }
  });
});
