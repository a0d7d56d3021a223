/**
 * Every generated function is made from a text of its own. V8 keeps one compilation of a
 * `new Function` text per process and hands its feedback (the inline caches, which calls to
 * inline) to every function made from that text again: two objects declared alike would read
 * through one set of caches, which sees every shape of both (five alike alternatives of a
 * union took 200 ns a read against 60 with texts of their own). Counted here: the texts.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";

/** The bodies `new Function` is given while `run` runs (the real constructor still makes each function). */
function bodiesMadeBy(run: () => void): string[] {
  const real = globalThis.Function;
  const bodies: string[] = [];
  globalThis.Function = new Proxy(real, {
    construct(target, args: string[]) {
      bodies.push(args[args.length - 1]);
      return Reflect.construct(target, args);
    },
  });
  try {
    run();
  } finally {
    globalThis.Function = real;
  }
  return bodies;
}

test("objects declared alike, and the alternatives of a union, each read through a function of a text of its own", () => {
  const N = vo.number("N");
  const alike = [0, 1, 2].map((i) => vo.object({ kind: vo.literal(`k${i}`), [`f${i}`]: vo.string(`F${i}`), n: N }));
  const Pick = vo.discriminatedUnion("kind", [0, 1, 2].map((i) => vo.object({ kind: vo.literal(`k${i}`), [`f${i}`]: vo.string(`F${i}`), n: N })) as never);
  const Either = vo.union("Either", [0, 1, 2].map((i) => vo.object({ [`f${i}`]: vo.string(`F${i}`), n: N })) as never);
  const bodies = bodiesMadeBy(() => {
    alike.forEach((object, i) => assert.equal(object.is({ kind: `k${i}`, [`f${i}`]: "t", n: 1 }), true));
    assert.equal(Pick.is({ kind: "k1", f1: "t", n: 1 }), true);
    assert.equal(Either.is({ f2: "t", n: 1 }), true);
  });
  // three objects; the discriminated union and its three objects; the union and its three objects (at least)
  assert.ok(bodies.length >= 11, `every reader generated at its first read, inside the run (${bodies.length})`);
  assert.equal(new Set(bodies).size, bodies.length, "no two generated functions share a text");
});
