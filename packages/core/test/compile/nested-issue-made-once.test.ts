/**
 * A compiled object reader whose members are all checked directly is read, where it is an outer
 * object's member, by a reader made for that member's key: its refusals' issues are made once,
 * at their final path and pointer, never prefixed again as they rise (issue 21, third round on
 * refused reads). The answers stay the loop's: every refusal of the inner object (a member's, its
 * own where it is not an object), under keys a pointer escapes, one level and two deep.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { withoutCodeGeneration } from "../../src/compile/code-generation.js";
import { settled } from "../../src/compile/lazy-reader.js";
import { IssueList, type ReadIssue } from "../../src/issue-list.js";
import type { PathKey } from "../../src/refusal/refusal.js";
import { answers } from "./support/both-paths.js";

// outer keys a pointer writes escaped, an empty key, a key that must never set a prototype
const KEYS = ["inner", "a/b", "~0", "", "__proto__"];
const innerShape = () => ({ foo: vo.string("Foo"), num: vo.number("Num"), flag: vo.optional(vo.boolean("Flag")) });
const declare = (key: string) =>
  vo.object({ top: vo.number("Top"), [key]: vo.object(innerShape()), deep: vo.object({ mid: vo.object(innerShape()) }) });

const innerInputs: unknown[] = [
  { foo: 1, num: 2 },
  { foo: "x", num: "2", flag: 0 },
  { foo: null, num: Infinity, flag: "true" },
  {},
  null,
  undefined,
  3,
  ["foo"],
  "text",
];

test("a nested object's refusals: the compiled reader's answers are the loop's, under every key, one and two levels deep", () => {
  let compared = 0;
  for (const key of KEYS) {
    const compiled = declare(key);
    const loop = withoutCodeGeneration(() => declare(key));
    for (const inner of innerInputs) {
      const input: Record<string, unknown> = { top: "1", deep: { mid: inner } };
      Object.defineProperty(input, key, { value: inner, enumerable: true, configurable: true, writable: true });
      assert.deepEqual(answers(compiled, input), answers(loop, input), `key ${JSON.stringify(key)}, inner ${JSON.stringify(inner)}`);
      compared++;
    }
  }
  assert.equal(compared, KEYS.length * innerInputs.length);
});

/** The real list, noting the path array each issue is added with. */
class Noting extends IssueList {
  added: PathKey[][] = [];
  override add(refusal: Omit<ReadIssue, "path">, path?: PathKey[], pointer?: string): void {
    const at = path ?? (refusal as ReadIssue).path;
    this.added.push(at);
    super.add(refusal, at, pointer);
  }
}

test("a nested member's refusal is made once: each issue keeps the path it was added with, at its final path and pointer", () => {
  const schema = declare("inner");
  const read = settled((schema as unknown as { "~read": (input: unknown, issues: IssueList) => unknown })["~read"]);
  const issues = new Noting(Infinity, false);
  read({ top: 1, inner: { foo: 1, num: "2" }, deep: { mid: { foo: "x", num: 1, flag: 1 } } }, issues);
  const kept = issues.kept!;
  assert.deepEqual(
    kept.map(({ path, pointer }) => ({ path, pointer })),
    [
      { path: ["inner", "foo"], pointer: "/inner/foo" },
      { path: ["inner", "num"], pointer: "/inner/num" },
      { path: ["deep", "mid", "flag"], pointer: "/deep/mid/flag" },
    ],
  );
  // one level deep: the path it was added with, not a prefixed copy
  assert.equal(issues.added.length, 3);
  assert.equal(kept[0].path, issues.added[0]);
  assert.equal(kept[1].path, issues.added[1]);
});
