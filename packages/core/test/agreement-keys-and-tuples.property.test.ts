// Agreement with Ajv (2020-12 and draft-07), property-tested, for keyed records and tuples (issue 23):
// our verdict on generated inputs beside Ajv compiling our `standard` schema. Keys and positions are
// generated value objects; where a rule no keyword can say is held (check, fromText, ignoreCase, date
// bounds, a key that normalizes), the agreement is one-way: whatever we accept, the schema accepts.
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import * as vo from "@adcodicem/value-objects";
import { makeAjv } from "./support/ajv.js";
import { type Definition, beyondAjvPrecision, declare, definition, edgeInput } from "./support/arbitraries.js";

const validators = { "draft-2020-12": makeAjv("draft-2020-12"), "draft-07": makeAjv("draft-07") };
const drafts = ["draft-2020-12", "draft-07"] as const;
// a tuple with a rest, or with an optional last position, is not "fully specified" as Ajv's strictTuples asks
// (an error under strict: true, a warning in Ajv's default mode): those compile without it; the rest of strict mode holds
const lenient = { "draft-2020-12": makeAjv("draft-2020-12", { strictTuples: false }), "draft-07": makeAjv("draft-07", { strictTuples: false }) };
const compileBoth = (schema: vo.AnySchema, strictTuples = true) =>
  drafts.map((draft) => (strictTuples ? validators : lenient)[draft].compile(vo.toJsonSchema(schema, { profile: "standard", target: draft })));

// Ajv's formats accept more than the library's in these (see agreement.test.ts): one-way only
const ONE_WAY_FORMATS = ["date-time", "time", "email", "uuid", "uri", "ipv6"];
const sayable = (def: Definition) => !def.beyondSchema && def.kind !== "dateTime" && !ONE_WAY_FORMATS.includes(def.rules.format as string);
const outsideAjv = (def: Definition, input: unknown) => beyondAjvPrecision(def, input) || (typeof input === "number" && Math.abs(input) >= 2 ** 53);

interface Tally { cases: number; accepted: number; refused: number }
const tally = (): Tally => ({ cases: 0, accepted: 0, refused: 0 });
const agree = (t: Tally, schema: vo.Schema, checks: ((x: unknown) => boolean)[], input: unknown, twoWay: boolean) => {
  t.cases++;
  const accepted = schema.tryCreate(input).ok;
  if (accepted) t.accepted++;
  else t.refused++;
  checks.forEach((check, i) => {
    const said = check(input) as boolean;
    if (twoWay) assert.equal(said, accepted, `${drafts[i]} on ${JSON.stringify(input)} for ${JSON.stringify(vo.toJsonSchema(schema, { target: drafts[i] }))}`);
    else if (accepted) assert.ok(said, `${drafts[i]} refuses ${JSON.stringify(input)}, accepted by ${JSON.stringify(vo.toJsonSchema(schema, { target: drafts[i] }))}`);
  });
};

// string definitions only: a key is text
const keyDefinition = definition.filter((def) => def.kind === "string" || (def.kind === "oneOf" && typeof def.values?.[0] === "string") || def.kind === "date");

