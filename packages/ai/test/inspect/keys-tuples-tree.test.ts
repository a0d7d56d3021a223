// ruleMap and the inspector on the shapes each dialect reshapes: a keyed record (`propertyNames`;
// pairs in the strict dialects, a sentence where the keyword is not sent), tuples (`prefixItems`,
// `items` as a list, `items` as `anyOf`) and a recursive tree (`$ref` into the definitions).
import assert from "node:assert/strict";
import { dirname, join, relative } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { ProviderLimitError, ruleMap } from "@adcodicem/value-objects-ai";
import { valueObjectTool as anthropicTool } from "@adcodicem/value-objects-ai/anthropic";
import { tool } from "ai";
import { runCommand } from "../../src/inspect/command.js";
import { readablePointer } from "../../src/inspect/render-text.js";
import type { InspectionReport } from "../../src/inspect/report.js";
import { rulePlaces } from "../../src/inspect/rule-places.js";
import { Category, countAnthropic, countOpenai, countStrict, Stock, Stocktake } from "./fixtures/keys-tuples-tree.js";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..", "..", "..");
const MODULE = relative(root, join(here, "fixtures", "keys-tuples-tree.ts"));

type Map = ReturnType<typeof ruleMap>;
const lostIn = (map: Map): string[] =>
  Object.entries(map).flatMap(([dialect, byPointer]) =>
    Object.entries(byPointer!).flatMap(([pointer, rules]) => Object.entries(rules).filter(([, where]) => where === "lost").map(([rule]) => `${dialect} ${pointer} ${rule}`)),
  );

test("a keyed record, tuples with and without a rest, and a recursive tree lose no rule in any dialect", () => {
  const plain = ruleMap(tool({ description: "Counts.", inputSchema: Stocktake, strict: false }));
  const strict = ruleMap(Stock);
  assert.deepEqual(lostIn(plain), []);
  assert.deepEqual(lostIn(strict), []);
  // every rule is named where it is declared (draft-07: positions under items, the rest under additionalItems)
  const openai = plain.openai!;
  assert.deepEqual(openai["/properties/stock/propertyNames"], { pattern: "sentence", minLength: "sentence", maxLength: "sentence" });
  assert.deepEqual(openai["/properties/point/items/0"], { minimum: "both", maximum: "both" });
  assert.deepEqual(openai["/properties/rested/additionalItems"], { maxLength: "both", pattern: "both" });
  assert.deepEqual(openai["/definitions/Category/properties/title"], { minLength: "both", maxLength: "both" });
  // the strict dialects: the key's rules on the pairs' key, the positions as branches of items' anyOf
  for (const dialect of ["openai-strict", "anthropic"] as const) {
    assert.equal(strict[dialect]!["/properties/stock/propertyNames"]!.pattern, "keyword", dialect);
    assert.equal(strict[dialect]!["/properties/stock/propertyNames"]!.minLength, "sentence", dialect);
    assert.equal(strict[dialect]!["/properties/point/items/1"]!.pattern, "keyword", dialect);
    assert.equal(strict[dialect]!["/properties/rested/additionalItems"]!.pattern, "keyword", dialect);
  }
  assert.equal(strict["openai-strict"]!["/properties/point/items/0"]!.maximum, "keyword");
  assert.equal(strict.anthropic!["/properties/point/items/0"]!.maximum, "sentence");
  // gemini: the key's rules said; ollama: the key kept and said, a closed tuple as a list of positions
  assert.equal(plain.gemini!["/properties/stock/propertyNames"]!.pattern, "sentence");
  assert.equal(plain.ollama!["/properties/stock/propertyNames"]!.minLength, "both");
  assert.equal(plain.ollama!["/properties/point/items/0"]!.minimum, "keyword");
  assert.equal(plain.ollama!["/properties/rested/additionalItems"]!.maxLength, "keyword");
  // a plain Anthropic tool keeps the schema as it is
  assert.equal(plain.anthropic!["/properties/point/items/1"]!.pattern, "keyword");
  // the closing of a tuple is its shape (its length is maxItems, a rule of its own), not a rule lost
  for (const byPointer of [...Object.values(plain), ...Object.values(strict)]) {
    assert.equal(byPointer!["/properties/point"]!.additionalItems, undefined);
    assert.equal(byPointer!["/properties/point"]!.maxItems === "lost", false);
  }
});

