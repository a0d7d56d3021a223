// What the core exports at run time, pinned: a new export is a deliberate change to this list.
import assert from "node:assert/strict";
import { test } from "node:test";
import { runtimeExports } from "../../../test-support/entries.js";

test("the entry exports exactly these names", async () => {
  assert.deepEqual(await runtimeExports(new URL("..", import.meta.url).pathname), {
    // what a user calls
    ".": [
      "INVALID_FORMAT", "INVALID_RESULT", "NOT_ALLOWED", "NOT_PARSABLE", "NO_MATCH", "OUT_OF_RANGE", "PATTERN_MISMATCH", "REQUIRED",
      "TOO_LONG", "TOO_SHORT", "ValueObjectDefinitionError", "ValueObjectError", "array", "boolean", "codes", "date",
      "dateTime", "defineLocale", "describe", "discriminatedUnion", "extend", "integer", "lazy", "literal", "nullable", "number",
      "object", "omit", "oneOf", "optional", "partial", "pick", "record", "required", "string", "toJsonSchema", "tuple", "union",
      "validate", "withDescription",
    ],
    // for the sibling packages only: the walker over JSON Schema, the sentence of a rule, setOwn, withNull,
    // the writing of keys and paths that leave the program, the reading of a $ref's segment, JSON's number grammar, the vendor, writtenBy
    "./internal": [
      "KEY_LIMIT", "SUBSCHEMA_KEYWORDS", "VENDOR", "acceptsNull", "eachSubschema", "escapeKey", "isSchemaNode", "keyRuleSentence", "mapSubschemas",
      "nameOfRefSegment", "numberFromText", "ruleSentence", "setOwn", "someSubschema", "toJsonPointer", "tuplePositions", "withNull", "writtenBy",
    ],
    // the argument layer both adapter packages build on: reading, the refusal, its lines and text, its bounds
    "./arguments": [
      "CALL_KEY_DEPTH", "CALL_KEY_NODES", "LENIENT_DEPTH", "LENIENT_TEXT_CHARS", "LISTED", "REFUSAL_BYTES", "REMEMBERED_CALLS",
      "REPEATED_REFUSAL", "RefusedCalls", "RepeatedRefusalError", "argumentLoop", "argumentRefusalEvents", "callKey",
      "checkArguments", "checkToolResult", "cutText", "emitInvalidResultEvent", "invalidResultObject", "isArgumentRefusal", "knownLocale",
      "lenientEvent", "listWithinBounds", "markRepeated", "notAnObjectRefusal", "parametersSchema", "readLeniently",
      "refusalEvent", "refusalLines", "refusalText", "reportRefusal", "spanEvents", "utf8Bytes",
    ],
    // the shipped locales: each its table, by name and as the default export
    "./locales/de": ["de", "default"],
    "./locales/fr": ["default", "fr"],
  });
});
