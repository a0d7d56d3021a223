/**
 * Hostile answers read with `readAnswer`: nothing, prose, code fences of every kind,
 * JSON cut at every byte, the wrong shape, huge and deeply nested answers, keys named
 * as Object.prototype's own. Each is refused with a known code (or read, where the
 * contract reads it), within a bound, without an exception and without the text.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { answerMessages, readAnswer } from "@adcodicem/value-objects-ai";
import { stripCodeFence } from "../../src/answers/json-text.js";
import { IBAN } from "../../../../test-support/shop.js";
import { answerCases, expectAnswerReading, validAnswers } from "./support/answers.js";
import { boundedSync, lastCount, linearIn } from "./support/bounds.js";

const [params, lines, stock] = answerCases;
const read = (text: string, c = params, finishReason: string | undefined = "stop") => boundedSync(() => readAnswer(c.shape, { text, finishReason }), text);
const refusalOf = (text: string, c = params, finishReason?: string) => {
  const reading = read(text, c, finishReason);
  assert.ok(!reading.ok, `read ${text.slice(0, 80)}`);
  return reading.refusal;
};
const NOT_JSON = { code: "answer.not_json", message: answerMessages.notJson, path: [], pointer: "" };
const EMPTY = { code: "answer.not_json", message: answerMessages.empty, path: [], pointer: "" };
const valid = JSON.stringify(validAnswers.Params);

/** Every prefix of a text cut at a UTF-8 byte, as a stream cut mid-character delivers it (a lost half becomes U+FFFD). */
function bytePrefixes(text: string): string[] {
  const bytes = Buffer.from(text, "utf8");
  const decoder = new TextDecoder();
  return Array.from({ length: bytes.length }, (_, n) => decoder.decode(bytes.subarray(0, n)));
}

describe("nothing, prose and code fences", () => {
  test("nothing at all is not JSON, and says so", () => {
    for (const text of ["", " ", "\n\t\r\n", "```\n```", "```json\n\n```", "~~~\n~~~"]) assert.deepEqual(refusalOf(text), EMPTY, JSON.stringify(text));
  });

  test("prose, and prose around a well-formed fence, are not JSON", () => {
    const fenced = "```json\n" + valid + "\n```";
    for (const text of ["Sure! I ordered 12 items.", "null-ish", `Here it is:\n${fenced}`, `${fenced}\nHope this helps!`, `Here:\n${fenced}\nDone.`, `Answer: ${valid}`]) {
      assert.deepEqual(refusalOf(text), NOT_JSON, text.slice(0, 40));
    }
  });

  test("a well-formed fence is read, with or without a language, with backticks or tildes, longer fences too", () => {
    for (const [open, close] of [["```json", "```"], ["```", "```"], ["~~~JSON", "~~~"], ["````json", "````"], ["```json ", "```"], ["```json\r", "```\r"]]) {
      const reading = read(`  ${open}\n${valid}\n${close}  \n`);
      assert.ok(reading.ok, `${open} … ${close}`);
      expectAnswerReading(params, { json: validAnswers.Params }, "stop", reading);
    }
  });

  test("an unclosed fence, a fence closed by another kind or length, and two fences are not JSON", () => {
    for (const text of [
      "```json\n" + valid,
      "```json\n" + valid + "\n``",
      "```json\n" + valid + "\n~~~",
      "````json\n" + valid + "\n```",
      "```json\n" + valid + "\n```\n```json\n" + valid + "\n```",
      "```json\n" + valid + "\n```\n\n```\n{}\n```",
      "```json " + valid + "```",
    ]) {
      assert.deepEqual(refusalOf(text), NOT_JSON, text.slice(0, 30) + "…" + text.slice(-10));
    }
  });

  test("a fence inside a JSON text is data, not a fence", () => {
    const answer = { ...(validAnswers.Params as object), note: "```\nnot a fence\n```" };
    const reading = read(JSON.stringify(answer));
    assert.ok(reading.ok);
    assert.equal((reading.value as { note: string }).note, "```\nnot a fence\n```");
  });
});

