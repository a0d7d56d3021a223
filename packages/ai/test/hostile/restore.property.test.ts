/**
 * Property: undoing the strict reshaping (`restoreStrictValue`) on any JSON, against
 * the schemas the dialects lower and against arbitrary schema-like JSON, never throws,
 * never grafts a prototype, always gives JSON back; and on arguments a strict model
 * sent (forced nulls, records as pairs, `__proto__` among the keys) it gives back what
 * a non-strict model would have sent, so the rules read the same thing.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import * as vo from "@adcodicem/value-objects";
import { checkArguments, dialects, lowerSchema, restoreStrictValue } from "@adcodicem/value-objects-ai";
import { restoreStrictText } from "../../src/ai-sdk/restore-text.js";
import { assertPlainTree, show } from "./support/expect-arguments.js";
import { anyArgs, HOSTILE_KEYS, hostileJson, oddArgs, own, paramsArgs } from "./support/json.js";
import { writeJson, writerChoices } from "./support/json-text.js";
import { Lines, Odd, Params, Stock } from "./support/params.js";

const SEED = 20260521;
const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();
const options = (seed: number, numRuns: number) => ({ seed, numRuns, endOnFailure: true, includeErrorInReport: true });
const languageModel = (schema: vo.AnySchema) => vo.toJsonSchema(schema, { profile: "languageModel", target: "draft-07" });

// every schema a restore may be asked to read against: as written, and as each dialect lowers it
const written = [Params, Odd, vo.object({ data: Stock }), vo.object({ data: Lines })].map(languageModel);
const schemas = written.flatMap((schema) => [
  schema,
  ...dialects.flatMap((dialect) => [lowerSchema(schema, dialect, { purpose: "tool", strict: true }), lowerSchema(schema, dialect, { purpose: "response-format" })]),
]);

/** One restore, asserted: no exception, plain objects, JSON in and JSON out. */
function restore(value: unknown, schema: vo.JsonSchema): unknown {
  let restored: unknown;
  try {
    restored = restoreStrictValue(value, schema);
  } catch (error) {
    assert.fail(`restoreStrictValue threw ${String((error as Error)?.message ?? error).slice(0, 100)} for ${show(value)}`);
  }
  assertPlainTree(restored, show(value));
  assert.deepEqual(JSON.parse(JSON.stringify(restored) ?? "null"), restored ?? null, `not JSON after restoring ${show(value)}`);
  return restored;
}

test("any JSON against every schema the dialects lower", (t) => {
  const RUNS = 2_000;
  fc.assert(fc.property(fc.oneof(anyArgs, paramsArgs, oddArgs), (value) => void schemas.forEach((schema) => restore(value, schema))), options(SEED, RUNS));
  t.diagnostic(`restore, lowered schemas: ${RUNS * schemas.length} cases (${RUNS} values × ${schemas.length} schemas, seed ${SEED})`);
});

// schema-like JSON: the keywords a restore reads, holding anything, $refs that loop included
const keyword = fc.constantFrom("type", "properties", "required", "additionalProperties", "items", "anyOf", "oneOf", "$ref", "$defs", "enum", "const");
const schemaLike: fc.Arbitrary<unknown> = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small" },
    hostileJson,
    fc.constantFrom({ $ref: "#" }, { $ref: "#/properties/a" }, { $ref: "#/$defs/x" }, { $ref: "#/%E0%A4%A" }, { $ref: "http://x" }, { type: "null" }),
    fc.array(fc.tuple(fc.oneof(keyword, fc.constantFrom(...HOSTILE_KEYS)), tie("node")), { maxLength: 4 }).map(own),
    fc.array(fc.tuple(fc.constantFrom("a", "key", "value", "__proto__"), tie("node")), { maxLength: 3 }).map((p) => own([["properties", own(p)]])),
  ),
})).node;

test("any JSON against arbitrary schema-like JSON, $refs that loop included", (t) => {
  const RUNS = 3_000;
  fc.assert(
    fc.property(schemaLike, anyArgs, (schema, value) => {
      const node = typeof schema === "object" && schema !== null && !Array.isArray(schema) ? (schema as vo.JsonSchema) : { anyOf: [schema] };
      restore(value, node);
      // the text restorer reads the same as the value restorer, whatever the schema
      const text = JSON.stringify(value) ?? "null";
      assert.deepStrictEqual(JSON.parse(restoreStrictText(text, node)), restoreStrictValue(JSON.parse(text), node), text);
    }),
    options(SEED + 1, RUNS),
  );
  t.diagnostic(`restore, schema-like JSON: ${RUNS} cases (seed ${SEED + 1})`);
});

/** Arguments as a strict model writes them: every optional member present (null when left out), records as pairs. */
function strictForm(args: Record<string, unknown>, optional: readonly string[], records: readonly string[]): Record<string, unknown> {
  const entries: [string, unknown][] = Object.keys(args).map((key) => [key, args[key]]);
  for (const key of optional) if (!Object.prototype.hasOwnProperty.call(args, key)) entries.push([key, null]);
  return own(
    entries.map(([key, value]) => {
      const isRecord = records.includes(key) && typeof value === "object" && value !== null && !Array.isArray(value);
      return [key, isRecord ? Object.keys(value).map((k) => ({ key: k, value: (value as Record<string, unknown>)[k] })) : value];
    }),
  );
}

