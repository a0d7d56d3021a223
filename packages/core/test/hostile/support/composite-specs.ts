/**
 * Composite definitions as plain data: objects (hostile member names included),
 * arrays with item bounds, records, foreign members (Zod, valibot), each position
 * optionally wrapped in optional (with or without a default), nullable, describe or lazy
 * (`vo.lazy(() => schema)`: read and written as the schema it returns).
 */
import fc from "fast-check";
import * as v from "valibot";
import { valibotDescribed } from "../../support/json-schema-face.js";
import { z } from "zod";
import * as vo from "@adcodicem/value-objects";
import { EDGE_VALUES } from "./inputs.js";
import { buildLeaf, type LeafSpec, leafSpec } from "./leaf-specs.js";

export type Wrapper = "optional" | "optionalDefault" | "nullable" | "describe" | "lazy";

export type NodeSpec =
  | { readonly t: "leaf"; readonly leaf: LeafSpec }
  | { readonly t: "object"; readonly members: readonly (readonly [string, SlotSpec])[] }
  | { readonly t: "array"; readonly item: SlotSpec; readonly minItems?: number; readonly maxItems?: number }
  | { readonly t: "record"; readonly value: SlotSpec }
  | { readonly t: "foreign"; readonly which: ForeignName };

/** A schema in a position, with its wrappers, innermost first. */
export interface SlotSpec {
  readonly node: NodeSpec;
  readonly wrappers: readonly Wrapper[];
}

/** Foreign members: Zod and valibot, the last ones known to quote what they received. */
export const FOREIGN = {
  zInt: () => z.number().int().min(0).max(10),
  zStr: () => z.string().max(8),
  zEnum: () => z.enum(["x", "y"]),
  zStrict: () => z.strictObject({ k: z.number() }),
  zRefineThrows: () =>
    z.string().refine((text) => {
      if (text.includes("!")) throw new Error(`refine saw ${text}`);
      return true;
    }),
  vNum: () => valibotDescribed(v.number()),
  vStr: () => valibotDescribed(v.pipe(v.string(), v.maxLength(3))),
  vEmail: () => valibotDescribed(v.pipe(v.string(), v.email())),
  vPick: () => valibotDescribed(v.picklist(["x", "y"])),
  vStrict: () => valibotDescribed(v.strictObject({ k: v.number() })),
} as const;
export type ForeignName = keyof typeof FOREIGN;
const FOREIGN_GOOD: Record<ForeignName, readonly unknown[]> = {
  zInt: [0, 7, 10],
  zStr: ["", "short"],
  zEnum: ["x", "y"],
  zStrict: [{ k: 1 }],
  zRefineThrows: ["fine"],
  vNum: [0, 1.5],
  vStr: ["abc"],
  vEmail: ["a@b.co"],
  vPick: ["x"],
  vStrict: [{ k: 2 }],
};
export const foreignGood = (name: ForeignName) => FOREIGN_GOOD[name];

/** The codes a foreign member may give: Zod's issue codes (valibot gives none, so not_parsable). */
export const FOREIGN_CODES = ["invalid_type", "too_big", "too_small", "invalid_format", "not_multiple_of", "unrecognized_keys", "invalid_union", "invalid_key", "invalid_element", "invalid_value", "custom"];

