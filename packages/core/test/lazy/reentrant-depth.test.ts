// A read started inside a check (a value object's `check` that itself validates) counts vo.lazy's
// depth for itself: an input valid alone stays valid whatever depth the outer read was at when the
// check ran (red-team round 8 #2: a 200-level chain, run from a check at depth 100, was refused as
// nested more than 256 levels at level 157), and the outer read's own count goes on where it was.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { withoutCodeGeneration } from "../../src/compile/code-generation.js";

const chain = (n: number, leaf: Record<string, unknown>) => {
  let o: Record<string, unknown> = leaf;
  for (let i = 0; i < n; i++) o = { title: "t", child: o };
  return o;
};

for (const [how, declare] of [["compiled", <T>(f: () => T) => f()], ["loop", withoutCodeGeneration]] as const) {
  test(`${how}: a read inside a check counts its own lazy depth; the outer read keeps its count`, () => {
    const { Node, Outer, inner } = declare(() => {
      const Title = vo.string("Title", { maxLength: 80 });
      const Node: vo.AnySchema = vo.object({ title: Title, child: vo.optional(vo.lazy(() => Node)) }, { name: "Node" });
      const inner: { result?: vo.Validation<unknown> } = {};
      const Probe = vo.string("Probe", { check: () => void (inner.result = vo.validate(Node, chain(200, { title: "leaf" }))) });
      const Outer: vo.AnySchema = vo.object({ title: Title, child: vo.optional(vo.lazy(() => Outer)), probe: vo.optional(Probe) }, { name: "Outer" });
      return { Node, Outer, inner };
    });
    assert.equal(vo.validate(Node, chain(200, { title: "leaf" })).ok, true, "alone");
    assert.equal(vo.validate(Outer, chain(100, { title: "x", probe: "p" })).ok, true);
    assert.equal(inner.result?.ok, true, "the inner read, run at depth 100");
    // the outer read's bound still holds after the inner read: 257 levels refused at its place
    const refused = vo.validate(Outer, chain(257, { title: "x", probe: "p" }));
    assert.equal(refused.ok, false);
    assert.equal((refused as { issues: readonly vo.Issue[] }).issues[0].code, vo.NOT_PARSABLE);
    assert.equal(inner.result?.ok, true);
  });
}
