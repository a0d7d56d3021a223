/**
 * Property, issue 8: a foreign member of any kind (Zod and valibot pipelines with
 * transforms, trims and case changes, async refines and transforms, strict objects,
 * nested) read with any input, at any place in a composite, gives
 * - the foreign library's own codes (else value_object.not_parsable) at its own paths
 *   under the member's place, or one not_parsable where it can only answer later;
 * - messages that give back nothing of the input (SECURITY.md's definition: any text
 *   sent, trimmed, re-cased, escaped, or any run of 8 of its characters);
 * - no unhandled rejection, over the whole run.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import * as v from "valibot";
import { valibotDescribed } from "../support/json-schema-face.js";
import { z } from "zod";
import * as vo from "@adcodicem/value-objects";
import { foreignSentences } from "../../src/refusal/foreign-issue.js";
import { findLeak, sentTexts, toCorpus } from "./support/oracle.js";

const SEED = 20261201;
const RUNS = 3_000;

/** Foreign members; `async` ones answer later for a string (their refine or transform is async). */
const MEMBERS: Readonly<Record<string, { make: () => vo.ForeignSchema; async?: true }>> = {
  zTrimUpperPipe: { make: () => z.string().transform((s) => s.trim().toUpperCase()).pipe(z.string().startsWith("ID-").max(12)) },
  zEmailTrim: { make: () => z.string().trim().pipe(z.email()) },
  zStrictNested: { make: () => z.strictObject({ k: z.number().int().max(9), n: z.strictObject({ q: z.string().endsWith(".pdf") }) }) },
  zArrayOfStrict: { make: () => z.array(z.strictObject({ sku: z.string().regex(/^[A-Z]{3}$/) })).max(3) },
  zRecordUnion: { make: () => z.record(z.string(), z.union([z.number().multipleOf(5), z.literal("none")])) },
  zAsyncRefine: {
    make: () => z.string().refine(async (s) => {
      if (s.length % 2 === 0) throw new Error(`refine saw ${s}`);
      return s.length < 5;
    }),
    async: true,
  },
  zAsyncTransform: {
    make: () => z.string().transform(async (s) => {
      throw new Error(`transform saw ${s}`);
    }),
    async: true,
  },
  vTrimEmail: { make: () => valibotDescribed(v.pipe(v.string(), v.trim(), v.email())) },
  vUpperStarts: { make: () => valibotDescribed(v.pipe(v.string(), v.toUpperCase(), v.startsWith("ID-"), v.maxLength(8))) },
  vEndsWith: { make: () => valibotDescribed(v.pipe(v.string(), v.endsWith(".pdf"), v.minLength(6))) },
  vStrictNested: { make: () => valibotDescribed(v.strictObject({ k: v.pipe(v.number(), v.integer(), v.minValue(1)), n: v.strictObject({ q: v.picklist(["a", "b"]) }) })) },
  vArrayRegex: { make: () => valibotDescribed(v.pipe(v.array(v.pipe(v.string(), v.regex(/^\d+$/))), v.maxLength(2))) },
  vUnionTransform: { make: () => valibotDescribed(v.union([v.pipe(v.string(), v.transform((s) => s.length)), v.pipe(v.number(), v.multipleOf(3))])) },
};
const NAMES = Object.keys(MEMBERS);

/** Places a member can stand, with the input that reaches it and the path prefix of its issues. */
const PLACES: readonly { where: string; wrap: (m: vo.ForeignSchema) => vo.AnySchema; input: (x: unknown) => unknown; prefix: vo.PathKey[]; passes?: (x: unknown) => boolean }[] = [
  { where: "object", wrap: (m) => vo.object({ a: m }), input: (x) => ({ a: x }), prefix: ["a"] },
  { where: "array", wrap: (m) => vo.array(m), input: (x) => [x], prefix: [0] },
  { where: "record", wrap: (m) => vo.record(m), input: (x) => ({ "k-1": x }), prefix: ["k-1"] },
  { where: "optional in object", wrap: (m) => vo.object({ o: vo.optional(vo.nullable(m)) }), input: (x) => ({ o: x }), prefix: ["o"], passes: (x) => x == null },
];

