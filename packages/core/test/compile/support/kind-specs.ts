/**
 * Definitions of every composite kind as plain data, so fast-check can generate, print and
 * replay them: unions (of value objects, of wrapped ones, of composites), discriminated
 * unions (literal and case-folding oneOf keys, hostile key names, named, closed objects),
 * records, objects and arrays around them, each position optionally wrapped in
 * `vo.nullable` or `vo.optional`; the leaves and the deepest composites are the hostile
 * generator's own (objects, arrays, records, foreign members, every value-object kind).
 * With inputs shaped like each definition, so reads reach the alternatives and the keys.
 */
import fc from "fast-check";
import * as vo from "@adcodicem/value-objects";
import { build, slotSpec, type SlotSpec } from "../../hostile/support/composite-specs.js";
import { slotInput } from "../../hostile/support/composite-inputs.js";
import { HOSTILE_KEYS, hostileJson, own } from "../../hostile/support/inputs.js";

export type KindWrapper = "optional" | "nullable";

/** The values one alternative's key takes: a literal, or a oneOf (with or without ignoreCase). */
export type KeySpec = { readonly literal: string | number } | { readonly oneOf: readonly string[]; readonly ignoreCase: boolean };

export type KindNode =
  | { readonly t: "slot"; readonly slot: SlotSpec }
  | { readonly t: "union"; readonly name: string; readonly alternatives: readonly KindSpec[] }
  | {
      readonly t: "discriminated";
      readonly key: string;
      readonly name?: string;
      readonly alternatives: readonly { readonly values: KeySpec; readonly closed: boolean; readonly members: readonly (readonly [string, KindSpec])[] }[];
    }
  | { readonly t: "record"; readonly value: KindSpec }
  | { readonly t: "object"; readonly members: readonly (readonly [string, KindSpec])[] }
  | { readonly t: "array"; readonly item: KindSpec; readonly maxItems?: number }
  | { readonly t: "keyedRecord"; readonly key: RecordKeySpec; readonly value: KindSpec }
  | { readonly t: "tuple"; readonly items: readonly KindSpec[]; readonly rest?: KindSpec };

/** A keyed record's key value object: a closed set (folding case or not), a pattern with a length bound, or a normalized text. */
export type RecordKeySpec = "oneOf" | "oneOfIgnoreCase" | "pattern" | "trimmed";

/** A schema in a position, with its wrappers, innermost first. */
export interface KindSpec {
  readonly node: KindNode;
  readonly wrappers: readonly KindWrapper[];
}

const NAMES = ["Reference", "]);throw 1;//", "`${x}`", "Payment"];
const KEYS = ["type", "kind", "__proto__", "constructor", "toString", "a b", "😀"];
const MEMBER_KEYS = ["a", "b", "__proto__", "constructor", "", "0"];

const wrappers: fc.Arbitrary<KindWrapper[]> = fc.oneof(
  { arbitrary: fc.constant<KindWrapper[]>([]), weight: 4 },
  { arbitrary: fc.constantFrom<KindWrapper[]>(["optional"], ["nullable"], ["nullable", "optional"]), weight: 2 },
);

// the values of alternative `index`'s key, distinct from every other alternative's
const keySpec = (index: number): fc.Arbitrary<KeySpec> =>
  fc.oneof(
    fc.constant<KeySpec>({ literal: `k${index}` }),
    fc.constant<KeySpec>({ literal: index * 10 + 1 }),
    fc.boolean().map((ignoreCase): KeySpec => ({ oneOf: [`On${index}`, `Off${index}`], ignoreCase })),
  );

