import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";

// A model copies examples: in the languageModel profile they are what a model should
// send, the value as read (declared spelling, normalized), never a spelling the enum lacks.
test("languageModel examples are the values as read; standard keeps them as declared", () => {
  const Country = vo.oneOf("Country", ["FR", "DE"], { ignoreCase: true, examples: ["fr", "FR", "de"] as readonly string[] as ("FR" | "DE")[] });
  assert.deepEqual(vo.toJsonSchema(Country, { profile: "languageModel" }).examples, ["FR", "DE"]);
  assert.deepEqual(vo.toJsonSchema(Country, { profile: "standard" }).examples, ["fr", "FR", "de"]);
  const Code = vo.string("Code", { pattern: "^[A-Z]{3}$", normalize: (t) => t.trim().toUpperCase(), examples: [" abc "] });
  assert.deepEqual(vo.toJsonSchema(Code, { profile: "languageModel" }).examples, ["ABC"]);
});
