/**
 * A recursive schema in each dialect (issue 23): what each provider accepts for recursion is
 * sent — `$defs` and `$ref` kept, the definition lowered like any object (closed, every member
 * required under openai-strict) — and Anthropic's strict tools and native structured output,
 * which take no recursive schema, refuse it with a ProviderLimitError naming the provider and
 * the limit, before any request leaves. Never a silent `{}`.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { dialects, lowerSchema, ProviderLimitError } from "../../src/dialects/index.js";
import { countSchema } from "../../src/dialects/limits.js";
import { Category } from "./support.js";

const lm = vo.toJsonSchema(Category, { profile: "languageModel" });
const refs = (schema: unknown) => JSON.stringify(schema).match(/"\$ref":"#\/\$defs\/Category"/g)?.length ?? 0;
const emptyNodes = (schema: unknown): number => {
  if (Array.isArray(schema)) return schema.reduce((n: number, s) => n + emptyNodes(s), 0);
  if (schema === null || typeof schema !== "object") return 0;
  const values = Object.values(schema);
  return (values.length === 0 ? 1 : 0) + values.reduce((n: number, s) => n + emptyNodes(s), 0);
};

const sentFor = [
  ["openai", { purpose: "tool" }],
  ["openai", { purpose: "response-format" }],
  ["openai-strict", { purpose: "tool" }],
  ["openai-strict", { purpose: "response-format" }],
  ["anthropic", { purpose: "tool" }],
  ["gemini", { purpose: "tool" }],
  ["gemini", { purpose: "response-format" }],
  ["ollama", { purpose: "tool" }],
  ["ollama", { purpose: "response-format" }],
] as const;

for (const [dialect, options] of sentFor) {
  test(`${dialect} (${options.purpose}): the tree goes as one definition and its references`, () => {
    const lowered = lowerSchema(lm, dialect, options);
    assert.deepEqual(Object.keys(lowered.$defs as object), ["Category"]);
    assert.equal(refs(lowered), 2, "the root's reference and the definition's");
    assert.equal(emptyNodes(lowered), 0, "no schema lowered to {}");
    const definition = (lowered.$defs as Record<string, vo.JsonSchema>).Category;
    assert.equal(definition.type, "object");
    if (dialect === "openai-strict") {
      assert.equal(definition.additionalProperties, false);
      assert.deepEqual(definition.required, ["title", "note", "labels", "children"]);
      // the record as pairs inside the definition too
      assert.deepEqual((definition.properties as Record<string, vo.JsonSchema>).labels.type, ["array", "null"]);
    }
  });
}

test("openai-strict counts the recursion once in its nesting depth", () => {
  const lowered = lowerSchema(lm, "openai-strict", { purpose: "tool" });
  // the root, the definition it names, and a label pair inside it
  assert.equal(countSchema(lowered).depth, 3);
});

for (const options of [{ purpose: "tool", strict: true }, { purpose: "response-format" }, { purpose: "response-format", via: "ai-sdk" }] as const) {
  test(`anthropic (${JSON.stringify(options)}): a recursive schema is a ProviderLimitError, naming the provider and the limit`, () => {
    assert.throws(
      () => lowerSchema(lm, "anthropic", options),
      (e: unknown) =>
        e instanceof ProviderLimitError &&
        e.provider === "Anthropic" &&
        e.limit === "recursive definitions" &&
        e.max === 0 &&
        e.count === 1 &&
        /Anthropic strict mode allows at most 0 recursive definitions/.test(e.message),
    );
  });
}

test("a schema that only names a definition (no recursion) still goes to Anthropic strict", () => {
  const Note = vo.object({ text: vo.string("Text") }, { name: "Note" });
  const Holder = vo.object({ note: vo.lazy(() => Note) });
  const lowered = lowerSchema(vo.toJsonSchema(Holder, { profile: "languageModel" }), "anthropic", { purpose: "tool", strict: true });
  assert.deepEqual((lowered.properties as Record<string, unknown>).note, { $ref: "#/$defs/Note" });
});

test("every dialect is covered", () => {
  assert.deepEqual([...new Set(sentFor.map(([d]) => d))].sort(), [...dialects].sort());
});