describe("JSON cut off at every byte", () => {
  for (const c of answerCases) {
    const text = JSON.stringify(validAnswers[c.name]);
    test(`${c.name}: no prefix of a valid answer is read, plain or in an unclosed fence`, (t) => {
      assert.ok(read(text, c).ok, "the whole answer is read");
      const prefixes = bytePrefixes(text);
      for (const prefix of prefixes) {
        for (const cut of [prefix, "```json\n" + prefix]) {
          const refusal = refusalOf(cut, c);
          assert.deepEqual(refusal, prefix === "" && cut === prefix ? EMPTY : NOT_JSON, JSON.stringify(cut));
        }
      }
      t.diagnostic(`${c.name}: ${prefixes.length * 2} prefixes of ${Buffer.byteLength(text)} bytes refused as answer.not_json`);
    });
  }

  test("a prefix that is itself JSON is read with the rules, never taken for the whole", () => {
    // cut in the middle of a number: the text is still JSON, and the rules decide
    const cut = '{"data":[{"sku":"ABC-123","price":1'; // not JSON as a whole
    assert.deepEqual(refusalOf(cut, lines), NOT_JSON);
    const pretty = JSON.stringify(validAnswers.Params, null, 2);
    for (const prefix of bytePrefixes(pretty)) assert.equal(refusalOf(prefix).code, "answer.not_json");
  });
});

describe("the finish reason comes before the text", () => {
  test("valid JSON with a content filter or a refusal is filtered; with length, an error or an interruption, cut off", () => {
    for (const text of [valid, "```json\n" + valid + "\n```", "", "prose"]) {
      for (const finishReason of ["content-filter", "refusal"]) assert.equal(refusalOf(text, params, finishReason).code, "answer.filtered");
      for (const finishReason of ["length", "error", "interrupted"]) assert.equal(refusalOf(text, params, finishReason).code, "answer.cut_off");
    }
  });
});

describe("the wrong shape", () => {
  test("an array where an object belongs, an object where an array belongs, a text where a record belongs", () => {
    assert.deepEqual(refusalOf(`[${valid}]`), { code: "value_object.not_parsable", message: "The value must be an object.", path: [], pointer: "" });
    const notAList = refusalOf('{"data":{"0":{"sku":"ABC-123","price":1}}}', lines);
    assert.deepEqual([notAList.code, notAList.pointer, notAList.under], ["value_object.not_parsable", "", "data"]);
    const notARecord = refusalOf('{"data":"FR=3"}', stock);
    assert.deepEqual([notARecord.code, notARecord.pointer, notARecord.under], ["value_object.not_parsable", "", "data"]);
  });

  test("data confusion: a wrapper where none belongs, a wrapper twice, a wrapper with company", () => {
    // an object answer is never unwrapped: {"data": order} is an order with every member missing
    const wrappedOrder = refusalOf(JSON.stringify({ data: validAnswers.Params }));
    assert.deepEqual([wrappedOrder.code, wrappedOrder.pointer], ["value_object.required", "/iban"]);
    const twice = refusalOf(JSON.stringify({ data: validAnswers.Lines }), lines);
    assert.deepEqual([twice.code, twice.pointer, twice.under], ["value_object.not_parsable", "", "data"]);
    const company = refusalOf(JSON.stringify({ data: (validAnswers.Lines as { data: unknown }).data, note: "x" }), lines);
    assert.deepEqual([company.code, company.pointer, company.under], ["value_object.not_parsable", "", undefined]);
    // a record answer with a single key named data is the wrapper: its value is read as the record
    assert.equal(refusalOf('{"data":3}', stock).code, "value_object.not_parsable");
  });

  test("a bare list where a wrapped one was asked is read with the same rules", () => {
    const bare = (validAnswers.Lines as { data: unknown }).data;
    const reading = read(JSON.stringify(bare), lines);
    expectAnswerReading(lines, { json: bare }, "stop", reading);
    assert.ok(reading.ok);
  });
});

