import type { RecordSchema } from "../nodes/record.js";
import { joinDescriptions } from "./descriptions.js";
import { keyRuleSentence } from "./key-rule.js";
import type { JsonSchema, Write, WriteContext } from "./types.js";

/**
 * A keyed record (`vo.record(key, value)`): an object whose every value has one schema and
 * whose every key the key's schema, as `propertyNames` beside `additionalProperties`.
 * OpenAPI 3.0 has no `propertyNames`: there the key's rules are a sentence of the description.
 */
export function writeKeyedRecord(node: RecordSchema<any, any>, context: WriteContext, outer: readonly string[], write: Write): JsonSchema {
  const key = write(node.key!, context, []);
  const openApi = context.target === "openapi-3.0";
  const description = joinDescriptions([...outer, node.description, openApi ? keyRuleSentence(key, context.locale) || undefined : undefined]);
  const out: JsonSchema = description === undefined ? {} : { description };
  out.type = "object";
  if (!openApi) out.propertyNames = key;
  out.additionalProperties = write(node.value, context, []);
  return out;
}
