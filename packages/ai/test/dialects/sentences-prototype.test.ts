// A format named like a member of Object.prototype is said as a format that only describes,
// never as the text of that member ("Must be function Object() { [native code] }.").
import assert from "node:assert/strict";
import { test } from "node:test";
import { lowerSchema } from "../../src/dialects/index.js";

test("every dialect says a format named constructor, __proto__ or toString as `Format: name.`", () => {
  for (const dialect of ["openai", "openai-strict", "gemini", "ollama", "anthropic"] as const) {
    for (const format of ["constructor", "__proto__", "toString", "valueOf"]) {
      const lowered = JSON.stringify(lowerSchema({ type: "object", properties: { a: { type: "string", format } }, required: ["a"], additionalProperties: false }, dialect, { purpose: "tool" }));
      assert.equal(/native code|\[object Object\]/.test(lowered), false, `${dialect}, ${format}: ${lowered}`);
    }
  }
});