export const MEMBER_KEYS = ["a", "b", "__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "", "a b", "ключ", "😀", "0"];

// at most one optional per position: optional(optional(x)) says nothing more; one lazy (a lazy of a lazy is refused)
const wrappers: fc.Arbitrary<Wrapper[]> = fc.oneof(
  { arbitrary: fc.constant<Wrapper[]>([]), weight: 4 },
  {
    arbitrary: fc
      .array(fc.constantFrom<Wrapper>("optional", "optionalDefault", "nullable", "describe", "lazy"), { minLength: 1, maxLength: 2 })
      .filter((w) => w.filter((x) => x.startsWith("optional")).length <= 1 && w.filter((x) => x === "lazy").length <= 1),
    weight: 3,
  },
);

/** Whether an `optionalDefault` wrapper found a default (none comes to hand for some rules). */
export const DEFAULTED = new WeakMap<SlotSpec, boolean>();

function nodeSpec(depth: number): fc.Arbitrary<NodeSpec> {
  const leaf = leafSpec.map((l): NodeSpec => ({ t: "leaf", leaf: l }));
  const foreignNode = fc.constantFrom(...(Object.keys(FOREIGN) as ForeignName[])).map((which): NodeSpec => ({ t: "foreign", which }));
  if (depth === 0) return fc.oneof({ arbitrary: leaf, weight: 4 }, { arbitrary: foreignNode, weight: 1 });
  const inner = slotSpec(depth - 1);
  return fc.oneof(
    { arbitrary: leaf, weight: 2 },
    { arbitrary: foreignNode, weight: 1 },
    {
      arbitrary: fc
        .uniqueArray(fc.tuple(fc.constantFrom(...MEMBER_KEYS), inner), { minLength: 0, maxLength: 4, selector: ([key]) => key })
        .map((members): NodeSpec => ({ t: "object", members })),
      weight: 3,
    },
    {
      arbitrary: fc
        .record({ item: inner, bounds: fc.tuple(fc.option(fc.nat(2), { nil: undefined }), fc.option(fc.nat(4), { nil: undefined })) })
        .map(({ item, bounds: [a, b] }): NodeSpec => {
          const [minItems, maxItems] = a !== undefined && b !== undefined && a > b ? [b, a] : [a, b];
          return { t: "array", item, ...(minItems !== undefined ? { minItems } : {}), ...(maxItems !== undefined ? { maxItems } : {}) };
        }),
      weight: 2,
    },
    { arbitrary: inner.map((value): NodeSpec => ({ t: "record", value })), weight: 2 },
  );
}

export function slotSpec(depth: number): fc.Arbitrary<SlotSpec> {
  return fc.record({ node: nodeSpec(depth), wrappers });
}

/** A composite at the root (an object, array or record), up to three levels deep. */
export const compositeSpec: fc.Arbitrary<SlotSpec> = slotSpec(3).filter((s) => s.node.t !== "leaf" && s.node.t !== "foreign");

const NOT_FOUND = Symbol("not found");

/** A value the slot's schema accepts, for a default; NOT_FOUND when none comes to hand. */
function witness(slot: SlotSpec, schema: vo.AnySchema): unknown {
  if (slot.wrappers.includes("nullable")) return null;
  const candidates = witnessCandidates(slot.node);
  for (const candidate of candidates) if (vo.validate(schema, candidate).ok) return candidate;
  return NOT_FOUND;
}

function witnessCandidates(node: NodeSpec): unknown[] {
  switch (node.t) {
    case "leaf":
      return node.leaf.kind === "oneOf" ? [...node.leaf.values] : [...EDGE_VALUES.slice(0, 400)];
    case "foreign":
      return [...FOREIGN_GOOD[node.which]];
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, member] of node.members) {
        if (member.wrappers.includes("optional") || member.wrappers.includes("optionalDefault")) continue;
        const memberSchema = build(member);
        const first = witnessCandidates(member.node).find((c) => vo.validate(memberSchema, c).ok);
        if (first === undefined) return [];
        Object.defineProperty(out, key, { value: first, enumerable: true, writable: true, configurable: true });
      }
      return [out];
    }
    case "array": {
      const itemSchema = build(node.item);
      const first = witnessCandidates(node.item.node).find((c) => vo.validate(itemSchema, c).ok);
      return [[], ...(first === undefined ? [] : [Array.from({ length: node.minItems ?? 0 }, () => first)])];
    }
    case "record":
      return [{}];
  }
}

function buildNode(node: NodeSpec): vo.AnySchema {
  switch (node.t) {
    case "leaf":
      return buildLeaf(node.leaf);
    case "foreign":
      return FOREIGN[node.which]();
    case "object": {
      const shape: Record<string, vo.AnySchema> = {};
      for (const [key, member] of node.members) Object.defineProperty(shape, key, { value: build(member), enumerable: true, writable: true, configurable: true });
      return vo.object(shape);
    }
    case "array":
      return vo.array(build(node.item), { minItems: node.minItems, maxItems: node.maxItems });
    case "record":
      return vo.record(build(node.value));
  }
}

/** The schema a slot describes; a default that cannot be found leaves the member optional without one. */
export function build(slot: SlotSpec): vo.AnySchema {
  let schema = buildNode(slot.node);
  let inner: SlotSpec = { node: slot.node, wrappers: [] };
  for (const wrapper of slot.wrappers) {
    const at = schema;
    if (wrapper === "optional") schema = vo.optional(at);
    else if (wrapper === "nullable") schema = vo.nullable(at);
    else if (wrapper === "describe") schema = vo.describe(at, "Described by the caller.");
    else if (wrapper === "lazy") schema = vo.lazy(() => at);
    else {
      const found = witness(inner, at);
      DEFAULTED.set(slot, found !== NOT_FOUND && found !== undefined);
      schema = found === NOT_FOUND ? vo.optional(at) : vo.optional(at, found as never);
    }
    inner = { node: slot.node, wrappers: [...inner.wrappers, wrapper] };
  }
  return schema;
}
