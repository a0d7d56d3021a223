// Issue 20 #9: behind valueObjectMiddleware, an OpenAI tool's schema is lowered with the
// dialect of what @ai-sdk/openai (4.0.118) really sends: a tool without `strict` goes out
// not strict (Chat Completions: no `strict`; Responses: `strict: false`), so it keeps the
// openai dialect, every length a keyword; a tool with `strict: true` is lowered for strict
// mode (lengths and examples moved into sentences). The real `ai` and @ai-sdk/openai on a
// captured fetch.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { createOpenAI } from "@ai-sdk/openai";
import { generateText, stepCountIs, tool, wrapLanguageModel } from "ai";
import { lowerSchema } from "../../src/dialects/index.js";
import { valueObjectMiddleware, valueObjectTool } from "../../src/ai-sdk/index.js";
import { scripted } from "../../../../test-support/provider-responses.js";
import { capturingFetch } from "../../../../test-support/capturing-fetch.js";

const Note = vo.string("Note", { minLength: 2, maxLength: 20, examples: ["Leave at the door."] });
const Parameters = vo.object({ note: Note, quantity: vo.integer("Quantity", { minimum: 1, maximum: 100 }) });
const languageModel = vo.toJsonSchema(Parameters, { profile: "languageModel", target: "draft-07" });

const APIS = [
  { api: "chat", model: (fetch: typeof globalThis.fetch) => createOpenAI({ apiKey: "test", fetch }).chat("gpt-4o"), sent: (b: any) => b.tools[0].function, text: () => scripted.openaiChat.text("ok") },
  { api: "responses", model: (fetch: typeof globalThis.fetch) => createOpenAI({ apiKey: "test", fetch }).responses("gpt-4o"), sent: (b: any) => b.tools[0], text: () => scripted.openaiResponses.text("ok") },
] as const;

const KINDS = [
  { kind: "a plain tool", make: (strict?: boolean) => tool({ description: "Orders.", inputSchema: Parameters as never, ...(strict === undefined ? {} : { strict }), execute: async () => "ok" }) },
  { kind: "a valueObjectTool", make: (strict?: boolean) => valueObjectTool({ description: "Orders.", parameters: Parameters, ...(strict === undefined ? {} : { strict }), execute: () => "ok" }) },
] as const;

for (const { api, model, sent, text } of APIS) {
  for (const { kind, make } of KINDS) {
    for (const strict of [undefined, false, true]) {
      test(`OpenAI ${api}, ${kind}, strict ${strict}: the schema is lowered for what is sent`, async () => {
        const wire = capturingFetch([text()]);
        await generateText({ model: wrapLanguageModel({ model: model(wire.fetch), middleware: valueObjectMiddleware() }), tools: { order: make(strict) as never }, stopWhen: stepCountIs(1), prompt: "go" });
        const fn = sent(wire.bodies[0]);
        const strictSent = fn.strict === true;
        assert.equal(strictSent, strict === true, `strict on the wire: ${fn.strict}`);
        const dialect = strictSent ? "openai-strict" : "openai";
        assert.deepEqual(fn.parameters, lowerSchema(languageModel, dialect, { purpose: "tool", via: "ai-sdk", ...(strict === undefined ? {} : { strict }) }));
        // the lengths: keywords where strict mode is off, sentences where it is on
        assert.equal(fn.parameters.properties.note.maxLength, strictSent ? undefined : 20);
        assert.match(fn.parameters.properties.note.description, /at most 20 characters/);
      });
    }
  }
}