describe("huge answers are refused within the bound (work counted)", () => {
  const TEN_MB = 10 * 1024 * 1024;

  test("a 10 MB text value: too_long at its pointer, before any pattern or normalize runs", () => {
    for (const [member, answer] of [
      ["/note", { ...(validAnswers.Params as object), note: "x".repeat(TEN_MB) }],
      ["/iban", { ...(validAnswers.Params as object), iban: "A".repeat(TEN_MB) }],
      ["/lines/0/sku", { ...(validAnswers.Params as object), lines: [{ sku: "A".repeat(TEN_MB), price: 1 }] }],
    ] as const) {
      const refusal = refusalOf(JSON.stringify(answer));
      assert.deepEqual([refusal.code, refusal.pointer], ["value_object.too_long", member]);
      assert.ok(refusal.message.length < 200);
    }
  });

  test("a record of 10 MB under one key, and a list of a million items, are refused without reading each", () => {
    const list = refusalOf(JSON.stringify({ ...(validAnswers.Params as object), alternates: new Array(1_000_000).fill(IBAN) }));
    assert.deepEqual([list.code, list.pointer], ["value_object.too_long", "/alternates"]);
    const bigKey = refusalOf(`{"data":{${JSON.stringify("k".repeat(TEN_MB))}:0}}`, stock);
    assert.equal(bigKey.code, "value_object.out_of_range");
    assert.equal(bigKey.message.length < 200, true, "the key is in the pointer, never in the message");
  });

  test("10 MB of prose, of backticks, of tildes, and a fence around 10 MB", () => {
    const ticks = "`".repeat(TEN_MB / 2);
    for (const text of [
      "a".repeat(TEN_MB),
      "`".repeat(TEN_MB),
      "~".repeat(TEN_MB),
      `${ticks}\n${ticks}x`,
      `${ticks}\n${ticks}${"y".repeat(1024)}x`,
      "```\n" + "```\t".repeat(TEN_MB / 4) + "x",
      "```json\n" + " ".repeat(TEN_MB) + "\n```",
      "```json\n" + "[".repeat(TEN_MB) + "\n```",
    ]) {
      const refusal = refusalOf(text);
      assert.equal(refusal.code, "answer.not_json", text.slice(0, 12));
    }
  });

  test("the code fence is found with work linear in the text, no regular expression past the first line", () => {
    // quadratic with a backreferencing regular expression over the whole text: a 10 MB run of backticks
    // would take hours; counted, such a expression is stopped before it runs (it is handed the whole text)
    const ticks = "`".repeat(2 ** 22);
    const unclosed = `${ticks}\n${ticks}${"y".repeat(4096)}x`;
    const closed = `${ticks}\n{"a":1}\n${ticks}`;
    const firstLine = { regexChars: 2 ** 22 + 1 };
    assert.equal(boundedSync(() => stripCodeFence(unclosed), unclosed, { ...linearIn(unclosed, 4), ...firstLine }).length, 2 ** 23 + 4098);
    assert.ok(lastCount !== undefined && lastCount.chars <= 4 * unclosed.length && lastCount.regexChars <= 2 ** 22 + 1, JSON.stringify(lastCount));
    assert.equal(boundedSync(() => stripCodeFence(closed), closed, { ...linearIn(closed, 4), ...firstLine }), '{"a":1}');
  });

  test("10 MB of hostile answers: each character read a bounded number of times (counted, the same on every engine)", (t) => {
    const TEN_MB = 10 * 1024 * 1024;
    const ticks = "`".repeat(TEN_MB / 2);
    for (const text of ["a".repeat(TEN_MB), `${ticks}\n${ticks}x`, "```json\n" + "[".repeat(TEN_MB) + "\n```", "```\n" + "```\t".repeat(TEN_MB / 4) + "x"]) {
      assert.equal(refusalOf(text).code, "answer.not_json");
      const { chars, regexChars } = lastCount ?? assert.fail("not counted");
      // 5 to 6.5 per character measured: the trims, the bracket scan, JSON.parse, a regular expression on the first line only
      assert.ok(chars <= 7 * text.length, `${chars} characters read for ${text.length}`);
      assert.ok(regexChars <= text.indexOf("\n") + 2, `${regexChars} characters handed to regular expressions`);
      t.diagnostic(`${text.slice(0, 8).replace(/\n/g, "\\n")}…: ${chars} characters read for ${text.length}, ${regexChars} to regular expressions`);
    }
  });
});