test("arguments in the strict form read as the same arguments sent plainly", (t) => {
  const RUNS = 2_000;
  const cases = [
    { arbitrary: paramsArgs, schema: Params, optional: ["alternates", "note", "stock", "lines", "deliverOn"], records: ["stock"] },
    { arbitrary: oddArgs, schema: Odd, optional: ["__proto__", "constructor", "toString", "a/b~c"], records: ["toString"] },
  ];
  let same = 0;
  for (const [i, c] of cases.entries()) {
    const sent = languageModel(c.schema);
    fc.assert(
      fc.property(c.arbitrary, (args) => {
        if (typeof args !== "object" || args === null || Array.isArray(args)) return;
        const source = args as Record<string, unknown>;
        // an array where a record belongs is the strict form's own way to send a record: not the same message plainly
        if (c.records.some((k) => Array.isArray(source[k]))) return;
        // a null on an optional member is how the strict form says "left out": the plain form leaves it out
        const plain = own(Object.keys(source).filter((k) => !(c.optional.includes(k) && source[k] === null)).map((k) => [k, source[k]]));
        const plainly = checkArguments(c.schema, plain);
        const strictly = checkArguments(c.schema, restore(strictForm(source, c.optional, c.records), sent));
        assert.deepEqual(strictly, plainly, `the strict form of ${show(args)} reads differently`);
        same++;
      }),
      options(SEED + 2 + i, RUNS),
    );
  }
  t.diagnostic(`restore, strict round trip: ${RUNS * cases.length} cases (seeds ${SEED + 2}, ${SEED + 3}), ${same} compared`);
  assert.ok(same > RUNS, "most cases are objects, compared");
});

test("on JSON text, only the reshaping changes: the text is kept where nothing is reshaped, and reads as the restored value", (t) => {
  const RUNS = 1_500;
  const cases = [
    { arbitrary: paramsArgs, schema: languageModel(Params), optional: ["alternates", "note", "stock", "lines", "deliverOn"], records: ["stock"] },
    { arbitrary: oddArgs, schema: languageModel(Odd), optional: ["__proto__", "constructor", "toString", "a/b~c"], records: ["toString"] },
  ];
  let kept = 0;
  let restored = 0;
  for (const [i, c] of cases.entries()) {
    fc.assert(
      fc.property(fc.oneof(c.arbitrary, anyArgs), writerChoices, fc.boolean(), fc.boolean(), (args, choices, strict, beyond) => {
        const value = strict && typeof args === "object" && args !== null && !Array.isArray(args) ? strictForm(args as Record<string, unknown>, c.optional, c.records) : args;
        const text = writeJson(value, choices, beyond);
        const out = restoreStrictText(text, c.schema);
        const sent = JSON.parse(text);
        const expected = restoreStrictValue(sent, c.schema);
        // the text as read is the value as restored, Infinity and -0 included (strict equality: Object.is)
        assert.deepStrictEqual(JSON.parse(out), expected, `${text} → ${out}`);
        let reshaped = true;
        try {
          assert.deepStrictEqual(expected, sent);
          reshaped = false;
        } catch {}
        if (reshaped) restored++;
        else {
          assert.equal(out, text, "nothing to restore: the text is handed on as sent");
          kept++;
        }
      }),
      options(SEED + 10 + i, RUNS),
    );
  }
  t.diagnostic(`restore on text: ${RUNS * cases.length} cases (seeds ${SEED + 10}, ${SEED + 11}): ${kept} kept byte for byte, ${restored} restored`);
  assert.ok(kept > RUNS / 10 && restored > RUNS / 10, "both paths are taken often");
});

test("on JSON text, what is not JSON, and JSON nested past any schema, come back as they are", () => {
  const schema = languageModel(Params);
  for (const text of ["", "{", '{"note":null', "```json\n{}\n```", '{"note":null}x', "[".repeat(100_000) + "]".repeat(100_000)]) {
    assert.equal(restoreStrictText(text, schema), text);
  }
  const deep = `{"stock":[{"key":"FR","value":1}],"lines":${"[".repeat(100_000)}${"]".repeat(100_000)}}`;
  assert.equal(restoreStrictText(deep, schema), `{"stock":{"FR":1},"lines":${"[".repeat(100_000)}${"]".repeat(100_000)}}`);
});

test("a pair keyed __proto__ becomes an own key, not a prototype", () => {
  const restored = restore({ stock: [{ key: "__proto__", value: { polluted: true } }, { key: "constructor", value: 3 }] }, languageModel(Params)) as Record<string, any>;
  assert.ok(Object.prototype.hasOwnProperty.call(restored.stock, "__proto__"));
  assert.deepEqual(Object.keys(restored.stock), ["__proto__", "constructor"]);
  assert.equal(Object.getPrototypeOf(restored.stock), Object.prototype);
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
});

test("no restore touched Object.prototype", () => {
  assert.deepEqual(Object.getOwnPropertyNames(Object.prototype).sort(), prototypeBefore);
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
});