function kindNode(depth: number): fc.Arbitrary<KindNode> {
  // a leaf, a foreign member, or one of the hostile generator's composites, wrapped as it wraps them
  const slot = slotSpec(Math.min(depth, 1)).map((s): KindNode => ({ t: "slot", slot: s }));
  if (depth === 0) return slot;
  const inner = kindSpec(depth - 1);
  const members = fc.uniqueArray(fc.tuple(fc.constantFrom(...MEMBER_KEYS), inner), { minLength: 0, maxLength: 3, selector: ([key]) => key });
  const discriminated = fc
    .record({ key: fc.constantFrom(...KEYS), name: fc.option(fc.constantFrom(...NAMES), { nil: undefined }), count: fc.integer({ min: 1, max: 3 }) })
    .chain(({ key, name, count }) =>
      fc
        .tuple(
          ...Array.from({ length: count }, (_, index) =>
            fc.record({ values: keySpec(index), closed: fc.boolean(), members: members.map((m) => m.filter(([k]) => k !== key)) }),
          ),
        )
        .map((alternatives): KindNode => ({ t: "discriminated", key, ...(name !== undefined ? { name } : {}), alternatives })),
    );
  return fc.oneof(
    { arbitrary: slot, weight: 2 },
    {
      arbitrary: fc
        .record({ name: fc.constantFrom(...NAMES), alternatives: fc.array(inner, { minLength: 1, maxLength: 4 }) })
        .map(({ name, alternatives }): KindNode => ({ t: "union", name, alternatives })),
      weight: 3,
    },
    { arbitrary: discriminated, weight: 3 },
    { arbitrary: inner.map((value): KindNode => ({ t: "record", value })), weight: 2 },
    { arbitrary: members.map((m): KindNode => ({ t: "object", members: m })), weight: 2 },
    {
      arbitrary: fc
        .record({ key: fc.constantFrom<RecordKeySpec>("oneOf", "oneOfIgnoreCase", "pattern", "trimmed"), value: inner })
        .map(({ key, value }): KindNode => ({ t: "keyedRecord", key, value })),
      weight: 2,
    },
    {
      arbitrary: fc
        .record({ items: fc.array(inner, { minLength: 0, maxLength: 3 }), rest: fc.option(inner, { nil: undefined }) })
        .map(({ items, rest }): KindNode => ({ t: "tuple", items, ...(rest !== undefined ? { rest } : {}) })),
      weight: 2,
    },
    {
      arbitrary: fc.record({ item: inner, maxItems: fc.option(fc.nat(3), { nil: undefined }) }).map(
        ({ item, maxItems }): KindNode => ({ t: "array", item, ...(maxItems !== undefined ? { maxItems } : {}) }),
      ),
      weight: 1,
    },
  );
}

export function kindSpec(depth: number): fc.Arbitrary<KindSpec> {
  return fc.record({ node: kindNode(depth), wrappers });
}

/** A union, a discriminated union or a record at the root, or an object or array around one. */
export const rootKindSpec: fc.Arbitrary<KindSpec> = kindSpec(3).filter((s) => s.node.t !== "slot");

const keySchema = (values: KeySpec): vo.AnySchema =>
  "literal" in values ? vo.literal(values.literal) : vo.oneOf("Key", values.oneOf as [string, ...string[]], { ignoreCase: values.ignoreCase });

const define = (target: Record<string, vo.AnySchema>, key: string, schema: vo.AnySchema) =>
  Object.defineProperty(target, key, { value: schema, enumerable: true, writable: true, configurable: true });

function buildNode(node: KindNode): vo.AnySchema {
  switch (node.t) {
    case "slot":
      return build(node.slot);
    case "union":
      return vo.union(node.name, node.alternatives.map(buildKind) as [vo.AnySchema, ...vo.AnySchema[]]);
    case "discriminated": {
      const alternatives = node.alternatives.map((alternative) => {
        const shape: Record<string, vo.AnySchema> = {};
        define(shape, node.key, keySchema(alternative.values));
        for (const [key, member] of alternative.members) define(shape, key, buildKind(member));
        return vo.object(shape, alternative.closed ? { unknown: "refuse" } : {});
      });
      return vo.discriminatedUnion(node.key, alternatives as [vo.ObjectSchema<any, any>, ...vo.ObjectSchema<any, any>[]], node.name !== undefined ? { name: node.name } : {});
    }
    case "record":
      return vo.record(buildKind(node.value));
    case "object": {
      const shape: Record<string, vo.AnySchema> = {};
      for (const [key, member] of node.members) define(shape, key, buildKind(member));
      return vo.object(shape);
    }
    case "array":
      return vo.array(buildKind(node.item), node.maxItems !== undefined ? { maxItems: node.maxItems } : {});
    case "keyedRecord":
      return vo.record(recordKey(node.key), buildKind(node.value));
    case "tuple":
      return vo.tuple(node.items.map(buildKind), node.rest !== undefined ? { rest: buildKind(node.rest) } : {});
  }
}

/** The key value object a keyed record's spec names. */
export function recordKey(key: RecordKeySpec): vo.AnySchema {
  switch (key) {
    case "oneOf":
      return vo.oneOf("Country", ["FR", "DE", "__proto__"]);
    case "oneOfIgnoreCase":
      return vo.oneOf("Country", ["FR", "DE"], { ignoreCase: true });
    case "pattern":
      return vo.string("Code", { pattern: "^[a-z_]+$", maxLength: 9 });
    case "trimmed":
      return vo.string("Label", { normalize: (s) => s.trim(), minLength: 1 });
  }
}

