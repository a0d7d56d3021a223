// What each entry exports at run time, pinned: a new export is a deliberate change to
// this list. Both entries export the same names (DESIGN.md: same behaviour on SDK 1.x and 2.x),
// but for elicitation: SDK 1.x asks with `elicitValueObjects`; SDK 2.x asks through its own
// `inputRequired(...)`, with the form and the reading both entries export.
import assert from "node:assert/strict";
import { test } from "node:test";
import { runtimeExports } from "../../../test-support/entries.js";

const SAME = [
  "answerToolCallsWithRules", "defineValueObjectTool", "invalidResultResult", "refusedArgumentsResult", "refusedPromptError",
  "refusedVariablesError", "registerValueObjectPrompt", "registerValueObjectResourceTemplate", "registerValueObjectTool",
  "ElicitationSchemaError", "elicitationSchema", "readElicitation",
  "valueObjectTools",
];

test("each entry exports exactly these names", async () => {
  assert.deepEqual(await runtimeExports(new URL("..", import.meta.url).pathname), { ".": [...SAME, "elicitValueObjects"].sort(), "./v2": [...SAME].sort() });
});
