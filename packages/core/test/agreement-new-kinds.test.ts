// Agreement with Ajv (2020-12 and draft-07), property-tested, for the kinds and composites
// of issue 10: booleans, literals, unions, discriminated unions, and objects that refuse
// unknown members or carry a rule across members. As in agreement.test.ts, definitions
// whose rules no keyword can say (check, fromText, ignoreCase, date bounds, normalize) stay
// one-way: whatever the value object accepts, the schema accepts.
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import * as vo from "@adcodicem/value-objects";
import { makeAjv } from "./support/ajv.js";
import { type Definition, beyondAjvPrecision, declare, definition, edgeInput } from "./support/arbitraries.js";

const validators = { "draft-2020-12": makeAjv("draft-2020-12"), "draft-07": makeAjv("draft-07") };
const drafts = ["draft-2020-12", "draft-07"] as const;
const compileBoth = (schema: vo.AnySchema) => drafts.map((draft) => validators[draft].compile(vo.toJsonSchema(schema, { profile: "standard", target: draft })));

// Ajv's formats accept more than the library's in these (see agreement.test.ts): one-way only
const ONE_WAY_FORMATS = ["date-time", "time", "email", "uuid", "uri", "ipv6"];
const sayable = (def: Definition) => !def.beyondSchema && def.kind !== "dateTime" && !ONE_WAY_FORMATS.includes(def.rules.format as string);
const outsideAjv = (def: Definition, input: unknown) => beyondAjvPrecision(def, input) || (typeof input === "number" && Math.abs(input) >= 2 ** 53);

const primitive = fc.oneof(fc.string({ maxLength: 4 }), fc.integer({ min: -3, max: 3 }), fc.constantFrom(0.5, -0, 1e21), fc.boolean());
const anyInput = fc.oneof(primitive, fc.constantFrom<unknown>(null, [], {}, "true", "false", "TRUE", " true"), fc.jsonValue({ maxDepth: 2 }));

interface Tally { cases: number; accepted: number; refused: number }
const tally = (): Tally => ({ cases: 0, accepted: 0, refused: 0 });
const agree = (t: Tally, schema: vo.AnySchema & { tryCreate(x: unknown): vo.Result<unknown> }, checks: ((x: unknown) => boolean)[], input: unknown, twoWay: boolean) => {
  t.cases++;
  const accepted = schema.tryCreate(input).ok;
  if (accepted) t.accepted++;
  else t.refused++;
  checks.forEach((check, i) => {
    const said = check(input) as boolean;
    if (twoWay) assert.equal(said, accepted, `${drafts[i]} on ${JSON.stringify(input)} for ${JSON.stringify(vo.toJsonSchema(schema))}`);
    else if (accepted) assert.ok(said, `${drafts[i]} refuses ${JSON.stringify(input)}, accepted by ${JSON.stringify(vo.toJsonSchema(schema))}`);
  });
};

test("booleans and literals agree with their schemas both ways", (t) => {
  const seen = tally();
  const Plain = vo.boolean("Flag");
  const FromText = vo.boolean("Flag", { fromText: true });
  const booleans = [Plain, FromText].map((schema) => ({ schema, checks: compileBoth(schema) }));
  fc.assert(
    fc.property(fc.oneof(primitive, fc.constant<unknown>(null)), fc.array(anyInput, { minLength: 8, maxLength: 8 }), (declared, inputs) => {
      const cases = [...booleans];
      if (declared !== null) {
        const literal = vo.literal(declared as string | number | boolean);
        cases.push({ schema: literal as never, checks: compileBoth(literal) });
      }
      for (const { schema, checks } of cases) for (const input of [...inputs, declared]) agree(seen, schema, checks, input, true);
    }),
    { numRuns: 400, seed: 20261201 },
  );
  t.diagnostic(`booleans and literals: ${seen.cases} cases (${seen.accepted} accepted, ${seen.refused} refused), each against 2 drafts`);
  assert.ok(seen.accepted > 300 && seen.refused > 300);
});

test("unions of generated value objects agree with anyOf (both ways where every rule can be said)", (t) => {
  const both = tally();
  const oneWay = tally();
  fc.assert(
    fc.property(
      fc.array(definition.chain((def) => fc.tuple(fc.constant(def), fc.array(edgeInput(def), { minLength: 4, maxLength: 4 }))), { minLength: 1, maxLength: 3 }),
      fc.boolean(),
      (alternatives, nullable) => {
        const declared = alternatives.map(([def], i) => declare(def, `Alt${i}`));
        if (declared.some((d) => d === undefined)) return;
        const union = vo.union("Either", declared as [vo.ValueObject, ...vo.ValueObject[]]);
        const schema = nullable ? vo.nullable(union) : union;
        const checks = compileBoth(schema);
        const twoWay = alternatives.every(([def]) => sayable(def));
        for (const [def, inputs] of alternatives) {
          for (const input of [...inputs, null, "x", 1]) {
            if (outsideAjv(def, input)) continue;
            agree(twoWay ? both : oneWay, schema, checks, input, twoWay);
          }
        }
      },
    ),
    { numRuns: 300, seed: 20261201 },
  );
  t.diagnostic(`unions: ${both.cases} cases both ways (${both.accepted} accepted), ${oneWay.cases} one way (${oneWay.accepted} accepted), each against 2 drafts`);
  assert.ok(both.accepted > 100 && both.refused > 100 && oneWay.accepted > 50);
});

