/**
 * The bounds on every refusal the library writes, whatever the input: a list of a
 * million bad items must not answer with a million lines.
 */

/** At most this many refusals are listed (the first fills the fields, 19 more follow in `more`). */
export const LISTED = 20;

/**
 * The most a refusal object (its compact JSON), its lines of text (an MCP text block,
 * a repair prompt) may take, in bytes of UTF-8: 16 KiB.
 */
export const REFUSAL_BYTES = 16 * 1024;

// What the listed refusals may take: the bound, less room for what is written around
// them (the opening line of a prompt error or a repair prompt, `"more":[…]`, `"omitted":N`).
const LISTED_BYTES = REFUSAL_BYTES - 1024;

/** A path or a message longer than this (in UTF-16 units) is cut with `…`: only a user's own check or a deep foreign schema writes one. */
export const FIELD_CHARS = 2000;

/**
 * The text cut to `max` UTF-16 units, the last one `…` (a surrogate pair is never split).
 *
 * @example
 * ```ts
 * cutText("x".repeat(5000)); // 1999 × "x", then "…"
 * ```
 */
export function cutText(text: string, max = FIELD_CHARS): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const c = text.charCodeAt(end - 1);
  if (c >= 0xd800 && c <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}

/**
 * Bytes of UTF-8 in a string, without encoding it (a lone surrogate counts as the
 * three bytes of U+FFFD it becomes).
 *
 * @example
 * ```ts
 * utf8Bytes("é…"); // 5
 * ```
 */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * The refusals that are listed: the first always, then each next one while every
 * written form of the list (`measures`: its JSON, its lines…) stays within the bound;
 * at most {@link LISTED}. `omitted` counts the others, those left out before as well.
 *
 * @example
 * ```ts
 * const { listed, omitted } = listWithinBounds(refused, 0, [(r) => utf8Bytes(JSON.stringify(r)), (r) => utf8Bytes(lineOf(r))]);
 * ```
 */
export function listWithinBounds<E>(entries: readonly E[], omitted: number, measures: readonly ((entry: E) => number)[]): { listed: E[]; omitted: number } {
  const used = measures.map(() => 0);
  const listed: E[] = [];
  for (const entry of entries) {
    if (listed.length === LISTED) break;
    const sizes = measures.map((measure) => measure(entry) + 1);
    if (listed.length > 0 && sizes.some((size, i) => used[i] + size > LISTED_BYTES)) break;
    sizes.forEach((size, i) => (used[i] += size));
    listed.push(entry);
  }
  return { listed, omitted: omitted + entries.length - listed.length };
}
