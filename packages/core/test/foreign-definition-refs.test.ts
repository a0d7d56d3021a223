/**
 * A foreign member's references are URI fragments too (red-team round 9 #3): a percent-encoded
 * name (`#/$defs/a%20b`) is read as the definition it names when the definitions move to the
 * document root, and written again encoded; a reference that names none of them is never
 * written as `#/$defs/undefined/…`.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { makeAjv } from "./support/ajv.js";
import { refsOf } from "../../../test-support/json-refs.js";

const TARGETS = ["draft-2020-12", "draft-07", "openapi-3.0"] as const;
const URI_FRAGMENT = /^#(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9A-Fa-f]{2})*$/;
// a name as a URI fragment writes it (RFC 6901 §6): `~0`, `~1`, then percent-encoded
const fragment = (name: string): string => encodeURIComponent(name.replace(/~/g, "~0").replace(/\//g, "~1"));

/** A Standard Schema with a Standard JSON Schema face that writes `js` and checks by it (Ajv). */
function foreign(js: Record<string, unknown>) {
  const check = makeAjv("draft-2020-12").compile(js);
  return {
    "~standard": {
      version: 1 as const,
      vendor: "x",
      validate: (value: unknown) => (check(value) ? { value } : { issues: [{ message: "Not valid." }] }),
      jsonSchema: { input: () => structuredClone(js), output: () => structuredClone(js) },
    },
  };
}

for (const name of ["N", "a b", "100%", "%41", "#", 'say "hi"', "a~b", "a/b", "é", "😀"]) {
  test(`a foreign definition named ${JSON.stringify(name)}, referenced percent-encoded: Ajv reads the rule, as vo.validate does`, () => {
    // beside it, a definition named as the name reads once more decoded: where a wrong reading lands
    const decoy = name === "%41" ? "A" : "decoy";
    const js = {
      $defs: { [name]: { type: "integer", maximum: 3 }, [decoy]: { type: "integer" } },
      type: "object",
      properties: { n: { $ref: `#/$defs/${fragment(name)}` }, d: { $ref: `#/$defs/${fragment(decoy)}` } },
      required: ["n"],
    };
    const Root = vo.object({ f: foreign(js) });
    for (const target of TARGETS) {
      const schema = vo.toJsonSchema(Root, { target });
      for (const ref of refsOf(schema)) assert.match(ref, URI_FRAGMENT, target);
      assert.doesNotMatch(JSON.stringify(schema), /undefined/, target);
      const check = makeAjv(target === "openapi-3.0" ? "draft-07" : target).compile(schema);
      for (const [input, ok] of [[{ f: { n: 3, d: 999 } }, true], [{ f: { n: 4 } }, false], [{ f: { n: "x" } }, false]] as const) {
        assert.equal(vo.validate(Root, input).ok, ok, `${target}: vo.validate ${JSON.stringify(input)}`);
        assert.equal(check(input), ok, `${target}: Ajv ${JSON.stringify(input)} ${JSON.stringify(check.errors)}`);
      }
    }
  });
}

test("a foreign reference into a definition keeps the rest of its pointer as written", () => {
  const js = {
    $defs: { "a b": { type: "object", properties: { "c d": { type: "integer", maximum: 3 } } } },
    type: "object",
    properties: { n: { $ref: "#/$defs/a%20b/properties/c%20d" } },
  };
  const schema = vo.toJsonSchema(vo.object({ f: foreign(js) }));
  assert.equal(((schema.properties as any).f.properties.n as vo.JsonSchema).$ref, "#/$defs/a%20b/properties/c%20d");
  const check = makeAjv("draft-2020-12").compile(schema);
  assert.equal(check({ f: { n: 3 } }), true);
  assert.equal(check({ f: { n: 4 } }), false);
});
