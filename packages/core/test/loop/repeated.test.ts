import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { argumentLoop, callKey, checkArguments, markRepeated, REFUSAL_BYTES, refusalLines, RefusedCalls, utf8Bytes } from "@adcodicem/value-objects/arguments";

const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });
const Note = vo.string("Note", { maxLength: 3, check: () => ({ code: "x.long", message: "y".repeat(5000) }) });
const Parameters = vo.object({ quantity: Quantity, lines: vo.optional(vo.array(Note), []) });

test("a call key ignores key order, tells values, types and tools apart", () => {
  assert.equal(callKey("t", { a: 1, b: { c: [1, "x"], d: null } }), callKey("t", { b: { d: null, c: [1, "x"] }, a: 1 }));
  assert.notEqual(callKey("t", { a: 1 }), callKey("u", { a: 1 }));
  assert.notEqual(callKey("t", { a: 1 }), callKey("t", { a: "1" }));
  assert.notEqual(callKey("t", { a: [1, 2] }), callKey("t", { a: [12] }));
  assert.notEqual(callKey("t", { ab: "" }), callKey("t", { a: "b" }));
  assert.match(callKey("t", { a: "x".repeat(100_000) }) ?? "", /^[0-9a-f]{16}$/, "a fixed-size key whatever the input");
});

test("a call key gives up (undefined: never counted) past its node budget or its depth, rather than walk without end", () => {
  const wide = { list: Array.from({ length: 200_000 }, (_, i) => i) };
  assert.equal(callKey("t", wide), undefined);
  let deep: unknown = 1;
  for (let i = 0; i < 10_000; i++) deep = [deep];
  assert.equal(callKey("t", { deep }), undefined);
});

test("a call key reads no value of an object wider than its node budget (red-team round 7 #1)", () => {
  const wide: Record<string, number> = {};
  for (let i = 0; i < 200_000; i++) wide[`k${i}`] = i;
  let reads = 0;
  const counted = new Proxy(wide, { get: (target, key) => (reads++, Reflect.get(target, key)) });
  assert.equal(callKey("t", { counted }), undefined);
  assert.equal(reads, 0, "values read past the budget");
});

test("RefusedCalls counts identical refused calls until one is accepted, and keeps at most 64 keys", () => {
  const calls = new RefusedCalls();
  assert.equal(calls.refused("a"), 1);
  assert.equal(calls.refused("a"), 2);
  assert.equal(calls.refused("b"), 1);
  assert.equal(calls.refused("a"), 3);
  assert.equal(calls.refused(undefined), 1, "a call with no key is always a first");
  calls.accepted();
  assert.equal(calls.refused("a"), 1, "an accepted call starts the count again");
  for (let i = 0; i < 1000; i++) calls.refused(`k${i}`);
  assert.equal(calls.size, 64);
});

test("markRepeated writes repeated right after message, and one sentence more in it", () => {
  const checked = checkArguments(Parameters, { quantity: 500 });
  assert.ok(!checked.ok);
  assert.equal(markRepeated(checked.refusal, 1), checked.refusal, "a first refusal is unchanged");
  const marked = markRepeated(checked.refusal, 3);
  assert.equal(
    JSON.stringify(marked),
    '{"error":"invalid_argument","argument":"quantity","code":"value_object.out_of_range","message":"The value is not a valid Quantity: The value must be less than or equal to 100. This same call was refused before: change the refused argument rather than send it again.","repeated":3}',
  );
  assert.match(refusalLines(marked)[0], /rather than send it again\.$/);
});

test("a refusal marked repeated stays within 16 KiB, as JSON and as lines, however big", () => {
  const checked = checkArguments(Parameters, { quantity: 0, lines: Array.from({ length: 500 }, () => "abc") });
  assert.ok(!checked.ok);
  const marked = markRepeated(checked.refusal, 1_000_000);
  assert.ok(marked.more !== undefined && marked.omitted !== undefined, "the biggest refusal: a list cut by the bound");
  assert.ok(utf8Bytes(JSON.stringify(marked)) <= REFUSAL_BYTES);
  assert.ok(utf8Bytes(refusalLines(marked).join("\n")) <= REFUSAL_BYTES);
  assert.deepEqual(Object.keys(marked).slice(0, 6), ["error", "argument", "code", "message", "repeated", "more"]);
});

test("a locale's repeated-call sentence, however long, keeps the marked refusal within 16 KiB (red-team round 7 #5)", async () => {
  const { default: fr } = await import("@adcodicem/value-objects/locales/fr");
  const long = vo.defineLocale("nl", { ...fr.table, sameCallAgain: "é".repeat(100_000) });
  const shape: Record<string, vo.AnySchema> = {};
  const args: Record<string, number> = {};
  for (let i = 0; i < 30; i++) (shape[`m${i}`] = vo.integer(`N${i}`, { maximum: 1, messages: { maximum: "ü".repeat(1990) } })), (args[`m${i}`] = 5);
  const loop = argumentLoop(vo.object(shape), { tool: "t", locale: long });
  const calls = new RefusedCalls();
  loop.read(args, calls);
  const again = loop.read(args, calls);
  assert.equal(again.ok, false);
  if (again.ok) return;
  assert.equal(again.refusal.repeated, 2);
  assert.ok(utf8Bytes(JSON.stringify(again.refusal)) <= REFUSAL_BYTES, `${utf8Bytes(JSON.stringify(again.refusal))} bytes`);
  assert.ok(utf8Bytes(refusalLines(again.refusal).join("\n")) <= REFUSAL_BYTES);
});

test("argumentLoop: the same refused call counted per memory, reset by an accepted one, and reported", () => {
  const events: unknown[] = [];
  const loop = argumentLoop(Parameters, { tool: "order", dialect: "openai", onRefusal: (e) => events.push(e) });
  const memory = new RefusedCalls();
  const first = loop.read({ quantity: 500 }, memory);
  const second = loop.read({ quantity: 500 }, memory);
  assert.ok(!first.ok && !second.ok);
  assert.equal(first.repeated, 1);
  assert.equal(first.refusal.repeated, undefined);
  assert.equal(second.refusal.repeated, 2);
  assert.ok(loop.read({ quantity: 5 }, memory).ok);
  const third = loop.read({ quantity: 500 }, memory);
  assert.ok(!third.ok && third.refusal.repeated === undefined);
  assert.deepEqual(events[1], { tool: "order", code: "value_object.out_of_range", pointer: "/quantity", argument: "quantity", repeated: 2, dialect: "openai", kind: "argument" });
});