test("a keyword removed from a made tool's tuple position, pair key or key sentence is still lost", () => {
  const strictSchema = countStrict.function.parameters as Record<string, any>;
  delete strictSchema.properties.point.items.anyOf[0].maximum;
  delete strictSchema.properties.stock.items.properties.key.pattern;
  delete strictSchema.properties.rested.items.anyOf[1].pattern;
  assert.deepEqual(lostIn(ruleMap(countStrict, { dialects: ["openai-strict"] })), [
    "openai-strict /properties/stock/propertyNames pattern",
    "openai-strict /properties/point/items/0 maximum",
    "openai-strict /properties/rested/additionalItems pattern",
  ]);
  const openaiSchema = countOpenai.function.parameters as Record<string, any>;
  delete openaiSchema.properties.stock.description;
  const position = openaiSchema.properties.point.prefixItems[1];
  delete position.pattern;
  position.description = position.description.replace("The value must match the pattern ^x.", "");
  assert.deepEqual(lostIn(ruleMap(countOpenai, { dialects: ["openai"] })), [
    "openai /properties/stock/propertyNames pattern",
    "openai /properties/stock/propertyNames minLength",
    "openai /properties/stock/propertyNames maxLength",
    "openai /properties/point/items/1 pattern",
  ]);
  const anthropicSchema = (countAnthropic as unknown as { input_schema: Record<string, any> }).input_schema;
  anthropicSchema.properties.point.items.anyOf[0].description = "";
  assert.deepEqual(lostIn(ruleMap(countAnthropic, { dialects: ["anthropic"] })), [
    "anthropic /properties/point/items/0 minimum",
    "anthropic /properties/point/items/0 maximum",
  ]);
});

test("rulePlaces finds a draft-07 tuple's positions and rest in each form a dialect sends", () => {
  const declared = { type: "array", items: [{ type: "integer", maximum: 9 }], additionalItems: { type: "string", maxLength: 3 }, minItems: 1 };
  const forms = [
    { type: "array", prefixItems: [{ type: "integer", maximum: 9 }], items: { type: "string", maxLength: 3 }, minItems: 1 },
    { type: "array", items: [{ type: "integer", maximum: 9 }], additionalItems: { type: "string", maxLength: 3 }, minItems: 1 },
    { type: "array", items: { anyOf: [{ type: "integer", maximum: 9 }, { type: "string", maxLength: 3 }] }, minItems: 1 },
  ];
  for (const sent of forms) {
    assert.deepEqual(rulePlaces(declared, sent), [
      { pointer: "", rule: "minItems", where: "keyword" },
      { pointer: "/items/0", rule: "maximum", where: "keyword" },
      { pointer: "/additionalItems", rule: "maxLength", where: "keyword" },
    ]);
  }
  // the rest's schema missing from the anyOf: its rule is lost, the position's found
  const short = { type: "array", items: { anyOf: [{ type: "integer", maximum: 9 }] }, minItems: 1 };
  assert.deepEqual(rulePlaces(declared, short).map((p) => p.where), ["keyword", "keyword", "lost"]);
});

test("ruleMap of a recursive schema says the Anthropic strict column is refused, by the limit's name, and maps the others", () => {
  let map: Map | undefined;
  assert.doesNotThrow(() => (map = ruleMap(Category)));
  assert.deepEqual(Object.keys(map!), ["openai", "openai-strict", "anthropic", "gemini", "ollama"]);
  assert.deepEqual(map!.anthropic, { "": { "recursive definitions": "refused" } });
  assert.equal(map!["openai-strict"]!["/properties/children"]!.maxItems, "keyword");
  assert.deepEqual(lostIn(map!), []);
  // the limit named is the one the maker's error names; a plain Anthropic tool sends the tree as it is
  assert.throws(() => anthropicTool({ name: "tree", description: "A tree.", parameters: Category, run: () => "ok", strict: true }), (e) => e instanceof ProviderLimitError && e.limit === "recursive definitions");
  const plain = ruleMap(tool({ description: "A tree.", inputSchema: Category, strict: false }), { dialects: ["anthropic"] });
  assert.equal(plain.anthropic!["/properties/title"]!.maxLength, "keyword");
});

test("the inspector finds every rule of the module's records, tuples and tree, on the wire too", async () => {
  let out = "";
  let err = "";
  const code = await runCommand(["inspect", MODULE, "--json"], { cwd: root, out: (t) => (out += t), err: (t) => (err += t), tty: false });
  const report = JSON.parse(out) as InspectionReport;
  const lost = report.tools.flatMap((t) =>
    Object.entries(t.dialects).flatMap(([d, v]) => [...v!.rules, ...(v!.wire?.lost ?? [])].filter((r) => r.where === "lost").map((r) => `${t.name} ${d} ${r.pointer} ${r.rule}`)),
  );
  assert.deepEqual(lost, []);
  assert.equal(report.lost, 0);
  assert.equal(code, 0, err);
  assert.deepEqual(report.tools.map((t) => t.name), ["Category", "Stock", "Stocktake", "count_anthropic", "count_openai", "count_strict"]);
  // the tree under Anthropic strict: refused, as ruleMap says
  assert.match(report.tools[0]!.dialects.anthropic!.error ?? "", /recursive definitions/);
});

test("the table names a tuple's positions and rest, and a record's keys, as a person reads them", () => {
  assert.equal(readablePointer("/properties/point/items/1"), "point[1]");
  assert.equal(readablePointer("/properties/point/prefixItems/0"), "point[0]");
  assert.equal(readablePointer("/properties/rested/additionalItems"), "rested[…]");
  assert.equal(readablePointer("/properties/stock/propertyNames"), "stock{key}");
  assert.equal(readablePointer("/properties/stock/additionalProperties"), "stock{}");
  assert.equal(readablePointer("/properties/lines/items/properties/sku"), "lines[].sku");
});
