import type { TupleSchema } from "../nodes/tuple.js";
import * as sentences from "../refusal/messages.js";
import { sayIn } from "../refusal/locale.js";
import { joinDescriptions } from "./descriptions.js";
import type { JsonSchema, Write, WriteContext } from "./types.js";

/**
 * A tuple (`vo.tuple`): each position's schema in order, then the rest's or none, and the
 * length bounds. Draft 2020-12: `prefixItems` and `items` (`false` when closed); draft-07:
 * `items` as a list and `additionalItems`; OpenAPI 3.0, which has no positions: `items` as
 * `anyOf` the positions' schemas in order (then the rest's), the bounds, and a sentence that
 * says which position matches which schema. With no positions, the plain list it is (JSON
 * Schema forbids an empty `prefixItems`, `items` list or `anyOf`): `items` the rest's schema,
 * or `maxItems: 0` (with `items: {}` in OpenAPI 3.0, which requires `items` on a list).
 */
export function writeTuple(node: TupleSchema<any, any>, context: WriteContext, outer: readonly string[], write: Write): JsonSchema {
  const positions = node.items.map((item) => write(item, context, []));
  const rest = node.rest === undefined ? undefined : write(node.rest, context, []);
  const openApi = context.target === "openapi-3.0";
  const { locale } = context;
  if (positions.length === 0) return emptyTuple(rest, openApi, joinDescriptions([...outer, node.description]));
  const said = openApi ? sayIn(locale, sentences.tuplePositions, positions.length, rest !== undefined) : undefined;
  const description = joinDescriptions([...outer, node.description, said]);
  const out: JsonSchema = description === undefined ? {} : { description };
  out.type = "array";
  if (openApi) out.items = { anyOf: rest === undefined ? positions : [...positions, rest] };
  else if (context.target === "draft-07") {
    out.items = positions;
    out.additionalItems = rest ?? false;
  } else {
    out.prefixItems = positions;
    out.items = rest ?? false;
  }
  if (node.minItems > 0) out.minItems = node.minItems;
  if (rest === undefined) out.maxItems = positions.length;
  return out;
}

// a tuple with no positions: the list of its rest, or the empty list
function emptyTuple(rest: JsonSchema | undefined, openApi: boolean, description: string | undefined): JsonSchema {
  const out: JsonSchema = description === undefined ? { type: "array" } : { description, type: "array" };
  if (rest !== undefined) out.items = rest;
  else {
    if (openApi) out.items = {};
    out.maxItems = 0;
  }
  return out;
}
