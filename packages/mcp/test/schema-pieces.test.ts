import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { forValidators } from "../src/shared/output-schema.js";
import { readTexts, textReaders } from "../src/shared/text-values.js";

test("forValidators says a fractional multipleOf as a sentence, wherever it sits, and keeps an integral one", () => {
  const schema = {
    type: "object",
    properties: {
      total: { description: "An amount.", type: "number", multipleOf: 0.01, minimum: 0 },
      lines: { type: "array", items: { type: "number", multipleOf: 0.5 } },
      either: { anyOf: [{ type: "number", multipleOf: 0.25 }, { type: "null" }] },
      tally: { type: "integer", multipleOf: 5 },
      prices: { type: "object", additionalProperties: { type: "number", multipleOf: 0.1 } },
    },
  };
  const before = JSON.stringify(schema);
  assert.deepEqual(forValidators(schema), {
    type: "object",
    properties: {
      total: { description: "An amount.\n\nThe value must be a multiple of 0.01.", type: "number", minimum: 0 },
      lines: { type: "array", items: { description: "The value must be a multiple of 0.5.", type: "number" } },
      either: { anyOf: [{ description: "The value must be a multiple of 0.25.", type: "number" }, { type: "null" }] },
      tally: { type: "integer", multipleOf: 5 },
      prices: { type: "object", additionalProperties: { description: "The value must be a multiple of 0.1.", type: "number" } },
    },
  });
  assert.equal(JSON.stringify(schema), before, "the schema given is left untouched");
});

test("text readers read each parameter's text as its JSON type", () => {
  const Params = vo.object({
    name: vo.string("Name", {}),
    count: vo.integer("Count", {}),
    ratio: vo.nullable(vo.number("Ratio", {})),
    tags: vo.array(vo.string("Tag", {})),
    sizes: vo.array(vo.integer("Size", {})),
    options: vo.object({ fast: vo.oneOf("Fast", ["yes", "no"]) }),
  });
  const readers = textReaders(vo.toJsonSchema(Params, { profile: "languageModel" }));
  assert.deepEqual(readTexts(readers, { name: "42", count: "42", ratio: "-1.5e2", tags: "a,b", sizes: "[1,2]", options: '{"fast":"yes"}', other: "x" }), {
    name: "42",
    count: 42,
    ratio: -150,
    tags: ["a", "b"],
    sizes: [1, 2],
    options: { fast: "yes" },
  });
  // text that is no JSON number stays text, for the rules to refuse as the wrong type
  assert.deepEqual(readTexts(readers, { count: " 42", ratio: "0x10", sizes: ["3", "x"], options: "{" }), { count: " 42", ratio: "0x10", sizes: [3, "x"], options: "{" });
  assert.deepEqual(readTexts(readers, { count: "9".repeat(401) }), { count: "9".repeat(401) });
  assert.deepEqual(readTexts(readers, undefined), {});
});