test("keyed records agree with propertyNames and additionalProperties (both ways where every rule can be said)", (t) => {
  const both = tally();
  const oneWay = tally();
  fc.assert(
    fc.property(
      keyDefinition.chain((def) => fc.tuple(fc.constant(def), fc.array(edgeInput(def), { minLength: 6, maxLength: 6 }))),
      definition.chain((def) => fc.tuple(fc.constant(def), fc.array(edgeInput(def), { minLength: 6, maxLength: 6 }))),
      ([keyDef, keyInputs], [valueDef, valueInputs]) => {
        const key = declare(keyDef, "Key");
        const value = declare(valueDef, "Value");
        if (key === undefined || value === undefined) return;
        const schema = vo.record(key, value);
        const checks = compileBoth(schema);
        // a key that reads as another (normalize, ignoreCase) is refused as a key twice: beyond any keyword
        const twoWay = sayable(keyDef) && sayable(valueDef) && keyDef.rules.normalize === undefined;
        const texts = keyInputs.filter((k): k is string => typeof k === "string");
        const keys = [...texts.filter((k) => key.tryCreate(k).ok).slice(0, 2), ...texts];
        const goodValue = valueInputs.find((x) => value.tryCreate(x).ok && !outsideAjv(valueDef, x));
        for (let i = 0; i < keys.length; i++) {
          const entries: [string, unknown][] = [[keys[i], goodValue ?? valueInputs[i]]];
          if (i + 1 < keys.length) entries.push([keys[i + 1], valueInputs[i]]);
          if (entries.some(([, v]) => outsideAjv(valueDef, v))) continue;
          const input = Object.fromEntries(entries);
          agree(twoWay ? both : oneWay, schema, checks, input, twoWay);
        }
        for (const input of [{}, null, [], "x"]) agree(twoWay ? both : oneWay, schema, checks, input, twoWay);
      },
    ),
    { numRuns: 600, seed: 20261206 },
  );
  t.diagnostic(`keyed records: ${both.cases} cases both ways (${both.accepted} accepted, ${both.refused} refused), ${oneWay.cases} one way (${oneWay.accepted} accepted), each against 2 drafts`);
  assert.ok(both.accepted > 40 && both.refused > 200 && oneWay.accepted > 100);
});

test("tuples agree with prefixItems (2020-12) and items as a list (draft-07), closed or with a rest", (t) => {
  const both = tally();
  const oneWay = tally();
  const position = definition.chain((def) => fc.tuple(fc.constant(def), fc.array(edgeInput(def), { minLength: 4, maxLength: 4 })));
  fc.assert(
    fc.property(fc.array(position, { minLength: 1, maxLength: 3 }), fc.option(position, { nil: undefined }), fc.boolean(), (positions, rest, lastOptional) => {
      const declared = positions.map(([def], i) => declare(def, `P${i}`));
      const restDeclared = rest === undefined ? undefined : declare(rest[0], "Rest");
      if (declared.some((d) => d === undefined) || (rest !== undefined && restDeclared === undefined)) return;
      const items = declared.map((d, i) => (lastOptional && i === declared.length - 1 ? vo.optional(d!) : d!));
      const schema = vo.tuple(items, restDeclared === undefined ? {} : { rest: restDeclared }) as unknown as vo.Schema;
      const checks = compileBoth(schema, !lastOptional && rest === undefined);
      const defs = [...positions.map(([def]) => def), ...(rest === undefined ? [] : [rest[0]])];
      const twoWay = defs.every(sayable);
      // per position, an input it accepts first (when one is there), then the generated ones
      const samples = positions.map(([def, inputs], i) => [...inputs.filter((x) => declared[i]!.tryCreate(x).ok && !outsideAjv(def, x)).slice(0, 1), ...inputs]);
      for (let round = 0; round < 5; round++) {
        const list: unknown[] = samples.map((inputs) => inputs[round % inputs.length]);
        if (round === 1) list.pop();
        if (round === 2 && rest !== undefined) list.push(...rest[1].slice(0, 2));
        if (round === 3) list.push(list[0] ?? 1);
        if (list.some((x, i) => outsideAjv(i < positions.length ? positions[i][0] : (rest?.[0] ?? positions[0][0]), x))) continue;
        agree(twoWay ? both : oneWay, schema, checks, list, twoWay);
      }
      for (const input of [[], null, {}, "x"]) agree(twoWay ? both : oneWay, schema, checks, input, twoWay);
    }),
    { numRuns: 600, seed: 20261206 },
  );
  t.diagnostic(`tuples: ${both.cases} cases both ways (${both.accepted} accepted, ${both.refused} refused), ${oneWay.cases} one way (${oneWay.accepted} accepted), each against 2 drafts`);
  assert.ok(both.accepted > 40 && both.refused > 200 && oneWay.accepted > 100);
});
