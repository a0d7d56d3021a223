// A tuple with no positions in every dialect (red-team round 6, #05): JSON Schema forbids an empty
// `prefixItems`, `items` list or `anyOf`, and a provider that checks the meta-schema refuses the
// request. Whether the core wrote it (`vo.tuple([])`, `vo.tuple([], { rest })`, both targets) or a
// foreign member brought it (Zod writes `prefixItems: []` for `z.tuple([])`), each dialect sends the
// plain list it is, a schema Ajv compiles.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import Ajv2020Module from "ajv/dist/2020.js";
import { dialects, lowerSchema, type LowerOptions } from "../../src/dialects/index.js";

const Ajv2020 = Ajv2020Module.default;
const Quantity = vo.integer("Quantity", { minimum: 1 });
const Holder = vo.object({ empty: vo.tuple([]), rest: vo.tuple([], { rest: Quantity }) });

/** Every array in the document that JSON Schema requires to be non-empty, by its place. */
function emptyLists(node: unknown, at = ""): string[] {
  if (node === null || typeof node !== "object") return [];
  if (Array.isArray(node)) return node.flatMap((n, i) => emptyLists(n, `${at}/${i}`));
  const found: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (["prefixItems", "items", "anyOf", "oneOf", "allOf", "enum"].includes(key) && Array.isArray(value) && value.length === 0) found.push(`${at}/${key}`);
    found.push(...emptyLists(value, `${at}/${key}`));
  }
  return found;
}

// what a foreign member may bring: Zod's own forms for z.tuple([]) and z.tuple([]).rest(...), both drafts
const FOREIGN: vo.JsonSchema = {
  type: "object",
  properties: {
    closed: { type: "array", prefixItems: [], items: false, maxItems: 0 },
    open: { type: "array", prefixItems: [], items: { type: "number" } },
    closed07: { type: "array", items: [], additionalItems: false, maxItems: 0 },
    open07: { type: "array", items: [], additionalItems: { type: "number" } },
  },
  required: ["closed", "open", "closed07", "open07"],
  additionalProperties: false,
};

const OPTIONS: readonly LowerOptions[] = [{ purpose: "tool" }, { purpose: "tool", strict: true }, { purpose: "response-format" }];
const SOURCES: readonly [string, vo.JsonSchema][] = [
  ["2020-12", vo.toJsonSchema(Holder, { profile: "languageModel" })],
  ["draft-07", vo.toJsonSchema(Holder, { profile: "languageModel", target: "draft-07" })],
  ["foreign", FOREIGN],
];

for (const [source, schema] of SOURCES) {
  test(`${source}: every dialect sends an empty tuple as a valid schema (no empty prefixItems, items or anyOf), and the closed one still holds no item`, () => {
    for (const dialect of dialects) {
      for (const options of OPTIONS) {
        const label = `${dialect} ${JSON.stringify(options)}`;
        const lowered = lowerSchema(schema, dialect, options);
        if (source === "foreign" && dialect === "anthropic" && options.purpose === "tool" && options.strict !== true) {
          // Anthropic's non-strict tools take a schema as it is: sent as written, the foreign member's own
          assert.deepEqual(lowered, schema);
          continue;
        }
        assert.deepEqual(emptyLists(lowered), [], `${label}: ${JSON.stringify(lowered)}`);
        assert.doesNotThrow(() => new Ajv2020({ strict: false, validateFormats: false }).compile(lowered), label);
        const properties = lowered.properties as Record<string, vo.JsonSchema>;
        const closed = properties.empty ?? properties.closed;
        // the closed length is a keyword or a sentence of the description, never lost
        assert.ok(closed.maxItems === 0 || /at most 0 items/.test(String(closed.description)), `${label}: ${JSON.stringify(closed)}`);
      }
    }
  });
}
