import { notAnObjectRefusal, refusalText } from "@adcodicem/value-objects/arguments";
import { bracketsBalance } from "../answers/json-text.js";
import type { Locale } from "@adcodicem/value-objects";

/**
 * The refusal text for a tool's input that is not a JSON object (`value_object.not_parsable`,
 * the bytes every adapter answers), or `undefined` when it is one. Brackets that never close
 * are refused before `JSON.parse`, which spends seconds on deeply nested text.
 *
 * @example
 * ```ts
 * notAnObjectText("not json"); // '{"error":"invalid_argument","code":"value_object.not_parsable",…}'
 * notAnObjectText('{"quantity":5}'); // undefined
 * ```
 */
export function notAnObjectText(input: string, locale?: Locale): string | undefined {
  let value: unknown;
  try {
    value = bracketsBalance(input) ? JSON.parse(input) : undefined;
  } catch {
    value = undefined;
  }
  const isObject = typeof value === "object" && value !== null && !Array.isArray(value);
  return isObject ? undefined : refusalText(notAnObjectRefusal(locale));
}
