// Agreement, property-tested: every value a value object accepts, the `standard` profile
// schema accepts too, as Ajv reads it (2020-12 and draft-07); said the other way round,
// every value the schema refuses, the value object refuses.
//
// Rules no schema keyword can say:
// - normalize: it can turn a text the schema refuses into one the rules accept (a trim),
//   so no generated definition has one.
// - check, date bounds, ignoreCase and fromText: they only make the value object refuse
//   more than its schema says (ignoreCase and fromText have a wider pattern or type in the
//   standard profile), so they stay in the one-way property and are left out of the two-way one.
// Where Ajv itself reads differently:
// - multipleOf: Ajv divides with a float tolerance (multipleOfPrecision 9); numbers whose
//   quotient passes 1e6 are left out (see beyondAjvPrecision), the value objects decide exactly.
// - formats JSON Schema defines that the library does not check (duration, uri-reference,
//   json-pointer…) are never declared: Ajv checks them, the value object only describes them.
//   Formats JSON Schema does not define (iban, int32…) describe only, in Ajv too (support/ajv.ts).
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import * as vo from "@adcodicem/value-objects";
import { makeAjv } from "./support/ajv.js";
import { CASE_TRAPS, CASE_WORDS, type Definition, FORMATS, beyondAjvPrecision, caseVariant, declare, definition, edgeInput, inputFor, mutated } from "./support/arbitraries.js";

const validators = { "draft-2020-12": makeAjv("draft-2020-12"), "draft-07": makeAjv("draft-07") };
const drafts = ["draft-2020-12", "draft-07"] as const;
const counts = { definitions: 0, inputs: 0, accepted: 0, refused: 0 };

/** Compiles a schema's standard profile for both drafts. */
const compileBoth = (schema: vo.AnySchema) => drafts.map((draft) => validators[draft].compile(vo.toJsonSchema(schema, { profile: "standard", target: draft })));

const show = (value: unknown) => (typeof value === "string" ? JSON.stringify(value) : String(value));

test("every value a value object accepts, its standard schema accepts (both drafts)", (t) => {
  fc.assert(
    fc.property(definition.chain((def) => fc.tuple(fc.constant(def), fc.array(inputFor(def), { minLength: 12, maxLength: 12 }))), ([def, inputs]) => {
      const valueObject = declare(def);
      if (valueObject === undefined) return;
      counts.definitions++;
      const checks = compileBoth(valueObject);
      for (const input of inputs) {
        if (beyondAjvPrecision(def, input)) continue;
        counts.inputs++;
        const accepted = valueObject.tryCreate(input).ok;
        if (accepted) counts.accepted++;
        else counts.refused++;
        if (!accepted) continue;
        checks.forEach((check, i) => assert.ok(check(input), `${drafts[i]} refuses ${show(input)}, which ${valueObject.kind} ${JSON.stringify(vo.toJsonSchema(valueObject))} accepts`));
      }
    }),
    { numRuns: 300, seed: 20261201 },
  );
  t.diagnostic(`value objects: ${counts.definitions} definitions, ${counts.inputs} inputs (${counts.accepted} accepted, ${counts.refused} refused), each against 2 drafts`);
  assert.ok(counts.accepted > 300 && counts.refused > 300, "the property saw both outcomes");
});

test("where every rule can be said, the value object and its schema agree both ways", (t) => {
  let inputs = 0;
  // Ajv's formats accept more than the library's (date-time with a space or "+0100", a leap
  // second, "urn:uuid:", longer email labels…): those formats, and dateTime, stay one-way
  const sayable = definition.filter(
    (def: Definition) => !def.beyondSchema && def.kind !== "dateTime" && !["date-time", "time", "email", "uuid", "uri", "ipv6"].includes(def.rules.format as string),
  );
  fc.assert(
    fc.property(sayable.chain((def) => fc.tuple(fc.constant(def), fc.array(edgeInput(def), { minLength: 12, maxLength: 12 }))), ([def, values]) => {
      const valueObject = declare(def);
      if (valueObject === undefined) return;
      const checks = compileBoth(valueObject);
      for (const input of values) {
        // beyond these the value object refuses on purpose: integers past 2^53 (not safe), and
        // numbers a person would not write as decimals (Ajv's multipleOf has a float tolerance)
        if (beyondAjvPrecision(def, input) || (typeof input === "number" && Math.abs(input) >= 2 ** 53)) continue;
        inputs++;
        const accepted = valueObject.tryCreate(input).ok;
        checks.forEach((check, i) => assert.equal(check(input), accepted, `${drafts[i]} on ${show(input)} for ${JSON.stringify(vo.toJsonSchema(valueObject))}`));
      }
    }),
    { numRuns: 150, seed: 20261201 },
  );
  t.diagnostic(`both ways: ${inputs} inputs`);
});

