// What the core exports at run time, pinned: a new export is a deliberate change to this list.
import assert from "node:assert/strict";
import { test } from "node:test";
import { runtimeExports } from "../../../test-support/entries.js";

test("the entry exports exactly these names", async () => {
  assert.deepEqual(await runtimeExports(new URL("..", import.meta.url).pathname), {
    ".": [
      "INVALID_FORMAT", "KEY_LIMIT", "NOT_ALLOWED", "NOT_PARSABLE", "NO_MATCH", "OUT_OF_RANGE", "PATTERN_MISMATCH", "REQUIRED",
      "TOO_LONG", "TOO_SHORT", "VENDOR", "ValueObjectDefinitionError", "ValueObjectError", "array", "boolean", "codes", "date",
      "dateTime", "describe", "discriminatedUnion", "escapeKey", "integer", "literal", "nullable", "number", "numberFromText",
      "object", "oneOf", "optional", "record", "string", "toJsonPointer", "toJsonSchema", "union", "validate", "writtenBy",
    ],
    // for the sibling packages only: the walker over JSON Schema, the sentence of a rule, setOwn, withNull
    "./internal": ["SUBSCHEMA_KEYWORDS", "acceptsNull", "eachSubschema", "isSchemaNode", "mapSubschemas", "ruleSentence", "setOwn", "someSubschema", "withNull"],
    // the argument layer both adapter packages build on: reading, the refusal, its lines and text, its bounds
    "./arguments": [
      "LISTED", "REFUSAL_BYTES", "checkArguments", "cutText", "isArgumentRefusal", "listWithinBounds", "notAnObjectRefusal",
      "parametersSchema", "refusalLines", "refusalText", "utf8Bytes",
    ],
  });
});
