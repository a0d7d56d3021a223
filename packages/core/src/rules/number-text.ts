// JSON's number grammar: no sign but minus, no leading zeros, no spaces.
/** JSON's number grammar as a JSON Schema pattern: what a number sent as text must look like. */
export const NUMBER_TEXT_PATTERN = "^-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$";
const JSON_NUMBER = new RegExp(NUMBER_TEXT_PATTERN);

/**
 * A number sent as JSON text (`"42"`), read by JSON's own grammar; anything else
 * (`"042"`, `" 42"`, `"+42"`) is undefined.
 *
 * @example
 * ```ts
 * numberFromText("42"); // 42 (from "@adcodicem/value-objects/internal")
 * numberFromText("042"); // undefined
 * ```
 */
export function numberFromText(text: string): number | undefined {
  if (text.length > 400 || !JSON_NUMBER.test(text)) return undefined;
  return Number(text);
}