/** Keys a keyed record's inputs hold: accepted, refused, and some that read as one another. */
export const RECORD_KEYS = ["FR", "fr", "DE", "de", "IT", "__proto__", "constructor", "a", "k1", " a", "a ", "", "toolongforit", "a/b~c"];

/** The schema a definition describes. */
export function buildKind(spec: KindSpec): vo.AnySchema {
  let schema = buildNode(spec.node);
  for (const wrapper of spec.wrappers) schema = wrapper === "optional" ? vo.optional(schema) : vo.nullable(schema);
  return schema;
}

// the texts that pick an alternative, and near misses: other spellings, other types, unknown values
const keyInputs = (values: KeySpec): unknown[] =>
  "literal" in values
    ? [values.literal, String(values.literal), typeof values.literal === "number" ? values.literal + 1 : `${values.literal}`.toUpperCase()]
    : values.oneOf.flatMap((v) => [v, v.toLowerCase(), v.toUpperCase(), `${v}x`]);

/** Inputs shaped like a definition (most reach its members), hostile JSON, null and absent. */
export function kindInput(spec: KindSpec): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: nodeInput(spec.node), weight: 8 }, { arbitrary: hostileJson, weight: 1 }, { arbitrary: fc.constantFrom(null, undefined), weight: 1 });
}

const membersInput = (members: readonly (readonly [string, KindSpec])[]) =>
  fc.tuple(
    fc.tuple(...members.map(([key, member]) => fc.option(kindInput(member).map((value) => [key, value] as const), { nil: undefined, freq: 6 }))),
    fc.array(fc.tuple(fc.constantFrom(...HOSTILE_KEYS), hostileJson), { maxLength: 1 }),
  );

function nodeInput(node: KindNode): fc.Arbitrary<unknown> {
  switch (node.t) {
    case "slot":
      return slotInput(node.slot);
    case "union":
      return fc.oneof(...node.alternatives.map(kindInput));
    case "discriminated":
      return fc.oneof(
        ...node.alternatives.map((alternative) =>
          fc
            .tuple(
              fc.oneof({ arbitrary: fc.constantFrom(...keyInputs(alternative.values)), weight: 6 }, { arbitrary: fc.constantFrom(undefined, null, "nothing", 0, true, {}), weight: 1 }),
              membersInput(alternative.members),
            )
            .map(([keyValue, [declared, more]]) =>
              own([
                ...more,
                ...(keyValue === undefined ? [] : [[node.key, keyValue] as const]),
                ...declared.filter((entry) => entry !== undefined),
              ] as (readonly [string, unknown])[]),
            ),
        ),
      );
    case "record":
      return fc.array(fc.tuple(fc.constantFrom(...HOSTILE_KEYS, "k1", "k2"), kindInput(node.value)), { maxLength: 4 }).map((entries) => own(entries));
    case "object":
      return membersInput(node.members).map(([declared, more]) => own([...declared.filter((entry) => entry !== undefined), ...more] as (readonly [string, unknown])[]));
    case "array":
      return fc.array(kindInput(node.item), { maxLength: (node.maxItems ?? 3) + 2 });
    case "keyedRecord":
      return fc.array(fc.tuple(fc.constantFrom(...RECORD_KEYS), kindInput(node.value)), { maxLength: 4 }).map((entries) => own(entries));
    case "tuple": {
      const rest = node.rest;
      return fc
        .tuple(fc.tuple(...node.items.map(kindInput)), rest === undefined ? fc.constant([]) : fc.array(kindInput(rest), { maxLength: 2 }), fc.integer({ min: -1, max: 1 }))
        .map(([positions, more, change]) => {
          const list: unknown[] = [...positions, ...more];
          // one item fewer or more than the positions now and then
          if (change < 0) list.pop();
          if (change > 0) list.push(positions[0] ?? null);
          // an absent position stays a hole, as code may make one
          return list.map((item) => item);
        });
    }
  }
}

/** A definition and inputs shaped like it. */
export const kindAndInputs = (inputs: number) =>
  rootKindSpec.chain((spec) => fc.tuple(fc.constant(spec), fc.array(kindInput(spec), { minLength: inputs, maxLength: inputs })));
