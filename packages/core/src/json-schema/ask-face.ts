/**
 * Asks a foreign schema's `~standard.jsonSchema` face for one JSON Schema: what it answers when
 * that is a plain object, `"threw"` when it throws, `"nothing"` for any other answer (`undefined`,
 * a boolean schema, an array, a string…). The vendor's error is dropped here: its text must not
 * leave the library, and the caller refuses in its own words.
 */
export function askFace(converter: unknown, io: "input" | "output", target: string): Record<string, unknown> | "threw" | "nothing" {
  let answer: unknown;
  try {
    answer = (converter as Record<typeof io, (options: { target: string }) => unknown>)[io]({ target });
  } catch {
    return "threw";
  }
  if (typeof answer !== "object" || answer === null || Array.isArray(answer)) return "nothing";
  const prototype = Object.getPrototypeOf(answer);
  return prototype === Object.prototype || prototype === null ? (answer as Record<string, unknown>) : "nothing";
}
