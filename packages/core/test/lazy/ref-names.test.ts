/**
 * A `$ref` is a URI reference (red-team round 9 #1): the name of a definition is written into
 * it as a JSON Pointer segment (`~0`, `~1`), then percent-encoded as a URI fragment (RFC 6901 §6),
 * so that a validator reads the definition the name names, whatever the name: `%41` is not `A`,
 * `%25` and `#` resolve, a space or a quote make no invalid reference. Each reader of references
 * in the core (the OpenAPI 3.0 inliner, the lenient reading) decodes them the same way.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { argumentLoop, RefusedCalls } from "@adcodicem/value-objects/arguments";
import { makeAjv } from "../support/ajv.js";
import { refsOf } from "../../../../test-support/json-refs.js";

// names a URI fragment cannot carry as they are, or that read as another name once percent-decoded
const NAMES = ["%41", "%25", "100%", "#", "a b", 'say "hi"', "~", "a/b", "~1", "%7E", "é", "日本", "😀", "a?b=c&d", "<[{|}]>", "\\", "x\ny"];
const TARGETS = ["draft-2020-12", "draft-07", "openapi-3.0"] as const;
// RFC 3986: fragment = *( pchar / "/" / "?" ), pchar = unreserved / pct-encoded / sub-delims / ":" / "@"
const URI_FRAGMENT = /^#(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9A-Fa-f]{2})*$/;

const once = (name: string): string => {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
};

// a tree that takes any integer, named as `name` reads once percent-decoded (or "A"): where a wrong
// reading of the reference would land
function declare(name: string) {
  const decoy = once(name) === name ? "A" : once(name);
  const Loose: vo.Schema<any, any> = vo.object({ n: vo.integer("Any"), next: vo.optional(vo.lazy(() => Loose)) }, { name: decoy });
  const Small = vo.integer("Small", { maximum: 5 });
  const Tight: vo.Schema<any, any> = vo.object({ n: Small, next: vo.optional(vo.lazy(() => Tight)) }, { name });
  return vo.object({ a: Loose, p: Tight });
}

test("every name: the references are URI fragments, and Ajv reads the definition the name names, as vo.validate does", (t) => {
  let compiled = 0;
  for (const name of NAMES) {
    const Root = declare(name);
    const inputs: [unknown, boolean][] = [
      [{ a: { n: 999 }, p: { n: 1, next: { n: 5 } } }, true],
      [{ a: { n: 1 }, p: { n: 1, next: { n: 6 } } }, false],
      [{ a: { n: 1 }, p: { n: 1, next: { n: 1, next: { n: 999 } } } }, false],
      [{ a: { n: 1, next: { n: 999 } }, p: { n: 5 } }, true],
    ];
    for (const target of TARGETS) {
      for (const profile of ["standard", "languageModel"] as const) {
        const schema = vo.toJsonSchema(Root, { target, profile });
        const where = `${JSON.stringify(name)} ${target} ${profile}`;
        const refs = refsOf(schema);
        assert.ok(refs.length >= 2, where);
        for (const ref of refs) assert.match(ref, URI_FRAGMENT, where);
        const check = makeAjv(target === "openapi-3.0" ? "draft-07" : target).compile(schema);
        compiled++;
        for (const [input, ok] of inputs) {
          assert.equal(vo.validate(Root, input).ok, ok, `${where}: vo.validate ${JSON.stringify(input)}`);
          assert.equal(check(input), ok, `${where}: Ajv ${JSON.stringify(input)} ${JSON.stringify(check.errors)}`);
        }
      }
    }
  }
  t.diagnostic(`${compiled} documents compiled`);
});

test("a name of letters, digits, _, - and . is written as it is", () => {
  const Node: vo.Schema<any, any> = vo.object({ next: vo.optional(vo.lazy(() => Node)) }, { name: "My_node-1.v2" });
  assert.deepEqual(vo.toJsonSchema(vo.object({ n: Node })).$defs, {
    "My_node-1.v2": { type: "object", properties: { next: { $ref: "#/$defs/My_node-1.v2" } }, required: [] },
  });
});

test("a name with a lone surrogate (no UTF-8 for it) is written under a name a reference can carry", () => {
  const Node: vo.Schema<any, any> = vo.object({ n: vo.integer("Small", { maximum: 5 }), next: vo.optional(vo.lazy(() => Node)) }, { name: "a\ud800" });
  for (const target of TARGETS) {
    const schema = vo.toJsonSchema(vo.object({ t: Node }), { target });
    for (const ref of refsOf(schema)) assert.match(ref, URI_FRAGMENT);
    const check = makeAjv(target === "openapi-3.0" ? "draft-07" : target).compile(schema);
    assert.equal(check({ t: { n: 1, next: { n: 5 } } }), true);
    assert.equal(check({ t: { n: 1, next: { n: 6 } } }), false);
  }
});

test("the lenient reading follows the encoded references to the definition the name names", () => {
  for (const name of NAMES) {
    const Root = declare(name);
    const loop = argumentLoop(Root, { tool: "t", lenient: true });
    const read = loop.read({ a: { n: 1 }, p: { n: "1", next: { n: "4", next: { n: "5" } } } }, new RefusedCalls());
    assert.deepEqual(read.ok && read.value, { a: { n: 1 }, p: { n: 1, next: { n: 4, next: { n: 5 } } } }, JSON.stringify(name));
  }
});

test("openapi-3.0 writes a definition that does not reach itself in place of its encoded references, whatever its name", () => {
  for (const name of NAMES) {
    const Note = vo.object({ n: vo.integer("Small", { maximum: 5 }) }, { name });
    const Holder = vo.object({ a: vo.lazy(() => Note), b: vo.array(vo.lazy(() => Note)) });
    const schema = vo.toJsonSchema(Holder, { target: "openapi-3.0" });
    assert.deepEqual(refsOf(schema), [], JSON.stringify(name));
    assert.equal(schema.$defs, undefined, JSON.stringify(name));
    const check = makeAjv("draft-07").compile(schema);
    for (const [input, ok] of [[{ a: { n: 5 }, b: [{ n: 1 }] }, true], [{ a: { n: 5 }, b: [{ n: 6 }] }, false]] as const) {
      assert.equal(check(input), ok);
      assert.equal(vo.validate(Holder, input).ok, ok);
    }
  }
});
