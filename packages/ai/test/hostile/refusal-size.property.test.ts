/**
 * Property (issue 8, points 6 and 7): whatever the arguments or the answer — many bad
 * items, long keys, control characters, deep records, long messages of a user's own
 * check — the refusal object (compact JSON), its lines (the MCP text) and the repair
 * prompt each stay within 16 KiB (bytes of UTF-8), list at most 20 refusals, count
 * every other one in `omitted` (checked against vo.validate's full list), write every
 * key as the contract says (checked against an oracle written apart), and forge no line.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import * as vo from "@adcodicem/value-objects";
import { answerShape, checkArguments, readAnswer, refusalLines, repairMessage } from "@adcodicem/value-objects-ai";
import { escapePointer, writtenKey } from "./support/params.js";

const KIB16 = 16 * 1024;
const bytes = (text: string) => Buffer.byteLength(text, "utf8");
const SEED = 20260801;

const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });
const Wordy = vo.integer("Wordy", { check: (n) => (n % 7 === 0 ? { code: "wordy.seven", message: `A multiple of seven: ${"é…".repeat(600)}` } : undefined) });
const Hostile = vo.object({
  items: vo.array(Quantity),
  labels: vo.optional(vo.record(Quantity)),
  deep: vo.optional(vo.record(vo.record(vo.record(vo.record(Quantity))))),
  wordy: vo.optional(vo.array(Wordy)),
});

// keys as an attacker writes them: any code unit (controls, lone surrogates, quotes, slashes), long or short
const hostileKey = fc.oneof(
  fc.string({ unit: "binary", maxLength: 8 }),
  fc.string({ unit: fc.constantFrom("\n", "\r", "\u2028", "~", "/", '"', "\\", "\u0000", "\u202e", "😀", "\ud800", "a"), minLength: 0, maxLength: 200 }),
  fc.integer({ min: 60, max: 5000 }).map((n) => "k".repeat(n)),
);
const value = fc.oneof(fc.integer({ min: -5, max: 120 }), fc.constant(null), fc.constant("x"), fc.constant(1e400));
const record = <T>(of: fc.Arbitrary<T>) => fc.array(fc.tuple(hostileKey, of), { maxLength: 6 }).map((pairs) => {
  const out: Record<string, T> = {};
  for (const [k, v] of pairs) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  return out;
});
const args = fc.record(
  {
    items: fc.oneof(fc.array(value, { maxLength: 40 }), fc.integer({ min: 0, max: 30_000 }).map((n) => new Array(n).fill(0))),
    labels: record(value),
    deep: record(record(record(record(value)))),
    wordy: fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 60 }),
  },
  { requiredKeys: ["items"] },
);

// what the rules refuse, in order, as the oracle writes each pointer (keys cut and escaped apart from the library)
const pointerOf = (path: readonly PropertyKey[]) => path.map((k) => `/${escapePointer(String(k))}`).join("");

test("arguments: the refusal object and its lines, bounded and forging nothing", (t) => {
  const RUNS = 1_000;
  let omittedCases = 0;
  fc.assert(
    fc.property(args, (sent) => {
      const all = vo.validate(Hostile, sent);
      const checked = checkArguments(Hostile, sent);
      assert.equal(checked.ok, all.ok);
      if (checked.ok || all.ok) return;
      const { refusal } = checked;
      const listed = [refusal, ...(refusal.more ?? [])];
      assert.ok(listed.length <= 20);
      assert.equal(listed.length + (refusal.omitted ?? 0), all.issues.length, "omitted counts every refusal not listed");
      if (refusal.omitted !== undefined) omittedCases++;
      const json = JSON.stringify(refusal);
      assert.ok(bytes(json) <= KIB16, `${bytes(json)} bytes of JSON`);
      listed.forEach((entry, i) => {
        const issue = all.issues[i];
        assert.equal(entry.argument, writtenKey(String(issue.path[0])));
        if (issue.path.length > 1) assert.equal(entry.path, pointerOf(issue.path).length <= 2000 ? pointerOf(issue.path) : entry.path);
        assert.equal(entry.code, issue.code);
      });
      const lines = refusalLines(refusal);
      const text = lines.join("\n");
      assert.ok(bytes(text) <= KIB16, `${bytes(text)} bytes of text`);
      // no line forged: the text splits into exactly the lines written, each one a refusal's (or the count's)
      assert.equal(text.split(/\r\n|[\n\r\u2028\u2029\u0085]/).length, listed.length + (refusal.omitted ? 1 : 0));
      for (const line of lines.slice(0, listed.length)) assert.match(line, /^Argument '[^'\n]*' rejected \(/);
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: true },
  );
  t.diagnostic(`refusal size, arguments: ${RUNS} cases (seed ${SEED}), ${omittedCases} past 20 refusals`);
  assert.ok(omittedCases > RUNS / 10, "many cases list 20 and count the rest");
});

test("answers: the repair prompt, bounded and forging nothing", (t) => {
  const RUNS = 500;
  const shape = answerShape(Hostile);
  let omittedCases = 0;
  fc.assert(
    fc.property(args, (sent) => {
      const reading = readAnswer(shape, { text: JSON.stringify(sent), finishReason: "stop" });
      const all = vo.validate(Hostile, JSON.parse(JSON.stringify(sent)));
      assert.equal(reading.ok, all.ok);
      if (reading.ok || all.ok) return;
      const listed = 1 + (reading.refusal.more?.length ?? 0);
      assert.ok(listed <= 20);
      assert.equal(listed + (reading.refusal.omitted ?? 0), all.issues.length);
      if (reading.refusal.omitted !== undefined) omittedCases++;
      // the program reads the exact place, as vo.validate gives it; the prompt, below, the cut one
      assert.deepEqual([reading.refusal.path, reading.refusal.pointer], [all.issues[0].path, all.issues[0].pointer]);
      const prompt = repairMessage(reading.refusal);
      assert.ok(bytes(prompt) <= KIB16, `${bytes(prompt)} bytes`);
      const lines = prompt.split(/\r\n|[\n\r\u2028\u2029\u0085]/);
      assert.equal(lines.length, 1 + listed + (reading.refusal.omitted ? 1 : 0) + 1, "no line forged");
      for (const line of lines.slice(1, -1)) assert.match(line, /^- /);
    }),
    { seed: SEED + 1, numRuns: RUNS, endOnFailure: true },
  );
  t.diagnostic(`refusal size, repair prompts: ${RUNS} cases (seed ${SEED + 1}), ${omittedCases} past 20 refusals`);
});
