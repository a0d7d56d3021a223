/**
 * How `ignoreCase` compares. A text matches a declared value when, code point by
 * code point, each is the declared one or its own upper or lower case (when that is
 * one code point): what the `standard` profile's pattern says, so the value object
 * never accepts a text the schema refuses. This fold finds the candidate, lowering
 * each code point alone (no final sigma, no context); {@link sameIgnoringCase}
 * decides. The answer is always the declared spelling.
 */
export const foldCase = (text: string): string => {
  // the whole text's toLowerCase lowers each code point alone, but for the final
  // sigma (a word-final Σ becomes ς): only a text holding Σ needs the slow way
  if (!text.includes("Σ")) return text.toLowerCase();
  let out = "";
  for (const c of text) out += c.toLowerCase();
  return out;
};

/** A code point and its own upper and lower case, where each is one code point. */
export function caseVariants(c: string): string[] {
  return [...new Set([c, c.toLowerCase(), c.toUpperCase()].filter((v) => [...v].length === 1))];
}

/** Whether `text` is `declared` up to the case of each code point. */
export function sameIgnoringCase(text: string, declared: string): boolean {
  const sent = [...text];
  const wanted = [...declared];
  if (sent.length !== wanted.length) return false;
  for (let i = 0; i < sent.length; i++) {
    if (sent[i] !== wanted[i] && !caseVariants(wanted[i]).includes(sent[i])) return false;
  }
  return true;
}

/**
 * {@link sameIgnoringCase} against one declared value, its case variants found
 * once at declaration instead of on every read.
 *
 * @example
 * ```ts
 * const isFr = caseMatcher("FR");
 * isFr("fR"); // true
 * ```
 */
export function caseMatcher(declared: string): (text: string) => boolean {
  const wanted = [...declared].map(caseVariants);
  return (text) => {
    let i = 0;
    for (const c of text) {
      if (i === wanted.length || !wanted[i].includes(c)) return false;
      i++;
    }
    return i === wanted.length;
  };
}

/**
 * A JSON Schema pattern that accepts each declared value in any letter case, for
 * the `standard` profile (an `enum` cannot say "ignoring case"). Valid with the `u` flag.
 */
export function caseInsensitivePattern(values: readonly string[]): string {
  const alternatives = values.map((value) => {
    let out = "";
    for (const c of value) {
      const variants = caseVariants(c);
      out += variants.length === 1 ? escapeForPattern(c) : `[${variants.map(escapeInClass).join("")}]`;
    }
    return out;
  });
  return `^(?:${alternatives.join("|")})$`;
}

/** Escapes a literal for a `u`-flag pattern, outside a character class (where `\-` is an error). */
export const escapeForPattern = (text: string): string => text.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&");

/** Escapes a literal inside a character class of a `u`-flag pattern. */
const escapeInClass = (text: string): string => text.replace(/[\\\]\[^-]/g, "\\$&");
