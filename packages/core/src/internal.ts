/**
 * @adcodicem/value-objects/internal — what the sibling packages (`-ai`, `-mcp`) share
 * with the core and a user does not need: the one walker over JSON Schema, the one
 * own-property setter, one withNull, the sentence of a rule (from the one table the
 * refusals read too), the one writing of a key and a path where a model or a log reads it
 * (`escapeKey`, `toJsonPointer`, `KEY_LIMIT`), the one reading of a `$ref`'s segment
 * (`nameOfRefSegment`), JSON's number grammar (`numberFromText`),
 * the vendor name, and the schema that wrote a JSON Schema (`writtenBy`). Not part of the public contract: it may change in any release, in
 * step with the siblings (which depend on the core's exact version).
 *
 * @example
 * ```ts
 * import { mapSubschemas, setOwn, withNull } from "@adcodicem/value-objects/internal";
 *
 * const properties: Record<string, unknown> = {};
 * setOwn(properties, "__proto__", withNull({ type: "string" })); // an own key: { type: ["string", "null"] }
 * const copy = mapSubschemas({ properties: { a: { type: "string" } } }, (child) => ({ ...child, title: "A" }));
 * ```
 * @packageDocumentation
 */
export { setOwn } from "./set-own.js";
export { acceptsNull, withNull } from "./json-schema/with-null.js";
export type { SchemaNode, SubschemaPlace } from "./json-schema/subschemas.js";
export { eachSubschema, isSchemaNode, mapSubschemas, someSubschema, SUBSCHEMA_KEYWORDS } from "./json-schema/subschemas.js";
export { ruleSentence } from "./json-schema/rule-sentence.js";
export { keyRuleSentence } from "./json-schema/key-rule.js";
export { tuplePositions } from "./refusal/messages.js";
export { escapeKey, KEY_LIMIT, toJsonPointer } from "./refusal/json-pointer.js";
export { nameOfRefSegment } from "./json-schema/ref-segment.js";
export { numberFromText } from "./rules/number-text.js";
export { VENDOR } from "./vendor.js";
export { writtenBy } from "./written-by.js";
