/**
 * The list of issues a whole read keeps: a read outside any other takes the one the last read
 * left empty (an accepted read makes no list), never one that holds issues, and never one a
 * read under way holds — a read inside a read (a check that validates, a locale that reads)
 * gets its own, and every answer stays the read's own.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { beginRead, endRead } from "../src/drop-promise.js";
import { everyIssue } from "../src/issue-list.js";
import { fr } from "@adcodicem/value-objects/locales/fr";

test("a read outside any other takes the list the last left empty; one that holds issues, or a read under way, gets a new one", () => {
  const first = everyIssue();
  assert.equal(everyIssue(), first, "an empty list is taken again");
  first.add({ code: "x", message: "m", path: [] });
  const second = everyIssue();
  assert.notEqual(second, first, "a list holding issues is not handed out again");
  assert.equal(first.length, 1);
  assert.equal(everyIssue(), second);
  beginRead();
  try {
    const inside = everyIssue();
    assert.notEqual(inside, second, "a read inside a read makes its own list");
    assert.notEqual(everyIssue(), inside);
  } finally {
    endRead();
  }
  assert.equal(everyIssue(), second);
  // bounded lists are never shared
  assert.notEqual(everyIssue(5), everyIssue(5));
});

test("reads inside reads, accepted and refused, each give their own answer", () => {
  const Inner = vo.object({ n: vo.integer("N", { minimum: 1 }) });
  let innerAnswers: unknown[] = [];
  // a check that reads another schema, accepted then refused, while the outer read is under way
  const Outer = vo.object({
    label: vo.string("Label", {
      check: (text) => {
        innerAnswers.push(Inner["~standard"].validate({ n: 1 }), Inner["~standard"].validate({ n: 0 }), vo.validate(Inner, { n: 2 }));
        return text === "bad" ? { code: "label.bad", message: "Bad." } : undefined;
      },
    }),
    count: vo.integer("Count", { maximum: 3 }),
  });
  for (let round = 0; round < 3; round++) {
    innerAnswers = [];
    const refused = Outer["~standard"].validate({ label: "bad", count: 9 }) as { issues?: vo.Issue[] };
    assert.deepEqual(refused.issues?.map((i) => [i.code, i.pointer]), [["label.bad", "/label"], [vo.OUT_OF_RANGE, "/count"]]);
    assert.deepEqual(innerAnswers.map((a) => JSON.stringify(a)), [
      JSON.stringify({ value: { n: 1 } }),
      JSON.stringify(Inner["~standard"].validate({ n: 0 })),
      JSON.stringify({ ok: true, value: { n: 2 } }),
    ]);
    assert.deepEqual(Outer["~standard"].validate({ label: "good", count: 1 }), { value: { label: "good", count: 1 } });
    assert.deepEqual(vo.validate(Outer, { label: "good", count: 1 }), { ok: true, value: { label: "good", count: 1 } });
    // an earlier refusal's issues are the caller's: later reads leave them as they were
    assert.equal(refused.issues?.length, 2);
  }
});

test("a refused read's list is taken again once its issues are handed out, and the answer stays the caller's", () => {
  const Pair = vo.object({ a: vo.integer("A", { maximum: 3 }), inner: vo.object({ b: vo.string("B") }) });
  const list = everyIssue();
  const first = Pair["~standard"].validate({ a: 9, inner: { b: 1 } }) as { issues: vo.Issue[] };
  assert.equal(everyIssue(), list, "the list the refused read emptied is taken again");
  const english = JSON.stringify(first.issues);
  // a caller that changes its answer changes no later answer
  (first.issues[0].path as (string | number)[]).push("x");
  (first.issues[1] as { message: string }).message = "changed";
  first.issues.push(first.issues[0]);
  const second = Pair["~standard"].validate({ a: 9, inner: { b: 1 } }) as { issues: vo.Issue[] };
  assert.equal(JSON.stringify(second.issues), english);
  assert.notEqual(second.issues, first.issues);
  second.issues.forEach((issue, i) => assert.notEqual(issue, first.issues[i]));
  assert.equal(JSON.stringify(vo.validate(Pair, { a: 9, inner: { b: 1 } })), JSON.stringify({ ok: false, issues: JSON.parse(english) }));
});

test("a list keeps each issue in the answer's shape, its own object, said in the read's locale", () => {
  const said = (locale: vo.Locale) => `dit en ${locale.name}`;
  const given = { code: "x", message: "m", path: ["k"], said };
  const english = everyIssue();
  english.add(given);
  const kept = english.kept![0];
  assert.notEqual(kept, given, "a reader's issue (maybe a user's object) is never the one handed out");
  assert.deepEqual(Object.keys(kept), ["code", "message", "path", "pointer"]);
  assert.equal(kept.message, "m");
  english.clear();
  const french = everyIssue(Infinity, fr);
  assert.equal(french, english, "the list is taken again, said in another locale");
  french.add(given);
  assert.equal(french.kept![0].message, "dit en fr");
  french.clear();
  assert.equal(everyIssue().locale, undefined, "a read without one is said in English");
});
