/**
 * A foreign validator's issue list, and each issue's path, are read by index, never through
 * their iterator (red-team round 10 #2): an Array whose own `Symbol.iterator` is undefined, throws
 * or yields other issues, a Proxy whose reads throw or whose length is no count, a path whose
 * species makes lists of its own. No read face throws; what cannot be read gives "The value
 * cannot be checked." (value_object.not_parsable) at the member; a list read in full gives what
 * the same plain array gives.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { withJsonSchema } from "../support/json-schema-face.js";

const SECRET = "secret-value-1234";
const CANNOT = [{ code: vo.NOT_PARSABLE, message: "The value cannot be checked.", path: ["f"] }];

const answering = (issues: unknown): vo.ForeignSchema =>
  withJsonSchema({ "~standard": { version: 1, vendor: "odd", validate: () => ({ issues }) as never } }, { type: "string" });

/** What each read face answers for `{ f: "s" }`, a face that throws failing the test. */
function faces(issues: unknown, label: string) {
  const Root = vo.object({ f: answering(issues) });
  const run = <T>(face: string, read: () => T): T => {
    try {
      return read();
    } catch (error) {
      assert.fail(`${label}: ${face} threw ${String(error)}`);
    }
  };
  const validated = run("vo.validate", () => vo.validate(Root, { f: "s" }));
  const created = run("tryCreate", () => Root.tryCreate({ f: "s" }));
  const is = run("is", () => Root.is({ f: "s" }));
  const standard = run("~standard.validate", () => Root["~standard"].validate({ f: "s" })) as { issues?: readonly { message: string; path?: readonly unknown[] }[] };
  assert.equal(validated.ok, false, label);
  assert.equal(created.ok, false, label);
  assert.equal(is, false, label);
  const issuesOf = validated.ok ? [] : validated.issues.map(({ code, message, path }) => ({ code, message, path }));
  assert.deepEqual(standard.issues?.map((i) => ({ message: i.message, path: i.path })), issuesOf.map(({ message, path }) => ({ message, path })), label);
  for (const issue of issuesOf) assert.ok(!issue.message.includes(SECRET), label);
  return issuesOf;
}

const ISSUE = { code: "too_small", origin: "string", message: SECRET, path: ["p"] };

test("an issue list whose own Symbol.iterator is undefined, or throws, is read by index: the same answer as the plain list", () => {
  const plain = faces([ISSUE, { code: "custom", path: [0] }], "plain");
  assert.deepEqual(plain.map((i) => [i.code, i.path]), [["too_small", ["f", "p"]], ["custom", ["f", 0]]]);
  const noIterator = Object.assign([ISSUE, { code: "custom", path: [0] }], { [Symbol.iterator]: undefined });
  assert.deepEqual(faces(noIterator, "Symbol.iterator undefined"), plain);
  const throwing = Object.assign([ISSUE, { code: "custom", path: [0] }], { [Symbol.iterator]: () => { throw new Error(SECRET); } });
  assert.deepEqual(faces(throwing, "Symbol.iterator throws"), plain);
});

test("an issue list whose iterator yields other issues is read by its elements; the iterator is never called", () => {
  let calls = 0;
  const lying = Object.assign([ISSUE], {
    *[Symbol.iterator]() {
      calls++;
      for (let i = 0; i < 5; i++) yield { code: "injected", path: ["x"] };
    },
  });
  assert.deepEqual(faces(lying, "lying iterator").map((i) => [i.code, i.path]), [["too_small", ["f", "p"]]]);
  assert.equal(calls, 0);
});

test("a Proxy issue list whose reads throw, or whose length is no count: cannot be checked", () => {
  const throwingRead = new Proxy([ISSUE], { get: (target, key, receiver) => (key === "0" ? (() => { throw new Error(SECRET); })() : Reflect.get(target, key, receiver)) });
  assert.deepEqual(faces(throwingRead, "a read that throws"), CANNOT);
  let reads = 0;
  // one read, then one that throws: the issue read, then the list said unreadable
  const throwingSecond = new Proxy([ISSUE, ISSUE], { get: (target, key, receiver) => (key === "1" ? (() => { throw new Error(SECRET); })() : Reflect.get(target, key, receiver)) });
  assert.deepEqual(faces(throwingSecond, "a second read that throws").map((i) => [i.code, i.path]), [["too_small", ["f", "p"]], [vo.NOT_PARSABLE, ["f"]]]);
  const throwingLength = new Proxy([ISSUE], { get: (target, key, receiver) => (key === "length" ? (() => { throw new Error(SECRET); })() : Reflect.get(target, key, receiver)) });
  assert.deepEqual(faces(throwingLength, "a length that throws"), CANNOT);
  for (const length of [-1, Number.NaN, undefined]) {
    reads = 0;
    const lyingLength = new Proxy([ISSUE], {
      get: (target, key, receiver) => {
        if (++reads > 1_000) throw new Error("read past any bound");
        return key === "length" ? length : Reflect.get(target, key, receiver);
      },
    });
    assert.deepEqual(faces(lyingLength, `length ${String(length)}`), CANNOT, `length ${String(length)}`);
    assert.ok(reads <= 100, `length ${String(length)}: ${reads} reads`);
  }
});

test("an issue's path is read by index: an own Symbol.iterator, or a species that makes lists of its own, changes nothing", () => {
  const noIterator = Object.assign(["p", 2], { [Symbol.iterator]: undefined });
  assert.deepEqual(faces([{ code: "custom", path: noIterator }], "path without iterator").map((i) => i.path), [["f", "p", 2]]);
  class Injected extends Array {}
  Object.defineProperty(Injected.prototype, Symbol.iterator, { *value() { yield "injected"; } });
  const withSpecies = Object.assign(["p", 2], { constructor: Injected });
  assert.deepEqual(faces([{ code: "custom", path: withSpecies }], "path with a species").map((i) => i.path), [["f", "p", 2]]);
});
