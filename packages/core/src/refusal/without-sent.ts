/** At most this many texts of the input are looked for in one message: the work per issue stays bounded. */
const MAX_TEXTS = 64;
const MAX_DEPTH = 3;
const PLACEHOLDER = "…";

/**
 * Takes the value sent out of a message someone else wrote (a foreign schema's
 * issue: valibot quotes the value it received, Zod names an unknown key). Each text
 * the input holds — the value, its keys and what they hold, a few levels deep, and
 * the keys on the path — is
 * replaced by "…" wherever it stands quoted, and unquoted wherever it is 4
 * characters or more. The value itself, when shorter (a number such as 7), is
 * replaced where it stands as a whole word. The rest of the message is kept.
 *
 * @example
 * ```ts
 * withoutSent('Invalid type: Expected number but received "hello"', "hello");
 * // 'Invalid type: Expected number but received …'
 * ```
 */
export function withoutSent(message: string, sent: unknown, keys: readonly (string | number)[] = []): string {
  let out = message;
  const texts = textsHeld(sent);
  // the keys on the way to the value may be the sender's own (a record's, an unknown member's)
  for (const key of keys) if (typeof key === "string" && key !== "" && !texts.has(key)) texts.set(key, false);
  for (const [text, isTheValue] of texts) {
    const json = JSON.stringify(text);
    // most messages hold none of the input: nothing to replace, no pattern to build
    if (!out.includes(text) && !out.includes(json.slice(1, -1))) continue;
    for (const quoted of new Set([`"${text}"`, json])) out = out.split(quoted).join(PLACEHOLDER);
    if ([...text].length >= 4) out = out.split(text).join(PLACEHOLDER);
    else if (isTheValue) out = out.replace(asWord(text), PLACEHOLDER);
  }
  return out;
}

// a whole word: no letter, digit or underscore on either side, no decimal point carrying a number on
const asWord = (text: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}_]|\\p{N}\\.)${text.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&")}(?![\\p{L}\\p{N}_]|\\.\\p{N})`, "gu");

/** The texts an input holds (strings, numbers and booleans as text, object keys), breadth first, bounded; true for the value itself. */
function textsHeld(sent: unknown): Map<string, boolean> {
  const texts = new Map<string, boolean>();
  let level: unknown[] = [sent];
  for (let depth = 0; depth <= MAX_DEPTH && level.length > 0; depth++) {
    const next: unknown[] = [];
    for (const value of level) {
      if (texts.size >= MAX_TEXTS) return texts;
      if (typeof value === "string" || typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") {
        const text = String(value);
        if (text !== "" && !texts.has(text)) texts.set(text, depth === 0);
      } else if (Array.isArray(value)) {
        next.push(...value.slice(0, MAX_TEXTS));
      } else if (value !== null && typeof value === "object") {
        for (const key in value) {
          if (!Object.hasOwn(value, key)) continue;
          if (next.length >= MAX_TEXTS) break;
          if (key !== "" && !texts.has(key)) texts.set(key, false);
          next.push((value as Record<string, unknown>)[key]);
        }
      }
    }
    level = next;
  }
  return texts;
}