// hostile texts: spaces around, mixed case, prefixes and suffixes the members look for, long runs
const hostileText = fc.oneof(
  fc.string({ maxLength: 24 }),
  fc.string({ minLength: 8, maxLength: 24 }).map((s) => `  ${s}  `),
  fc.string({ minLength: 4, maxLength: 20 }).map((s) => `id-${s}`),
  fc.string({ minLength: 4, maxLength: 20 }).map((s) => `${s}.PDF`),
  fc.string({ minLength: 4, maxLength: 12 }).map((s) => `${s}@${s}.example`),
  fc.constantFrom("zqx-secret-value", "ZQX-SECRET-VALUE", "ID-ABC", "a@b.co", "x.pdf", "123", "none"),
);
const hostileKey = fc.oneof(fc.string({ maxLength: 16 }), fc.constantFrom("k", "n", "q", "sku", "__proto__", "constructor", "zqx-secret-key"));
const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileText,
    fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, 5, 15, 2 ** 53, -1)),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie("value"), { maxKeys: 5 }).map((d) => JSON.parse(JSON.stringify(d)) as unknown),
  ),
})).value;

// every sentence a foreign issue may take, and the library's own for a member that cannot be checked
const CORPUS = toCorpus([...Object.values(foreignSentences), "The value cannot be checked.", ...Object.values(vo.codes)]);

const isUnknownKey = (issue: object) => {
  const { kind, type, expected } = issue as { kind?: unknown; type?: unknown; expected?: unknown };
  return kind === "schema" && type === "strict_object" && expected === "never";
};

/** The foreign library's own issues for `x`, as [code, path]; for an async member given a string, the library's one refusal. */
function ownIssues(name: string, x: unknown): [string, vo.PathKey[]][] | "accepted" {
  const member = MEMBERS[name];
  if (member.async && typeof x === "string") return [[vo.NOT_PARSABLE, []]];
  const result = member.make()["~standard"].validate(x);
  assert.ok(!(result instanceof Promise), `${name} answered later for a non-string`);
  if (result.issues === undefined) return "accepted";
  return result.issues.map((issue) => [
    typeof (issue as { code?: unknown }).code === "string" ? (issue as unknown as { code: string }).code : vo.NOT_PARSABLE,
    (issue.path ?? [])
      // valibot's unknown key of a strict object is the sender's text: the library's issue sits at the object
      .filter((_, i, path) => !(isUnknownKey(issue) && path.slice(0, i + 1).some((s) => (s as { origin?: unknown }).origin === "key")))
      .map((segment) => {
        const key = typeof segment === "object" && segment !== null ? segment.key : segment;
        return typeof key === "number" ? key : String(key);
      }),
  ]);
}

test("any foreign member, any input, any place: its codes at its paths, nothing given back, no unhandled rejection", async (t) => {
  const rejections: unknown[] = [];
  const listener = (reason: unknown) => rejections.push(reason);
  process.on("unhandledRejection", listener);
  const tally = { cases: 0, accepted: 0, refused: 0, later: 0 };
  try {
    fc.assert(
      fc.property(fc.constantFrom(...NAMES), fc.constantFrom(...PLACES), hostileValue, (name, place, x) => {
        tally.cases++;
        const schema = place.wrap(MEMBERS[name].make());
        const input = place.input(x);
        const result = vo.validate(schema, input);
        const standard = (schema as vo.Schema)["~standard"].validate(input);
        assert.deepEqual(standard, result.ok ? { value: result.value } : { issues: result.issues }, "~standard.validate disagrees");
        const expected = place.passes?.(x) ? "accepted" : ownIssues(name, x);
        if (expected === "accepted") {
          assert.ok(result.ok, `${name} accepts ${JSON.stringify(x)} alone, refused here`);
          tally.accepted++;
          return;
        }
        assert.ok(!result.ok, `${name} refuses ${JSON.stringify(x)} alone, accepted here`);
        if (MEMBERS[name].async && typeof x === "string") tally.later++;
        else tally.refused++;
        assert.deepEqual(
          result.issues.map((issue) => [issue.code, issue.path]),
          expected.map(([code, path]) => [code, [...place.prefix, ...path]]),
          `${name} at ${place.where} given ${JSON.stringify(x)}`,
        );
        const sent = sentTexts(x);
        for (const issue of result.issues) {
          const leaked = findLeak([issue.code, issue.message], sent, CORPUS);
          assert.equal(leaked, undefined, `${name}: ${JSON.stringify(issue)} gives back ${JSON.stringify(leaked)}`);
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true, includeErrorInReport: true },
    );
    // every rejection a run left has had its turn to surface
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    process.off("unhandledRejection", listener);
  }
  assert.deepEqual(rejections.map(String), [], "unhandled rejections");
  t.diagnostic(`foreign property: ${tally.cases} cases (seed ${SEED}, ${NAMES.length} members × ${PLACES.length} places): ${tally.accepted} accepted, ${tally.refused} refused, ${tally.later} async`);
  assert.ok(tally.accepted > 0 && tally.refused > tally.cases / 4 && tally.later > 0, "every outcome is reached");
});