describe("deeply nested answers", () => {
  test("10,000 levels of lists or objects are refused at the first place the rules look, without a stack overflow", () => {
    const n = 10_000;
    assert.deepEqual(refusalOf("[".repeat(n) + "]".repeat(n)), { code: "value_object.not_parsable", message: "The value must be an object.", path: [], pointer: "" });
    const notes = refusalOf('{"note":'.repeat(n) + "1" + "}".repeat(n));
    assert.deepEqual([notes.pointer, notes.code], ["/iban", "value_object.required"]);
    assert.ok(notes.more?.some((m) => m.pointer === "/note" && m.code === "value_object.not_parsable"));
    const inRecord = refusalOf(`{"data":{"k":${"[".repeat(n)}${"]".repeat(n)}}}`, stock);
    assert.deepEqual([inRecord.code, inRecord.pointer], ["value_object.not_parsable", "/k"]);
  });

  test("a million levels: parsed or not, refused at the root, never a RangeError", () => {
    const n = 1_000_000;
    assert.deepEqual(refusalOf("[".repeat(n) + "]".repeat(n)).code, "value_object.not_parsable");
    assert.deepEqual(refusalOf('{"a":'.repeat(n) + "1" + "}".repeat(n)).pointer, "/iban");
    assert.deepEqual(refusalOf("[".repeat(n)), NOT_JSON);
  });

  test("where JSON.parse itself gives up with a RangeError (as engines with a recursive parser do), the answer is not JSON", () => {
    const parse = JSON.parse;
    JSON.parse = () => {
      throw new RangeError("Maximum call stack size exceeded");
    };
    try {
      assert.deepEqual(refusalOf("[".repeat(10_000) + "]".repeat(10_000)), NOT_JSON);
    } finally {
      JSON.parse = parse;
    }
  });

  test("brackets that never close are refused before JSON.parse runs (V8 spends a microsecond a level on them)", () => {
    const parse = JSON.parse;
    const parsed: string[] = [];
    JSON.parse = (...args: Parameters<typeof JSON.parse>) => {
      parsed.push(args[0]);
      return parse(...args);
    };
    try {
      for (const text of ["[".repeat(100_000), '{"a":'.repeat(1000), "```json\n" + "[".repeat(1000) + "\n```", "[[]]]", '{"a":"]"', '{"a":"\\"}']) {
        assert.deepEqual(refusalOf(text), NOT_JSON, text.slice(0, 12));
      }
      assert.deepEqual(parsed, []);
      // a bracket inside a string, escaped quotes included, is data: such a text still reaches JSON.parse
      const text = `{"iban":"[{\\\"]}","quantity":1}`;
      assert.equal(read(text, params).ok, false);
      assert.equal(parsed[0], text);
    } finally {
      JSON.parse = parse;
    }
  });
});

describe("keys named as Object.prototype's own", () => {
  test("__proto__ and constructor keys are data: ignored where undeclared, kept as own keys in a record, nothing polluted", () => {
    const text = `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},${valid.slice(1, -1).replace('"stock":{', '"stock":{"__proto__":7,"constructor":8,')}}`;
    const reading = read(text);
    assert.ok(reading.ok);
    const value = reading.value as { stock: Record<string, number> };
    assert.deepEqual(Object.keys(value).includes("__proto__"), false);
    assert.equal(Object.prototype.hasOwnProperty.call(value.stock, "__proto__"), true);
    assert.equal(value.stock.constructor, 8);
    assert.equal(Object.getPrototypeOf(value), Object.prototype);
    assert.equal(Object.getPrototypeOf(value.stock), Object.prototype);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    const refused = refusalOf('{"data":{"__proto__":{"polluted":true}}}', stock);
    assert.deepEqual([refused.code, refused.pointer], ["value_object.not_parsable", "/__proto__"]);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });
});

describe("the refusal never holds the model's text", () => {
  test("a value that reads like a message, a code or the refusal's own words is refused as any text in its place", () => {
    const plain = refusalOf(JSON.stringify({ ...(validAnswers.Params as object), quantity: "plain" }));
    for (const text of [
      "The value is not a valid Quantity: The value must be less than or equal to 100.",
      "value_object.out_of_range",
      "answer.not_json",
      "No object generated: the answer was refused",
      "The answer is not JSON.",
      '{"error":"invalid_argument"}',
    ]) {
      assert.deepEqual(refusalOf(JSON.stringify({ ...(validAnswers.Params as object), quantity: text })), plain);
    }
  });
});
