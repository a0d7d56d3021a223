/**
 * Inputs shaped like a composite definition, so reads get past the first refusal:
 * objects with some declared members (and hostile extra keys), arrays around their
 * item bounds, records with hostile keys, leaves aimed at their rules.
 */
import fc from "fast-check";
import { foreignGood, type NodeSpec, type SlotSpec } from "./composite-specs.js";
import { HOSTILE_KEYS, hostileJson, leafInput, own } from "./inputs.js";

export function slotInput(slot: SlotSpec): fc.Arbitrary<unknown> {
  const shaped = nodeInput(slot.node);
  return fc.oneof({ arbitrary: shaped, weight: 8 }, { arbitrary: hostileJson, weight: 1 }, { arbitrary: fc.constantFrom(null, undefined), weight: 1 });
}

function nodeInput(node: NodeSpec): fc.Arbitrary<unknown> {
  switch (node.t) {
    case "leaf":
      return leafInput(node.leaf);
    case "foreign":
      return fc.oneof(fc.constantFrom(...foreignGood(node.which), "a!b"), hostileJson);
    case "object": {
      const members = node.members.map(([key, member]) =>
        fc.option(slotInput(member).map((value) => [key, value] as const), { nil: undefined, freq: 6 }),
      );
      const extra = fc.array(fc.tuple(fc.constantFrom(...HOSTILE_KEYS), hostileJson), { maxLength: 2 });
      return fc.tuple(fc.tuple(...members), extra).map(([declared, more]) =>
        own([...declared.filter((entry) => entry !== undefined), ...more] as (readonly [string, unknown])[]),
      );
    }
    case "array": {
      const limit = (node.maxItems ?? 3) + 2;
      return fc.array(slotInput(node.item), { maxLength: limit });
    }
    case "record":
      return fc
        .array(fc.tuple(fc.constantFrom(...HOSTILE_KEYS, "k1", "k2"), slotInput(node.value)), { maxLength: 4 })
        .map((entries) => own(entries));
  }
}
