/**
 * A recursive schema through the SDK adapters (issue 23): `/openai` sends the tree as one definition
 * and its references (captured body of the real openai package), strict; `/anthropic` makes a plain
 * tool of it and refuses a strict tool or an output format when made (ProviderLimitError).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import OpenAI from "openai";
import * as vo from "@adcodicem/value-objects";
import { ProviderLimitError } from "../../src/dialects/index.js";
import { valueObjectOutputFormat, valueObjectTool } from "../../src/anthropic/index.js";
import { valueObjectResponseFormat } from "../../src/openai/index.js";
import { capturingFetch } from "../../../../test-support/capturing-fetch.js";
import { scripted } from "../../../../test-support/provider-responses.js";
import { strictForm } from "../dialects/strict-form.js";
import { Category, tree } from "./support.js";

const isRecursionLimit = (e: unknown) => e instanceof ProviderLimitError && e.provider === "Anthropic" && e.limit === "recursive definitions";

test("anthropic: a strict tool or an output format of a tree throws when made; a plain tool keeps the tree", () => {
  assert.throws(() => valueObjectTool({ name: "shelve", description: "Files a tree.", parameters: Category, run: () => "ok", strict: true }), isRecursionLimit);
  assert.throws(() => valueObjectOutputFormat(Category), isRecursionLimit);
  const plain = valueObjectTool({ name: "shelve", description: "Files a tree.", parameters: Category, run: () => "ok" }) as unknown as { input_schema: vo.JsonSchema };
  // the SDK adapters write draft-07: `definitions`
  assert.deepEqual(Object.keys(plain.input_schema.definitions as object), ["Category"]);
});

test("openai: a strict response format of a tree goes as one definition, and the answer reads back through the restore", async () => {
  const format = valueObjectResponseFormat(Category, { name: "catalogue" });
  const lm = vo.toJsonSchema(Category, { profile: "languageModel" });
  const value = tree(5);
  const wire = capturingFetch(() => scripted.openaiChat.text(JSON.stringify(strictForm(value, lm, true))));
  const client = new OpenAI({ apiKey: "test", fetch: wire.fetch, maxRetries: 0 });
  const completion = await client.chat.completions.parse({ model: "gpt-4o", messages: [{ role: "user", content: "The catalogue." }], response_format: format as never });
  const sent = wire.bodies[0].response_format.json_schema;
  assert.equal(sent.strict, true);
  assert.deepEqual(Object.keys(sent.schema.definitions), ["Category"]);
  assert.equal(JSON.stringify(sent.schema).match(/"\$ref":"#\/definitions\/Category"/g)?.length, 2);
  assert.deepEqual(completion.choices[0].message.parsed, value);
});
