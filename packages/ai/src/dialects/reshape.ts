import type { JsonSchema } from "@adcodicem/value-objects";
import { isSchemaNode, setOwn, withNull } from "@adcodicem/value-objects/internal";
import { PAIRS_SENTENCE, withSentences } from "./sentences.js";
import { saidInLowering } from "./sentence-locale.js";

/**
 * The reshaping strict dialects need, and {@link restoreStrictValue} undoes:
 * optional members made required and nullable, records sent as `{ key, value }` pairs.
 */

/**
 * Whether a node is an object of open keys: `additionalProperties` holds a schema and no property is declared.
 *
 * @example
 * ```ts
 * isRecordNode({ type: "object", additionalProperties: { type: "integer" } }); // true
 * ```
 */
export function isRecordNode(node: JsonSchema): boolean {
  const declared = isSchemaNode(node.properties) && Object.keys(node.properties).length > 0;
  return isSchemaNode(node.additionalProperties) && !declared;
}

/**
 * Whether a node describes objects (its type says so, or it declares properties).
 *
 * @example
 * ```ts
 * isObjectNode({ type: ["object", "null"] }); // true
 * ```
 */
export function isObjectNode(node: JsonSchema): boolean {
  const { type } = node;
  return type === "object" || (Array.isArray(type) && type.includes("object")) || (type === undefined && isSchemaNode(node.properties));
}

/**
 * Every property required, the optional ones made nullable (one that accepts null
 * already stays as it is), the object closed.
 *
 * @example
 * ```ts
 * requireAll({ type: "object", properties: { note: { type: "string" } }, required: [] });
 * // { type: "object", properties: { note: { type: ["string", "null"] } }, required: ["note"], additionalProperties: false }
 * ```
 */
export function requireAll(node: JsonSchema): JsonSchema {
  const properties = isSchemaNode(node.properties) ? node.properties : {};
  const required = new Set(Array.isArray(node.required) ? node.required : []);
  // an own-property copy: a member named `__proto__` stays a member
  const lowered: JsonSchema = {};
  for (const [key, schema] of Object.entries(properties)) setOwn(lowered, key, required.has(key) || !isSchemaNode(schema) ? schema : withNull(schema));
  return { ...node, properties: lowered, required: Object.keys(properties), additionalProperties: false };
}

/**
 * A record (open keys) as an array of closed `{ key, value }` objects, both required;
 * a nullable record stays nullable; a keyed record's `propertyNames` becomes the schema
 * of the pair's `key`. The description says how the map travels.
 *
 * @example
 * ```ts
 * toPairs({ type: "object", additionalProperties: { type: "integer" } });
 * // { description: "A map sent as…", type: "array", items: { type: "object", properties: { key: …, value: … }, … } }
 * ```
 */
export function toPairs(node: JsonSchema): JsonSchema {
  const { description, type, additionalProperties, propertyNames, properties: _properties, required: _required, ...rest } = node;
  const nullable = type === "null" || (Array.isArray(type) && type.includes("null"));
  // a keyed record's key rules (its propertyNames, lowered already) reach the pair's key
  const key = isSchemaNode(propertyNames) ? propertyNames : { type: "string" };
  const pair: JsonSchema = {
    type: "object",
    properties: { key, value: additionalProperties },
    required: ["key", "value"],
    additionalProperties: false,
  };
  return { description: withSentences(description, [saidInLowering(PAIRS_SENTENCE)]), ...rest, type: nullable ? ["array", "null"] : "array", items: pair };
}

/**
 * An object node closed to other keys, listing its properties (none, for a free-form object).
 *
 * @example
 * ```ts
 * closeObject({ type: "object" }); // { type: "object", properties: {}, required: [], additionalProperties: false }
 * ```
 */
export function closeObject(node: JsonSchema): JsonSchema {
  return {
    ...node,
    properties: isSchemaNode(node.properties) ? node.properties : {},
    required: Array.isArray(node.required) ? node.required : [],
    additionalProperties: false,
  };
}
