/**
 * The answers the hostile suites read, and the property every reading keeps: the
 * value the oracle reads from the JSON, or a refusal with a known code, a message the
 * schema always says (never the model's text), and pointers the oracle expects.
 */
import assert from "node:assert/strict";
import { type AnswerReading, answerMessages, answerShape, type AnswerShape } from "@adcodicem/value-objects-ai";
import { writtenPointer } from "../../../src/answers/repair-line.js";
import { assertPlainTree, resolvePointer, show } from "./expect-arguments.js";
import { judge, type Judge, judgeLines, judgeParams, judgeStock, KNOWN_CODES, Lines, MESSAGES, Params, REQUIRED, Stock } from "./params.js";

export interface AnswerCase {
  readonly name: string;
  readonly shape: AnswerShape;
  readonly oracle: Judge;
}

/** An object answered as it is, and a list and a record wrapped under `data`. */
export const answerCases: readonly AnswerCase[] = [
  { name: "Params", shape: answerShape(Params), oracle: judgeParams },
  { name: "Lines", shape: answerShape(Lines), oracle: judgeLines },
  { name: "Stock", shape: answerShape(Stock), oracle: judgeStock },
];

export const ANSWER_CODES = new Set(["answer.cut_off", "answer.filtered", "answer.not_json", ...KNOWN_CODES]);
const ANSWER_MESSAGES = new Set<string>([...Object.values(answerMessages), ...MESSAGES]);
const CUT = ["length", "interrupted", "error"];
const FILTERED = ["content-filter", "refusal"];
const REFUSAL_FIELDS = new Set(["code", "message", "path", "pointer", "more", "under"]);

/** What is known of an answer's text: its JSON value, that it is not JSON, or nothing. */
export type Knowledge = { readonly json: unknown } | { readonly notJson: true } | { readonly unknown: true };

const unwrap = (c: AnswerCase, value: unknown): { value: unknown; unwrapped: boolean } => {
  const single = c.shape.wrapped && typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 1;
  return single && Object.prototype.hasOwnProperty.call(value, "data") ? { value: (value as { data: unknown }).data, unwrapped: true } : { value, unwrapped: false };
};

/** Asserts the property of one reading; returns whether a value was read. */
export function expectAnswerReading(c: AnswerCase, knowledge: Knowledge, finishReason: string | undefined, reading: AnswerReading<unknown>): boolean {
  const where = `${c.name}, finish ${finishReason}, ${show(knowledge)} → ${show(reading)}`;
  if (reading.ok) {
    assert.ok(!CUT.includes(finishReason!) && !FILTERED.includes(finishReason!), `read despite the finish reason: ${where}`);
    assert.ok(!("notJson" in knowledge), `read from a text that is not JSON: ${where}`);
    const expected = "json" in knowledge ? judge(c.oracle, unwrap(c, knowledge.json).value) : judge(c.oracle, reading.value);
    assert.ok(expected.ok, `read, but the oracle finds ${show(expected.ok ? [] : expected.broken)} broken: ${where}`);
    if (expected.ok) assert.deepEqual(reading.value, expected.value, `the value read differs from the oracle's: ${where}`);
    assertPlainTree(reading.value, where);
    return true;
  }
  const { refusal } = reading;
  for (const field of Object.keys(refusal)) assert.ok(REFUSAL_FIELDS.has(field), `unexpected field ${field}: ${where}`);
  const entries = [refusal, ...(refusal.more ?? [])];
  for (const entry of entries) {
    assert.ok(ANSWER_CODES.has(entry.code), `unknown code ${entry.code}: ${where}`);
    assert.ok(ANSWER_MESSAGES.has(entry.message), `a message the schema never says: ${show(entry.message)}: ${where}`);
    const exact = entry.path.map((k) => `/${String(k).replaceAll("~", "~0").replaceAll("/", "~1")}`).join("");
    assert.equal(entry.pointer, exact, `the pointer is not the path's: ${where}`);
  }
  if (CUT.includes(finishReason!)) return void assert.equal(refusal.code, "answer.cut_off", where), false;
  if (FILTERED.includes(finishReason!)) return void assert.equal(refusal.code, "answer.filtered", where), false;
  if ("notJson" in knowledge) return void assert.equal(refusal.code, "answer.not_json", where), false;
  if (!("json" in knowledge)) return false;
  assert.notEqual(refusal.code, "answer.not_json", `JSON refused as not JSON: ${where}`);
  const { value, unwrapped } = unwrap(c, knowledge.json);
  assert.equal(refusal.under, unwrapped ? "data" : undefined, `under: ${where}`);
  const judged = judge(c.oracle, value);
  assert.ok(!judged.ok, `refused, but the oracle reads the answer: ${where}`);
  if (judged.ok) return false;
  for (const entry of entries) {
    // the oracle writes a pointer as the model reads it: cut and escaped
    const resolved = resolvePointer(value, writtenPointer(entry));
    if (!resolved.found) assert.equal(entry.code, REQUIRED, `the pointer ${entry.pointer} does not resolve: ${where}`);
  }
  assert.deepEqual(entries.map((e) => writtenPointer(e)).sort(), judged.broken.map((b) => b.pointer).sort(), `refused positions differ from the oracle's: ${where}`);
  return false;
}

/** A valid answer for each case, holding value objects, lists, records and texts beyond ASCII. */
export const validAnswers: Record<string, unknown> = {
  Params: {
    iban: "FR7630006000011234567890189",
    quantity: 12,
    country: "de",
    alternates: ["DE89370400440532013000", "GB82WEST12345698765432"],
    note: "Fragile — handle with care: \"glass\" ✓ 📦 \\ end",
    stock: { FR: 3, "a/b~c": 4, "": 5, "clé": 6 },
    lines: [{ sku: "ABC-123", price: 19.99 }, { sku: "XYZ-999", price: null }],
    deliverOn: "2026-06-30",
  },
  Lines: { data: [{ sku: "ABC-123", price: 0.07 }, { sku: "DEF-456", price: 9999.99 }] },
  Stock: { data: { FR: 1, DE: 100, "ünïcödé 🚚": 50 } },
};
