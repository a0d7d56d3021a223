// `client.beta.messages.parse` (and `client.messages.parse`) with `valueObjectOutputFormat`:
// the SDK wraps what the format's `parse` throws in its own `AnthropicError`, with no `cause`
// (its text only). The code and the path are readable from that error as on every other path:
// `format.refusalOf(error)` gives the `vo.ValueObjectError` (code, path, pointer), and the SDK's
// text names the code and the pointer. A secret value is never in either. The real SDK, its
// HTTP answered by a captured fetch.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import Anthropic, { AnthropicError } from "@anthropic-ai/sdk";
import * as vo from "@adcodicem/value-objects";
import { valueObjectOutputFormat } from "@adcodicem/value-objects-ai/anthropic";
import { capturingFetch } from "../../../../test-support/capturing-fetch.js";
import { scripted } from "../../../../test-support/provider-responses.js";

const SECRET = "REF-SECRET-90210x";
const Answer = vo.object({
  quantity: vo.integer("Quantity", { minimum: 1, maximum: 100 }),
  lines: vo.array(vo.object({ reference: vo.string("Reference", { pattern: "^REF-[0-9]+$" }) })),
});
const client = (fetch: typeof globalThis.fetch) => new Anthropic({ apiKey: "test", fetch, maxRetries: 0 });
const params = (format: unknown) => ({ model: "claude-sonnet-4-5", max_tokens: 1024, messages: [{ role: "user" as const, content: "Order." }], output_config: { format: format as never } });

describe("a refused structured output from messages.parse", () => {
  for (const api of ["beta.messages.parse", "messages.parse"] as const) {
    test(`${api}: code, path and pointer readable from the SDK's error, the secret nowhere`, async () => {
      const format = valueObjectOutputFormat(Answer);
      const wire = capturingFetch([scripted.anthropic.text(JSON.stringify({ quantity: 5, lines: [{ reference: "REF-1" }, { reference: SECRET }] }))]);
      const c = client(wire.fetch);
      const call = api === "beta.messages.parse" ? c.beta.messages.parse(params(format)) : c.messages.parse(params(format));
      const error = await call.then(
        () => assert.fail("the answer must be refused"),
        (e: unknown) => e,
      );
      assert.ok(error instanceof AnthropicError);
      const refusal = format.refusalOf(error);
      assert.ok(refusal instanceof vo.ValueObjectError);
      assert.equal(refusal.code, "value_object.pattern_mismatch");
      assert.deepEqual(refusal.path, ["lines", 1, "reference"]);
      assert.equal(refusal.pointer, "/lines/1/reference");
      assert.match((error as Error).message, /value_object\.pattern_mismatch at \/lines\/1\/reference/);
      for (const text of [(error as Error).message, String((error as Error).stack), refusal.message, JSON.stringify(refusal)]) assert.ok(!text.includes(SECRET), text);
    });
  }

  test("refusalOf gives nothing for any other error", () => {
    const format = valueObjectOutputFormat(Answer);
    assert.equal(format.refusalOf(new AnthropicError("Failed to parse structured output: SyntaxError: x")), undefined);
    assert.equal(format.refusalOf("not an error"), undefined);
  });
});