test("composites: every object, array, record, optional and nullable value accepted is accepted by the schema", (t) => {
  let inputs = 0;
  // edge inputs only: their numbers stay within Ajv's multipleOf precision (see beyondAjvPrecision)
  const member = definition.chain((def) => fc.tuple(fc.constant(def), fc.constantFrom("plain", "optional", "nullable", "array", "record"), fc.array(edgeInput(def), { minLength: 3, maxLength: 3 })));
  fc.assert(
    fc.property(fc.array(member, { minLength: 1, maxLength: 4 }), fc.boolean(), (members, dropSome) => {
      const shape: Record<string, vo.AnySchema> = {};
      const samples: Record<string, unknown[]> = {};
      members.forEach(([def, wrap, values], i) => {
        const valueObject = declare(def, `Member${i}`);
        if (valueObject === undefined) return;
        const key = `m${i}`;
        shape[key] =
          wrap === "optional" ? vo.optional(valueObject) : wrap === "nullable" ? vo.nullable(valueObject) : wrap === "array" ? vo.array(valueObject, { maxItems: 2 }) : wrap === "record" ? vo.record(valueObject) : valueObject;
        samples[key] = wrap === "array" ? [values.slice(0, 2), values, []] : wrap === "record" ? [{ a: values[0], __proto__x: values[1] }, {}] : wrap === "nullable" ? [...values, null] : values;
      });
      const schema = vo.object(shape);
      const checks = compileBoth(schema);
      for (let round = 0; round < 4; round++) {
        const input: Record<string, unknown> = { unknown: 1 };
        for (const key of Object.keys(shape)) {
          if (dropSome && round % 2 === 1 && key.endsWith("0")) continue;
          input[key] = samples[key][round % samples[key].length];
        }
        inputs++;
        if (!vo.validate(schema, input).ok) continue;
        checks.forEach((check, i) => assert.ok(check(input), `${drafts[i]} refuses ${JSON.stringify(input)}`));
      }
    }),
    { numRuns: 150, seed: 20261201 },
  );
  t.diagnostic(`composites: ${inputs} inputs`);
});

test("each format the library checks accepts no more than Ajv's full-mode check", (t) => {
  let inputs = 0;
  let accepted = 0;
  const formats = Object.keys(FORMATS).filter((format) => format !== "iban");
  const checked = new Map(formats.map((format) => {
    const valueObject = vo.string("Formatted", { format });
    return [format, { valueObject, checks: compileBoth(valueObject) }];
  }));
  fc.assert(
    fc.property(fc.constantFrom(...formats).chain((format) => fc.tuple(fc.constant(format), fc.oneof(fc.constantFrom(...FORMATS[format]), mutated(FORMATS[format])))), ([format, text]) => {
      const { valueObject, checks } = checked.get(format)!;
      inputs++;
      if (!valueObject.tryCreate(text).ok) return;
      accepted++;
      checks.forEach((check, i) => assert.ok(check(text), `${drafts[i]} refuses ${JSON.stringify(text)} as ${format}`));
    }),
    { numRuns: 3000, seed: 20261201 },
  );
  t.diagnostic(`formats: ${inputs} texts (${accepted} accepted)`);
});

test("ignoreCase: every spelling a closed set accepts, its standard pattern accepts", (t) => {
  let inputs = 0;
  let accepted = 0;
  // each word alone, and words side by side (Ajv compiles each set once)
  const sets = [...CASE_WORDS.map((word) => [word]), CASE_WORDS.slice(0, 4), CASE_WORDS.slice(4, 8), CASE_WORDS.slice(8), ["k", "ıi", "İstanbul"], ["ΟΔΟΣ", "straße", "A-B"]];
  const declared = sets.flatMap((values) => {
    const valueObject = declare({ kind: "oneOf", values, rules: { ignoreCase: true }, beyondSchema: true });
    return valueObject ? [{ values, valueObject, checks: compileBoth(valueObject) }] : [];
  });
  assert.ok(declared.length >= sets.length - 1, "the sets hold");
  fc.assert(
    fc.property(fc.constantFrom(...declared.map((set) => set.values)).chain((values) => fc.tuple(fc.constant(values), fc.oneof(fc.constantFrom(...values).chain(caseVariant), fc.constantFrom(...CASE_TRAPS)))), ([values, text]) => {
      const set = declared.find((d) => d.values === values)!;
      inputs++;
      if (!set.valueObject.tryCreate(text).ok) return;
      accepted++;
      set.checks.forEach((check, i) => assert.ok(check(text), `${drafts[i]} refuses ${JSON.stringify(text)} for ${JSON.stringify(set.values)}`));
    }),
    { numRuns: 2000, seed: 20261201 },
  );
  t.diagnostic(`ignoreCase: ${inputs} texts (${accepted} accepted)`);
});
