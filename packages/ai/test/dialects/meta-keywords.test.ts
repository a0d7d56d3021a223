import assert from "node:assert/strict";
import { test } from "node:test";
import { dialects, lowerSchema } from "@adcodicem/value-objects-ai";

// A Zod 4 schema converted by the AI SDK carries "$schema": it describes the document, not a value.
const zodLike = {
  $schema: "http://json-schema.org/draft-07/schema#",
  type: "object",
  properties: { city: { type: "string", $comment: "from a form", minLength: 2 } },
  required: ["city"],
  additionalProperties: false,
};

test("meta keywords are dropped by every dialect, never said to the model", () => {
  for (const dialect of dialects) {
    for (const purpose of ["tool", "response-format"] as const) {
      const text = JSON.stringify(lowerSchema(zodLike, dialect, { purpose, strict: true }));
      assert.ok(!text.includes("$schema") && !text.includes("json-schema.org"), `${dialect}/${purpose}: ${text}`);
      assert.ok(!text.includes("$comment") && !text.includes("from a form"), `${dialect}/${purpose}: ${text}`);
      assert.ok(text.includes("minLength") || /at least 2/i.test(text), `${dialect}/${purpose} lost minLength: ${text}`);
    }
  }
});
