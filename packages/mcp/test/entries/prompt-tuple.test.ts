// A tuple's prompt argument (red-team round 6, #11): prompt arguments arrive as text, and a list
// reads comma-separated items, each as its schema's JSON type. A tuple reads each position by its
// own schema and the items after them by the rest's: "1,2" is [1, 2] for vo.tuple([Q, Q]) as it
// is for vo.array(Q), not two texts the rules refuse. On each entry, through its SDK's client;
// and the text readers alone on both dialects a tuple is written in.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { textReaders } from "../../src/shared/text-values.js";
import { ENTRIES } from "./entries.js";

const Q = vo.integer("Q", { maximum: 10 });
const Name = vo.string("Name");
const Flag = vo.boolean("Flag");
const Parameters = {
  list: vo.optional(vo.array(Q)),
  pair: vo.optional(vo.tuple([Q, Q])),
  mixed: vo.optional(vo.tuple([Q, Name], { rest: Flag })),
  maybe: vo.optional(vo.nullable(vo.tuple([Name, Q]))),
};

for (const entry of ENTRIES) {
  test(`${entry.name}: a tuple's prompt argument reads each comma-separated item by its position's schema`, async () => {
    const got: unknown[] = [];
    const session = await entry.connect("in-process", () => {
      const server = entry.newServer();
      entry.register.prompt(server, "p", { description: "d", parameters: Parameters }, (args: unknown) => (got.push(args), { messages: [] }));
      return server;
    });
    try {
      for (const args of <Record<string, string>[]>[{ list: "1,2" }, { pair: "1,2" }, { pair: "[3,4]" }, { mixed: "1,a,true,false" }, { mixed: "2,7" }, { maybe: "x,5" }]) {
        const answer = await session.getPrompt("p", args);
        assert.equal(answer.error, undefined, `${JSON.stringify(args)}: ${answer.error?.message}`);
      }
      assert.deepEqual(got, [{ list: [1, 2] }, { pair: [1, 2] }, { pair: [3, 4] }, { mixed: [1, "a", true, false] }, { mixed: [2, "7"] }, { maybe: ["x", 5] }]);
      // still read by the rules: a position of the wrong type is refused at its place
      const refused = await session.getPrompt("p", { pair: "1,x" });
      assert.match(String(refused.error?.message), /Argument 'pair' rejected \(value_object\.not_parsable\) at \/pair\/1: /);
      assert.doesNotMatch(String(refused.error?.message), /\/pair\/0/);
    } finally {
      await session.close();
    }
  });
}

test("text readers type a tuple's items by position in 2020-12 and draft-07, from text or split items", () => {
  for (const target of ["draft-2020-12", "draft-07"] as const) {
    const readers = textReaders(vo.toJsonSchema(vo.object(Parameters), { profile: "languageModel", target }));
    assert.deepEqual(readers.pair("1,2"), [1, 2], target);
    assert.deepEqual(readers.mixed("1,a,true,x"), [1, "a", true, "x"], target);
    assert.deepEqual(readers.mixed(["4", "b", "false"]), [4, "b", false], `${target}: an exploded URI variable`);
    assert.deepEqual(readers.maybe("x,5"), ["x", 5], target);
    assert.deepEqual(readers.pair("1,2,3"), [1, 2, "3"], `${target}: past a closed tuple, as text (the rules refuse the length)`);
  }
});
