import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { argumentLoop, argumentRefusalEvents, checkArguments, REPEATED_REFUSAL, RepeatedRefusalError, refusalEvent, RefusedCalls, reportRefusal } from "@adcodicem/value-objects/arguments";

const SECRET = "SECRET-7f3a-quantity-9931";
const Code = vo.string("Code", { pattern: "^[A-Z]{3}$" });
const Parameters = vo.object({ code: Code, tags: vo.optional(vo.array(Code), []) });

test("one event per listed refused argument, each with its pointer, never the value", () => {
  const checked = checkArguments(Parameters, { code: SECRET, tags: ["ABC", SECRET] });
  assert.ok(!checked.ok);
  const events = argumentRefusalEvents(checked.refusal, { tool: "lookup", repeated: 1, dialect: undefined });
  assert.deepEqual(events.map((e) => [e.argument, e.pointer, e.code, e.kind]), [
    ["code", "/code", "value_object.pattern_mismatch", "argument"],
    ["tags", "/tags/1", "value_object.pattern_mismatch", "argument"],
  ]);
  assert.doesNotMatch(JSON.stringify(events), /SECRET/);
});

test("the event builder, for other kinds (an answer, a tool's own invalid result): bounded fields, no value field", () => {
  const e = refusalEvent({ kind: "invalid_result", tool: "t".repeat(5000), code: "value_object.invalid_result", pointer: "/total" });
  assert.deepEqual(Object.keys(e), ["tool", "code", "pointer", "argument", "repeated", "dialect", "kind"]);
  assert.ok((e.tool ?? "").length <= 2000);
  assert.equal(e.repeated, 1);
  assert.equal(e.argument, "total", "the argument is the first key of the pointer");
});

test("a hook that throws or rejects loses no call: the refusal is still answered, nothing is thrown", async () => {
  let unhandled = 0;
  const onUnhandled = () => unhandled++;
  process.on("unhandledRejection", onUnhandled);
  try {
    const throwing = argumentLoop(Parameters, { tool: "t", onRefusal: () => { throw new Error(SECRET); } });
    const rejecting = argumentLoop(Parameters, { tool: "t", onRefusal: async () => { throw new Error(SECRET); } });
    assert.equal(throwing.read({ code: "x" }, new RefusedCalls()).ok, false);
    assert.equal(rejecting.read({ code: "x" }, new RefusedCalls()).ok, false);
    assert.doesNotThrow(() => reportRefusal(() => { throw new Error("x"); }, [refusalEvent({ kind: "answer", code: "c", pointer: "" })]));
    await new Promise((r) => setTimeout(r, 20));
    assert.equal(unhandled, 0);
  } finally {
    process.off("unhandledRejection", onUnhandled);
  }
});

test("RepeatedRefusalError names the tool and the count, never the value; its code is exported", () => {
  const error = new RepeatedRefusalError("place_order", 3);
  assert.equal(error.code, REPEATED_REFUSAL);
  assert.equal(REPEATED_REFUSAL, "value_object.repeated_refusal");
  assert.equal(error.tool, "place_order");
  assert.equal(error.repeated, 3);
  assert.match(error.message, /place_order/);
  assert.ok(error instanceof Error);
});