test("discriminated unions of generated objects agree with anyOf of const-keyed objects", (t) => {
  const both = tally();
  const oneWay = tally();
  const alternative = fc.tuple(
    fc.array(definition.chain((def) => fc.tuple(fc.constant(def), fc.array(edgeInput(def), { minLength: 6, maxLength: 6 }))), { minLength: 1, maxLength: 2 }),
    fc.constantFrom("ignore", "refuse") as fc.Arbitrary<"ignore" | "refuse">,
    fc.boolean(),
  );
  fc.assert(
    fc.property(fc.array(alternative, { minLength: 1, maxLength: 3 }), fc.constantFrom<string | number | boolean>("a", 1, true), (alternatives, keyKind) => {
      const keys = alternatives.map((_, i) => (typeof keyKind === "string" ? `k${i}` : typeof keyKind === "number" ? i : i === 0));
      if (new Set(keys).size !== keys.length) return;
      // per member, its inputs with one it accepts first (when one is there): the objects then accept often enough
      const samples = new Map<string, unknown[]>();
      const objects = alternatives.map(([members, unknown, optional], i) => {
        const shape: Record<string, vo.AnySchema> = { kind: vo.literal(keys[i]) };
        members.forEach(([def, inputs], j) => {
          const member = declare(def, `M${i}${j}`);
          if (member === undefined) return;
          shape[`m${j}`] = optional && j === 0 ? vo.optional(member) : member;
          const good = inputs.filter((x) => member.tryCreate(x).ok && !outsideAjv(def, x));
          samples.set(`${i}/${j}`, [...good.slice(0, 1), ...inputs]);
        });
        return vo.object(shape, { unknown });
      });
      const union = vo.discriminatedUnion("kind", objects as [vo.ObjectSchema, ...vo.ObjectSchema[]]);
      const checks = compileBoth(union);
      const twoWay = alternatives.every(([members]) => members.every(([def]) => sayable(def)));
      alternatives.forEach(([members], i) => {
        for (let round = 0; round < 3; round++) {
          const input: Record<string, unknown> = { kind: round === 2 ? keys[(i + 1) % keys.length] : keys[i] };
          if (round === 1) input.extra = 1;
          let outside = false;
          members.forEach(([def], j) => {
            const inputs = samples.get(`${i}/${j}`);
            if (inputs === undefined) return;
            input[`m${j}`] = inputs[round === 2 ? 1 : 0];
            outside ||= outsideAjv(def, input[`m${j}`]);
          });
          if (outside) continue;
          agree(twoWay ? both : oneWay, union, checks, input, twoWay);
        }
      });
      for (const input of [{}, { kind: "zz" }, null, [], { kind: null }]) agree(twoWay ? both : oneWay, union, checks, input, twoWay);
    }),
    { numRuns: 200, seed: 20261201 },
  );
  t.diagnostic(`discriminated unions: ${both.cases} cases both ways (${both.accepted} accepted), ${oneWay.cases} one way (${oneWay.accepted} accepted), each against 2 drafts`);
  assert.ok(both.accepted > 20 && both.refused > 100 && oneWay.accepted > 50);
});

test("named objects with a rule across members: whatever they accept, the schema accepts", (t) => {
  const seen = tally();
  const Low = vo.integer("Low", { minimum: -5, maximum: 5 });
  const Range = vo.object(
    { low: Low, high: Low, note: vo.optional(vo.string("Note", { maxLength: 3 })) },
    { name: "Range", unknown: "refuse", check: (r) => (r.low > r.high ? { code: "range.reversed", message: "low must not exceed high.", path: ["high"] } : undefined), checkDescription: "low ≤ high." },
  );
  const checks = compileBoth(Range);
  fc.assert(
    fc.property(fc.integer({ min: -7, max: 7 }), fc.integer({ min: -7, max: 7 }), fc.option(fc.string({ maxLength: 5 })), fc.boolean(), (low, high, note, extra) => {
      const input: Record<string, unknown> = { low, high };
      if (note !== null) input.note = note;
      if (extra) input.extra = true;
      agree(seen, Range, checks, input, false);
      // the schema cannot say the rule; everything else it says exactly
      if (low <= high) checks.forEach((check) => assert.equal(check(input), Range.tryCreate(input).ok));
    }),
    { numRuns: 1500, seed: 20261201 },
  );
  t.diagnostic(`named objects: ${seen.cases} cases (${seen.accepted} accepted, ${seen.refused} refused), each against 2 drafts`);
  assert.ok(seen.accepted > 100 && seen.refused > 100);
});
