/**
 * A `$ref` is a URI fragment (red-team round 9 #2): the ai package's readers of references (the
 * strict-form restore, `readAnswer` of a reshaped answer, the count of recursive definitions, the
 * depth through references) read the definition the core wrote, whatever its name: `%41` is not
 * `A`, and `100%`, `#`, a space or a quote are found.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { answerShape, readAnswer } from "@adcodicem/value-objects-ai";
import { lowerSchema, ProviderLimitError, restoreStrictValue } from "../../src/dialects/index.js";
import { countSchema } from "../../src/dialects/limits.js";

const NAMES = ["A", "%41", "100%", "#", "a b", 'say "hi"', "a/b~", "é", "x\ny"];
const I = vo.integer("I", { maximum: 5 });

function declare(name: string) {
  const T: vo.Schema<any, any> = vo.object({ m: vo.record(vo.string("K"), I), kids: vo.array(vo.lazy(() => T)) }, { name });
  return T;
}
// the openai-strict form: each record as { key, value } pairs
const sent = { m: [{ key: "a", value: 1 }], kids: [{ m: [{ key: "b", value: 2 }], kids: [] }] };
const value = { m: { a: 1 }, kids: [{ m: { b: 2 }, kids: [] }] };

test("restoreStrictValue and readAnswer (reshaped) follow the reference to the definition, whatever its name", () => {
  for (const name of NAMES) {
    const T = declare(name);
    assert.deepEqual(restoreStrictValue(sent, vo.toJsonSchema(T, { profile: "languageModel" })), value, JSON.stringify(name));
    assert.deepEqual(readAnswer(answerShape(T), { text: JSON.stringify(sent), finishReason: "stop" }, { reshaped: true }), { ok: true, value }, JSON.stringify(name));
  }
});

test("a recursive definition is counted whatever its name: Anthropic refuses it", () => {
  for (const name of NAMES) {
    const lm = vo.toJsonSchema(declare(name), { profile: "languageModel" });
    assert.throws(
      () => lowerSchema(lm, "anthropic", { purpose: "tool", strict: true }),
      (e: unknown) => e instanceof ProviderLimitError && e.limit === "recursive definitions" && e.count === 1,
      JSON.stringify(name),
    );
  }
});

test("the depth counts through a reference to the definition its name names", () => {
  for (const name of NAMES) {
    // a deep definition named `name`, and a shallow one named as `name` reads percent-decoded once more
    let deep: vo.AnySchema = vo.object({ leaf: I });
    for (let i = 1; i < 6; i++) deep = vo.object({ inner: deep });
    const Deep: vo.Schema<any, any> = vo.object({ inner: deep, again: vo.optional(vo.lazy(() => Deep)) }, { name });
    const Shallow: vo.Schema<any, any> = vo.object({ again: vo.optional(vo.lazy(() => Shallow)) }, { name: name === "%41" ? "A" : "Shallow" });
    const lm = vo.toJsonSchema(vo.object({ s: Shallow, d: vo.lazy(() => Deep) }), { profile: "languageModel" });
    // the root, Deep, and its six levels
    assert.equal(countSchema(lm).depth, 8, JSON.stringify(name));
  }
});
