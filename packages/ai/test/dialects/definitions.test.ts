// A recursive Zod member's definitions sit at the document root, and every dialect keeps
// them there with every reference resolving (Ajv compiles and reads each lowered schema);
// an answer wrapped under `data` keeps them at its root too. Anthropic's strict tools and
// native structured output take no recursive schema (its docs): refused there (issue 23).
import assert from "node:assert/strict";
import { test } from "node:test";
import Ajv2020Module from "ajv/dist/2020.js";
import AjvModule from "ajv";
import { z } from "zod";
import * as vo from "@adcodicem/value-objects";
import { answerShape } from "../../src/answers/answer-shape.js";
import { type DialectName, lowerSchema, ProviderLimitError, reshapesValues } from "../../src/dialects/index.js";
import { strictForm } from "./strict-form.js";

const Ajv2020 = Ajv2020Module.default;
const AjvDraft07 = AjvModule.default;

interface Category { name: string; children: Category[] }
const Category: z.ZodType<Category> = z.object({ name: z.string(), get children() { return z.array(Category); } });
const Shelf = vo.object({ label: vo.string("Label", { maxLength: 20 }), category: Category, more: vo.optional(vo.array(Category)) });

const leaf = (name: string): Category => ({ name, children: [] });
const good = { label: "x", category: { name: "a", children: [leaf("b")] } };
const outerInPlaceOfChild = { label: "x", category: { name: "a", children: [{ label: "y", category: leaf("c") }] } };

const DIALECTS: readonly [DialectName, "tool" | "response-format", boolean?][] = [
  ["openai", "tool"], ["openai-strict", "tool"], ["openai-strict", "response-format"], ["anthropic", "tool"], ["anthropic", "tool", true],
  ["anthropic", "response-format"], ["gemini", "tool"], ["gemini", "response-format"], ["ollama", "tool"], ["ollama", "response-format"],
];

test("every dialect keeps the definitions at the root, and each reference resolves", (t) => {
  let compiled = 0;
  for (const target of ["draft-2020-12", "draft-07"] as const) {
    const lm = vo.toJsonSchema(Shelf, { profile: "languageModel", target });
    const key = target === "draft-07" ? "definitions" : "$defs";
    for (const [dialect, purpose, strict] of DIALECTS) {
      const options = { purpose, ...(strict === undefined ? {} : { strict }) };
      if (dialect === "anthropic" && (strict === true || purpose === "response-format")) {
        assert.throws(() => lowerSchema(lm, dialect, options), (e: unknown) => e instanceof ProviderLimitError && e.provider === "Anthropic");
        continue;
      }
      const lowered = lowerSchema(lm, dialect, options);
      const label = `${target} ${dialect} ${purpose}${strict ? " strict" : ""}`;
      assert.ok(lowered[key] !== undefined, `${label}: definitions at the root`);
      assert.equal(JSON.stringify(lowered).split(`"${key}"`).length - 1, 1, `${label}: one definitions block`);
      const ajv = target === "draft-07" ? new AjvDraft07({ strict: false, allowUnionTypes: true }) : new Ajv2020({ strict: false, allowUnionTypes: true });
      const check = ajv.compile(lowered);
      compiled++;
      const reshaped = reshapesValues(dialect, options);
      const form = (v: unknown) => (reshaped ? strictForm(v, lm, dialect === "openai-strict") : v);
      assert.equal(check(form(good)), true, `${label}: ${JSON.stringify(check.errors)}`);
      assert.equal(check(form(outerInPlaceOfChild)), false, `${label}: a "#" reference must not point at the outer object`);
    }
  }
  t.diagnostic(`${compiled} lowered schemas compiled`);
});

test("an answer wrapped under data keeps the definitions at its root", () => {
  const shape = answerShape(vo.array(Category));
  assert.equal(shape.wrapped, true);
  assert.ok(shape.jsonSchema.definitions !== undefined);
  const check = new AjvDraft07({ strict: false }).compile(shape.jsonSchema);
  assert.equal(check({ data: [leaf("a"), { name: "b", children: [leaf("c")] }] }), true, JSON.stringify(check.errors));
  assert.equal(check({ data: [{ data: [] }] }), false);
  assert.throws(() => lowerSchema(shape.jsonSchema, "anthropic", { purpose: "response-format" }), ProviderLimitError);
  for (const dialect of ["openai-strict", "gemini"] as const) {
    const lowered = lowerSchema(shape.jsonSchema, dialect, { purpose: "response-format" });
    assert.equal(new AjvDraft07({ strict: false, allowUnionTypes: true }).compile(lowered)({ data: [leaf("a")] }), true, dialect);
  }
});
