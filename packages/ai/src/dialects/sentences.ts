/**
 * What a dialect adds to descriptions. The sentence of each rule keyword comes from
 * the core's one table (`ruleSentence`, `@adcodicem/value-objects/internal`), the one
 * the refusals read, so what a model is told and what it is refused with never drift apart.
 */

/** What the description of a record says once its entries travel as `{ key, value }` pairs. */
export const PAIRS_SENTENCE = 'A map sent as a list of { "key", "value" } pairs; each key at most once.';

/**
 * Appends sentences to a description: a blank line after what was there, the
 * sentences of one node in one paragraph; one the description holds already is left out.
 *
 * @example
 * ```ts
 * withSentences("A quantity.", ["The value must be greater than or equal to 1.", "The value must be less than or equal to 100."]);
 * // "A quantity.\n\nThe value must be greater than or equal to 1. The value must be less than or equal to 100."
 * ```
 */
export function withSentences(description: unknown, sentences: readonly string[]): string | undefined {
  const before = typeof description === "string" && description !== "" ? description : undefined;
  // a sentence already there is not said twice: lowering a lowered schema changes nothing
  const said = [...new Set(sentences)].filter((s) => s !== "" && !(before?.includes(s) ?? false));
  if (said.length === 0) return before;
  const paragraph = said.join(" ");
  return before === undefined ? paragraph : `${before}\n\n${paragraph}`;
}
